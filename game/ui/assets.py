"""Art loaded on demand and kept: SVG sprites rasterised at the size a screen needs, and the
table background and shadows, which are costly to draw and shared by every screen."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui import draw


class ArtBook:
    """A cache of rasterised art keyed by file and pixel size."""

    def __init__(self, sprites_dir: Path) -> None:
        self._dir = sprites_dir
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}

    def sprite(self, name: str, size: tuple[int, int], grey: bool = False) -> pygame.Surface:
        """``sprites/<name>`` (SVG or PNG) at ``size``; with ``grey``, drained of colour."""
        key = ("sprite", name, size, grey)
        found = self._cache.get(key)
        if found is None:
            path = self._dir / name
            if path.suffix == ".svg":
                found = pygame.image.load_sized_svg(path, size)
            else:
                found = pygame.image.load(path)
            if found.get_size() != size:
                found = pygame.transform.smoothscale(found.convert_alpha(), size)
            if grey:
                found = pygame.transform.grayscale(found)
            found = draw.ready(found)
            self._cache[key] = found
        return found

    def table(self, size: tuple[int, int]) -> pygame.Surface:
        """The wooden table top at ``size`` (the last few sizes are kept)."""
        key = ("table", size)
        found = self._cache.get(key)
        if found is None:
            found = draw.wood_table(size)
            if pygame.display.get_surface() is not None:
                found = found.convert()
            self._cache[key] = found
        return found

    def shadow(self, size: tuple[int, int], radius: int, blur: int) -> pygame.Surface:
        """A soft shadow for a rounded rectangle of ``size``."""
        key = ("shadow", size, radius, blur)
        found = self._cache.get(key)
        if found is None:
            found = draw.ready(draw.soft_shadow(size, radius, blur))
            self._cache[key] = found
        return found
