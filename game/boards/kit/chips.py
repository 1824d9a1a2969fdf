"""Choices offered where they act: a rounded chip per choice (a build on a house, a reading
of two cards), stacked upward above its target, each with a swatch picture at its left and a
short text ("2× +5"); the chip in focus is lit.  The board says what each chip plays."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

import pygame

from game.boards.kit.canvas import Canvas
from game.boards.kit.lettering import write
from game.ui import theme
from game.ui.theme import Colour, FontBook

T = TypeVar("T")

Swatch = Callable[[tuple[int, int]], pygame.Surface]
"""Paints a chip's swatch at the size it is asked for."""


def stacked_chips(midbottom: tuple[int, int], size: tuple[int, int], gap: int,
                     choices: Iterable[T]) -> list[tuple[pygame.Rect, T]]:
    """A chip of ``size`` per choice, the first standing on ``midbottom`` and each next one
    ``gap`` pixels above the one before."""
    placed = []
    for i, choice in enumerate(choices):
        chip = pygame.Rect(0, 0, *size)
        chip.midbottom = (midbottom[0], midbottom[1] - i * (size[1] + gap))
        placed.append((chip, choice))
    return placed


def draw_chip(surface: pygame.Surface, fonts: FontBook, canvas: Canvas, rect: pygame.Rect, text: str,
              swatch: Swatch, fill: Colour = theme.PAPER) -> None:
    """A chip at ``rect`` in ``fill`` (a lit colour for the one in focus), edged in ink: its
    square swatch at the left, ``text`` after it, shrunk to fit."""
    pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 3)
    pygame.draw.rect(surface, theme.INK, rect, max(1, canvas.px(1.5)), border_radius=rect.height // 3)
    side = rect.height - canvas.px(6)
    square = pygame.Rect(rect.x + canvas.px(3), rect.y + canvas.px(3), side, side)
    surface.blit(swatch(square.size), square)
    font = fonts.fit("bold", round(rect.height * 0.62), text, rect.width - square.width - canvas.px(8))
    write(surface, font, text, theme.INK, box=rect, midleft=(square.right + canvas.px(3), rect.centery))
