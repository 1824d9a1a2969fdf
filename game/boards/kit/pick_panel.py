"""A pick laid over the board: a paper panel with a title, a centred row of cards to pick some
of (picked ones lifted) and the button that confirms the pick — keep three of five contracts
dealt, choose the cards to give away.  The board paints each card; the kit lays them out and
paints the rest."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import NamedTuple

import pygame

from game.boards.kit.actions import Action
from game.boards.kit.canvas import Canvas
from game.boards.kit.cards import centred_row
from game.boards.kit.lettering import write
from game.boards.kit.pushbutton import draw_canvas_button
from game.ui import draw, theme
from game.ui.assets import ArtBook
from game.ui.theme import FontBook

CardPainter = Callable[[int, pygame.Rect, bool], None]
"""``card(i, rect, picked)``: paints the ``i``-th card offered at ``rect``."""


class PickPanel(NamedTuple):
    """Where the pick stands: its panel, one rectangle per card offered, its button."""

    panel: pygame.Rect
    cards: list[pygame.Rect]
    button: pygame.Rect


def pick_panel(over: pygame.Rect, count: int, canvas: Canvas) -> PickPanel:
    """The panel laid over ``over`` (30 units in from each side, 15 from top and foot):
    ``count`` cards at most 180 units wide and 1.15 times as high in a row under the title, a
    button of 260 x 40 units at the foot."""
    px = canvas.px
    panel = over.inflate(-px(60), -px(30))
    card_w = min(px(180), (panel.width - px(40)) // max(1, count) - px(12))
    cards = centred_row(panel.centerx, panel.y + px(56), (card_w, round(card_w * 1.15)), count, px(16))
    button = pygame.Rect(0, 0, px(260), px(40))
    button.midbottom = (panel.centerx, panel.bottom - px(12))
    return PickPanel(panel, cards, button)


def draw_pick_panel(surface: pygame.Surface, art: ArtBook, fonts: FontBook, canvas: Canvas, where: PickPanel,
                    title: str, card: CardPainter, picked: Collection[int], action: Action | None) -> None:
    """The panel on its soft shadow with ``title`` across its top, each card painted by
    ``card`` (those in ``picked``, by index, lifted 10 units) and the ``action`` button."""
    px = canvas.px
    panel = where.panel
    draw.blit_with_shadow(surface, art.shadow(panel.size, px(14), px(12)), panel, px(5))
    surface.blit(draw.paper_panel(panel.size, px(14)), panel)
    font = fonts.fit("display", canvas.text(20), title, panel.width - px(40))
    write(surface, font, title, theme.INK, box=panel, midtop=(panel.centerx, panel.y + px(14)))
    for i, rect in enumerate(where.cards):
        up = i in picked
        card(i, rect.move(0, -px(10)) if up else rect, up)
    if action is not None:
        draw_canvas_button(surface, fonts, canvas, where.button, action)
