"""Where everything of Agricola's board stands.

The action board fills the top: the permanent spaces in columns of up to four on the left
(as few columns as hold them, sharing the spaces evenly so that no column has a hole), the
fourteen round cards on the right in two rows of seven (rounds 1-7 above, 8-14 below, each
harvest marked after its round), and the major improvements under them.  Below it stand the farm of
the person at the screen, large, with their supply; the step at hand (its buttons, the
harvest); and the other farms, compact, two by two.  A farm is its 3 x 5 farmyard of square
spaces under a header line, with its supply under it.

Sizes follow the board's height: the design is for the board of a 1366 x 768 window (about
652 pixels high).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.rules.agricola.farmyard import COLS, ROWS, horizontal_edge, vertical_edge

DESIGN_HEIGHT = 652
ROUNDS_ACROSS = 7
SPACE_ROWS = 4
MAJORS_ACROSS = 5
SIDE_SUPPLY_WIDTH = 110
"""Design pixels a compact farm's supply needs when it stands beside the farmyard."""
COUNTS_WIDTH = 27
"""Design pixels a compact farm keeps left of its farmyard for the farmyard's counts."""
BESIDE_GAIN = 1.15
"""How much larger the farmyard must get for a compact farm's supply to move beside it."""
SOLO_FARM_SHARE = 0.43
"""The share of the board's width the farm takes in a solo game: as large as the height
below the action board lets a 3 x 5 farmyard be."""


@dataclass
class FarmPlace:
    """One farm on screen: its panel, header line, farmyard grid (``cell`` pixels a space)
    and the supply under it."""

    player: int
    panel: pygame.Rect
    header: pygame.Rect
    grid: pygame.Rect
    supply: pygame.Rect
    cell: int
    large: bool = False
    beside: bool = False
    """Whether the supply stands beside the farmyard (a compact farm in a wide, low panel)."""
    tableau: pygame.Rect | None = None
    """Where the cards in play stand (the full game): under the large farm's supply, under a
    compact farm's goods beside its farmyard, or a line at the foot of a compact farm."""

    def cell_rect(self, cell: int) -> pygame.Rect:
        """The pixels of farmyard space ``cell``."""
        row, col = divmod(cell, COLS)
        return pygame.Rect(self.grid.x + col * self.cell, self.grid.y + row * self.cell, self.cell, self.cell)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        """The farmyard space under ``pos``."""
        if not self.grid.collidepoint(pos):
            return None
        col = (pos[0] - self.grid.x) // self.cell
        row = (pos[1] - self.grid.y) // self.cell
        return row * COLS + col if 0 <= col < COLS and 0 <= row < ROWS else None

    def edge_line(self, edge: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """The two ends of fence edge ``edge`` on screen."""
        x0, y0, c = self.grid.x, self.grid.y, self.cell
        horizontals = (ROWS + 1) * COLS
        if edge < horizontals:
            line, col = divmod(edge, COLS)
            return (x0 + col * c, y0 + line * c), (x0 + (col + 1) * c, y0 + line * c)
        row, line = divmod(edge - horizontals, COLS + 1)
        return (x0 + line * c, y0 + row * c), (x0 + line * c, y0 + (row + 1) * c)

    def edge_at(self, pos: tuple[int, int]) -> int | None:
        """The fence edge nearest ``pos``, if ``pos`` is within a fifth of a space of it."""
        reach = max(4, self.cell // 5)
        if not self.grid.inflate(2 * reach, 2 * reach).collidepoint(pos):
            return None
        x = (pos[0] - self.grid.x) / self.cell
        y = (pos[1] - self.grid.y) / self.cell
        best: tuple[float, int] | None = None
        line_y, line_x = round(y), round(x)
        col, row = int(x), int(y)
        if 0 <= line_y <= ROWS and 0 <= col < COLS:
            best = (abs(y - line_y), horizontal_edge(line_y, col))
        if 0 <= line_x <= COLS and 0 <= row < ROWS:
            near = abs(x - line_x)
            if best is None or near < best[0]:
                best = (near, vertical_edge(row, line_x))
        if best is None or best[0] * self.cell > reach:
            return None
        return best[1]


@dataclass
class BoardLayout:
    """The board's parts in window pixels (``unit``: pixels per design pixel)."""

    rect: pygame.Rect
    unit: float
    spaces: list[pygame.Rect] = field(default_factory=list)
    """Where each permanent action space lies, in the state's order."""
    rounds: list[pygame.Rect] = field(default_factory=list)
    """Where the card of each round (1 to 14) lies."""
    majors: list[pygame.Rect] = field(default_factory=list)
    majors_title: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    action: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    own: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    band: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    others: list[pygame.Rect] = field(default_factory=list)
    spare: pygame.Rect | None = None
    """The slot the compact farms leave empty (three of them two by two), if any."""

    def px(self, design: float) -> int:
        """``design`` pixels at this size."""
        return max(1, round(design * self.unit))


def lay_out(rect: pygame.Rect, players: int, permanent: int, rounds: int, majors: int) -> BoardLayout:
    """The board's parts for ``players`` farms, ``permanent`` printed spaces, ``rounds``
    round cards and ``majors`` major improvements inside ``rect``."""
    unit = rect.height / DESIGN_HEIGHT
    geo = BoardLayout(pygame.Rect(rect), unit)
    pad = geo.px(5)
    action = pygame.Rect(rect.x, rect.y, rect.width, round(rect.height * 0.47))
    geo.action = action
    inner = action.inflate(-2 * pad, -2 * pad)
    columns = max(1, -(-permanent // SPACE_ROWS))
    block_gap = geo.px(12)
    col_w = (inner.width - block_gap - pad * (columns + ROUNDS_ACROSS - 2)) // (columns + ROUNDS_ACROSS)
    row_h = (inner.height - pad * (SPACE_ROWS - 1)) // SPACE_ROWS
    for col, count in enumerate(_columns(permanent, columns)):
        # the columns share the spaces evenly, each filled top to bottom: no hole on the board
        tall = (inner.height - pad * (count - 1)) // count
        for row in range(count):
            geo.spaces.append(pygame.Rect(inner.x + col * (col_w + pad), inner.y + row * (tall + pad), col_w, tall))
    right = inner.x + columns * (col_w + pad) - pad + block_gap
    for r in range(rounds):
        row, col = divmod(r, ROUNDS_ACROSS)
        geo.rounds.append(pygame.Rect(right + col * (col_w + pad), inner.y + row * (row_h + pad), col_w, row_h))
    block_w = inner.right - right
    title_h = geo.px(18)
    top = inner.y + 2 * (row_h + pad)
    geo.majors_title = pygame.Rect(right, top, block_w, title_h)
    major_w = (block_w - pad * (MAJORS_ACROSS - 1)) // MAJORS_ACROSS
    major_h = (inner.bottom - top - title_h - pad) // 2
    for m in range(majors):
        row, col = divmod(m, MAJORS_ACROSS)
        geo.majors.append(pygame.Rect(right + col * (major_w + pad), top + title_h + row * (major_h + pad),
                                      major_w, major_h))
    below = pygame.Rect(rect.x, action.bottom + pad, rect.width, rect.bottom - action.bottom - pad)
    others = players - 1
    own_w = round(rect.width * (0.37 if others else SOLO_FARM_SHARE))
    band_w = round(rect.width * (0.25 if others else 1 - SOLO_FARM_SHARE)) - pad
    geo.own = pygame.Rect(below.x, below.y, own_w, below.height)
    geo.band = pygame.Rect(geo.own.right + pad, below.y, band_w, below.height)
    column = pygame.Rect(geo.band.right + pad, below.y, below.right - geo.band.right - pad, below.height)
    geo.others = _others(column, others, pad)
    if others == 3:
        slots = _others(column, 4, pad)
        geo.spare = slots[3]
    return geo


def _columns(count: int, columns: int) -> list[int]:
    """How many spaces each column holds when ``count`` spaces share ``columns`` columns as
    evenly as they can (the fuller columns first)."""
    return [count // columns + (1 if col < count % columns else 0) for col in range(columns)]


def _others(column: pygame.Rect, count: int, pad: int) -> list[pygame.Rect]:
    """The compact farms' panels: one, two stacked, or two by two."""
    if count <= 0:
        return []
    across = 1 if count <= 2 else 2
    down = -(-count // across)
    w = (column.width - pad * (across - 1)) // across
    h = (column.height - pad * (down - 1)) // down
    return [pygame.Rect(column.x + (i % across) * (w + pad), column.y + (i // across) * (h + pad), w, h)
            for i in range(count)]


TABLEAU_LINE = 22
"""Design pixels of a line of chips (a card in play)."""
BESIDE_GOODS = 74
"""Design pixels a compact farm's goods and facts keep at the top of the column beside its
farmyard when cards in play share it."""


def place_farm(player: int, panel: pygame.Rect, unit: float, large: bool, text_scale: float = 1.0,
               cards: bool = False) -> FarmPlace:
    """The farm of ``player`` in ``panel``: a header line, the farmyard as large as fits,
    and the supply under it (two lines on a compact farm, three on the large one, taller
    with larger text on the large farm); with ``cards`` (the full game), room for the cards
    in play (two lines of chips under the large farm, one under a compact one)."""
    place = _place_farm(player, panel, unit, large, text_scale, cards)
    if not cards:
        return place
    line = round(TABLEAU_LINE * unit * max(1.0, text_scale))
    if place.beside:
        keep = round(BESIDE_GOODS * unit * max(1.0, text_scale))
        if place.supply.height - keep >= line:
            place.tableau = pygame.Rect(place.supply.x, place.supply.y + keep, place.supply.width,
                                        place.supply.height - keep)
            place.supply.height = keep
        return place
    rows = 2 if large else 1
    strip = pygame.Rect(place.supply.x, place.panel.bottom - max(3, round(4 * unit)) - rows * line,
                        place.supply.width, rows * line)
    place.tableau = strip
    place.supply.height = max(0, strip.y - place.supply.y)
    return place


def _place_farm(player: int, panel: pygame.Rect, unit: float, large: bool, text_scale: float,
                cards: bool) -> FarmPlace:
    pad = max(3, round(4 * unit))
    header_h = round((24 if large else 19) * unit)
    supply_h = round((64 * max(1.0, text_scale) if large else 40) * unit)
    if cards:
        supply_h += (2 if large else 1) * round(TABLEAU_LINE * unit * max(1.0, text_scale))
    header = pygame.Rect(panel.x + pad, panel.y + pad // 2, panel.width - 2 * pad, header_h)
    room = pygame.Rect(panel.x + pad, header.bottom + pad // 2, panel.width - 2 * pad,
                       panel.bottom - header.bottom - supply_h - 2 * pad)
    counts = 0 if large else round(COUNTS_WIDTH * unit)
    cell = max(6, min((room.width - counts) // COLS, room.height // ROWS))
    if not large:
        # a wide, low panel: the supply beside the farmyard lets the farmyard be larger
        side = round(SIDE_SUPPLY_WIDTH * unit)
        tall = panel.bottom - header.bottom - pad - pad // 2
        beside = max(6, min((panel.width - 3 * pad - side) // COLS, tall // ROWS))
        if beside > cell * BESIDE_GAIN:
            grid = pygame.Rect(panel.x + pad, header.bottom + pad // 2, beside * COLS, beside * ROWS)
            supply = pygame.Rect(grid.right + pad, grid.y, panel.right - pad - grid.right - pad, grid.height)
            return FarmPlace(player, pygame.Rect(panel), header, grid, supply, beside, large, beside=True)
    grid = pygame.Rect(0, 0, cell * COLS, cell * ROWS)
    grid.midtop = (room.centerx, room.y)
    if not large:
        grid.topright = (room.right, room.y)  # the farmyard's counts stand left of it
    supply = pygame.Rect(panel.x + pad, grid.bottom + pad, panel.width - 2 * pad, panel.bottom - grid.bottom - 2 * pad)
    return FarmPlace(player, pygame.Rect(panel), header, grid, supply, cell, large)
