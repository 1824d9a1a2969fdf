"""The roof track (completed houses, with the mark that ends the game at this player count)
and the score track (each player's marker on its 50 spaces, with the +50 / +100 side)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.kit.lettering import write
from game.boards.kit.score_track import ScoreTrack
from game.boards.porto.patterns import COLOURS
from game.ui import theme
from game.ui.symbols import draw_symbol

if TYPE_CHECKING:
    from game.boards.porto.view import PortoBoard

MARK = COLOURS["mark"]


def _strip(surface: pygame.Surface, board: PortoBoard, text: str, rect: pygame.Rect) -> int:
    """A track's paper strip with its name at the left; returns where the track begins."""
    pygame.draw.rect(surface, theme.PAPER, rect, border_radius=board.geo.px(8))
    font = board.fonts.get("bold", board.geo.text(13))
    name = write(surface, font, text, theme.INK, midleft=(rect.x + board.geo.px(8), rect.centery))
    return rect.x + name.width + board.geo.px(16)


def draw_roof_track(surface: pygame.Surface, board: PortoBoard) -> None:
    """One space per house in play; roofs fill them; the end mark is flagged."""
    view = board.shown
    geo = board.geo
    rect = geo.roof_track
    left = _strip(surface, board, board.words.roof_track_label, rect)
    spaces = len(view.layout.in_play)
    mark = view.roof_track_mark()
    size = min(rect.height - geo.px(12), (rect.right - left - geo.px(8)) // max(1, spaces) - geo.px(3))
    font = board.fonts.get("bold", round(size * 0.55))
    for i in range(spaces):
        box = pygame.Rect(left + i * (size + geo.px(3)), rect.centery - size // 2, size, size)
        pygame.draw.rect(surface, theme.PAPER_SHADE, box, border_radius=geo.px(3))
        if i < view.completed:
            roof = board.art.roof((size, size * 2 // 3))
            surface.blit(roof, roof.get_rect(center=box.center))
        else:
            write(surface, font, str(i + 1), theme.INK_SOFT, center=box.center)
        if i + 1 == mark:
            pygame.draw.rect(surface, MARK, box.inflate(geo.px(4), geo.px(4)), max(2, geo.px(3)), border_radius=geo.px(4))
    if view.last_round:
        text = board.words.say("last_round", round=view.last_round)
        small = board.fonts.get("bold", geo.px(11))
        write(surface, small, text, MARK, bottomright=(rect.right - geo.px(6), rect.y - geo.px(1)))


def draw_score_track(surface: pygame.Surface, board: PortoBoard) -> None:
    """A line of the track's spaces with every player's marker; a +50 badge past 50."""
    view = board.shown
    geo = board.geo
    rect = geo.score_track
    left = _strip(surface, board, board.words.score_track_label, rect)
    length = view.tables.score_track_length
    line = pygame.Rect(left, rect.centery, rect.right - left - geo.px(16), 1)
    pygame.draw.line(surface, theme.INK_SOFT, line.topleft, line.topright, max(1, geo.px(2)))
    track = ScoreTrack(line.x, line.width / length, length, line.y)
    track.draw_ticks(surface, range(0, length + 1, 10), (-geo.px(5), geo.px(5)), theme.INK_SOFT, max(1, geo.px(1.5)))
    radius = geo.px(9)
    small = board.fonts.get("bold", geo.px(10))
    scores = [max(0, sum(view.points[player])) for player in range(view.num_players)]
    for look, place in zip(board.seats, track.places(scores, (radius / 2, radius / 2)), strict=False):
        draw_symbol(surface, look.symbol, place.centre, radius, look.colour, theme.INK)
        if place.badge:
            badge = small.render(place.badge, True, theme.INK_ON_DARK)
            box = badge.get_rect(midtop=(place.centre[0], place.centre[1] + radius)).inflate(geo.px(4), 0)
            pygame.draw.rect(surface, theme.ACCENT_DARK, box, border_radius=box.height // 2)
            surface.blit(badge, badge.get_rect(center=box.center))


def score_track_tooltip(board: PortoBoard) -> str:
    """Every player's points, +50 marker and hand size, one per line."""
    view = board.shown
    lines = []
    for player, look in enumerate(board.seats[: view.num_players]):
        lines.append(board.words.say("player_summary", name=look.name, points=sum(view.points[player]),
                                          cards=view.hand_sizes[player]))
    return " · ".join(lines)
