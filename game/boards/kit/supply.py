"""A game's supply beside its board: piles to draw from (a deck's picture, how many cards it
holds written on it and a caption under it, framed in gold while the person may draw from
it), tiles in stock with a badge counting those left, and face-down stacks with their count
beside them — laid out on a grid of square cells.

A game says where its piles and stock stand and hands in their pictures; the painter writes
every count and caption once per text and size and remembers where each went (a
:class:`~game.boards.kit.lettering.Painter`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.boards.kit.lettering import Painter
from game.boards.kit.surfaces import SurfaceCache
from game.ui import draw, theme
from game.ui.text_watch import put_text
from game.ui.theme import FontBook


@dataclass(frozen=True)
class Grid:
    """Square cells of ``cell`` pixels from ``origin``, ``across`` to a row, ``rows`` rows."""

    origin: tuple[int, int]
    cell: int
    across: int
    rows: int

    def at(self, column: int, row: int) -> pygame.Rect:
        """The cell in ``column`` of ``row`` (both from 0)."""
        return pygame.Rect(self.origin[0] + column * self.cell, self.origin[1] + row * self.cell, self.cell, self.cell)

    def cells(self, count: int) -> list[pygame.Rect]:
        """The first ``count`` cells, row by row."""
        return [self.at(i % self.across, i // self.across) for i in range(count)]


def square_grid(area: pygame.Rect, count: int, row_lengths: Sequence[int], extra_rows: int = 0) -> Grid:
    """The grid of the largest cells that hold ``count`` things and ``extra_rows`` rows more in
    ``area``, trying each of ``row_lengths`` things to a row."""
    cell, across, rows = max(
        (min(area.width // across, area.height // down), across, down)
        for across in row_lengths
        for down in [(count + across - 1) // across + extra_rows]
    )
    return Grid(area.topleft, max(1, cell), across, rows)


def inset(rect: pygame.Rect) -> pygame.Rect:
    """The part of a cell a tile or stack picture fills (room left for its badge)."""
    return rect.inflate(-rect.width // 6, -rect.height // 6)


class StockPainter(Painter):
    """Draws piles, stock tiles and stacks; their counts and captions are light letters on a
    dark shadow, readable on any picture."""

    def __init__(self, fonts: FontBook) -> None:
        super().__init__(fonts)
        self._faces = SurfaceCache()

    def label(self, surface: pygame.Surface, content: str, size: int, width: int = 0,
              box: pygame.Rect | None = None, **where: tuple[int, int]) -> None:
        """Write ``content`` in letters of ``size`` (shrunk to ``width`` pixels when given),
        placed by ``where``, meant to stand in ``box`` (the whole surface when not named)."""

        def paint() -> pygame.Surface:
            font = self.fonts.fit("bold", size, content, width) if width else self.fonts.get("bold", size)
            return draw.text(font, content, theme.INK_ON_DARK, theme.INK)

        face = self._faces.get((content, size, width), paint)
        rect = put_text(surface, face, face.get_rect(**where), box)
        self.texts.append((rect, content))

    def badge(self, surface: pygame.Surface, content: str, centre: tuple[int, int], radius: int) -> None:
        """A round dark badge with ``content`` on it (how many are left)."""
        pygame.draw.circle(surface, theme.INK, centre, radius)
        pygame.draw.circle(surface, theme.PAPER, centre, radius, max(1, radius // 6))
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = centre
        self.label(surface, content, int(radius * 1.3), box=disc.inflate(radius // 2, radius // 2), center=centre)

    def pile(self, surface: pygame.Surface, rect: pygame.Rect, face: pygame.Surface, count: int, caption: str,
             caption_width: int, may_draw: bool) -> None:
        """A pile at ``rect``: its ``face`` with ``count`` on it and ``caption`` under it (no
        wider than ``caption_width``: on two lines when one would need letters smaller than
        the window allows), framed in gold while ``may_draw``."""
        if may_draw:
            width = max(3, rect.width // 14)
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(2 * width, 2 * width), width, border_radius=width * 2)
        surface.blit(face, rect)
        self.label(surface, str(count), max(14, rect.width // 3), box=rect, center=rect.center)
        size = max(10, round(rect.width / 5 * self.text_scale))
        under = pygame.Rect(rect.centerx - caption_width // 2, rect.bottom, caption_width, surface.get_height() - rect.bottom)
        font = self.fonts.fit("bold", size, caption, caption_width)
        lines = [caption] if font.size(caption)[0] <= caption_width else self.fonts.wrap(font, caption, caption_width)
        for i, line in enumerate(lines):
            self.label(surface, line, size, caption_width, under, midtop=(rect.centerx, rect.bottom + 2 + i * font.get_linesize()))

    def tile(self, surface: pygame.Surface, rect: pygame.Rect, face: pygame.Surface, left: int) -> None:
        """A stock tile's ``face`` (painted at the size of :func:`inset`) in the cell ``rect``,
        with a badge at its foot counting the ``left``."""
        inner = inset(rect)
        surface.blit(face, inner)
        self.badge(surface, str(left), (inner.right, inner.bottom), max(7, rect.width // 6))

    def stack(self, surface: pygame.Surface, rect: pygame.Rect, face: pygame.Surface, count: int) -> None:
        """A face-down stack's ``face`` (painted at the size of :func:`inset`) in the cell
        ``rect``, with its ``count`` written beside it."""
        surface.blit(face, inset(rect))
        self.label(surface, str(count), max(12, rect.width // 3), midleft=(rect.right + 2, rect.centery))
