"""Card and equipment abilities of Fields of Green as effect verbs (:mod:`game.rules.effects`).

A location card's ability has the timing of its frame (rulebook, "Ubicación de la
construcción"): grey, *immediate*, applied once when it is built; green, *harvest*, applied
each harvest after its cost is paid; yellow, *end of game*, scored at the end.  Each timing is
a hook; a card in YAML names a verb and its parameters (``{verb: produce, food: 3}``).

Every verb receives ``(state, player, cell, params)``: the state, the owner, the location's
cell and the checked parameters.  Immediate and harvest verbs change the state; end verbs
return points.  Equipment verbs receive also the moment the rules ask about (``placed``,
``cost``, ``gain``, ``end``) and answer with a number for that moment (see
:data:`EQUIPMENT`).

``of`` parameters name a group of locations: a pile's kind (``field``), a tag (``cereal``),
``tower`` or ``silo`` (the content's set ``group``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.effects import Choice, Hook, Params, Timing, Whole
from game.rules.fields_of_green.farm import (
    SILO_CARD,
    TOWER_CARD,
    Cell,
    Farmer,
    add_water,
    neighbours,
)
from game.rules.fields_of_green.tables import KINDS, FogTables

if TYPE_CHECKING:
    from game.rules.fields_of_green.state import FogState

GAME = "fields_of_green"

CardVerb = Callable[["FogState", int, Cell, Params], None]
"""An immediate or harvest ability: changes the owner's farm, purse or tokens."""
EndVerb = Callable[["FogState", int, Cell, Params], int]
"""An end-of-game ability: the points it scores."""
OngoingVerb = Callable[["FogState", int, Cell, Params, str, int, Cell], int]
"""An ongoing ability of a built location, asked about each later build of its owner
(``card`` at ``where``): at the ``cost`` moment it answers the coins it saves; at the
``built`` moment it acts."""
EquipmentVerb = Callable[["FogState", int, Cell, Params, str], int]
"""An equipment tile: acts when ``placed``; answers the food it saves from a harvest ``cost``,
the food it adds to a harvest ``gain``, and its points at the ``end``."""

IMMEDIATE: Hook[CardVerb] = Hook(GAME, "immediate")
HARVEST: Hook[CardVerb] = Hook(GAME, "harvest")
END: Hook[EndVerb] = Hook(GAME, "end of game")
ONGOING: Hook[OngoingVerb] = Hook(GAME, "ongoing")
EQUIPMENT: Hook[EquipmentVerb] = Hook(GAME, "equipment")

GROUP = Choice("group")
RESOURCE = Choice("resource", ("food", "water", "coins", "points"))
LEFTOVER = Choice("leftover", ("food", "water", "coins"))
_COUNT = Whole(1, 6)


def in_group(tables: FogTables, card: int, group: str) -> bool:
    """Whether a location (its ``card``) belongs to ``group``: a kind, a tag, tower or silo."""
    if card == TOWER_CARD:
        return group == "tower"
    if card == SILO_CARD:
        return group == "silo"
    design = tables.cards[card]
    return design.kind == group or group in design.tags


def count_neighbours(state: FogState, player: int, cell: Cell, group: str) -> int:
    """How many face-up locations of ``group`` stand orthogonally next to ``cell``."""
    farm = state.players[player].farm
    found = 0
    for near in neighbours(cell):
        loc = farm.get(near)
        if loc is not None and loc.up and in_group(state.tables, loc.card, group):
            found += 1
    return found


def count_in_farm(state: FogState, player: int, group: str) -> int:
    """How many face-up locations of ``group`` the player's farm holds."""
    tables = state.tables
    return sum(
        1 for loc in state.players[player].farm.values() if loc.up and in_group(tables, loc.card, group)
    )


def gain(state: FogState, player: int, resource: str, amount: int) -> None:
    """Give ``amount`` of ``resource``: food into the silos (what does not fit is lost),
    water onto the towers (likewise), coins, or point tokens."""
    farmer = state.players[player]
    if resource == "food":
        store_food(farmer, amount)
    elif resource == "water":
        farmer.spilt["water"] += add_water(farmer.farm, amount)
    elif resource == "coins":
        farmer.coins += amount
    else:
        farmer.tokens += amount


def store_food(farmer: Farmer, amount: int) -> None:
    """Put ``amount`` food in the silos; food beyond their capacity is lost (and counted in
    :attr:`Farmer.spilt`)."""
    kept = min(farmer.food + amount, farmer.food_capacity)
    farmer.spilt["food"] += max(0, farmer.food + amount - kept)
    farmer.food = kept


def draw_equipment(state: FogState) -> None:
    """Gain equipment: draw 3 tiles to choose one from (an equipment choice follows)."""
    drawn = state.tables.numbers.equipment_drawn
    state.offer.extend(state.equipment[:drawn])
    del state.equipment[:drawn]


# -- immediate (grey frame) ---------------------------------------------------------------


@IMMEDIATE.verb("gain_coins", Timing.AT_ONCE, "build", {"coins": _COUNT})
def gain_coins(state: FogState, player: int, cell: Cell, params: Params) -> None:
    """Take coins from the supply."""
    state.players[player].coins += params.whole("coins")


@IMMEDIATE.verb("gain_points", Timing.AT_ONCE, "build", {"points": _COUNT})
def gain_points(state: FogState, player: int, cell: Cell, params: Params) -> None:
    """Take point tokens."""
    state.players[player].tokens += params.whole("points")


@IMMEDIATE.verb("gain_food", Timing.AT_ONCE, "build", {"food": _COUNT})
def gain_food(state: FogState, player: int, cell: Cell, params: Params) -> None:
    """Put food from the supply in the silos."""
    store_food(state.players[player], params.whole("food"))


@IMMEDIATE.verb("fill_water", Timing.AT_ONCE, "build", {"water": _COUNT})
def fill_water(state: FogState, player: int, cell: Cell, params: Params) -> None:
    """Put water from the supply on the towers."""
    farmer = state.players[player]
    farmer.spilt["water"] += add_water(farmer.farm, params.whole("water"))


@IMMEDIATE.verb("gain_equipment", Timing.AT_ONCE, "build")
def gain_equipment(state: FogState, player: int, cell: Cell, params: Params) -> None:
    """Gain equipment: draw 3 tiles, keep 1."""
    draw_equipment(state)


@IMMEDIATE.verb("coins_per_neighbour", Timing.AT_ONCE, "build", {"of": GROUP, "coins": _COUNT})
def coins_per_neighbour(state: FogState, player: int, cell: Cell, params: Params) -> None:
    """Take coins for each location of a group next to it."""
    count = count_neighbours(state, player, cell, params.name("of"))
    state.players[player].coins += count * params.whole("coins")


# -- harvest (green frame) ----------------------------------------------------------------


@HARVEST.verb("produce", Timing.AT_PHASE, "harvest", {"resource": RESOURCE, "amount": _COUNT})
def produce(state: FogState, player: int, cell: Cell, params: Params) -> None:
    """Produce food, water, coins or point tokens."""
    gain(state, player, params.name("resource"), params.whole("amount"))


@HARVEST.verb(
    "produce_per_neighbour",
    Timing.AT_PHASE,
    "harvest",
    {"of": GROUP, "resource": RESOURCE, "each": _COUNT, "most": _COUNT},
)
def produce_per_neighbour(state: FogState, player: int, cell: Cell, params: Params) -> None:
    """Produce a resource for each location of a group next to it, up to a most."""
    count = min(count_neighbours(state, player, cell, params.name("of")), params.whole("most"))
    gain(state, player, params.name("resource"), count * params.whole("each"))


@HARVEST.verb("harvest_equipment", Timing.AT_PHASE, "harvest")
def harvest_equipment(state: FogState, player: int, cell: Cell, params: Params) -> None:
    """Gain equipment: draw 3 tiles, keep 1 (usable in the same harvest)."""
    draw_equipment(state)


# -- end of game (yellow frame) -----------------------------------------------------------


@END.verb("points_per_neighbour", Timing.AT_END, "score", {"of": GROUP, "points": _COUNT})
def points_per_neighbour(state: FogState, player: int, cell: Cell, params: Params) -> int:
    """Points for each location of a group next to it."""
    return count_neighbours(state, player, cell, params.name("of")) * params.whole("points")


@END.verb(
    "points_per_card",
    Timing.AT_END,
    "score",
    {"of": GROUP, "points": _COUNT, "most": Whole(1, 20)},
)
def points_per_card(state: FogState, player: int, cell: Cell, params: Params) -> int:
    """Points for each location of a group anywhere in the farm, up to a most."""
    count = count_in_farm(state, player, params.name("of"))
    return min(count * params.whole("points"), params.whole("most"))


@END.verb("points_all_kinds_adjacent", Timing.AT_END, "score", {"points": Whole(1, 12)})
def points_all_kinds_adjacent(state: FogState, player: int, cell: Cell, params: Params) -> int:
    """Points when locations of all four kinds stand next to it."""
    if all(count_neighbours(state, player, cell, kind) for kind in KINDS):
        return params.whole("points")
    return 0


@END.verb("points_if_alone", Timing.AT_END, "score", {"of": GROUP, "points": Whole(1, 12)})
def points_if_alone(state: FogState, player: int, cell: Cell, params: Params) -> int:
    """Points when no location of a group stands next to it."""
    return 0 if count_neighbours(state, player, cell, params.name("of")) else params.whole("points")


@END.verb(
    "points_per_leftover",
    Timing.AT_END,
    "score",
    {"leftover": LEFTOVER, "per": _COUNT, "most": Whole(1, 12)},
)
def points_per_leftover(state: FogState, player: int, cell: Cell, params: Params) -> int:
    """One point for every so many food, water or coins left at the end, up to a most."""
    farmer = state.players[player]
    have = {"food": farmer.food, "water": farmer.water, "coins": farmer.coins}[params.name("leftover")]
    return min(have // params.whole("per"), params.whole("most"))


@END.verb("points_if_most", Timing.AT_END, "score", {"of": GROUP, "points": Whole(1, 12)})
def points_if_most(state: FogState, player: int, cell: Cell, params: Params) -> int:
    """Points when no other farm has more locations of a group (ties share)."""
    group = params.name("of")
    mine = count_in_farm(state, player, group)
    others = (count_in_farm(state, p, group) for p in range(state.num_players) if p != player)
    return params.whole("points") if mine and all(mine >= n for n in others) else 0


# -- ongoing ------------------------------------------------------------------------------


@ONGOING.verb("discount", Timing.ON_ACTION, "build", {"of": GROUP, "coins": _COUNT})
def discount(
    state: FogState, player: int, cell: Cell, params: Params, moment: str, card: int, where: Cell
) -> int:
    """Later locations of a group cost fewer coins."""
    if moment == "cost" and in_group(state.tables, card, params.name("of")):
        return params.whole("coins")
    return 0


@ONGOING.verb("coins_when_built_beside", Timing.ON_ACTION, "build", {"of": GROUP, "coins": _COUNT})
def coins_when_built_beside(
    state: FogState, player: int, cell: Cell, params: Params, moment: str, card: int, where: Cell
) -> int:
    """Take coins whenever a location of a group is built next to it."""
    beside = abs(cell[0] - where[0]) + abs(cell[1] - where[1]) == 1
    if moment == "built" and beside and in_group(state.tables, card, params.name("of")):
        state.players[player].coins += params.whole("coins")
    return 0


# -- equipment ----------------------------------------------------------------------------


@EQUIPMENT.verb("bigger_tower", Timing.AT_ONCE, "placed", {"water": _COUNT})
def bigger_tower(state: FogState, player: int, cell: Cell, params: Params, moment: str) -> int:
    """The tower holds more water."""
    if moment == "placed":
        state.players[player].farm[cell].capacity += params.whole("water")
    return 0


@EQUIPMENT.verb("longer_pipes", Timing.AT_ONCE, "placed", {"steps": _COUNT})
def longer_pipes(state: FogState, player: int, cell: Cell, params: Params, moment: str) -> int:
    """The tower's water reaches further."""
    if moment == "placed":
        state.players[player].farm[cell].reach += params.whole("steps")
    return 0


@EQUIPMENT.verb("bigger_silo", Timing.AT_ONCE, "placed", {"food": _COUNT})
def bigger_silo(state: FogState, player: int, cell: Cell, params: Params, moment: str) -> int:
    """The silo holds more food."""
    if moment == "placed":
        state.players[player].farm[cell].capacity += params.whole("food")
    return 0


@EQUIPMENT.verb("richer_harvest", Timing.AT_PHASE, "harvest", {"food": _COUNT})
def richer_harvest(state: FogState, player: int, cell: Cell, params: Params, moment: str) -> int:
    """Each time its location is harvested, it produces more food."""
    return params.whole("food") if moment == "gain" else 0


@EQUIPMENT.verb("cheaper_feed", Timing.AT_PHASE, "harvest", {"food": _COUNT})
def cheaper_feed(state: FogState, player: int, cell: Cell, params: Params, moment: str) -> int:
    """Its location's harvest costs less food."""
    return params.whole("food") if moment == "cost" else 0


@EQUIPMENT.verb("prize", Timing.AT_END, "score", {"points": _COUNT})
def prize(state: FogState, player: int, cell: Cell, params: Params, moment: str) -> int:
    """Points at the end of the game."""
    return params.whole("points") if moment == "end" else 0
