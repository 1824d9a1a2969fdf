"""Contracts on screen: the public row (lit up and ticked when the build being chosen would
fulfil one), the private contracts of the person at the screen, and the choice of which
private contracts to keep at set-up."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.boards.kit.cards import held_slots
from game.boards.kit.items import draw_items
from game.boards.kit.marks import draw_heading, draw_tick, empty_places
from game.boards.kit.minis import mini_cards, mini_houses
from game.boards.kit.patterns import Paint
from game.boards.kit.pick_panel import PickPanel, draw_pick_panel, pick_panel
from game.boards.kit.textcards import TextCardLook, canvas_card_look, text_card, text_row
from game.boards.porto.names import private_text, public_text, tier_texts
from game.boards.porto.patterns import COLOURS, ROOF, paint_for
from game.rules.porto.tables import (
    ADJACENT_PAIR,
    ADJACENT_TRIO,
    ALL_COLOURS,
    BUILD_FLOORS,
    CARD_PAIR,
    COMPLETE_HOUSE,
    STREET_ENDS,
    TWO_CARDS,
    PrivateRule,
    PublicRule,
)
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.porto.view import PortoBoard

PRIVATE_PAPER = COLOURS["private_paper"]


def public_icon(surface: pygame.Surface, board: PortoBoard, rule: PublicRule, area: pygame.Rect) -> None:
    """The picture of a public contract: the floors, the house or the cards it asks for."""
    colours = list(rule.colours)
    paint = _paint_of(board)
    if rule.kind == BUILD_FLOORS:
        mini_houses(surface, area, [(colours[0], rule.floors)], _floor_of(board))
    elif rule.kind == COMPLETE_HOUSE:
        mini_houses(surface, area, [(colours[0], 3)], _floor_of(board), ROOF)
    elif rule.kind in (TWO_CARDS, CARD_PAIR):
        cards = colours * 2 if rule.kind == TWO_CARDS else colours
        mini_cards(surface, area, cards, lambda c: paint(c).edge, lambda c, size: board.art.floor(size, paint(c), False))


def _paint_of(board: PortoBoard) -> Callable[[int], Paint]:
    """The paint of a colour by its place in the content."""
    ids = board.shown.tables.colour_ids
    return lambda colour: paint_for(ids[colour], colour)


def _floor_of(board: PortoBoard) -> Callable[[int, tuple[int, int], bool], pygame.Surface]:
    """The painter of one floor of a colour (by its place in the content), for the kit's minis."""
    paint = _paint_of(board)
    return lambda colour, size, ground: board.art.floor(size, paint(colour), ground)


def private_icon(surface: pygame.Surface, board: PortoBoard, rule: PrivateRule, area: pygame.Rect) -> None:
    """The picture of a private contract: completed houses of the colours it counts."""
    view = board.shown
    colours = list(rule.colours)
    if rule.kind == ALL_COLOURS:
        colours = list(range(view.tables.colours))
    elif rule.kind == STREET_ENDS:
        colours = colours * 2
    elif rule.kind not in (ADJACENT_PAIR, ADJACENT_TRIO):
        colours = colours[:1]
    mini_houses(surface, area, [(colour, 2) for colour in colours], _floor_of(board), ROOF)


def contract_look(board: PortoBoard) -> TextCardLook:
    """How a contract card looks at the board's size: lit in gold-yellow, its text taking
    40 % of the card or more (up to 70 %) rather than being cut."""
    return canvas_card_look(board.geo, COLOURS["lit"])


def draw_public(surface: pygame.Surface, board: PortoBoard) -> None:
    """The face-up public contracts; those the focused build fulfils glow with a tick."""
    view = board.shown
    geo = board.geo
    _ = board.gettext
    draw_heading(surface, board.fonts, geo, geo.public, board.words.public_label)
    lit = board.lit_contracts()
    for _slot, rect, index in held_slots(geo.public_cards, view.public_row, empty_places(surface, geo)):
        rule = view.tables.public[index]
        on = rule.id in lit
        area = text_card(surface, board.fonts, rect, contract_look(board), theme.PAPER, rule.id,
                         _("{points} pts").format(points=rule.points), public_text(rule, view.tables, _), on)
        if area.height >= geo.px(18):  # the words took the room a readable picture needs
            public_icon(surface, board, rule, area)
        if on:
            draw_tick(surface, rect, COLOURS["tick"])


def draw_private(surface: pygame.Surface, board: PortoBoard) -> None:
    """The private contracts of the person at the screen (face down for anyone else), one row
    each: what it pays, then what it counts, in letters read at a glance."""
    view, geo, _ = board.shown, board.geo, board.gettext
    draw_heading(surface, board.fonts, geo, geo.private, board.words.private_label)
    kept = view.private_kept[board.viewer] if board.viewer is not None else []
    for _slot, rect, index in held_slots(geo.private_cards, kept, empty_places(surface, geo)):
        rule = view.tables.private[index]
        text_row(surface, board.fonts, rect, contract_look(board), PRIVATE_PAPER, rule.id, tier_texts(rule, _),
                 private_text(rule, view.tables, _), geo.text(14))


TIER_SHARE = 0.9
"""The share of a private contract's picture area its tiers may take (they matter more than
the picture)."""

TIER_SHRINK_LIMIT = 0.8
"""Tiers are shrunk to this share of their size at most on one line; then they take two."""


def keep_layout(board: PortoBoard, count: int) -> PickPanel:
    """The keep-contracts panel over the street: the panel, one rect per dealt contract and
    the confirm button."""
    return pick_panel(board.geo.street, count, board.geo)


def draw_keep(surface: pygame.Surface, board: PortoBoard) -> None:
    """The five private contracts dealt, to keep three: picked ones lift and glow."""
    view = board.shown
    assert board.viewer is not None, "the panel is open only for the person at the screen"
    geo = board.geo
    _ = board.gettext
    dealt = view.private_dealt[board.viewer]
    title = _("Keep {count} of your private contracts: they score at the end of the game").format(
        count=view.tables.private_kept)

    def card(i: int, where: pygame.Rect, picked: bool) -> None:
        """A dealt contract: its text at the foot, its tiers at the top (on two lines when one
        would need letters too small to read), its picture between."""
        if dealt[i] < 0:
            return
        rule = view.tables.private[dealt[i]]
        text = private_text(rule, view.tables, _)
        area = text_card(surface, board.fonts, where, contract_look(board), PRIVATE_PAPER, rule.id, "", text, picked)
        rest = draw_items(surface, board.fonts, area, tier_texts(rule, _), geo.text(15), TIER_SHARE, TIER_SHRINK_LIMIT)
        if rest.height >= geo.px(12):
            private_icon(surface, board, rule, rest)
        if picked:
            draw_tick(surface, where, COLOURS["tick"])

    picked = {position - 1 for position in board.keep_picked}
    draw_pick_panel(surface, board.ctx.art, board.fonts, geo, keep_layout(board, len(dealt)), title, card, picked,
                    board.action())
