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

Below the :class:`Farmyard` itself come fencing (``pasture_options``, ``add_pasture``) and
animal housing (``capacity_plan``, ``can_house``, ``housing``, ``best_kept``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple

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


def cells_text(mask: int) -> str:
    """A cell set's text form: its cell names, lowest cell first ("a1b1a2")."""
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


class PastureOption(NamedTuple):
    """One legal next pasture of a fencing action (facts §7); an immutable named tuple,
    cheap to make by the hundred.

    ``cells`` the new pasture; ``new_fences`` the edges to fence (a mask) and ``cost`` how many;
    ``splits`` the existing pasture it subdivides, or 0 for a new pasture.  Its text form is
    its cells (``"a1b1"``, :func:`cells_text`); on a given farm that names it uniquely.
    """

    cells: int
    new_fences: int
    cost: int
    splits: int = 0

    @property
    def text(self) -> str:
        """The option's text form: its cells, lowest first."""
        return cells_text(self.cells)


Region = tuple[int, int, int]
"""A connected set of cells: (its cells, its boundary edges, the cells around it)."""


@dataclass(frozen=True, slots=True)
class _RegionIndex:
    """Every connected set of cells of the grid, found once (5,726 of them).

    Sets of regions are bitsets over the regions' positions, so "the regions inside these
    cells", "… touching these cells" and "… with at most k sides" are a few big-integer
    operations instead of a pass over the whole list.
    """

    regions: tuple[Region, ...]
    holding: tuple[int, ...]
    """``holding[cell]``: the regions that hold ``cell``."""
    short: tuple[int, ...]
    """``short[k]``: the regions bounded by at most ``k`` edges (the last entry: all)."""
    every: int

    def within(self, mask: int) -> int:
        """The regions all of whose cells lie in ``mask``."""
        outside = 0
        for cell in cells_of(ALL_CELLS & ~mask):
            outside |= self.holding[cell]
        return self.every & ~outside

    def touching(self, mask: int) -> int:
        """The regions holding at least one cell of ``mask``."""
        found = 0
        for cell in cells_of(mask):
            found |= self.holding[cell]
        return found

    def listed(self, chosen: int) -> tuple[Region, ...]:
        """The regions of the bitset ``chosen``, in index order."""
        # Reading the binary digits lowest first finds the set bits at C speed.
        digits = bin(chosen)[:1:-1]
        found = []
        at = digits.find("1")
        while at >= 0:
            found.append(self.regions[at])
            at = digits.find("1", at + 1)
        return tuple(found)


@functools.cache
def _region_index() -> _RegionIndex:
    found = {bit(cell) for cell in range(CELLS)}
    layer = set(found)
    while layer:
        grown = set()
        for region in layer:
            for cell in cells_of(around(region)):
                grown.add(region | bit(cell))
        layer = grown - found
        found |= layer
    regions = tuple((mask, boundary(mask), around(mask)) for mask in sorted(found))
    holding = [0] * CELLS
    longest = max(edges.bit_count() for _mask, edges, _near in regions)
    short = [0] * (longest + 1)
    for at, (mask, edges, _near) in enumerate(regions):
        for cell in cells_of(mask):
            holding[cell] |= 1 << at
        for most in range(edges.bit_count(), longest + 1):
            short[most] |= 1 << at
    return _RegionIndex(regions, tuple(holding), tuple(short), (1 << len(regions)) - 1)


@functools.lru_cache(maxsize=4096)
def _regions_within(mask: int) -> tuple[Region, ...]:
    index = _region_index()
    return index.listed(index.within(mask))


INNER_CELLS = ALL_CELLS & ~BORDER_CELLS


def _encloses_nothing_else(outside: int) -> bool:
    """True when no part of the cells ``outside`` the pastures is cut off from the farm's border.

    Such a part would be walled in by pastures around it: a pasture nobody chose, or a room or
    field inside fences, which the rules forbid (facts §7).  The same farm can always be
    built by fencing that part as a pasture of its own first.  Only inner cells can be cut
    off, and on a 3 × 5 grid they form one row of three, so two steps reach them all.
    """
    inner = outside & INNER_CELLS
    if not inner:
        return True
    reached = inner & around(outside & BORDER_CELLS)
    reached |= around(reached) & inner
    reached |= around(reached) & inner
    return reached == inner


def pasture_options(farm: Farmyard, fences_left: int) -> list[PastureOption]:
    """Every legal next single pasture with at most ``fences_left`` new fences (facts §7).

    2007 rules: a pasture is fully enclosed and holds only empty cells or stables; a new
    pasture touches an existing one orthogonally (the first goes anywhere); an existing
    pasture may be subdivided (the option's cells become a pasture of their own, the rest of
    the old one stays fenced); fences already built are reused at no cost.  A subdivision into
    two connected parts is offered once, as the part without the old pasture's lowest cell.
    """
    return list(_pasture_options(farm.rooms | farm.fields, farm.pastures, farm.fences, fences_left))


@functools.lru_cache(maxsize=4096)
def _pasture_options(
    blocked: int, pastures: tuple[int, ...], fences: int, fences_left: int
) -> tuple[PastureOption, ...]:
    options = []
    pastured = 0
    for pasture in pastures:
        pastured |= pasture
    unfenced = ALL_CELLS & ~pastured
    index = _region_index()
    candidates = index.within(unfenced & ~blocked)
    if pastured:
        candidates &= index.touching(around(pastured))
    else:
        candidates &= index.short[min(fences_left, len(index.short) - 1)]
    for cells, edges, _near in index.listed(candidates):
        new = edges & ~fences
        cost = new.bit_count()
        if cost <= fences_left and _encloses_nothing_else(unfenced & ~cells):
            options.append(PastureOption(cells, new, cost))
    for pasture in pastures:
        lowest = pasture & -pasture
        for cells, edges, _near in _regions_within(pasture):
            if cells == pasture:
                continue
            new = edges & ~fences
            cost = new.bit_count()
            if cost > fences_left:
                continue
            rest = pasture & ~cells
            if cells & lowest and len(components(rest)) == 1:
                continue
            options.append(PastureOption(cells, new, cost, pasture))
    return tuple(options)


def add_pasture(farm: Farmyard, option: PastureOption) -> None:
    """Builds ``option`` (one of :func:`pasture_options` for this farm) on ``farm``, unchecked."""
    farm.fences |= option.new_fences
    if option.splits:
        parts = [option.cells, *components(option.splits & ~option.cells)]
        kept = [pasture for pasture in farm.pastures if pasture != option.splits]
        farm.pastures = tuple(sorted(kept + parts))
    else:
        farm.pastures = tuple(sorted((*farm.pastures, option.cells)))


def parse_pasture_option(farm: Farmyard, fences_left: int, text: str) -> PastureOption:
    """The legal option whose cells ``text`` names (either part of a two-way subdivision).

    Raises :class:`PositionError` if ``text`` names no cells or no legal pasture.
    """
    cells = parse_cells(text)
    for option in pasture_options(farm, fences_left):
        if option.cells == cells:
            return option
        rest = option.splits & ~option.cells
        if rest == cells and len(components(rest)) == 1:
            return option
    raise PositionError(f"fencing {text} is not a legal pasture on this farm")


@dataclass(frozen=True, slots=True)
class PastureSpace:
    """A pasture as a home for animals: its cells, its stables, its capacity (facts §7)."""

    cells: int
    stables: int
    capacity: int


@dataclass(frozen=True, slots=True)
class Capacity:
    """Where a farmyard can keep animals: each place holds one type of animal (facts §7).

    ``pastures`` follow ``farm.pastures``; ``stables`` are the cells of the unfenced stables
    (one animal each); ``pets`` is how many animals the house keeps (one each).
    """

    pastures: tuple[PastureSpace, ...]
    stables: tuple[int, ...]
    pets: int

    def places(self) -> tuple[int, ...]:
        """The capacity of every place, pastures first, then stables, then the house."""
        return (
            *(pasture.capacity for pasture in self.pastures),
            *(1 for _ in self.stables),
            *(1 for _ in range(self.pets)),
        )

    @property
    def total(self) -> int:
        """How many animals fit if the types are spread ideally."""
        return sum(self.places())


def capacity_plan(farm: Farmyard, pets: int = 1) -> Capacity:
    """The farm's animal places: a pasture holds 2 per cell, doubled by each stable inside it;
    an unfenced stable holds 1; the house keeps ``pets`` animals, normally 1 (facts §7)."""
    pastures = tuple(
        PastureSpace(cells, (cells & farm.stables).bit_count(),
                     2 * cells.bit_count() << (cells & farm.stables).bit_count())
        for cells in farm.pastures
    )
    loose = farm.stables & ~farm.pastured()
    return Capacity(pastures, tuple(cells_of(loose)), pets)


Herds = tuple[int, int, int]
"""Animal counts in the order of :data:`ANIMALS`: (sheep, boar, cattle)."""


def _pareto(states: set[Herds]) -> tuple[Herds, ...]:
    """The states no other state matches or beats in every type, most animals first."""
    front: list[Herds] = []
    for state in sorted(states, key=lambda s: (-sum(s), (-s[0], -s[1], -s[2]))):
        if not any(k[0] >= state[0] and k[1] >= state[1] and k[2] >= state[2] for k in front):
            front.append(state)
    return tuple(front)


@functools.lru_cache(maxsize=16384)
def _kept_front(places: tuple[int, ...], wanted: Herds) -> tuple[Herds, ...]:
    """The maximal herds, each at most ``wanted``, that fit ``places`` (sorted, largest first).

    A dynamic programme over the places, giving each a type; a state that another matches or
    beats in every type is dropped, since whatever it can still reach the other reaches too.
    """
    sheep, boar, cattle = wanted
    states: set[Herds] = {(0, 0, 0)}
    for room in places:
        grown: set[Herds] = set()
        for s, b, c in states:
            grown.add((min(s + room, sheep), b, c))
            grown.add((s, min(b + room, boar), c))
            grown.add((s, b, min(c + room, cattle)))
        states = set(_pareto(grown))
        if wanted in states:
            return (wanted,)
    return _pareto(states)


def _fits(places: tuple[int, ...], wanted: Herds) -> bool:
    if sum(wanted) > sum(places):
        return False
    return _kept_front(tuple(sorted(places, reverse=True)), wanted) == (wanted,)


def can_house(farm: Farmyard, sheep: int, boar: int, cattle: int, pets: int = 1) -> bool:
    """Whether all these animals fit the farm at once, one type per place (facts §7)."""
    return _fits(capacity_plan(farm, pets).places(), (sheep, boar, cattle))


def best_kept(
    farm: Farmyard, sheep: int, boar: int, cattle: int, pets: int = 1
) -> list[Herds]:
    """The largest herds the farm can keep out of these animals: every housable (sheep, boar,
    cattle) that keeps no fewer of one type without giving up more of another (the Pareto
    front), most animals first.  A single entry equal to the input means all of them fit.

    The rules ask the player which of these to keep; the rest are cooked or released
    (rulebook: animals that cannot be placed go back or are cooked at once).
    """
    places = tuple(sorted(capacity_plan(farm, pets).places(), reverse=True))
    return list(_kept_front(places, (sheep, boar, cattle)))


@dataclass(frozen=True, slots=True)
class Herd:
    """Animals of one type in one place."""

    animal: str
    count: int


@dataclass(frozen=True, slots=True)
class Housing:
    """Where each animal lives; None marks an empty place.

    ``pastures`` pairs each pasture's cells with its herd (in ``farm.pastures`` order);
    ``stables`` pairs each unfenced stable's cell with its herd; ``house`` has one entry per
    pet place.
    """

    pastures: tuple[tuple[int, Herd | None], ...]
    stables: tuple[tuple[int, Herd | None], ...]
    house: tuple[Herd | None, ...]

    def herds(self) -> tuple[Herd | None, ...]:
        """Every place's herd: pastures, then stables, then the house."""
        return (
            *(herd for _cells, herd in self.pastures),
            *(herd for _cell, herd in self.stables),
            *self.house,
        )

    def kind_at(self, cell: int) -> str | None:
        """The animal kept in the pasture or unfenced stable on ``cell``, if any."""
        for cells, herd in (*self.pastures, *((bit(at), herd) for at, herd in self.stables)):
            if cells & bit(cell):
                return herd.animal if herd else None
        return None


def _kinds_before(plan: Capacity, previous: Housing | None) -> list[int | None]:
    """For each place of ``plan``, the type of animal it kept in ``previous``, if any.

    A pasture takes the type kept where its lowest cell was (so both parts of a subdivided
    pasture remember the old herd), a stable the type on its cell, the house its old pet.
    """
    if previous is None:
        return [None] * len(plan.places())

    def kind_of(name: str | None) -> int | None:
        return ANIMALS.index(name) if name else None

    kinds = [kind_of(previous.kind_at((p.cells & -p.cells).bit_length() - 1)) for p in plan.pastures]
    kinds += [kind_of(previous.kind_at(cell)) for cell in plan.stables]
    old_pets = [herd.animal if herd else None for herd in previous.house]
    kinds += [kind_of(old_pets[at]) if at < len(old_pets) else None for at in range(plan.pets)]
    return kinds


def housing(
    farm: Farmyard,
    sheep: int,
    boar: int,
    cattle: int,
    pets: int = 1,
    previous: Housing | None = None,
) -> Housing | None:
    """One arrangement of all these animals on the farm, or None if they do not all fit.

    Deterministic and easy to read: the places are filled largest first (pastures before
    stables before the house on a tie), each with the type it kept in ``previous`` (the
    player's last arrangement, as RULINGS.md asks) or else the type that still has the most
    animals waiting — always as long as the remaining places can still take the rest.  So
    large herds fill large pastures and the house pet is the last resort.
    """
    plan = capacity_plan(farm, pets)
    places = plan.places()
    wanted = [sheep, boar, cattle]
    if not _fits(places, (sheep, boar, cattle)):
        return None
    before = _kinds_before(plan, previous)
    order = sorted(range(len(places)), key=lambda at: -places[at])
    chosen: list[Herd | None] = [None] * len(places)
    for step, at in enumerate(order):
        later = tuple(places[other] for other in order[step + 1:])
        for kind in sorted(range(3), key=lambda k: (k != before[at], -wanted[k], k)):
            if not wanted[kind]:
                continue
            put = min(places[at], wanted[kind])
            rest = list(wanted)
            rest[kind] -= put
            if _fits(later, (rest[0], rest[1], rest[2])):
                chosen[at] = Herd(ANIMALS[kind], put)
                wanted = rest
                break
    count = len(plan.pastures)
    loose = len(plan.stables)
    return Housing(
        tuple(zip(farm.pastures, chosen[:count], strict=True)),
        tuple(zip(plan.stables, chosen[count:count + loose], strict=True)),
        tuple(chosen[count + loose:]),
    )


def clear_caches() -> None:
    """Forgets every remembered fencing and housing answer (benchmarks time the work itself).

    The list of all regions of the grid is kept: it is built once per process.
    """
    _regions_within.cache_clear()
    _pasture_options.cache_clear()
    _kept_front.cache_clear()
