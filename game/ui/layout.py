"""Screen layouts as data: ``content/layouts/<screen>.yaml``.

A layout names rectangular regions on a logical canvas (for example 1600 x 900 units) and
the text size used in each.  :class:`Placement` scales a layout uniformly to the window and
centres it, so one file serves 1366 x 768 up to 2560 x 1440 and any aspect in between.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from pydantic import field_validator, model_validator

from game.content.base import ContentErrors, Frozen, read_yaml, validate


class Region(Frozen):
    """One named area: ``rect`` is ``[x, y, width, height]`` in canvas units; ``text`` the
    main text size there (units); ``gap`` the spacing between items placed in it."""

    rect: tuple[int, int, int, int]
    text: int = 0
    gap: int = 0

    @field_validator("rect")
    @classmethod
    def _positive_size(cls, value: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        if value[2] <= 0 or value[3] <= 0:
            raise ValueError("width and height must be positive")
        return value


class ScreenLayout(Frozen):
    """A whole screen: its canvas size and its regions."""

    canvas: tuple[int, int]
    regions: dict[str, Region]

    @model_validator(mode="after")
    def _regions_inside_canvas(self) -> ScreenLayout:
        width, height = self.canvas
        for name, region in self.regions.items():
            x, y, w, h = region.rect
            if x < 0 or y < 0 or x + w > width or y + h > height:
                raise ValueError(f"region {name!r} {list(region.rect)} reaches outside the canvas {list(self.canvas)}")
        return self


class LayoutBook:
    """Layouts by screen name, read and validated once each from a folder of YAML files."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder
        self._cache: dict[str, ScreenLayout] = {}

    def get(self, screen: str) -> ScreenLayout:
        """The layout of ``screen``; raises :class:`ContentErrors` when the file is bad."""
        layout = self._cache.get(screen)
        if layout is None:
            doc = read_yaml(self._folder / f"{screen}.yaml", f"content/layouts/{screen}.yaml")
            layout = validate(doc, ScreenLayout)
            self._cache[screen] = layout
        return layout

    def check_all(self) -> list[str]:
        """Problems in every layout file, one line each (empty when all are valid)."""
        problems: list[str] = []
        for path in sorted(self._folder.glob("*.yaml")):
            try:
                self.get(path.stem)
            except ContentErrors as exc:
                problems.extend(e.text() for e in exc.errors)
        return problems


class Placement:
    """A layout scaled to a window of ``size`` pixels."""

    def __init__(self, layout: ScreenLayout, size: tuple[int, int]) -> None:
        self.layout = layout
        self.size = size
        cw, ch = layout.canvas
        self.scale = min(size[0] / cw, size[1] / ch)
        self.origin = ((size[0] - cw * self.scale) / 2, (size[1] - ch * self.scale) / 2)

    def px(self, units: float) -> int:
        """A length in pixels."""
        return max(1, round(units * self.scale))

    def rect(self, name: str) -> pygame.Rect:
        """The pixel rectangle of region ``name``."""
        x, y, w, h = self.layout.regions[name].rect
        left = round(self.origin[0] + x * self.scale)
        top = round(self.origin[1] + y * self.scale)
        return pygame.Rect(left, top, round(w * self.scale), round(h * self.scale))

    def text(self, name: str) -> int:
        """The text size of region ``name`` in pixels."""
        return self.px(self.layout.regions[name].text or 20)

    def gap(self, name: str) -> int:
        """The spacing of region ``name`` in pixels."""
        return self.px(self.layout.regions[name].gap) if self.layout.regions[name].gap else 0


def split_row(area: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    """``count`` equal rectangles side by side across ``area`` with ``gap`` between them."""
    if count <= 0:
        return []
    width = (area.width - gap * (count - 1)) // count
    return [pygame.Rect(area.x + i * (width + gap), area.y, width, area.height) for i in range(count)]


def split_column(area: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    """``count`` equal rectangles stacked down ``area`` with ``gap`` between them."""
    if count <= 0:
        return []
    height = (area.height - gap * (count - 1)) // count
    return [pygame.Rect(area.x, area.y + i * (height + gap), area.width, height) for i in range(count)]
