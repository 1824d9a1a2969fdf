"""Paying a Fields of Green harvest: an ability's cost paid and its gain applied (what the
towers and silos cannot hold said lost), a location flipped, and the automatic payer's order.

Rulebook ("Cosecha"): each green ability is paid, in any order, or its location turns face down
(an open area), its equipment discarded.  :mod:`.turns` says whose harvest it is and when it ends.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.fields_of_green import legal
from game.rules.fields_of_green.abilities import HARVEST, store_food
from game.rules.fields_of_green.farm import Cell, cell_text, take_water, towers_in_range

if TYPE_CHECKING:
    from game.rules.fields_of_green.state import FogState


def say_spilt(state: FogState, player: int, events: list[Event]) -> None:
    """Say what the abilities just gave that the player's towers and silos could not hold
    (rulebook: what does not fit is lost), as the upkeep says its own."""
    farmer = state.players[player]
    if any(farmer.spilt.values()):
        events.append(Event("spilt", player, dict(farmer.spilt)))
        farmer.spilt = {"food": 0, "water": 0}


def pay_and_apply(state: FogState, player: int, cell: Cell, events: list[Event]) -> None:
    farmer = state.players[player]
    water, food, coins = legal.harvest_cost(state, player, cell)
    farmer.coins -= coins
    farmer.food -= food
    farmer.todo.remove(cell)
    if water:
        wanted = _water_wanted(state, player)
        take_water(farmer.farm, cell, state.tables.numbers.water_range, water, wanted)
    loc = farmer.farm[cell]
    ability = state.tables.cards[loc.card].harvest
    assert ability is not None
    had = (farmer.food, farmer.water, farmer.coins, farmer.tokens)
    for effect in ability.effects:
        effect.function(state, player, cell, effect.params)
    for tile in loc.equipment:
        effect = state.tables.equipment[tile].effect
        store_food(farmer, effect.function(state, player, cell, effect.params, "gain"))
    code = state.tables.cards[loc.card].code
    now = (farmer.food, farmer.water, farmer.coins, farmer.tokens)
    gave = tuple((name, after - before) for name, before, after in zip(GAINS, had, now, strict=True) if after > before)
    events.append(Event("harvested", player, {"cell": cell_text(cell), "card": code, "paid": (coins, water, food),
                                              "gave": gave}))
    say_spilt(state, player, events)


GAINS = ("food", "water", "coins", "points")
"""What a harvest ability may give, as the ``gave`` of its event names it."""


def _water_wanted(state: FogState, player: int) -> Counter[Cell]:
    """How many of the harvests still to pay want water from each tower: a harvest takes its
    water from the towers the others need least, so one payment does not starve another."""
    farmer = state.players[player]
    cards = state.tables.cards
    wanted: Counter[Cell] = Counter()
    for cell in farmer.todo:
        ability = cards[farmer.farm[cell].card].harvest
        if ability is not None and ability.water:
            wanted.update(towers_in_range(farmer.farm, cell, state.tables.numbers.water_range))
    return wanted


def flip(state: FogState, player: int, cell: Cell, events: list[Event]) -> None:
    farmer = state.players[player]
    farmer.todo.remove(cell)
    loc = farmer.farm[cell]
    lost = tuple(state.tables.equipment[t].code for t in loc.equipment)
    loc.up = False
    loc.equipment = ()  # flipped equipment is discarded for good (rulebook, "Equipo")
    code = state.tables.cards[loc.card].code
    events.append(Event("flipped", player, {"cell": cell_text(cell), "card": code, "equipment": lost}))


def _food_made(state: FogState, cell: Cell, player: int) -> int:
    """Roughly how much food the harvest at ``cell`` makes (to order the automatic payer)."""
    loc = state.players[player].farm[cell]
    ability = state.tables.cards[loc.card].harvest
    assert ability is not None
    made = 0
    for effect in ability.effects:
        if effect.params.values.get("resource") != "food":
            continue
        if effect.function is HARVEST.function("produce"):
            made += effect.params.whole("amount")
        elif effect.function is HARVEST.function("produce_per_neighbour"):
            made += effect.params.whole("each") * effect.params.whole("most")
    return made


def _harvest_rank(state: FogState, player: int, cell: Cell, room: int) -> tuple[int, int]:
    """Which harvest the automatic payer takes first (smallest): food makers while their food
    fits the silos, then the eaters of food, which make room."""
    made = _food_made(state, cell, player)
    eaten = legal.harvest_cost(state, player, cell)[1]
    return (1 if made > room else 0, eaten - made)


def auto_harvest(state: FogState, player: int, events: list[Event]) -> None:
    """Pay what can be paid in a good order: while food is short of the silos' room, makers
    of food first, then eaters of food; flip what cannot be paid at the end."""
    farmer = state.players[player]
    while farmer.todo and not state.offer:
        payable = [c for c in farmer.todo if legal.harvest_reason(state, player, c) is None]
        if not payable:
            for cell in farmer.todo[:]:
                flip(state, player, cell, events)
            return
        room = farmer.food_capacity - farmer.food
        pay_and_apply(state, player, min(payable, key=lambda c: _harvest_rank(state, player, c, room)), events)
