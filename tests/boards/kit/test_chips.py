"""The kit's choice chips: stacked upward above their target, each with its swatch at the
left and its words after it, the one in focus in its lit colour."""

from __future__ import annotations

import pygame

from game.boards.kit.canvas import Canvas
from game.boards.kit.chips import draw_chip, stacked_chips
from game.ui.theme import FontBook, fonts_dir


def test_chips_stand_one_above_the_other_from_their_foot() -> None:
    placed = stacked_chips((100, 200), (60, 20), 4, ["first", "second"])
    assert [choice for _rect, choice in placed] == ["first", "second"]
    assert placed[0][0].midbottom == (100, 200)
    assert placed[1][0].bottom == 200 - 24


def test_a_chip_shows_its_swatch_at_the_left_in_its_fill() -> None:
    pygame.font.init()
    surface = pygame.Surface((200, 60))
    rect = pygame.Rect(10, 10, 120, 30)

    def swatch(size: tuple[int, int]) -> pygame.Surface:
        face = pygame.Surface(size)
        face.fill((0, 160, 0))
        return face

    draw_chip(surface, FontBook(fonts_dir()), Canvas(surface.get_rect()), rect, "2× +5", swatch, (255, 220, 120))
    assert surface.get_at((rect.x + 15, rect.centery))[:3] == (0, 160, 0)
    assert surface.get_at((rect.right - 8, rect.centery))[:3] == (255, 220, 120)
