"""Screen layouts on the window: :class:`Placement` scales a layout (read and checked by
:mod:`game.content.layouts`) uniformly to the window and centres it, so one file serves
1366 x 768 up to 2560 x 1440 and any aspect in between.
"""

from __future__ import annotations

import pygame

from game.content.layouts import ScreenLayout


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
