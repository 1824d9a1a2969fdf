"""What the table shows before a choice: where the revealed card can be built, what it costs
there and which towers pay its water, what it would score; a tower's range; which locations
the harvest would flip.  Pure reads of a state (nothing here changes the state it is given).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.fields_of_green.events import SCORE_CATEGORIES
from game.rules.fields_of_green.farm import Cell, free_cells, water_plan
from game.rules.fields_of_green.legal import Phase, build_cost, build_reason, harvest_reason
from game.rules.fields_of_green.moves import AutoHarvest, Build
from game.rules.fields_of_green.scoring import breakdown
from game.rules.fields_of_green.state import FogState


@dataclass(frozen=True)
class BuildOption:
    """One place where the chosen card can be built: its cost, the towers paying its water
    (cell and amount), and the points the farm's locations gain if it is built there (its
    printed points, its end abilities there and what it adds to its neighbours'; the cost is
    shown beside, so the coins spent are not taken off)."""

    cell: Cell
    coins: int
    water: int
    food: int
    towers: tuple[tuple[Cell, int], ...]
    points: int


def build_options(state: FogState, player: int) -> list[BuildOption]:
    """Every place where ``player``'s revealed card can be built now (empty outside their
    action)."""
    if state.phase != Phase.ACT or state.current != player:
        return []
    farmer = state.players[player]
    coins, water, food = build_cost(state, player, farmer.pick)
    before = _farm_points(state, player)
    options = []
    for cell in free_cells(farmer.farm):
        if build_reason(state, player, cell) is not None:
            continue
        towers = tuple(water_plan(farmer.farm, cell, state.tables.numbers.water_range, water))
        trial = state.clone()
        trial.apply(Build(cell))
        points = _farm_points(trial, player) - before
        options.append(BuildOption(cell, coins, water, food, towers, points))
    return options


def _farm_points(state: FogState, player: int) -> int:
    """The points the player's locations, tokens and equipment score now (leaving out coins,
    food and empty towers, which a build spends rather than scores)."""
    row = breakdown(state, player)
    return sum(points for category, points in zip(SCORE_CATEGORIES, row, strict=True)
               if category not in ("coins", "food", "empty_towers"))


def tower_range(state: FogState, player: int, tower: Cell) -> set[Cell]:
    """Every cell (built or free) the tower at ``tower`` reaches with its water."""
    farm = state.players[player].farm
    reach = state.tables.numbers.water_range + farm[tower].reach
    seen = {tower}
    frontier = [tower]
    for _ in range(reach):
        following = []
        for here in frontier:
            if here != tower and here not in farm:
                continue  # distance runs over built locations only
            x, y = here
            for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if near not in seen:
                    seen.add(near)
                    following.append(near)
        frontier = following
    return seen - {tower}


def harvest_flips(state: FogState, player: int) -> list[Cell]:
    """The locations the automatic harvest would leave unpaid (flip), for ``player`` now in
    the harvest."""
    if state.phase != Phase.HARVEST or state.current != player:
        return []
    trial = state.clone()
    trial.apply(AutoHarvest())
    before, after = state.players[player].farm, trial.players[player].farm
    return sorted(cell for cell, loc in before.items() if loc.up and not after[cell].up)


def card_options(state: FogState, player: int, card: int) -> list[BuildOption]:
    """Where ``card`` of ``player``'s hand could be built if it were their revealed card now,
    with its cost and score there (the draft's hover help: a trial on a copy)."""
    trial = state.clone()
    trial.phase = Phase.ACT
    trial.current = player
    trial.offer = []
    trial.players[player].pick = card
    return build_options(trial, player)


def harvest_payable(state: FogState, player: int) -> dict[Cell, bool]:
    """Each harvest ability still waiting on ``player``'s farm and whether it can be paid now."""
    if state.phase != Phase.HARVEST or state.current != player:
        return {}
    return {cell: harvest_reason(state, player, cell) is None for cell in state.players[player].todo}
