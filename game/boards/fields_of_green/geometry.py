"""Where everything of Fields of Green's board stands: the strip of piles along the top, the
farm of the person at the screen large on the left with their hand (or the panel of the
step at hand) under it, and the other farms stacked on the right; and, inside a farm, where
each location card lies (the grid grows with the farm and is fitted into its place).

Farm cards are a little taller than wide, like the cards they are.  Sizes follow the board's
height: the design is for the board of a 1366 x 768 window (652 pixels high).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import pygame

from game.rules.fields_of_green.farm import Cell

DESIGN_HEIGHT = 652
CARD_RATIO = 0.9
"""A farm card's width over its height, where the grid is as tall as it is wide."""
WIDEST_RATIO = 1.75
"""The widest a farm card may grow where its grid has room across (a late farm fills its
panel's width, and a card's name gets the room to be read)."""
NARROW = 300
"""A farm panel narrower than this (design pixels) letters its header on two lines."""
NARROWEST = 200
"""A farm panel narrower than this (design pixels) letters its header on three lines (what
its player drew goes under the purse)."""


@dataclass
class FarmPlace:
    """One farm on screen: its panel, the header line (name, purse, what was drawn, the
    face-down choice) and where each cell's card lies."""

    player: int
    panel: pygame.Rect
    header: pygame.Rect
    grid: pygame.Rect
    card: tuple[int, int] = (1, 1)
    cells: dict[Cell, pygame.Rect] = field(default_factory=dict)
    pick_slot: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        """The cell whose card holds ``pos``."""
        for cell, rect in self.cells.items():
            if rect.collidepoint(pos):
                return cell
        return None


@dataclass
class FogLayout:
    """The board's parts in window pixels (``unit``: pixels per design pixel)."""

    rect: pygame.Rect
    unit: float
    strip: pygame.Rect
    own: pygame.Rect
    others: list[pygame.Rect]
    band: pygame.Rect
    tray: pygame.Rect
    """Where the band's panels (split, harvest rows) lie beside the buttons."""
    buttons: pygame.Rect
    """The band's column of action buttons."""
    cards: pygame.Rect
    """Where a hand of cards lies: the band's whole width under a line of title."""
    topline: pygame.Rect
    """The band's title line (a hand's label at the left, its one button at the right)."""

    def px(self, design: float) -> int:
        """``design`` pixels at this size."""
        return max(1, round(design * self.unit))


def lay_out(rect: pygame.Rect, players: int) -> FogLayout:
    """The board's parts for ``players`` farms inside ``rect``."""
    unit = rect.height / DESIGN_HEIGHT
    pad = max(4, round(6 * unit))
    strip = pygame.Rect(rect.x, rect.y, rect.width, round(30 * unit))
    right = round(rect.width * 0.35)
    left = rect.width - right - pad
    band_h = round(rect.height * 0.33)
    top = strip.bottom + pad
    own = pygame.Rect(rect.x, top, left, rect.bottom - top - band_h - pad)
    band = pygame.Rect(rect.x, own.bottom + pad, left, band_h)
    column = pygame.Rect(own.right + pad, top, right, rect.bottom - top)
    count = max(1, players - 1)
    others = _split(column, [(0, 0, 1, 1 / count) for _ in range(count)], pad, count)
    buttons_w = round(band.width * 0.27)
    inner = band.inflate(-2 * pad, -2 * pad)
    tray = pygame.Rect(inner.x, inner.y, inner.width - buttons_w - pad, inner.height)
    buttons = pygame.Rect(tray.right + pad, inner.y, buttons_w, inner.height)
    line = round(26 * unit)
    topline = pygame.Rect(inner.x, inner.y, inner.width, line)
    cards = pygame.Rect(inner.x, topline.bottom + pad // 2, inner.width, inner.bottom - topline.bottom - pad // 2)
    return FogLayout(rect, unit, strip, own, others, band, tray, buttons, cards, topline)


Share = tuple[float, float, float, float]
"""A part of a rectangle as shares of it: left, top, width, height."""

ARRANGEMENTS: dict[int, tuple[tuple[Share, ...], ...]] = {
    1: (((0, 0, 1, 1),),),
    2: (((0, 0, 1, 0.5), (0, 0.5, 1, 0.5)), ((0, 0, 0.5, 1), (0.5, 0, 0.5, 1))),
    3: (
        ((0, 0, 1, 1 / 3), (0, 1 / 3, 1, 1 / 3), (0, 2 / 3, 1, 1 / 3)),
        ((0, 0, 0.5, 0.5), (0.5, 0, 0.5, 0.5), (0, 0.5, 1, 0.5)),
        ((0, 0, 1, 0.5), (0, 0.5, 0.5, 0.5), (0.5, 0.5, 0.5, 0.5)),
        ((0, 0, 1 / 3, 1), (1 / 3, 0, 1 / 3, 1), (2 / 3, 0, 1 / 3, 1)),
    ),
}
"""The ways the other farms may share their column, the first (stacked) preferred."""


def _split(column: pygame.Rect, shares: list[Share] | tuple[Share, ...], pad: int, count: int) -> list[pygame.Rect]:
    """``column`` cut into the panels ``shares`` describe, stacked ones first for a plain stack."""
    if len(shares) != count or all(share[0] == 0 and share[2] == 1 for share in shares):
        each = (column.height - pad * (count - 1)) // count
        return [pygame.Rect(column.x, column.y + i * (each + pad), column.width, each) for i in range(count)]
    rects = []
    for x, y, w, h in shares:
        left, top = column.x + round(x * column.width), column.y + round(y * column.height)
        right = column.x + round((x + w) * column.width)
        bottom = column.y + round((y + h) * column.height)
        rects.append(pygame.Rect(left + (pad // 2 if x else 0), top + (pad // 2 if y else 0),
                                 right - left - (pad // 2 if x else 0) - (pad // 2 if x + w < 1 else 0),
                                 bottom - top - (pad // 2 if y else 0) - (pad // 2 if y + h < 1 else 0)))
    return rects


def arrange_others(layout: FogLayout, shapes: list[tuple[int, int]], largest: float) -> list[pygame.Rect]:
    """The panels of the other farms (``shapes``: each farm's columns and rows, in seat
    order): the arrangement of :data:`ARRANGEMENTS` whose smallest cards are largest, the
    plain stack unless another makes them a fifth larger."""
    others = layout.others
    if not others or len(shapes) not in ARRANGEMENTS:
        return others
    column = others[0].unionall(others)
    pad = max(4, round(6 * layout.unit))
    best, best_size = others, 0.0
    for k, shares in enumerate(ARRANGEMENTS[len(shapes)]):
        panels = others if k == 0 else _split(column, shares, pad, len(shapes))
        size = min(card_height(panel, cols, rows, layout.unit, largest) for panel, (cols, rows) in zip(panels, shapes,
                                                                                                        strict=True))
        if size > best_size * (1.2 if k else 1.0):
            best, best_size = panels, size
    return best


def card_height(panel: pygame.Rect, cols: int, rows: int, unit: float, largest: float) -> float:
    """How tall a farm of ``cols`` x ``rows`` places can draw its cards in ``panel``."""
    grid = _header_and_grid(panel, unit, largest)[1]
    return max(0.0, min(largest * unit, grid.height / max(1, rows), grid.width / (max(1, cols) * CARD_RATIO)))


def _header_and_grid(panel: pygame.Rect, unit: float, largest: float) -> tuple[pygame.Rect, pygame.Rect]:
    """A farm panel's header line and the grid of its cards under it."""
    pad = max(3, round(5 * unit))
    lines = 3 if panel.width < NARROWEST * unit else 2 if panel.width < NARROW * unit else 1
    header = pygame.Rect(panel.x + pad, panel.y + pad // 2, panel.width - 2 * pad,
                         round((26 if largest > 80 else 22) * unit * lines))
    grid = pygame.Rect(panel.x + pad, header.bottom + pad // 2, panel.width - 2 * pad,
                       panel.bottom - header.bottom - pad)
    return header, grid


Frame = tuple[int, int, int, int]
"""The cells a farm's grid is fitted to: least x, least y, greatest x, greatest y."""


def frame_of(cells: Iterable[Cell], kept: Frame | None = None) -> Frame | None:
    """The frame of ``cells``, grown to hold ``kept`` too (``None``: no cells and no frame)."""
    shown = list(cells)
    if not shown:
        return kept
    xs, ys = [c[0] for c in shown], [c[1] for c in shown]
    frame = (min(xs), min(ys), max(xs), max(ys))
    if kept is None:
        return frame
    return min(frame[0], kept[0]), min(frame[1], kept[1]), max(frame[2], kept[2]), max(frame[3], kept[3])


def place_farm(player: int, panel: pygame.Rect, cells: Iterable[Cell], unit: float, largest: float,
               frame: Frame | None = None) -> FarmPlace:
    """The farm of ``player`` in ``panel``: a header, then its ``cells`` (locations and the
    free places to show) as cards as large as fit, up to ``largest`` design pixels high, in
    a grid fitted to ``frame`` (default: the cells' own)."""
    header, grid = _header_and_grid(panel, unit, largest)
    place = FarmPlace(player, panel, header, grid)
    gap = max(1, round((3 if largest > 80 else 2) * unit))
    place.card, place.cells = lay_cells(grid, cells, largest * unit, gap, frame)
    side = round(22 * unit)
    place.pick_slot = pygame.Rect(header.right - round(side * CARD_RATIO), header.y + 1, round(side * CARD_RATIO),
                                  min(side, header.height - 2))
    return place


def lay_cells(grid: pygame.Rect, cells: Iterable[Cell], largest: float, gap: int,
              frame: Frame | None = None) -> tuple[tuple[int, int], dict[Cell, pygame.Rect]]:
    """Cards for ``cells`` as large as fit in ``grid`` (up to ``largest`` pixels high, and
    wider than a card's shape up to :data:`WIDEST_RATIO` where the grid has room across),
    centred, ``gap`` pixels apart: their size and where each lies.  The grid is fitted to
    ``frame`` when given (it holds the cells), so a farm keeps its scale while places come
    and go round it."""
    shown = list(cells)
    fitted = frame_of(shown, frame)
    if fitted is None:
        return (1, 1), {}
    low_x, low_y, high_x, high_y = fitted
    cols, rows = high_x - low_x + 1, high_y - low_y + 1
    height = min(largest, grid.height / rows, grid.width / (cols * CARD_RATIO))
    step_y = max(4, int(height))
    step_x = max(3, int(height * CARD_RATIO), int(min(grid.width / cols, height * WIDEST_RATIO,
                                                      largest * CARD_RATIO)))
    card = (step_x - gap, step_y - gap)
    left = grid.x + (grid.width - cols * step_x) // 2
    top = grid.y + (grid.height - rows * step_y) // 2
    return card, {(x, y): pygame.Rect(left + (x - low_x) * step_x, top + (y - low_y) * step_y, *card)
                  for x, y in shown}
