"""The farmyard: a 3 × 5 grid of cells with rooms, fields, stables, fences and pastures.

Facts: ``facts/agricola.md`` §6 (farmyard, house, people) and §7 (animals and fences); the
rulebook (seed 001) says animals never wait in the supply but go straight into the farmyard.

**Cells** are ints ``row * COLS + col`` with row 0 on top, so the grid reads::

     0  1  2  3  4        a1 b1 c1 d1 e1
     5  6  7  8  9        a2 b2 c2 d2 e2
    10 11 12 13 14        a3 b3 c3 d3 e3

A set of cells is a bitmask (``bit(cell)``).  The names on the right (column letter a–e, row
digit 1–3 from the top) are the cells' text form (:func:`cell_name`, :func:`parse_cells`).

**Fence edges** are ints 0..37: first the horizontal edges row-major, ``h(line, col) = line *
5 + col`` for the four horizontal lines 0 (above row 0) to 3 (below row 2); then the vertical
edges row-major, ``v(row, line) = 20 + row * 6 + line`` for the six vertical lines 0 (left of
column 0) to 5 (right of column 4).  A set of edges is a bitmask too.

Fencing (``pasture_options``, ``add_pasture``) is :mod:`.fences`; animal housing
(``capacity_plan``, ``can_house``, ``housing``, ``best_kept``) is :mod:`.herds`.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from game.rules.core import PositionError

ROWS = 3
COLS = 5
CELLS = ROWS * COLS
ALL_CELLS = (1 << CELLS) - 1
EDGES = (ROWS + 1) * COLS + ROWS * (COLS + 1)
FENCES_PER_PLAYER = 15
"""Each player owns 15 fences (rulebook, components: "15 vallas" per colour)."""

HOUSE_MATERIALS = ("wood", "clay", "stone")
CROPS = ("grain", "vegetable")
ANIMALS = ("sheep", "boar", "cattle")


def bit(cell: int) -> int:
    """The one-cell mask of ``cell``."""
    return 1 << cell


def cells_of(mask: int) -> Iterator[int]:
    """The cells of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _neighbours(cell: int) -> int:
    row, col = divmod(cell, COLS)
    mask = 0
    if row > 0:
        mask |= bit(cell - COLS)
    if row < ROWS - 1:
        mask |= bit(cell + COLS)
    if col > 0:
        mask |= bit(cell - 1)
    if col < COLS - 1:
        mask |= bit(cell + 1)
    return mask


NEIGHBOURS: tuple[int, ...] = tuple(_neighbours(cell) for cell in range(CELLS))
"""``NEIGHBOURS[cell]``: the mask of the cells orthogonally next to ``cell``."""

BORDER_CELLS = sum(
    bit(cell) for cell in range(CELLS) if NEIGHBOURS[cell].bit_count() < 4
)


def horizontal_edge(line: int, col: int) -> int:
    """The edge on horizontal line ``line`` (0 = above row 0 … 3 = below row 2), column ``col``."""
    return line * COLS + col


def vertical_edge(row: int, line: int) -> int:
    """The edge in row ``row`` on vertical line ``line`` (0 = left of column 0 … 5)."""
    return (ROWS + 1) * COLS + row * (COLS + 1) + line


def _edges_of(cell: int) -> int:
    row, col = divmod(cell, COLS)
    return (
        bit(horizontal_edge(row, col))
        | bit(horizontal_edge(row + 1, col))
        | bit(vertical_edge(row, col))
        | bit(vertical_edge(row, col + 1))
    )


EDGES_OF: tuple[int, ...] = tuple(_edges_of(cell) for cell in range(CELLS))
"""``EDGES_OF[cell]``: the edge mask of the four sides of ``cell``."""


def boundary(mask: int) -> int:
    """The edges around the cell set ``mask``: an edge between two of its cells cancels out."""
    edges = 0
    for cell in cells_of(mask):
        edges ^= EDGES_OF[cell]
    return edges


def around(mask: int) -> int:
    """The cells outside ``mask`` orthogonally next to one of its cells."""
    near = 0
    for cell in cells_of(mask):
        near |= NEIGHBOURS[cell]
    return near & ~mask


def components(mask: int) -> list[int]:
    """The orthogonally connected parts of the cell set ``mask``, lowest cell first."""
    parts = []
    while mask:
        seen = front = mask & -mask
        while front:
            front = around(front) & mask & ~seen
            seen |= front
        parts.append(seen)
        mask &= ~seen
    return parts


def cell_name(cell: int) -> str:
    """A cell's text form: column letter a–e and row digit 1–3 counted from the top ("a1")."""
    row, col = divmod(cell, COLS)
    return f"{'abcde'[col]}{row + 1}"


@functools.lru_cache(maxsize=1 << 15)
def cells_text(mask: int) -> str:
    """A cell set's text form: its cell names, lowest cell first ("a1b1a2"); remembered, since
    a fencing step names hundreds of pastures and every legal-move list asks again."""
    return "".join(cell_name(cell) for cell in cells_of(mask))


def parse_cells(text: str) -> int:
    """The cell mask named by ``text`` (as :func:`cells_text` writes it, any order).

    Raises :class:`PositionError` naming the first thing that is not a cell.
    """
    if not text or len(text) % 2:
        raise PositionError(f"{text!r} is not a list of cells such as 'a1b1'")
    mask = 0
    for at in range(0, len(text), 2):
        col, row = "abcde".find(text[at]), "123".find(text[at + 1])
        if col < 0 or row < 0:
            raise PositionError(f"{text[at:at + 2]!r} in {text!r} is not a cell a1 … e3")
        if mask & bit(row * COLS + col):
            raise PositionError(f"{text!r} names cell {text[at:at + 2]} twice")
        mask |= bit(row * COLS + col)
    return mask


def renovated(house: str) -> str | None:
    """The material a renovation turns ``house`` into: wood → clay → stone (then None)."""
    at = HOUSE_MATERIALS.index(house)
    return HOUSE_MATERIALS[at + 1] if at + 1 < len(HOUSE_MATERIALS) else None


class Farmyard:
    """One player's farmyard (facts §6, §7).

    ``rooms``, ``fields``, ``stables`` and ``fences`` are bitmasks (cells, cells, cells, edges);
    ``pastures`` the cell masks of the fenced pastures in ascending order; ``crops`` maps each
    sown field to its crop and how many are left on it (empty fields are absent).  Every room
    is of the house's material.  Queries returning cell sets return masks.
    """

    __slots__ = ("house", "rooms", "fields", "stables", "fences", "pastures", "crops")

    def __init__(
        self,
        house: str = "wood",
        rooms: int = 0,
        fields: int = 0,
        stables: int = 0,
        fences: int = 0,
        pastures: tuple[int, ...] = (),
        crops: dict[int, tuple[str, int]] | None = None,
    ) -> None:
        self.house = house
        self.rooms = rooms
        self.fields = fields
        self.stables = stables
        self.fences = fences
        self.pastures = pastures
        self.crops: dict[int, tuple[str, int]] = {} if crops is None else crops

    @classmethod
    def start(cls) -> Farmyard:
        """The starting farmyard: two wooden rooms at the lower left (column 0, rows 1 and 2)."""
        return cls(rooms=bit(1 * COLS) | bit(2 * COLS))

    def copy(self) -> Farmyard:
        """An independent copy (the crops dict is copied; everything else is immutable)."""
        twin = Farmyard.__new__(Farmyard)
        twin.house = self.house
        twin.rooms = self.rooms
        twin.fields = self.fields
        twin.stables = self.stables
        twin.fences = self.fences
        twin.pastures = self.pastures
        twin.crops = dict(self.crops)
        return twin

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Farmyard):
            return NotImplemented
        return (
            self.house == other.house
            and self.rooms == other.rooms
            and self.fields == other.fields
            and self.stables == other.stables
            and self.fences == other.fences
            and self.pastures == other.pastures
            and self.crops == other.crops
        )

    __hash__ = None  # type: ignore[assignment]  # mutable: compare, never hash

    def key(self) -> tuple[object, ...]:
        """A hashable snapshot of the whole farmyard (for caches and transposition tables)."""
        return (
            self.house,
            self.rooms,
            self.fields,
            self.stables,
            self.fences,
            self.pastures,
            tuple(sorted(self.crops.items())),
        )

    def __repr__(self) -> str:
        return (
            f"Farmyard(house={self.house!r}, rooms={self.rooms:#x}, fields={self.fields:#x}, "
            f"stables={self.stables:#x}, fences={self.fences:#x}, "
            f"pastures={tuple(hex(p) for p in self.pastures)}, crops={self.crops!r})"
        )

    def pastured(self) -> int:
        """The cells inside a pasture."""
        inside = 0
        for pasture in self.pastures:
            inside |= pasture
        return inside

    def free_cells(self) -> int:
        """Cells with no room, field or stable and not in a pasture."""
        return ALL_CELLS & ~(self.rooms | self.fields | self.stables | self.pastured())

    def unused_cells(self) -> int:
        """Cells that score −1: no room, field or stable and not in a pasture (facts §6)."""
        return self.free_cells()

    def room_sites(self) -> int:
        """Where a room may go: a free cell orthogonally next to a room (facts §6)."""
        return self.free_cells() & around(self.rooms)

    def plow_sites(self) -> int:
        """Where a field may go: the first on any free cell, later ones next to a field (§6)."""
        free = self.free_cells()
        return free & around(self.fields) if self.fields else free

    def stable_sites(self) -> int:
        """Where a stable may go: no room, no field, no stable yet; a pasture is fine (§6)."""
        return ALL_CELLS & ~(self.rooms | self.fields | self.stables)

    def fenced_stables(self) -> int:
        """The stables inside a pasture (each scores +1)."""
        return self.stables & self.pastured()

    def room_count(self) -> int:
        """How many rooms the house has."""
        return self.rooms.bit_count()

    def empty_fields(self) -> int:
        """The fields with nothing growing on them (they may be sown)."""
        sown = 0
        for cell in self.crops:
            sown |= bit(cell)
        return self.fields & ~sown
