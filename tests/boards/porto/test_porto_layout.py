"""The board fits the table's rectangle at the smallest and the largest window sizes, with
no two parts on top of each other."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

import pygame
import pytest

from tests.boards.porto.conftest import Table, can_build, play_until

SIZES = [(1366, 768), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_board_parts_stay_inside_the_rectangle_without_overlapping(
    table_for: Callable[..., Table], size: tuple[int, int], players: int
) -> None:
    table = table_for(play_until(7, players, can_build), size=size)
    geo = table.board.geo
    parts = geo.parts()
    for name, rect in parts.items():
        assert geo.rect.contains(rect), name
    for (a, ra), (b, rb) in combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, b)
    assert all(geo.display.contains(r) for r in geo.display_cards + [geo.deck])
    assert all(geo.public.contains(r) for r in geo.public_cards)
    assert all(geo.private.contains(r) for r in geo.private_cards)
    assert all(geo.street.contains(r) for r in geo.houses + geo.plaques)
    for a, b in zip(geo.houses, geo.houses[1:], strict=False):
        assert a.right <= b.left
    assert geo.hand.contains(geo.action) is False and geo.preview.colliderect(geo.action) is False


@pytest.mark.parametrize("size", SIZES)
def test_hand_cards_and_build_choices_stay_on_the_board(table_for: Callable[..., Table], size: tuple[int, int]) -> None:
    table = table_for(play_until(11, 4, can_build), size=size)
    board = table.board
    assert all(board.geo.hand.contains(r) for r in board.hand_rects)
    build = next(m for m in table.view.legal_moves() if hasattr(m, "floors"))
    table.pick_cards(build.floors, build.colour)  # type: ignore[attr-defined]
    for rect, _option in board.chips:
        assert board.geo.street.contains(rect)
    for a, b in combinations([r for r, _o in board.chips], 2):
        assert not a.colliderect(b)
    board.draw(pygame.Surface(size))
