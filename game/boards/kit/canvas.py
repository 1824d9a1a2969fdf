"""A board drawn on a design canvas and scaled, whole, into the table's rectangle.

A game designs its board once on a canvas of fixed units (Porto: 1176 x 764) and names its
regions in those units; :class:`Canvas` fits the canvas into whatever rectangle the table
gives (centred, one scale for both axes) and turns units into pixels, so every window size
shows the same arrangement.  Letter sizes also follow the text size setting.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass
class Canvas:
    """The design canvas fitted into ``rect``: ``scale`` pixels per unit, its top left at
    ``origin``, letters ``text_scale`` times their designed size."""

    rect: pygame.Rect
    scale: float = 1.0
    origin: tuple[int, int] = (0, 0)
    text_scale: float = 1.0
    """How much larger than designed the board's words are lettered (the text size setting)."""

    def fit(self, design: tuple[int, int]) -> None:
        """Scale a canvas of ``design`` units into :attr:`rect`, centred."""
        rect = self.rect
        self.scale = min(rect.width / design[0], rect.height / design[1])
        self.origin = (rect.x + round((rect.width - design[0] * self.scale) / 2),
                       rect.y + round((rect.height - design[1] * self.scale) / 2))

    def px(self, units: float) -> int:
        """``units`` of the canvas in pixels (at least 1)."""
        return max(1, round(units * self.scale))

    def text(self, units: float) -> int:
        """A letter size of ``units`` canvas units in pixels, grown by :attr:`text_scale`."""
        return max(1, round(units * self.scale * self.text_scale))

    def box(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A canvas rectangle in pixels."""
        ox, oy = self.origin
        s = self.scale
        return pygame.Rect(ox + round(x * s), oy + round(y * s), max(1, round(w * s)), max(1, round(h * s)))
