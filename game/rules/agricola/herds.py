"""Housing animals on the farmyard: capacities, whether a herd fits, the largest herds that
fit, and one arrangement to show.

Facts: ``facts/agricola.md`` §7 — a pasture holds 2 animals a cell, doubled by each stable in
it, one type a pasture; an unfenced stable holds 1; the house holds one pet.  The rules keep
only counts; where each animal stands is derived here.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from game.rules.agricola.farmyard import ANIMALS, Farmyard, bit, cells_of


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
    """Forgets every remembered housing answer (benchmarks time the work itself)."""
    _kept_front.cache_clear()
