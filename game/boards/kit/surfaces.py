"""Pictures drawn once and kept: a piece, a card face or a label at one size is painted the
first time it is asked for and blitted from then on; and a sky that fades from one colour to
another, for a backdrop painted once per layout."""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.ui.theme import Colour


class SurfaceCache:
    """Surfaces by key (what is drawn, its size, its words), each painted once."""

    def __init__(self) -> None:
        self._kept: dict[Hashable, pygame.Surface] = {}

    def get(self, key: Hashable, paint: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface kept for ``key``, painted by ``paint()`` the first time."""
        found = self._kept.get(key)
        if found is None:
            found = self._kept[key] = paint()
        return found

    def clear(self) -> None:
        """Forget every surface (after a new layout or language)."""
        self._kept.clear()


def kept(paint: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
    """Make a painting method keep its surfaces: it paints once per set of arguments, on
    the owner's :class:`SurfaceCache` named ``kept``."""

    @functools.wraps(paint)
    def painted(self: Any, *args: Hashable, **keywords: Hashable) -> pygame.Surface:
        key = (paint.__name__, args, tuple(sorted(keywords.items())))
        surface: pygame.Surface = self.kept.get(key, lambda: paint(self, *args, **keywords))
        return surface

    return painted


def fade_down(surface: pygame.Surface, height: int, top: Colour, low: Colour) -> None:
    """Fill the top ``height`` rows of ``surface`` fading from ``top`` to ``low``, row by row."""
    for y in range(height):
        t = y / max(1, height)
        r, g, b = (int(a + (z - a) * t) for a, z in zip(top, low, strict=True))
        pygame.draw.line(surface, (r, g, b), (0, y), (surface.get_width(), y))
