"""A player's colour chip: a round token in the player's colour carrying their symbol.
Clicking it asks for the next free colour."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.content.catalogue import PlayerColour
from game.ui import theme
from game.ui.symbols import draw_symbol
from game.ui.widgets import Widget


class ColourChip(Widget):
    """The token of ``colour``; ``on_click`` runs when clicked."""

    def __init__(self, key: str, rect: pygame.Rect, colour: PlayerColour, on_click: Callable[[], None]) -> None:
        super().__init__(key, rect)
        self.colour = colour
        self.on_click = on_click
        size = min(rect.width, rect.height)
        self._face = pygame.Surface((size, size), pygame.SRCALPHA)
        centre = (size // 2, size // 2)
        radius = size // 2 - 2
        pygame.draw.circle(self._face, (30, 18, 8, 90), (centre[0], centre[1] + 2), radius)
        pygame.draw.circle(self._face, colour.rgb_tuple, centre, radius - 1)
        pygame.draw.circle(self._face, theme.INK, centre, radius - 1, max(2, size // 22))
        draw_symbol(self._face, colour.symbol, centre, int(radius * 0.5), theme.PAPER, theme.INK)
        self._ring = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(self._ring, theme.GOLD, centre, radius, max(3, size // 14))
        self._where = self._face.get_rect(center=rect.center)

    def click(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._face, self._where)
        if self.hovered:
            surface.blit(self._ring, self._where)
