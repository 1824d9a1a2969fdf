"""The Oregon table fits: board, track, hand, panels and supply lie inside the rectangle the
table gives, without overlapping, from a laptop window to a large screen."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui.context import UiContext
from tests.boards.oregon.conftest import SIZES, board_rect, make_view, play_until


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_regions_fit_the_rectangle_without_overlapping(
    ctx: UiContext, size: tuple[int, int], players: int
) -> None:
    view = make_view(ctx, players, size)
    geometry = view.geometry
    assert geometry is not None
    rect = board_rect(size)
    regions = {"board": geometry.board, "track": geometry.track, "hand": geometry.hand, "supply": geometry.supply}
    regions.update((f"panel{i}", panel) for i, panel in enumerate(geometry.panels))
    for name, region in regions.items():
        assert rect.contains(region), name
    for (a, first), (b, second) in itertools.combinations(regions.items(), 2):
        assert not first.colliderect(second), (a, b)
    assert geometry.board.contains(geometry.grid)


@pytest.mark.parametrize("size", SIZES)
def test_cards_buttons_and_words_stay_in_their_places(
    ctx: UiContext, size: tuple[int, int]
) -> None:
    screen = pygame.Surface(size)
    state = play_until(14, lambda s: s.phase_name == "draw")
    view = make_view(ctx, 4, size)
    view.show(state.view(state.player), state.player, True)
    view.draw(screen)
    geometry = view.geometry
    assert geometry is not None
    for slot in view.hand.slot_rects:
        assert geometry.hand.contains(slot)
    assert view.buttons
    for button in view.buttons:
        assert geometry.hand.contains(button.rect)
        assert not any(button.rect.colliderect(slot) for slot in view.hand.slot_rects)
    for rect, text in view.text_rects():
        assert geometry.rect.contains(rect), text
    panel_texts = view.panels.texts
    for panel in geometry.panels:
        inside = [(r, t) for r, t in panel_texts if panel.colliderect(r)]
        for r, t in inside:
            assert panel.contains(r), t
        for (r1, t1), (r2, t2) in itertools.combinations(inside, 2):
            assert not r1.colliderect(r2), (t1, t2)
