"""Contracts on screen: the public row (lit up and ticked when the build being chosen would
fulfil one), the private contracts of the person at the screen, and the choice of which
private contracts to keep at set-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.kit.cards import centred_row, held_slots
from game.boards.kit.items import fitted_items
from game.boards.kit.lettering import write
from game.boards.kit.textcards import TextCardLook, text_card
from game.boards.porto.cards import draw_label, empty_slot
from game.boards.porto.names import private_text, public_text, tier_texts
from game.boards.porto.panel import draw_button
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
from game.ui import draw, theme

if TYPE_CHECKING:
    from game.boards.porto.view import PortoBoard

PRIVATE_PAPER = COLOURS["private_paper"]


def _mini_floors(surface: pygame.Surface, board: PortoBoard, colours: list[int], counts: list[int],
                 area: pygame.Rect, roofs: bool) -> None:
    """Little houses side by side in ``area``: ``counts[i]`` floors of ``colours[i]``."""
    view = board.shown
    n = max(1, len(colours))
    width = min(round(area.width / (n + (n - 1) / 4)), area.height // 2)
    unit = max(3, min(width // 2 + 2, area.height // (max(counts) + (1 if roofs else 0) + 1)))
    total = n * width + (n - 1) * max(2, width // 4)
    x = area.centerx - total // 2
    for colour, count in zip(colours, counts, strict=True):
        paint = paint_for(view.tables.colour_ids[colour], colour)
        for level in range(count):
            rect = pygame.Rect(x, area.bottom - unit * (level + 1), width, unit)
            surface.blit(board.art.floor(rect.size, paint, level == 0), rect)
        if roofs:
            top = area.bottom - unit * count
            pygame.draw.polygon(surface, ROOF, [(x - 1, top), (x + width // 2, top - unit), (x + width + 1, top)])
        x += width + max(2, width // 4)


def _mini_cards(surface: pygame.Surface, board: PortoBoard, colours: list[int], area: pygame.Rect) -> None:
    view = board.shown
    h = area.height
    w = round(h * 0.68)
    x = area.centerx - w - w // 6
    for colour in colours:
        rect = pygame.Rect(x, area.y, w, h)
        paint = paint_for(view.tables.colour_ids[colour], colour)
        pygame.draw.rect(surface, paint.edge, rect, border_radius=max(2, w // 6))
        inner = rect.inflate(-max(2, w // 8), -max(2, w // 8))
        surface.blit(board.art.floor(inner.size, paint, False), inner)
        x += w + w // 3


def public_icon(surface: pygame.Surface, board: PortoBoard, rule: PublicRule, area: pygame.Rect) -> None:
    """The picture of a public contract: the floors, the house or the cards it asks for."""
    colours = list(rule.colours)
    if rule.kind == BUILD_FLOORS:
        _mini_floors(surface, board, colours, [rule.floors], area, False)
    elif rule.kind == COMPLETE_HOUSE:
        _mini_floors(surface, board, colours, [3], area, True)
    elif rule.kind == TWO_CARDS:
        _mini_cards(surface, board, colours * 2, area)
    elif rule.kind == CARD_PAIR:
        _mini_cards(surface, board, colours, area)


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
    _mini_floors(surface, board, colours, [2] * len(colours), area, True)


def contract_look(board: PortoBoard) -> TextCardLook:
    """How a contract card looks at the board's size: lit in gold-yellow, its text taking
    40 % of the card or more (up to 70 %) rather than being cut."""
    geo = board.geo
    return TextCardLook(geo.px(8), geo.px(5), max(1, geo.px(1.5)), COLOURS["lit"], geo.px(10), geo.px(4), text_scale=geo.text_scale)


def _tick(surface: pygame.Surface, board: PortoBoard, rect: pygame.Rect) -> None:
    r = max(6, rect.width // 7)
    centre = (rect.right - r - 2, rect.y + r * 3)
    pygame.draw.circle(surface, COLOURS["tick"], centre, r)
    w = max(2, r // 3)
    pygame.draw.lines(surface, theme.PAPER, False, [(centre[0] - r // 2, centre[1]), (centre[0] - r // 8, centre[1] + r // 2),
                                                    (centre[0] + r // 2, centre[1] - r // 2)], w)


def draw_public(surface: pygame.Surface, board: PortoBoard) -> None:
    """The face-up public contracts; those the focused build fulfils glow with a tick."""
    view = board.shown
    geo = board.geo
    _ = board.gettext
    draw_label(surface, board, board.words.public_label, geo.public)
    lit = board.lit_contracts()
    for _slot, rect, index in held_slots(geo.public_cards, view.public_row, empty_slot(surface, board)):
        rule = view.tables.public[index]
        on = rule.id in lit
        area = text_card(surface, board.fonts, rect, contract_look(board), theme.PAPER, rule.id,
                         _("{points} pts").format(points=rule.points), public_text(rule, view.tables, _), on)
        public_icon(surface, board, rule, area)
        if on:
            _tick(surface, board, rect)


def draw_private(surface: pygame.Surface, board: PortoBoard) -> None:
    """The private contracts of the person at the screen (face down for anyone else)."""
    view = board.shown
    geo = board.geo
    _ = board.gettext
    draw_label(surface, board, board.words.private_label, geo.private)
    kept = view.private_kept[board.viewer] if board.viewer is not None else []
    for _slot, rect, index in held_slots(geo.private_cards, kept, empty_slot(surface, board)):
        rule = view.tables.private[index]
        area = text_card(surface, board.fonts, rect, contract_look(board), PRIVATE_PAPER, rule.id, "",
                         private_text(rule, view.tables, _), False)
        _tiers_and_icon(surface, board, rule, area, geo.text(12))


def _tiers_and_icon(surface: pygame.Surface, board: PortoBoard, rule: PrivateRule, area: pygame.Rect,
                    size: int) -> None:
    """The tiers of a private contract at the top of ``area`` (on two lines when one would need
    letters too small to read), its picture below."""
    box = (area.width, int(area.height * TIER_SHARE))
    font, lines = fitted_items(board.fonts, "bold", tier_texts(rule, board.gettext), size, box, TIER_SHRINK_LIMIT)
    for i, text in enumerate(lines):
        write(surface, font, text, theme.ACCENT_DARK, midtop=(area.centerx, area.y + i * font.get_linesize()))
    line = font.get_linesize() * len(lines)
    if area.height - line >= board.geo.px(12):
        private_icon(surface, board, rule, pygame.Rect(area.x, area.y + line, area.width, area.height - line))


TIER_SHARE = 0.9
"""The share of a private contract's picture area its tiers may take (they matter more than
the picture)."""

TIER_SHRINK_LIMIT = 0.8
"""Tiers are shrunk to this share of their size at most on one line; then they take two."""


def keep_layout(board: PortoBoard, count: int) -> tuple[pygame.Rect, list[pygame.Rect], pygame.Rect]:
    """The keep-contracts panel over the street: the panel, one rect per dealt contract and
    the confirm button."""
    geo = board.geo
    panel = geo.street.inflate(-geo.px(60), -geo.px(30))
    card_w = min(geo.px(180), (panel.width - geo.px(40)) // max(1, count) - geo.px(12))
    cards = centred_row(panel.centerx, panel.y + geo.px(56), (card_w, round(card_w * 1.15)), count, geo.px(16))
    button = pygame.Rect(0, 0, geo.px(260), geo.px(40))
    button.midbottom = (panel.centerx, panel.bottom - geo.px(12))
    return panel, cards, button


def draw_keep(surface: pygame.Surface, board: PortoBoard) -> None:
    """The five private contracts dealt, to keep three: picked ones lift and glow."""
    view = board.shown
    assert board.viewer is not None, "the panel is open only for the person at the screen"
    geo = board.geo
    _ = board.gettext
    dealt = view.private_dealt[board.viewer]
    panel, cards, button = keep_layout(board, len(dealt))
    draw.blit_with_shadow(surface, board.ctx.art.shadow(panel.size, geo.px(14), geo.px(12)), panel, geo.px(5))
    surface.blit(draw.paper_panel(panel.size, geo.px(14)), panel)
    title = _("Keep {count} of your private contracts: they score at the end of the game").format(
        count=view.tables.private_kept)
    font = board.fonts.fit("display", geo.text(20), title, panel.width - geo.px(40))
    write(surface, font, title, theme.INK, midtop=(panel.centerx, panel.y + geo.px(14)))
    for i, (rect, index) in enumerate(zip(cards, dealt, strict=True)):
        if index < 0:
            continue
        rule = view.tables.private[index]
        picked = i + 1 in board.keep_picked
        where = rect.move(0, -geo.px(10)) if picked else rect
        area = text_card(surface, board.fonts, where, contract_look(board), PRIVATE_PAPER, rule.id, "",
                         private_text(rule, view.tables, _), picked)
        _tiers_and_icon(surface, board, rule, area, geo.text(15))
        if picked:
            _tick(surface, board, where)
    action = board.action()
    if action is not None:
        draw_button(surface, board, button, action.label, action.enabled)
