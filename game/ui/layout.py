"""Screen layouts as data: ``content/layouts/<screen>.yaml``.

A layout names rectangular regions on a logical canvas (for example 1600 x 900 units) and
the text size used in each.  :class:`Placement` scales a layout uniformly to the window and
centres it, so one file serves 1366 x 768 up to 2560 x 1440 and any aspect in between.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.content.catalogue import Loc, Problem, check_fields, check_ints, read_checked


@dataclass(frozen=True)
class Region:
    """One named area: ``rect`` is ``[x, y, width, height]`` in canvas units; ``text`` the
    main text size there (units); ``gap`` the spacing between items placed in it."""

    rect: tuple[int, int, int, int]
    text: int = 0
    gap: int = 0


@dataclass(frozen=True)
class ScreenLayout:
    """A whole screen: its canvas size and its regions."""

    canvas: tuple[int, int]
    regions: dict[str, Region]


def _check_region(data: Any, loc: Loc) -> list[Problem]:
    problems = check_fields(data, loc, ("rect",), ("text", "gap"))
    if not isinstance(data, Mapping):
        return problems
    problems += check_ints(data, loc, "text") + check_ints(data, loc, "gap")
    rect = check_ints(data, loc, "rect", 4)
    if not rect and "rect" in data and (data["rect"][2] <= 0 or data["rect"][3] <= 0):
        rect = [(loc + ("rect",), "width and height must be positive")]
    return problems + rect


def check_layout(data: Any) -> list[Problem]:
    """Every problem of a layout file's data (empty when it is valid)."""
    problems = check_fields(data, (), ("canvas", "regions"))
    if not isinstance(data, Mapping):
        return problems
    problems += check_ints(data, (), "canvas", 2)
    regions = data.get("regions")
    if "regions" in data and not isinstance(regions, Mapping):
        return problems + [(("regions",), "expected a mapping of regions")]
    for name, region in (regions or {}).items():
        problems += _check_region(region, ("regions", str(name)))
    if problems:
        return problems
    width, height = data["canvas"]
    for name, region in data["regions"].items():
        x, y, w, h = region["rect"]
        if x < 0 or y < 0 or x + w > width or y + h > height:
            problems.append(((), f"region {name!r} {[x, y, w, h]} reaches outside the canvas {[width, height]}"))
    return problems


class LayoutBook:
    """Layouts by screen name, read and validated once each from a folder of YAML files."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder
        self._cache: dict[str, ScreenLayout] = {}

    def get(self, screen: str) -> ScreenLayout:
        """The layout of ``screen``; raises :class:`ContentErrors` when the file is bad."""
        layout = self._cache.get(screen)
        if layout is None:
            data = read_checked(self._folder / f"{screen}.yaml", f"content/layouts/{screen}.yaml", check_layout)
            regions = {
                str(name): Region((r["rect"][0], r["rect"][1], r["rect"][2], r["rect"][3]), r.get("text", 0), r.get("gap", 0))
                for name, r in data["regions"].items()
            }
            layout = ScreenLayout((data["canvas"][0], data["canvas"][1]), regions)
            self._cache[screen] = layout
        return layout

    def check_all(self) -> list[str]:
        """Problems in every layout file, one line each (empty when all are valid)."""
        from game.content.base import ContentError, ContentErrors

        problems: list[str] = []
        for path in sorted(self._folder.glob("*.yaml")):
            try:
                self.get(path.stem)
            except ContentError as exc:
                problems.append(exc.text())
            except ContentErrors as exc:
                problems.extend(e.text() for e in exc.errors)
        return problems


class Placement:
    """A layout scaled to a window of ``size`` pixels.  ``text_scale`` (the UI scale setting)
    enlarges or shrinks every text size; screens still fit each text to its box."""

    def __init__(self, layout: ScreenLayout, size: tuple[int, int], text_scale: float = 1.0) -> None:
        self.layout = layout
        self.size = size
        self.text_scale = text_scale
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
        """The text size of region ``name`` in pixels (with the UI scale applied)."""
        return self.px((self.layout.regions[name].text or 20) * self.text_scale)

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
