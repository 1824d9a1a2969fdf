"""The construction cards on screen: the face-up display with the deck beside it, and the hand
of the person at the screen (nobody else's hand is ever drawn, only its size)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.kit.cards import CardLook, draw_card, draw_row, held_slots, lifted, panel_row
from game.boards.kit.marks import draw_heading, empty_places
from game.boards.porto.names import colour_name
from game.boards.porto.patterns import COLOURS, paint_for

if TYPE_CHECKING:
    from game.boards.porto.view import PortoBoard

HAND_CARD_HEIGHT = 102
"""The hand's cards in canvas units, smaller than the panel allows so a long hand overlaps little."""

def card_face(board: PortoBoard, code: str, size: tuple[int, int]) -> pygame.Surface:
    """The face of card ``code`` at ``size``."""
    view = board.shown
    tables = view.tables
    kind = tables.kind_by_code[code]
    ci = tables.card_colour[kind]
    colour = tables.colour_ids[ci]
    return board.art.card(size, paint_for(colour, ci), tables.card_value[kind], colour_name(colour, board.gettext))


def _picked_look(board: PortoBoard) -> CardLook:
    return CardLook(COLOURS["card_shadow"], board.geo.px(8), glow=COLOURS["picked"], glow_grow=board.geo.px(8),
                    glow_radius=board.geo.px(10))


def draw_display(surface: pygame.Surface, board: PortoBoard) -> None:
    """The deck and the five face-up cards; picked cards lift and glow."""
    view = board.shown
    geo = board.geo
    draw_heading(surface, board.fonts, geo, geo.display, board.words.display_label)
    surface.blit(board.art.card_back(geo.deck.size, len(view.deck)), geo.deck)
    for i, rect, kind in held_slots(geo.display_cards, view.display, empty_places(surface, geo)):
        slot = i + 1
        picked = slot in board.display_picked
        face = card_face(board, view.tables.card_codes[kind], rect.size)
        dim = bool(board.display_picked) and not board.may_pick_slot(slot)
        draw_card(surface, lifted(rect, picked, geo.px(8)), face, _picked_look(board), picked, dim)


def hand_rects(board: PortoBoard, count: int) -> list[pygame.Rect]:
    """Where each of ``count`` hand cards sits (overlapping when the hand is long)."""
    return panel_row(board.geo, board.geo.hand, count, height=HAND_CARD_HEIGHT)


def draw_hand(surface: pygame.Surface, board: PortoBoard) -> None:
    """The viewer's hand, picked cards lifted; a note when nobody private is at the screen."""
    geo = board.geo
    draw_heading(surface, board.fonts, geo, geo.hand, board.words.count("hand_label", len(board.hand)))
    if board.viewer is None:
        return
    faces = [card_face(board, code, rect.size) for rect, code in zip(board.hand_rects, board.hand, strict=True)]
    draw_row(surface, board.hand_rects, faces, _picked_look(board), set(board.hand_picked), lift=geo.px(8))
