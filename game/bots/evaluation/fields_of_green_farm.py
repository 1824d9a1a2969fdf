"""A farm summed up for judging (:class:`FarmSheet`), its projection to the end of the game,
and the same farm after a card is built or another action is taken.

Everything read here is public (farms, purses, silos, towers, equipment) except the player's
own pick, which the caller passes only where the viewer may see it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from game.bots.evaluation.fields_of_green_cards import Sense, senses
from game.rules.fields_of_green.farm import (
    SILO_CARD,
    TOWER_CARD,
    Cell,
    free_cells,
    neighbours,
    water_in_range,
)
from game.rules.fields_of_green.legal import Phase, build_cost
from game.rules.fields_of_green.tables import KINDS

if TYPE_CHECKING:
    from game.bots.evaluation.fields_of_green_weights import Weights

FOOD, WATER, COINS, POINTS = range(4)
_KIND_SET = frozenset(KINDS)


class Harvester:
    """One harvest ability still to be paid: its costs, what it makes, whether it is due in
    this year's harvest, and the points lost if it cannot be paid (its location flips)."""

    __slots__ = ("food_in", "water_in", "coins_in", "made", "due_now", "at_risk")

    def __init__(self, food_in: int, water_in: int, coins_in: int, made: list[int], due_now: bool,
                 at_risk: float) -> None:
        self.food_in = food_in
        self.water_in = water_in
        self.coins_in = coins_in
        self.made = made
        self.due_now = due_now
        self.at_risk = at_risk

    def food_order(self) -> int:
        """Makers of food first, then eaters (the automatic harvest's order)."""
        return self.food_in - self.made[FOOD]


class FarmSheet:
    """One farm's numbers for the projection (see :meth:`project`)."""

    __slots__ = (
        "coins", "food", "water", "food_room", "water_room", "towers", "banked", "harvesters",
        "leftovers", "upkeep", "years", "due_now", "actions", "empty_now", "built_at", "best_other",
    )

    def __init__(self) -> None:
        self.coins = 0
        self.food = 0
        self.water = 0
        self.food_room = 0
        self.water_room = 0
        self.towers = 0
        self.banked = 0.0
        """Points that no longer depend on the harvests: printed, tokens, equipment, end
        abilities as the farm stands, open-cell potential."""
        self.harvesters: list[Harvester] = []
        self.leftovers: list[tuple[int, int, int]] = []
        """End abilities scoring leftovers: (resource, per, most)."""
        self.upkeep = (0, 0, 0)
        """The upkeep of each later year, before its harvest: food, water, coins."""
        self.years = 0
        """How many later years (each an upkeep and a harvest) are still to come."""
        self.due_now = False
        """Whether a harvest ability is still due this year."""
        self.actions = 0.0
        self.empty_now = 0
        self.built_at: Cell | None = None
        """Where :meth:`with_card` built the card (on the sheet it returns)."""
        self.best_other: float | None = None
        """What :meth:`alternatives` found, once asked."""

    def copy(self) -> FarmSheet:
        """A copy whose harvester list may be extended (the harvesters themselves are shared)."""
        other = FarmSheet.__new__(FarmSheet)
        other.coins, other.food, other.water = self.coins, self.food, self.water
        other.food_room, other.water_room, other.towers = self.food_room, self.water_room, self.towers
        other.banked, other.harvesters, other.leftovers = self.banked, self.harvesters[:], self.leftovers
        other.upkeep, other.years, other.due_now = self.upkeep, self.years, self.due_now
        other.actions, other.empty_now, other.built_at = self.actions, self.empty_now, self.built_at
        other.best_other = None
        return other

    def project(self, weights: Weights) -> float:
        """The farm's final score if the remaining harvests are paid as far as they can be,
        plus what unspent resources are worth while actions remain."""
        coins, food, water = self.coins, self.food, self.water
        food_room, water_room = self.food_room, self.water_room
        gained = 0.0
        lost = 0.0
        harvesters = self.harvesters  # makers of food first (kept in that order)
        alive = [True] * len(harvesters)
        for year in range(self.years + 1):
            if year:
                food = min(food + self.upkeep[0], food_room)
                water = min(water + self.upkeep[1], water_room)
                coins += self.upkeep[2]
            for i, h in enumerate(harvesters):
                if not alive[i] or (not year and not h.due_now):
                    continue
                if coins < h.coins_in or food < h.food_in or water < h.water_in:
                    alive[i] = False
                    lost += h.at_risk
                    continue
                made = h.made
                coins += made[COINS] - h.coins_in
                food = min(food - h.food_in + made[FOOD], food_room)
                water = min(water - h.water_in + made[WATER], water_room)
                gained += made[POINTS]
        score = self.banked + gained - lost + coins / 3.0 + food / 2.0
        if self.years or self.due_now:
            score += 0.5 * max(0, self.towers - water)
        else:
            score += self.empty_now
        actions = self.actions
        for resource, per, most in self.leftovers:
            # coins still have actions to be spent on: count what is likely left of them
            have = (food, water, max(0.0, coins - 2.0 * actions))[resource]
            score += min(have / per, most)
        if actions > 0:
            score += weights.spend * min(coins, weights.coins_per_action * actions)
            score += weights.food_spend * min(food, 2.0 * actions)
            score += weights.water_spend * min(water, actions)
        return score

    def add_harvester(self, harvester: Harvester) -> None:
        """Add a harvest ability, keeping makers of food first."""
        order = harvester.food_order()
        at = len(self.harvesters)
        while at and self.harvesters[at - 1].food_order() > order:
            at -= 1
        self.harvesters.insert(at, harvester)
        self.due_now = self.due_now or harvester.due_now

    # -- the other actions ---------------------------------------------------------------

    def alternatives(self, s: Any, weights: Weights) -> float:
        """The best projected worth of the actions other than building the card: a water
        tower, a silo, the market (selling 0-2 food), or restoring the best open area.
        Asked again of the same sheet, it answers from memory (sheets do not change once
        made: every other action copies them)."""
        if self.best_other is not None:
            return self.best_other
        numbers = s.tables.numbers
        best = -1e9
        if s.towers_left and self.coins >= numbers.tower_cost:
            best = max(best, self.with_tower(numbers).project(weights))
        if s.silos_left and self.food_room - self.food < numbers.silo_capacity:
            best = max(best, self.with_silo(numbers).project(weights))
        for sold in {0, min(numbers.market_food_most, self.food)}:
            best = max(best, self.after_market(numbers, sold).project(weights))
        self.best_other = best
        return best

    def with_tower(self, numbers: Any) -> FarmSheet:
        """The sheet after building a water tower (its coins paid, its water in it)."""
        tower = self.copy()
        tower.coins -= numbers.tower_cost
        tower.water += numbers.start_water
        tower.water_room += numbers.tower_capacity
        tower.towers += 1
        return tower

    def with_silo(self, numbers: Any) -> FarmSheet:
        """The sheet after building a silo."""
        silo = self.copy()
        silo.food_room += numbers.silo_capacity
        return silo

    def after_market(self, numbers: Any, sold: int) -> FarmSheet:
        """The sheet after going to market and selling ``sold`` food."""
        market = self.copy()
        market.food -= sold
        market.coins += numbers.market_coins + numbers.market_food_price * sold
        return market

    # -- building a card -----------------------------------------------------------------

    def with_card(self, s: Any, player: int, card: int, sense: Sense, tallies: Tallies,
                  at: Cell | None = None) -> FarmSheet | None:
        """The sheet after building ``card`` at its best cell (or at the cell ``at``), or
        ``None`` when it cannot be built now (coins, food, or water within range)."""
        coins, water, food = build_cost(s, player, card)
        if coins > self.coins or food > self.food or water > self.water:
            return None
        farm = s.players[player].farm
        cards = senses(s.tables)
        if at is None:
            best_cell, best_bonus = best_place(s, player, card, sense, tallies, water)
        else:
            best_cell, best_bonus = _best_of(s, player, farm, (at,), sense, cards, tallies, water)
        if best_cell is None:
            return None
        after = self.copy()
        after.built_at = best_cell
        after.coins -= coins
        after.food -= food
        after.water -= water
        after.banked += sense.points + best_bonus
        for verb, params in sense.immediate:
            _immediate(after, verb, params, farm, best_cell, cards)
        if sense.flow is not None:
            flow = sense.flow
            made = list(flow.made)
            if flow.per_group:
                count = min(_count_at(farm, best_cell, flow.per_group, cards), flow.per_most)
                made[flow.per_resource] += count * flow.per_each
            after.add_harvester(
                Harvester(flow.food_in, flow.water_in, flow.coins_in, made, True, float(sense.points))
            )
        for verb, params in sense.end:
            if verb == "points_per_leftover":
                after.leftovers = [*after.leftovers, _leftover(params)]
        return after


def _best_of(s: Any, player: int, farm: dict[Cell, Any], cells: Iterable[Cell], sense: Sense,
             cards: tuple[Sense, ...], tallies: Tallies, water: int) -> tuple[Cell | None, float]:
    """The cell of ``cells`` where the card scores the best placement bonus with ``water``
    within range, and that bonus (``None`` and a very low bonus where none can take it)."""
    best_cell: Cell | None = None
    best_bonus = -1e9
    for cell in cells:
        bonus = _placement_bonus(s, player, farm, cell, sense, cards, tallies)
        if bonus > best_bonus:
            if water and water_in_range(farm, cell, s.tables.numbers.water_range) < water:
                continue
            best_cell, best_bonus = cell, bonus
    return best_cell, best_bonus


_places: dict[tuple[Any, ...], tuple[Cell | None, float]] = {}
_places_tables: list[Any] = [None]
"""Best places already found, for the tables in the slot (held, so that no other tables can
take their identity while the places are kept)."""


def best_place(s: Any, player: int, card: int, sense: Sense, tallies: Tallies,
               water: int) -> tuple[Cell | None, float]:
    """Where in ``player``'s farm the card is best built (:func:`_best_of` over the free
    cells).  A search judges the same few farms again and again, so the answer is kept by
    what it depends on: the farm's cards, sides and water, the group counts the card's end
    abilities read, and the water it needs."""
    tables = s.tables
    if _places_tables[0] is not tables or len(_places) > 100_000:
        _places.clear()
        _places_tables[0] = tables
    farm = s.players[player].farm
    read = tuple(tally.get(group, 0) for group in sense.tallied for tally in tallies)
    key = (player, card, water, read,
           tuple([(cell, loc.card, loc.up, loc.water) for cell, loc in farm.items()]))
    found = _places.get(key)
    if found is None:
        found = _places[key] = _best_of(s, player, farm, free_cells(farm), sense, senses(tables),
                                        tallies, water)
    return found


def _groups(card: int, cards: tuple[Sense, ...]) -> frozenset[str]:
    if card == TOWER_CARD:
        return frozenset(("tower",))
    if card == SILO_CARD:
        return frozenset(("silo",))
    return cards[card].groups


def _count_at(farm: dict[Cell, Any], cell: Cell, group: str, cards: tuple[Sense, ...]) -> int:
    """How many face-up locations of ``group`` stand next to ``cell``."""
    found = 0
    for near in neighbours(cell):
        loc = farm.get(near)
        if loc is not None and loc.up and group in _groups(loc.card, cards):
            found += 1
    return found


def _open_at(farm: dict[Cell, Any], cell: Cell) -> int:
    return sum(1 for near in neighbours(cell) if near not in farm)


def _leftover(params: dict[str, Any]) -> tuple[int, int, int]:
    return (("food", "water", "coins").index(params["leftover"]), params["per"], params["most"])


def _placement_bonus(s: Any, player: int, farm: dict[Cell, Any], cell: Cell, sense: Sense,
                     cards: tuple[Sense, ...], tallies: Tallies) -> float:
    """What the card's end abilities score at ``cell`` and what it adds to its neighbours'
    (their end abilities and harvests counting it, coins when built beside)."""
    bonus = 0.0
    for verb, params in sense.end:
        bonus += _end_points(s, player, farm, cell, verb, params, sense.groups, cards, tallies)
    groups = sense.groups
    for near in neighbours(cell):
        loc = farm.get(near)
        if loc is None or not loc.up or loc.card < 0:
            continue
        other = cards[loc.card]
        for verb, params in other.end:
            if verb == "points_per_neighbour" and params["of"] in groups:
                bonus += params["points"]
            elif verb == "points_all_kinds_adjacent":
                bonus += 0.25 * params["points"] * (sense.groups & _KIND_SET != set())
            elif verb == "points_if_alone" and params["of"] in groups:
                bonus -= params["points"]
        for verb, params in other.ongoing:
            if verb == "coins_when_built_beside" and params["of"] in groups:
                bonus += params["coins"] / 3.0
        flow = other.flow
        if flow is not None and flow.per_group in groups:
            bonus += 0.5 * flow.per_each
    return bonus


def _end_points(s: Any, player: int, farm: dict[Cell, Any], cell: Cell, verb: str,
                params: dict[str, Any], groups: frozenset[str], cards: tuple[Sense, ...],
                tallies: Tallies, new: bool = True) -> float:
    """What an end ability scores at ``cell`` as the farm stands: a new card's (``new``: it is
    not in the farm yet, and its outcome is less sure), or a built one's."""
    if verb == "points_per_neighbour":
        return float(_count_at(farm, cell, params["of"], cards) * params["points"])
    if verb == "points_per_card":
        count = tallies[player].get(params["of"], 0) + (new and params["of"] in groups)
        return float(min(count * params["points"], params["most"]))
    if verb == "points_all_kinds_adjacent":
        have = sum(1 for kind in KINDS if _count_at(farm, cell, kind, cards))
        return float(params["points"]) * (have / 4.0) ** 2
    if verb == "points_if_alone":
        if _count_at(farm, cell, params["of"], cards):
            return 0.0
        return (0.8 if new else 1.0) * float(params["points"])
    if verb == "points_if_most":
        group = params["of"]
        mine = tallies[player].get(group, 0) + (new and group in groups)
        others = [tally.get(group, 0) for p, tally in enumerate(tallies) if p != player]
        return float(params["points"]) if mine and all(mine >= n for n in others) else 0.0
    return 0.0


Tallies = list[dict[str, int]]
"""Per player, how many face-up locations of each group their farm holds."""


def tally_groups(s: Any, cards: tuple[Sense, ...]) -> Tallies:
    """Every farm's :data:`Tallies`, counted once for a judgement."""
    tallies: Tallies = []
    for farmer in s.players:
        tally: dict[str, int] = {}
        for loc in farmer.farm.values():
            if loc.up:
                for g in _groups(loc.card, cards):
                    tally[g] = tally.get(g, 0) + 1
        tallies.append(tally)
    return tallies


def _immediate(sheet: FarmSheet, verb: str, params: dict[str, Any], farm: dict[Cell, Any],
               cell: Cell, cards: tuple[Sense, ...]) -> None:
    if verb == "gain_coins":
        sheet.coins += params["coins"]
    elif verb == "gain_points":
        sheet.banked += params["points"]
    elif verb == "gain_food":
        sheet.food = min(sheet.food + params["food"], sheet.food_room)
    elif verb == "fill_water":
        sheet.water = min(sheet.water + params["water"], sheet.water_room)
    elif verb == "gain_equipment":
        sheet.banked += 1.5
    elif verb == "coins_per_neighbour":
        sheet.coins += _count_at(farm, cell, params["of"], cards) * params["coins"]


# -- reading a farm -----------------------------------------------------------------------


def sheet_of(s: Any, player: int, cards: tuple[Sense, ...], tallies: Tallies) -> FarmSheet:
    """The sheet of ``player``'s farm in state ``s``."""
    tables = s.tables
    numbers = tables.numbers
    farmer = s.players[player]
    farm = farmer.farm
    phase = s.phase
    harvesting = phase == Phase.HARVEST or (phase == Phase.EQUIP and s.resume == Phase.HARVEST)
    before_harvest = phase < Phase.HARVEST and not harvesting
    sheet = FarmSheet()
    sheet.coins = farmer.coins
    sheet.food = farmer.food
    future = numbers.years - s.year
    sheet.upkeep = (numbers.upkeep_food, numbers.upkeep_water, numbers.upkeep_coins)
    sheet.years = future
    sheet.actions = numbers.hand_size * future + actions_this_year(s, player)
    banked = float(farmer.tokens + len(farmer.aside))
    todo = farmer.todo
    open_share = 1.0 if sheet.actions >= 6 else sheet.actions / 6.0
    for cell, loc in farm.items():
        card = loc.card
        if card == TOWER_CARD:
            sheet.water += loc.water
            sheet.water_room += loc.capacity
            sheet.towers += 1
            if loc.water == 0 and loc.up:
                sheet.empty_now += 1
        elif card == SILO_CARD:
            sheet.food_room += loc.capacity
        if not loc.up:
            continue
        for tile in loc.equipment:
            effect = tables.equipment[tile].effect
            banked += effect.function(s, player, cell, effect.params, "end")
        if card < 0:
            continue
        sense = cards[card]
        own = float(sense.points)
        for verb, params in sense.end:
            if verb == "points_per_leftover":
                sheet.leftovers.append(_leftover(params))
            else:
                own += _end_points(s, player, farm, cell, verb, params, sense.groups, cards, tallies, new=False)
        banked += own
        banked += _open_potential(farm, cell, sense, open_share)
        flow = sense.flow
        if flow is None:
            continue
        due_now = before_harvest or (harvesting and cell in todo)
        if not due_now and not future:
            continue
        made = list(flow.made)
        if flow.per_group:
            count = min(_count_at(farm, cell, flow.per_group, cards), flow.per_most)
            made[flow.per_resource] += count * flow.per_each
        food_in = flow.food_in
        for tile in loc.equipment:
            effect = tables.equipment[tile].effect
            made[FOOD] += effect.function(s, player, cell, effect.params, "gain")
            food_in -= effect.function(s, player, cell, effect.params, "cost")
        sheet.harvesters.append(
            Harvester(max(food_in, 0), flow.water_in, flow.coins_in, made, due_now, own)
        )
        sheet.due_now = sheet.due_now or due_now
    sheet.harvesters.sort(key=Harvester.food_order)
    sheet.banked = banked
    return sheet


def _open_potential(farm: dict[Cell, Any], cell: Cell, sense: Sense, share: float) -> float:
    """A little for each open cell beside a location that scores its neighbours."""
    if not share:
        return 0.0
    value = 0.0
    for verb, params in sense.end:
        if verb == "points_per_neighbour":
            value += 0.3 * share * params["points"] * _open_at(farm, cell)
        elif verb == "points_all_kinds_adjacent":
            value += 0.1 * share * params["points"] * min(_open_at(farm, cell), 2)
    for verb, params in sense.ongoing:
        if verb == "coins_when_built_beside":
            value += 0.1 * share * params["coins"] * _open_at(farm, cell)
        elif verb == "discount":
            value += 0.15 * share * params["coins"]
    return value


def actions_this_year(s: Any, player: int) -> float:
    """How many more cards the player will still choose and play this year (not counting a
    pick already made)."""
    phase = s.phase
    if phase == Phase.DRAW:
        return float(s.tables.numbers.hand_size)
    if phase == Phase.HARVEST or (phase == Phase.EQUIP and s.resume == Phase.HARVEST):
        return 0.0
    farmer = s.players[player]
    if s.num_players == 2:
        return (len(s.row) + len(s.pool)) / 2.0
    held = len(farmer.hand)
    if phase == Phase.PICK and farmer.pick != -1:
        held -= 1
    return float(held)

