"""The harvest (field phase, feeding, breeding) and the animals that do not all fit.

Rulebook ("La cosecha"): every sown field gives one of its grain or vegetables; each person
eats 2 food (3 in a solo game; a person born this round 1), and any food missing is a
begging card; then each animal type with at least two animals gains one newborn, if the farm
can house it.  Conversions: grain and vegetables are 1 food raw at any time; a cooking
improvement turns vegetables and animals into more; each craft improvement turns at most one
of its good into food per harvest.  Facts: ../shared/facts/agricola.md §4, §5, §8.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola import card_fields, card_notes, cards, herds
from game.rules.agricola.tables import ANIMALS, CROPS
from game.rules.core import Event

if TYPE_CHECKING:
    from game.rules.agricola.farmer import Farmer
    from game.rules.agricola.state import AgricolaState

BREEDING_ORDER = (2, 1, 0)
"""Newborns that cannot all be housed: cattle first, then boar, then sheep (the most
valuable kept; our ruling, since the rulebook lets the player arrange freely)."""


def fits(state: AgricolaState, player: int) -> bool:
    """Whether the player's animals all fit on the farm."""
    farmer = state.players[player]
    return herds.can_house(farmer.farm, farmer.animals[0], farmer.animals[1], farmer.animals[2], pets=cards.pets(state, farmer))


def cook_rate(state: AgricolaState, farmer: Farmer, good: str) -> int:
    """Food for one ``good`` at the player's best rate now (0: it cannot be turned into
    food)."""
    best = 1 if good in CROPS else 0
    for major_id in farmer.majors:
        best = max(best, state.tables.major(major_id).cook_rate(good))
    return best


def _craft(state: AgricolaState, farmer: Farmer, good: str) -> int:
    """Food from the player's unused craft improvement for ``good`` this harvest (0: none)."""
    for major_id in farmer.majors:
        major = state.tables.major(major_id)
        if major.craft_good == good and major_id not in farmer.crafted:
            return major.craft_food
    return 0


def need(state: AgricolaState, farmer: Farmer) -> int:
    """Food the family eats in this harvest."""
    numbers = state.tables.numbers
    adult = numbers.solo_adult_food if state.solo else numbers.adult_food
    return (farmer.people - farmer.newborns) * adult + farmer.newborns * numbers.newborn_food


def cookable(state: AgricolaState, player: int) -> list[str]:
    """The goods the player may still turn into food while the family is not fed."""
    farmer = state.players[player]
    if farmer.goods["food"] >= need(state, farmer):
        return []
    goods = [g for g in CROPS if farmer.goods[g] and cook_rate(state, farmer, g)]
    goods += [a for i, a in enumerate(ANIMALS) if farmer.animals[i] and cook_rate(state, farmer, a)]
    goods += [g for g in ("wood", "clay", "reed") if farmer.goods[g] and _craft(state, farmer, g)]
    return goods


def cook(state: AgricolaState, player: int, good: str) -> list[Event]:
    """Turn one ``good`` into food (a craft improvement for building goods)."""
    farmer = state.players[player]
    if good in ANIMALS:
        food = cook_rate(state, farmer, good)
        farmer.animals[ANIMALS.index(good)] -= 1
    elif good in CROPS:
        food = cook_rate(state, farmer, good)
        farmer.goods[good] -= 1
    else:
        food = _craft(state, farmer, good)
        major = next(m for m in farmer.majors if state.tables.major(m).craft_good == good and m not in farmer.crafted)
        farmer.crafted.append(major)
        farmer.goods[good] -= 1
    farmer.goods["food"] += food
    return [Event("cooked", player, {"good": good, "food": food})]


def feed(state: AgricolaState, player: int) -> list[Event]:
    """Feed the family with the food held; one begging card for each food missing."""
    farmer = state.players[player]
    eaten = need(state, farmer)
    paid = min(eaten, farmer.goods["food"])
    farmer.goods["food"] -= paid
    begged = eaten - paid
    farmer.begging += begged
    farmer.crafted = []
    if farmer.used:
        farmer.used = []
    events = [Event("fed", player, {"food": paid, "people": farmer.people})]
    if begged:
        events.append(Event("begged", player, {"cards": begged}))
    return events


def fields(state: AgricolaState) -> list[Event]:
    """The field phase: one grain or vegetable from every sown field, for everyone (the
    fields of the farmyard, then the cards that are fields, each card its own event)."""
    events = []
    for player, farmer in enumerate(state.players):
        gained = {crop: 0 for crop in CROPS}
        for cell, (crop, count) in sorted(farmer.farm.crops.items()):
            gained[crop] += 1
            if count > 1:
                farmer.farm.crops[cell] = (crop, count - 1)
            else:
                del farmer.farm.crops[cell]
        for crop, amount in gained.items():
            farmer.goods[crop] += amount
        if any(gained.values()):
            events.append(Event("harvested", player, {"grain": gained["grain"], "vegetable": gained["vegetable"]}))
        if farmer.patches:
            events += card_fields.harvest(farmer, player, gained)
        if farmer.played:
            events += cards.fire(state, player, cards.HARVEST)
    return events


def breed(state: AgricolaState) -> list[Event]:
    """Every type with two animals or more gains one newborn where the farm can house it."""
    events = []
    for player, farmer in enumerate(state.players):
        born = [0, 0, 0]
        for index in BREEDING_ORDER:
            if farmer.animals[index] < 2:
                continue
            trial = farmer.animals[:]
            for earlier in range(3):
                trial[earlier] += born[earlier]
            trial[index] += 1
            if herds.can_house(farmer.farm, trial[0], trial[1], trial[2], pets=cards.pets(state, farmer)):
                born[index] = 1
        for index in range(3):
            farmer.animals[index] += born[index]
        if any(born):
            events.append(Event("animals_born", player, {"sheep": born[0], "boar": born[1], "cattle": born[2]}))
            events += card_notes.housed(state, player)
    return events


def keep(state: AgricolaState, player: int, kept: tuple[int, int, int]) -> list[Event]:
    """Keep ``kept`` animals; the others are cooked when the player can, else run away."""
    farmer = state.players[player]
    food = 0
    for index, animal in enumerate(ANIMALS):
        extra = farmer.animals[index] - kept[index]
        food += extra * cook_rate(state, farmer, animal)
        farmer.animals[index] = kept[index]
    farmer.goods["food"] += food
    state.housing_for = -1
    return [Event("animals_kept", player, {"sheep": kept[0], "boar": kept[1], "cattle": kept[2], "food": food}), *card_notes.housed(state, player)]
