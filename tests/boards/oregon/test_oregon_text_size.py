"""The board's words follow the text size setting (within bounds), and at the largest size
they still stay in their panels without running into each other at 1366 x 768."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pygame

from game.boards.base import TEXT_SCALE_BOUNDS, board_text_scale
from game.settings import UI_SCALES, Settings
from game.ui.context import UiContext
from tests.boards.oregon.conftest import make_view, play_until

LARGEST = max(UI_SCALES)


def _drawn_at(ctx: UiContext, scale: float, players: int = 4):  # type: ignore[no-untyped-def]
    ctx.settings = replace(ctx.settings, ui_scale=scale)
    state = play_until(14, lambda s: s.phase_name == "draw", players)
    view = make_view(ctx, players)
    view.show(state.view(state.player), state.player, True)
    view.draw(pygame.Surface((1366, 768)))
    return view


def test_the_board_text_size_follows_the_setting_within_its_bounds() -> None:
    low, high = TEXT_SCALE_BOUNDS
    assert board_text_scale(Settings(ui_scale=LARGEST)) == min(high, LARGEST) > 1.0
    assert board_text_scale(Settings(ui_scale=2.0)) == high
    assert board_text_scale(Settings(ui_scale=0.5)) == low
    assert board_text_scale(object()) == 1.0


def test_names_on_the_panels_grow_with_the_text_size(ctx: UiContext) -> None:
    def name_height(view) -> int:  # type: ignore[no-untyped-def]
        return next(r.height for r, t in view.panels.texts if t == view.seats[0].name)

    normal = name_height(_drawn_at(ctx, 1.0))
    assert name_height(_drawn_at(ctx, LARGEST)) > normal


def test_at_the_largest_text_size_no_word_leaves_its_place_or_covers_another(ctx: UiContext) -> None:
    view = _drawn_at(ctx, LARGEST)
    geometry = view.geometry
    assert geometry is not None
    for rect, text in view.text_rects():
        assert geometry.rect.contains(rect), text
    for panel in geometry.panels:
        inside = [(r, t) for r, t in view.panels.texts if panel.colliderect(r)]
        assert all(panel.contains(r) for r, _t in inside)
        for (r1, t1), (r2, t2) in itertools.combinations(inside, 2):
            assert not r1.colliderect(r2), (t1, t2)
    for (r1, t1), (r2, t2) in itertools.combinations(view.supply.texts, 2):
        assert not r1.colliderect(r2), (t1, t2)
    for rect, text in view.supply.texts:
        assert geometry.supply.contains(rect), text


def test_with_two_players_the_supply_fills_its_column_instead_of_leaving_it_empty(
    ctx: UiContext,
) -> None:
    view = _drawn_at(ctx, 1.0, players=2)
    geometry = view.geometry
    assert geometry is not None
    lowest = max(r.bottom for r in [*view.supply.stock, *view.supply.stacks.values()])
    assert lowest > geometry.supply.centery
    assert all(geometry.supply.contains(r) for r in view.supply.stock)
