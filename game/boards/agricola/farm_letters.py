"""How a farm's header and supply are lettered: where the header's name, start player's marker
and score stand (and the room the name leaves, where a compact farm of the family game shows the
majors it owns), the size of the supply's words and tokens, and whether its facts are written
out or given as icons."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.geometry import FarmPlace
from game.boards.agricola.names import WORDS, counted

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard


def sizes(board: AgricolaBoard, place: FarmPlace) -> tuple[int, int, int]:
    """The supply's letter size, its line's height and its tokens' size (pixels)."""
    geo = board.geo
    size = round(geo.px(13 if place.large else 12) * board.text_scale)
    line = board.fonts.get("body", size).get_linesize()
    token = max(10, min(geo.px(18 if place.large else 14), line))
    return size, line, token


def wordy(board: AgricolaBoard, place: FarmPlace) -> bool:
    """Whether the supply's facts are written out (the large farm, or a compact one with room
    under it, as at a two-player table) rather than given as icons and numbers."""
    _size, line, token = sizes(board, place)
    return place.large or (not place.beside and place.supply.height >= token + board.geo.px(4) + 3 * line)




@dataclass
class Header:
    """Where a farm's header letters stand: its letter size, the player's marker's size, the
    name and its box, the score and its box, and the start player's marker if theirs."""

    size: int
    marker: int
    name: str
    name_box: pygame.Rect
    points: str
    points_box: pygame.Rect
    star: pygame.Rect | None


def header(board: AgricolaBoard, place: FarmPlace) -> Header:
    """The layout of ``place``'s header."""
    view, geo, _ = board.shown, board.geo, board.gettext
    head = place.header
    size = round(geo.px(14 if place.large else 12) * board.text_scale)
    marker = min(head.height, geo.px(18))
    score = board.answer(("scores",), lambda: view.scores())[place.player]
    points = counted("score", score, _)
    points_w = board.fonts.get("bold", size).size(points)[0] + geo.px(4)
    right = head.right - points_w
    star = None
    if view.start == place.player:
        star = pygame.Rect(0, 0, marker, marker)
        star.midright = (right - geo.px(2), head.centery)
        right = star.x - geo.px(2)
    name = board.seat_name(place.player)
    if place.player == board.viewer:
        name = f"{name} ({WORDS.say('you', _)})"
    name_box = pygame.Rect(head.x + marker + geo.px(4), head.y, right - head.x - marker - geo.px(6), head.height)
    return Header(size, marker, name, name_box, points, pygame.Rect(head.right - points_w, head.y, points_w,
                                                                    head.height), star)


def header_room(board: AgricolaBoard, place: FarmPlace) -> pygame.Rect:
    """The header's room right of the name written whole, up to the score (or the start
    player's marker)."""
    laid = header(board, place)
    used = board.fonts.get("bold", laid.size).size(laid.name)[0] + board.geo.px(8)
    box = laid.name_box
    return pygame.Rect(box.x + used, box.y, max(0, box.width - used), box.height)
