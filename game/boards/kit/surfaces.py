"""Pictures drawn once and kept: a piece, a card face or a label at one size is painted the
first time it is asked for and blitted from then on."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


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
