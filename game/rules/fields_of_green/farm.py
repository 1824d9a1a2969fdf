"""A farm and its geometry: the locations, orthogonal neighbours, the free cells where a
location may be built, and which water towers reach a cell.

Water range (rulebook, "Construir torre de agua"): a tower's water pays only for a place at
distance 2 or less, counted orthogonally through built locations, each card one step.  A
face-down open area is still a card in the farm, so it counts as a step (our ruling).
"""

from __future__ import annotations

from collections.abc import Mapping

Cell = tuple[int, int]

TOWER_CARD, SILO_CARD = -1, -2
"""The ``card`` of a location that is a water tower or a silo (cards are indices >= 0)."""

NO_PICK, HIDDEN_PICK = -1, -2
"""A player's pick before choosing, and another player's face-down pick in a view."""




class Location:
    """One card in a farm: a location card (face up, or face down as an open area), a water
    tower or a silo, with its water, capacity, range and equipment."""

    __slots__ = ("card", "up", "water", "capacity", "reach", "equipment")

    def __init__(
        self,
        card: int,
        up: bool = True,
        water: int = 0,
        capacity: int = 0,
        reach: int = 0,
        equipment: tuple[int, ...] = (),
    ) -> None:
        self.card = card
        self.up = up
        self.water = water
        self.capacity = capacity
        self.reach = reach
        self.equipment = equipment

    def copy(self) -> Location:
        """An independent copy."""
        other = _new_location(Location)
        other.card, other.up, other.water = self.card, self.up, self.water
        other.capacity, other.reach, other.equipment = self.capacity, self.reach, self.equipment
        return other

    @property
    def is_tower(self) -> bool:
        """Whether this is a water tower."""
        return self.card == TOWER_CARD

    @property
    def is_silo(self) -> bool:
        """Whether this is a silo."""
        return self.card == SILO_CARD


_new_location = Location.__new__
"""Makes a location without its ``__init__`` (copies set every slot themselves: quicker)."""


class Farmer:
    """One player's farm, purse, hand and what they chose this turn."""

    __slots__ = ("coins", "food", "tokens", "farm", "hand", "aside", "pick", "todo", "spilt")

    def __init__(self) -> None:
        self.coins = 0
        self.food = 0
        self.tokens = 0
        self.farm: dict[Cell, Location] = {}
        self.hand: list[int] = []
        self.aside: list[int] = []
        self.pick = NO_PICK
        self.todo: list[Cell] = []
        self.spilt = {"food": 0, "water": 0}
        """What a move's abilities gave that the silos and towers could not hold (counted
        during one move, said in its log, then back to nothing)."""

    def copy(self) -> Farmer:
        """An independent copy."""
        other = Farmer.__new__(Farmer)
        other.coins, other.food, other.tokens = self.coins, self.food, self.tokens
        other.farm = {cell: loc.copy() for cell, loc in self.farm.items()}
        other.hand = self.hand[:]
        other.aside = self.aside[:]
        other.pick = self.pick
        other.todo = self.todo[:]
        other.spilt = dict(self.spilt)
        return other

    @property
    def food_capacity(self) -> int:
        """How much food the silos hold together."""
        return sum(loc.capacity for loc in self.farm.values() if loc.card == SILO_CARD)

    @property
    def water(self) -> int:
        """All the water on the towers."""
        return sum(loc.water for loc in self.farm.values() if loc.card == TOWER_CARD)



STEPS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))


def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four cells orthogonally next to ``cell`` (diagonals are not adjacent)."""
    x, y = cell
    return (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)


def free_cells(farm: dict[Cell, Location]) -> list[Cell]:
    """Every empty cell orthogonally next to a location of the farm, in a stable order."""
    found: set[Cell] = set()
    for cell in farm:
        for near in neighbours(cell):
            if near not in farm:
                found.add(near)
    return sorted(found)


def towers_in_range(farm: dict[Cell, Location], cell: Cell, water_range: int) -> list[Cell]:
    """The towers whose water may pay at ``cell`` (built or empty), nearest first.

    Distance is walked from ``cell`` over built locations only; a tower at distance ``d``
    reaches it when ``d`` is at most the range plus the tower's own reach bonus.
    """
    seen = {cell}
    frontier = [cell]
    found: list[Cell] = []
    depth = 0
    most = water_range + 1  # an extended tower reaches one step further
    while frontier and depth < most:
        depth += 1
        following: list[Cell] = []
        for here in frontier:
            for near in neighbours(here):
                if near in seen:
                    continue
                loc = farm.get(near)
                if loc is None:
                    continue
                seen.add(near)
                following.append(near)
                if loc.card == TOWER_CARD and depth <= water_range + loc.reach:
                    found.append(near)
        frontier = following
    return found


def water_in_range(farm: dict[Cell, Location], cell: Cell, water_range: int) -> int:
    """How much water the towers within range of ``cell`` hold together."""
    return sum(farm[t].water for t in towers_in_range(farm, cell, water_range))


def water_plan(
    farm: dict[Cell, Location],
    cell: Cell,
    water_range: int,
    amount: int,
    wanted: Mapping[Cell, int] | None = None,
) -> list[tuple[Cell, int]]:
    """Which towers pay ``amount`` water at ``cell`` and how much each: those in range, the
    ones other payments still want least first (``wanted``: tower -> how many), then the
    fullest (the rules choose the towers so a player never has to)."""
    wants = wanted or {}
    plan: list[tuple[Cell, int]] = []
    towers = towers_in_range(farm, cell, water_range)
    for tower in sorted(towers, key=lambda t: (wants.get(t, 0), -farm[t].water)):
        if amount <= 0:
            break
        taken = min(amount, farm[tower].water)
        if taken:
            plan.append((tower, taken))
            amount -= taken
    return plan


def take_water(
    farm: dict[Cell, Location],
    cell: Cell,
    water_range: int,
    amount: int,
    wanted: Mapping[Cell, int] | None = None,
) -> None:
    """Take ``amount`` water from the towers in range of ``cell`` as :func:`water_plan` says
    (callers checked there is enough)."""
    for tower, taken in water_plan(farm, cell, water_range, amount, wanted):
        farm[tower].water -= taken


def add_water(farm: dict[Cell, Location], amount: int) -> int:
    """Put ``amount`` water on the towers, the emptiest first; returns what was lost because
    every tower was full."""
    towers = sorted((c for c, loc in farm.items() if loc.card == TOWER_CARD), key=lambda c: farm[c].water)
    for tower in towers:
        loc = farm[tower]
        room = loc.capacity - loc.water
        put = min(room, amount)
        loc.water += put
        amount -= put
    return amount


def cell_text(cell: Cell) -> str:
    """A cell as moves and positions write it (``3,-1``)."""
    return f"{cell[0]},{cell[1]}"


def read_cell(text: str) -> Cell:
    """Inverse of :func:`cell_text`; ``ValueError`` when it is not two whole numbers."""
    x, y = text.split(",")
    return int(x), int(y)
