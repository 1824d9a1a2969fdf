"""Fencing the farmyard: every legal next pasture of a fencing action, one pasture a step.

Facts: ``facts/agricola.md`` §7.  The 2007 rules: pastures fully enclosed, holding only empty
cells or stables, new pastures touching an existing one, existing pastures subdivided; fences
are permanent.  Every connected region of the 3 × 5 grid is found once per process, so the
options of a farm take microseconds.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import NamedTuple

from game.rules.agricola.farmyard import (
    ALL_CELLS,
    BORDER_CELLS,
    CELLS,
    Farmyard,
    around,
    bit,
    boundary,
    cells_of,
    cells_text,
    components,
    parse_cells,
)
from game.rules.core import PositionError


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


def clear_caches() -> None:
    """Forgets every remembered fencing answer (benchmarks time the work itself).  The list of
    all regions of the grid is kept: it is built once per process."""
    _regions_within.cache_clear()
    _pasture_options.cache_clear()
