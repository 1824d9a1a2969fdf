"""Short items written together — a contract's scoring tiers, a building's costs, a card's
rewards — on one line when it reads there, else split in two between items, shrunk until
the lines fit their box."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.boards.kit.lettering import readable_line
from game.ui.theme import MIN_TEXT_PX, FontBook


def item_lines(fonts: FontBook, role: str, items: Sequence[str], size: int, width: int, limit: float,
               joiner: str = ", ") -> list[str]:
    """``items`` joined on one line when it fits ``width`` at ``limit`` of ``size`` or more,
    else in two lines between items (the first holding the larger half)."""
    one = joiner.join(items)
    if len(items) < 2 or readable_line(fonts, role, size, one, width, limit):
        return [one]
    half = (len(items) + 1) // 2
    return [joiner.join(items[:half]), joiner.join(items[half:])]


def fitted_items(fonts: FontBook, role: str, items: Sequence[str], size: int, box: tuple[int, int],
                 limit: float) -> tuple[pygame.font.Font, list[str]]:
    """The font and lines of ``items`` (see :func:`item_lines`) from letters of ``size``
    down, one pixel at a time, until the lines are no higher than the box (never below the
    smallest readable size); each line is shrunk to the box's width."""
    width, height = box
    while True:
        lines = item_lines(fonts, role, items, size, width, limit)
        widest = max(lines, key=lambda text: fonts.get(role, size).size(text)[0])
        font = fonts.fit(role, size, widest, width)
        if len(lines) * font.get_linesize() <= height or size <= MIN_TEXT_PX:
            return font, lines
        size -= 1
