"""The kit's pick laid over the board: cards in a centred row inside the panel, the button at
its foot, picked cards painted lifted, the button drawn only for an action."""

from __future__ import annotations

import os

import pygame

from game.boards.kit.actions import Action
from game.boards.kit.canvas import Canvas
from game.boards.kit.pick_panel import draw_pick_panel, pick_panel

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

OVER = pygame.Rect(0, 0, 1160, 378)


def test_the_cards_stand_centred_inside_the_panel_above_its_button() -> None:
    where = pick_panel(OVER, 5, Canvas(OVER))
    assert where.panel.contains(where.button) and where.button.centerx == where.panel.centerx
    assert all(where.panel.contains(card) and card.bottom < where.button.top for card in where.cards)
    middle = (where.cards[0].left + where.cards[-1].right) / 2
    assert abs(middle - where.panel.centerx) <= 1


def test_picked_cards_are_painted_lifted_and_the_button_only_for_an_action() -> None:
    from game.context import build_context
    from game.scenes.stack import SceneStack
    from game.settings import Settings

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1200, 400))
    ctx = build_context(SceneStack((1200, 400)), Settings(), on_start=lambda setup: None)
    canvas = Canvas(OVER)
    where = pick_panel(OVER, 3, canvas)
    painted: list[tuple[int, pygame.Rect, bool]] = []
    surface = pygame.Surface(OVER.size)
    draw_pick_panel(surface, ctx.art, ctx.fonts, canvas, where, "Keep two", lambda i, r, up: painted.append((i, r, up)),
                    {1}, None)
    assert [(i, up) for i, _r, up in painted] == [(0, False), (1, True), (2, False)]
    assert painted[1][1].top == where.cards[1].top - 10 and painted[0][1] == where.cards[0]
    before = surface.get_at(where.button.center)
    draw_pick_panel(surface, ctx.art, ctx.fonts, canvas, where, "Keep two", lambda i, r, up: None, {1},
                    Action("keep", "Keep these", None))
    assert surface.get_at(where.button.center) != before
