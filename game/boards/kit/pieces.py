"""Wooden pieces in a seat's colour, each carrying the seat's symbol so that no player is told
apart by colour alone: a standing figure (a farmer, a worker: its body an outline from the
board's look file, a round head above it) and a round score marker.

A board makes one :class:`SeatPieces` for its seats; every piece is painted once per seat
and size (large, then smoothly scaled down) and kept.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.boards.base import SeatLook
from game.boards.kit.looks import Outline, Tint
from game.boards.kit.shading import bevelled, on_shadow
from game.boards.kit.surfaces import SurfaceCache, kept
from game.ui import theme
from game.ui.symbols import draw_symbol
from game.ui.theme import Colour

SOLID = (0, 0, 0, 255)
"""The silhouette's fill, later coloured, lit, shadowed and outlined."""


def shade(colour: Colour, factor: float) -> Colour:
    """``colour`` lightened (``factor`` above 1) or darkened (below 1)."""
    r, g, b = (max(0, min(255, int(c * factor))) for c in colour)
    return r, g, b


def figure_surface(size: int, colour: Colour, symbol: str, body: Outline, shadow: Tint) -> pygame.Surface:
    """A figure ``size`` pixels tall in ``colour`` with ``symbol`` on its chest: ``body`` the
    outline below its round head, lit from the top-left like varnished wood, over the soft
    shadow tinted ``shadow`` it casts down and right."""
    big = max(8, size) * 3
    silhouette = pygame.Surface((big, big), pygame.SRCALPHA)
    head = (big // 2, int(big * 0.2))
    head_r = int(big * 0.15)
    pygame.draw.polygon(silhouette, SOLID, [(x * big, y * big) for x, y in body])
    pygame.draw.circle(silhouette, SOLID, head, head_r)
    mask = pygame.mask.from_surface(silhouette)
    out = bevelled(mask.to_surface(setcolor=(*colour, 255), unsetcolor=(*colour, 0)), big // 24)
    # a glint on the head, as on a varnished wooden piece
    pygame.draw.circle(out, shade(colour, 1.3), (head[0] - head_r // 3, head[1] - head_r // 3), head_r // 4)
    outline = mask.outline()
    if len(outline) > 2:
        pygame.draw.lines(out, theme.INK, True, outline, max(2, big // 28))
    draw_symbol(out, symbol, (big // 2, int(big * 0.55)), int(big * 0.13), theme.PAPER, theme.INK)
    return on_shadow(pygame.transform.smoothscale(out, (size, size)), max(1, size // 14), shadow)


def marker_surface(size: int, colour: Colour, symbol: str, shadow: Tint) -> pygame.Surface:
    """A round score marker ``size`` pixels wide in ``colour`` with ``symbol``, a wooden disc
    lit from the top-left over the soft shadow tinted ``shadow`` it casts."""
    big = max(8, size) * 3
    out = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = (big // 2, big // 2)
    radius = big // 2 - 1
    pygame.draw.circle(out, colour, centre, radius)
    out = bevelled(out, big // 14)
    pygame.draw.circle(out, theme.INK, centre, radius, max(2, big // 18))
    draw_symbol(out, symbol, centre, int(radius * 0.5), theme.PAPER, theme.INK)
    return on_shadow(pygame.transform.smoothscale(out, (size, size)), max(1, size // 12), shadow)


class SeatPieces:
    """Every seat's figure and marker by size, painted once each: ``body`` is the figure's
    outline, ``shadow`` the tint of the pieces' shadows."""

    def __init__(self, seats: Sequence[SeatLook], body: Outline, shadow: Tint) -> None:
        self.colours = [seat.colour for seat in seats]
        self.symbols = [seat.symbol for seat in seats]
        self.body = body
        self.shadow = shadow
        self.kept = SurfaceCache()

    @kept
    def figure(self, player: int, size: int) -> pygame.Surface:
        """Player ``player``'s figure, ``size`` pixels tall."""
        return figure_surface(size, self.colours[player], self.symbols[player], self.body, self.shadow)

    @kept
    def marker(self, player: int, size: int) -> pygame.Surface:
        """Player ``player``'s score marker, ``size`` pixels wide."""
        return marker_surface(size, self.colours[player], self.symbols[player], self.shadow)
