"""A picture of a board kept between frames.

Drawing a whole board (dozens of texts, cards and pieces) costs several milliseconds, yet
between two moves it changes only when the person picks something.  :class:`BoardPicture`
keeps what the board drew, together with the pixels that lay beneath it, in one surface of
the display's format, and repaints it only when the board's *look* (a value naming
everything the drawing reads) differs from the last one.  Each frame then costs one opaque
blit of the board's rectangle, and the result is pixel for pixel what drawing directly gives.

The pixels beneath are taken from the target surface the first time a look is drawn, so the
owner must :meth:`forget` the picture whenever what lies under the board may have changed
(the table lays the board out again on every rebuild, which is where boards call it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


class BoardPicture:
    """The last drawn picture of a board, repainted only when its look changes."""

    def __init__(self) -> None:
        self._layer: pygame.Surface | None = None
        self._look: Hashable | None = None

    def forget(self) -> None:
        """Drop the picture: the next frame paints the board afresh."""
        self._look = None

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        look: Hashable | None,
        paint: Callable[[pygame.Surface], None],
    ) -> None:
        """Show the board inside ``area`` of ``surface``.

        ``paint`` draws the board onto the surface it is given, in ``surface`` coordinates and
        inside ``area``.  With ``look`` ``None`` (something is moving), or onto a surface with
        per-pixel alpha (where copying the pixels beneath is not exact), it draws straight
        onto ``surface`` and nothing is kept.
        """
        if look is None or surface.get_flags() & pygame.SRCALPHA:
            self._look = None
            paint(surface)
            return
        key = (look, id(surface), surface.get_size(), tuple(area))
        layer = self._layer
        if layer is None or layer.get_size() != surface.get_size():
            layer = self._layer = surface.copy()
            self._look = None
        if key != self._look:
            layer.blit(surface, area, area)
            clip = layer.get_clip()
            layer.set_clip(area)
            paint(layer)
            layer.set_clip(clip)
            self._look = key
        surface.blit(layer, area, area)
