"""A points breakdown draws every row and the total inside its box, the values at the right."""

from __future__ import annotations

import pygame

from game.boards.kit.breakdown import draw_breakdown
from game.ui import theme
from game.ui.theme import FontBook, fonts_dir


def test_every_row_and_the_total_stand_inside_the_box() -> None:
    pygame.font.init()
    fonts = FontBook(fonts_dir())
    surface = pygame.Surface((300, 200))
    surface.fill((255, 255, 255))
    box = pygame.Rect(50, 40, 200, 100)
    rows = [("Floors", 3), ("Contract P2", 4), ("Bonus", 2)]
    draw_breakdown(surface, fonts, box, rows, ("Total", 9), 40, 8)
    inked = [(x, y) for x in range(300) for y in range(200) if surface.get_at((x, y))[:3] != (255, 255, 255)]
    assert inked and all(box.collidepoint(p) for p in inked)
    right_half = [p for p in inked if p[0] > box.centerx]
    assert any(surface.get_at(p)[:3] == theme.ACCENT_DARK for p in right_half)
