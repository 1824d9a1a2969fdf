"""Short items written together — a contract's scoring tiers, a building's costs, a card's
rewards — on one line when it reads there, else split in two between items, shrunk until
the lines fit their box, and written at the top of a card's picture area."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.boards.kit.lettering import readable_line, write
from game.ui import theme
from game.ui.theme import Colour, FontBook


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
        if len(lines) * font.get_linesize() <= height or size <= fonts.smallest:
            return font, lines
        size -= 1


def draw_items(surface: pygame.Surface, fonts: FontBook, area: pygame.Rect, items: Sequence[str], size: int,
               share: float, limit: float, colour: Colour = theme.ACCENT_DARK) -> pygame.Rect:
    """``items`` in bold, centred at the top of ``area`` and taking at most ``share`` of its
    height (see :func:`fitted_items`); returns the room left under them (for a picture)."""
    font, lines = fitted_items(fonts, "bold", items, size, (area.width, int(area.height * share)), limit)
    for i, text in enumerate(lines):
        write(surface, font, text, colour, box=area, midtop=(area.centerx, area.y + i * font.get_linesize()))
    used = font.get_linesize() * len(lines)
    return pygame.Rect(area.x, area.y + used, area.width, area.height - used)
