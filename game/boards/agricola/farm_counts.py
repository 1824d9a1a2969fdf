"""A compact farm's farmyard counted in a column beside it: its rooms (in the house's
material), fields, pastures and stables, each a small picture and its number.  On the farms of
a four- or five-player table a space is a few pixels wide, so a stable or a fence is hard to
see; the column reads at a glance, and its hover help says the same in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.art import COLOURS
from game.boards.agricola.geometry import FarmPlace
from game.boards.agricola.letters import letter
from game.boards.agricola.names import HOUSE_WORDS, WORDS
from game.boards.kit.phrasebook import ngettext_of
from game.rules.agricola.farmyard import Farmyard
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard

KINDS = ("room", "field", "pasture", "stable")


def farmyard_counts(farm: Farmyard) -> list[tuple[str, int]]:
    """How many rooms, fields, pastures and stables the farmyard has, in that order."""
    return [("room", farm.room_count()), ("field", farm.fields.bit_count()), ("pasture", len(farm.pastures)),
            ("stable", farm.stables.bit_count())]


def _px(board: AgricolaBoard) -> int:
    return max(theme.MIN_TEXT_PX, round(board.geo.px(12) * board.text_scale))


def column(board: AgricolaBoard, place: FarmPlace) -> list[tuple[str, pygame.Rect]]:
    """Where each count lies, one to a row left of a compact farm's farmyard; none on the large
    farm (its spaces are large enough to read) or where the column does not fit."""
    if place.large or place.beside:
        return []
    pad = max(2, board.geo.px(3))
    area = pygame.Rect(place.panel.x + pad, place.grid.y, place.grid.x - place.panel.x - 2 * pad, place.grid.height)
    step = area.height // len(KINDS)
    if _icon_size(board, step, area.width, "9") < ICON_LEAST:
        return []
    return [(kind, pygame.Rect(area.x, area.y + k * step, area.width, step)) for k, kind in enumerate(KINDS)]


ICON_LEAST = 10
"""The smallest picture of a count worth drawing (pixels)."""


def _icon_size(board: AgricolaBoard, step: int, width: int, text: str) -> int:
    """The picture's size in a row ``step`` high and ``width`` wide that also holds ``text``."""
    return min(step - 2, board.geo.px(16), width - 2 - board.fonts.get("bold", _px(board)).size(text)[0])


def _icon(board: AgricolaBoard, kind: str, size: int, house: str) -> pygame.Surface:
    art = board.art
    if kind == "room":
        return art.room(size, house)
    if kind == "field":
        return art.field(size)
    if kind == "stable":
        return art.stable(size)
    face = art.meadow(size, True).copy()
    pygame.draw.rect(face, COLOURS["fence"], face.get_rect(), max(2, size // 7))
    return face


def draw_counts(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace) -> None:
    """The column of counts by a compact farm."""
    rows = column(board, place)
    if not rows:
        return
    farm = board.shown.players[place.player].farm
    counts = dict(farmyard_counts(farm))
    px = _px(board)
    for kind, rect in rows:
        said = str(counts[kind])
        size = _icon_size(board, rect.height, rect.width, said)
        if size >= ICON_LEAST:  # a count of two figures may leave no room for the picture
            face = _icon(board, kind, size, farm.house)
            surface.blit(face, face.get_rect(midleft=(rect.x, rect.centery)))
        text = pygame.Rect(rect.x + max(0, size) + 2, rect.y, rect.right - rect.x - max(0, size) - 2, rect.height)
        letter(surface, board.fonts, "bold", px, said, text, theme.INK, align="left")


def counts_at(board: AgricolaBoard, pos: tuple[int, int]) -> int | None:
    """The player whose column of counts is under ``pos``."""
    for place in board.farms:
        if any(rect.collidepoint(pos) for _kind, rect in column(board, place)):
            return place.player
    return None


def counts_help(board: AgricolaBoard, player: int) -> str:
    """The column's hover help: the counts in words ("Ben's farmyard: 2 rooms (Wooden), 1 field,
    1 pasture, 3 stables")."""
    from game.boards.agricola.card_faces import need_words

    _ = board.gettext
    ngettext = ngettext_of(_)
    farm = board.shown.players[player].farm
    said = {kind: need_words(kind, count, ngettext) for kind, count in farmyard_counts(farm)}
    return WORDS.say("farmyard_counts", _, name=board.seat_name(player), rooms=said["room"],
                     material=WORDS.say(HOUSE_WORDS[farm.house], _), fields=said["field"],
                     pastures=said["pasture"], stables=said["stable"])
