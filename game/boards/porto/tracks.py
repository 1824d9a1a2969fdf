"""The roof track (completed houses, with the mark that ends the game at this player count)
and the score track (each player's marker on its 50 spaces, with the +50 / +100 side), drawn
with the kit's tracks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.kit.lettering import write
from game.boards.kit.score_track import draw_line_track, draw_space_track, draw_track_strip
from game.boards.porto.patterns import COLOURS

if TYPE_CHECKING:
    from game.boards.porto.view import PortoBoard

MARK = COLOURS["mark"]


def draw_roof_track(surface: pygame.Surface, board: PortoBoard) -> None:
    """One space per house in play; roofs fill them; the end mark is flagged."""
    view, geo = board.shown, board.geo
    rect = geo.roof_track
    left = draw_track_strip(surface, board.fonts, geo, rect, board.words.roof_track_label)

    def roof(side: int) -> pygame.Surface:
        return board.art.roof((side, side * 2 // 3))

    draw_space_track(surface, board.fonts, geo, rect, left, len(view.layout.in_play), view.completed, roof,
                     (view.roof_track_mark(), MARK))
    if view.last_round:
        text = board.words.say("last_round", round=view.last_round)
        small = board.fonts.get("bold", geo.px(11))
        above = pygame.Rect(rect.x, rect.y - small.get_linesize(), rect.width, small.get_linesize())
        write(surface, small, text, MARK, box=above, bottomright=(rect.right - geo.px(6), rect.y - geo.px(1)))


def draw_score_track(surface: pygame.Surface, board: PortoBoard) -> None:
    """A line of the track's spaces with every player's marker; a +50 badge past 50."""
    view, geo = board.shown, board.geo
    left = draw_track_strip(surface, board.fonts, geo, geo.score_track, board.words.score_track_label)
    scores = [max(0, sum(view.points[player])) for player in range(view.num_players)]
    draw_line_track(surface, board.fonts, geo, geo.score_track, left, view.tables.score_track_length, board.seats,
                    board.animations.track_scores(scores))


def score_track_tooltip(board: PortoBoard) -> str:
    """Every player's points, +50 marker and hand size, one per line."""
    view = board.shown
    lines = []
    for player, look in enumerate(board.seats[: view.num_players]):
        lines.append(board.words.say("player_summary", name=look.name, points=sum(view.points[player]),
                                     cards=view.hand_sizes[player]))
    return " · ".join(lines)
