"""A painted button shows its colour while it can be pressed and the disabled grey when not."""

from __future__ import annotations

import pygame

from game.boards.kit.pushbutton import draw_pushbutton
from game.ui import theme
from game.ui.theme import FontBook, fonts_dir


def test_a_button_is_accented_when_enabled_and_grey_when_not() -> None:
    pygame.font.init()
    fonts = FontBook(fonts_dir())
    rect = pygame.Rect(10, 10, 160, 40)
    for enabled, fill in ((True, theme.ACCENT), (False, theme.DISABLED)):
        surface = pygame.Surface((200, 80))
        draw_pushbutton(surface, fonts, rect, "Build", enabled, 3, 16)
        assert tuple(surface.get_at((rect.x + 14, rect.y + 4)))[:3] == fill
        assert tuple(surface.get_at((rect.centerx, rect.bottom + 1)))[:3] == (
            theme.ACCENT_DARK if enabled else theme.PAPER_EDGE)
