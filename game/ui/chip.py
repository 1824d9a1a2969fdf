"""A player's colour chip: a round token in the player's colour carrying their symbol.
Clicking it asks for the next free colour."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.content.catalogue import PlayerColour
from game.ui import theme
from game.ui.symbols import draw_symbol
from game.ui.widgets import Widget


class ColourChip(Widget):
    """The token of ``colour`` with a small "change" badge (two turning arrows) that says it
    can be clicked; ``on_click`` runs when clicked (the next free colour)."""

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
        _change_badge(self._face, size)
        self._ring = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(self._ring, theme.GOLD, centre, radius, max(3, size // 14))
        self._where = self._face.get_rect(center=rect.center)

    def click(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._face, self._where)
        if self.hovered:
            surface.blit(self._ring, self._where)


def _change_badge(face: pygame.Surface, size: int) -> None:
    """A paper disc at the token's lower right with two arrows chasing each other round."""
    r = max(6, size // 6)
    centre = (size - r - 1, size - r - 1)
    pygame.draw.circle(face, theme.PAPER, centre, r)
    pygame.draw.circle(face, theme.INK, centre, r, max(1, r // 6))
    inner = r * 0.58
    width = max(1, r // 4)
    box = pygame.Rect(0, 0, int(inner * 2), int(inner * 2))
    box.center = centre
    for start in (0.3, math.pi + 0.3):
        pygame.draw.arc(face, theme.INK, box, start, start + 2.2, width)
        tip = start + 2.2
        x, y = centre[0] + inner * math.cos(tip), centre[1] - inner * math.sin(tip)
        head = r * 0.42
        ahead = (x - head * math.sin(tip), y - head * math.cos(tip))
        side = (x + head * 0.8 * math.cos(tip), y - head * 0.8 * math.sin(tip))
        back = (x - head * 0.8 * math.cos(tip), y + head * 0.8 * math.sin(tip))
        pygame.draw.polygon(face, theme.INK, [ahead, side, back])
