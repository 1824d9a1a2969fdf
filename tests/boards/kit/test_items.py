"""Short items written together stay on one line while it reads there, split in two between
items when it would not, and shrink until their lines fit the box."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.boards.kit.items import fitted_items, item_lines
from game.ui.theme import FontBook, fonts_dir

TIERS = ["1 = 1 pt", "2 = 3 pts", "3 = 6 pts", "4 = 10 pts"]


@pytest.fixture(scope="module")
def fonts() -> Iterator[FontBook]:
    pygame.font.init()
    yield FontBook(fonts_dir())


def test_items_that_fit_stay_on_one_line(fonts: FontBook) -> None:
    assert item_lines(fonts, "bold", TIERS, 14, 2000, 0.8) == ["1 = 1 pt, 2 = 3 pts, 3 = 6 pts, 4 = 10 pts"]


def test_items_too_long_for_one_line_split_between_items(fonts: FontBook) -> None:
    assert item_lines(fonts, "bold", TIERS, 14, 120, 0.8) == ["1 = 1 pt, 2 = 3 pts", "3 = 6 pts, 4 = 10 pts"]


def test_a_single_item_is_never_split(fonts: FontBook) -> None:
    assert item_lines(fonts, "bold", ["1 = 1 pt"], 14, 5, 0.8) == ["1 = 1 pt"]


def test_fitted_items_shrink_until_their_lines_fit_the_box(fonts: FontBook) -> None:
    font, lines = fitted_items(fonts, "bold", TIERS, 30, (120, 40), 0.8)
    assert len(lines) * font.get_linesize() <= 40 or font.get_height() <= fonts.get("bold", fonts.smallest).get_height()
    assert all(font.size(line)[0] <= 120 for line in lines)
