"""The kit's supply: stock laid out on the largest square cells that fit, piles framed in gold
only while they may be drawn from, and every count and caption remembered where it went."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.boards.kit.supply import Grid, StockPainter, inset, square_grid
from game.ui import theme
from game.ui.theme import FontBook, fonts_dir


@pytest.fixture(scope="module")
def fonts() -> Iterator[FontBook]:
    pygame.font.init()
    yield FontBook(fonts_dir())


def test_the_grid_tries_each_row_length_and_keeps_the_largest_cells() -> None:
    # 12 tiles and a row more: 5 across needs 4 rows (cells of 25), 3 across 5 rows (cells of 20)
    grid = square_grid(pygame.Rect(0, 0, 150, 100), 12, (5, 4, 3), extra_rows=1)
    assert (grid.cell, grid.across, grid.rows) == (25, 5, 4)


def test_grid_cells_run_row_by_row_from_the_origin() -> None:
    grid = Grid((10, 20), 30, 2, 3)
    assert [tuple(r.topleft) for r in grid.cells(3)] == [(10, 20), (40, 20), (10, 50)]
    assert grid.at(1, 2) == pygame.Rect(40, 80, 30, 30)


def test_a_pile_is_framed_in_gold_only_while_it_may_be_drawn_from(fonts: FontBook) -> None:
    painter = StockPainter(fonts)
    rect = pygame.Rect(40, 40, 56, 80)
    face = pygame.Surface(rect.size)
    for may_draw in (False, True):
        surface = pygame.Surface((200, 200))
        painter.pile(surface, rect, face, 17, "discard 3", 70, may_draw)
        frame = surface.get_at((rect.x - 2, rect.centery))[:3]
        assert (frame == theme.GOLD) is may_draw


def test_counts_and_captions_are_remembered_where_they_were_written(fonts: FontBook) -> None:
    painter = StockPainter(fonts)
    surface = pygame.Surface((300, 300))
    cell = pygame.Rect(100, 100, 60, 60)
    painter.pile(surface, pygame.Rect(10, 10, 56, 80), pygame.Surface((56, 80)), 17, "discard 3", 70, False)
    painter.tile(surface, cell, pygame.Surface(inset(cell).size), 4)
    assert [text for _rect, text in painter.texts] == ["17", "discard 3", "4"]
    assert painter.texts[1][0].top == 10 + 80 + 2
    assert painter.texts[2][0].center == inset(cell).bottomright
