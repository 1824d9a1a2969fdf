"""The harvest (field phase, feeding, breeding) and the animals that do not all fit.

Rulebook ("La cosecha"): every sown field gives one of its grain or vegetables; each person
eats 2 food (3 in a solo game; a person born this round 1), and any food missing is a
begging card; then each animal type with at least two animals gains one newborn, if the farm
can house it.  Conversions: grain and vegetables are 1 food raw at any time; a cooking
improvement turns vegetables and animals into more; each craft improvement turns at most one
of its good into food per harvest.  Facts: ../shared/facts/agricola.md §4, §5, §8.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.rules.agricola import card_fields, card_notes, cards, herds
from game.rules.agricola.food import cook_rate as cook_rate  # (the boards ask the harvest for it)
from game.rules.agricola.tables import ANIMALS, CROPS
from game.rules.core import Event

if TYPE_CHECKING:
    from game.rules.agricola.farmer import Farmer
    from game.rules.agricola.state import AgricolaState

BREEDING_ORDER = (2, 1, 0)
"""Newborns that cannot all be housed, when the player is not asked (a preview): cattle
first, then boar, then sheep (the most valuable kept)."""


def fits(state: AgricolaState, player: int) -> bool:
    """Whether the player's animals all fit on the farm."""
    farmer = state.players[player]
    return herds.can_house(farmer.farm, farmer.animals[0], farmer.animals[1], farmer.animals[2], pets=cards.pets(state, farmer))


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
    """The goods the player may turn into food at the feeding: while the family is not fed,
    crops, animals a cooking improvement cooks and the craft improvements' goods; once it is
    fed, still the craft improvements' goods (each converts at every harvest, the family fed
    or not) and the animals whose cooking makes room for a newborn in the breeding to come
    ("en cualquier momento": any other food may wait for a cost that asks for it)."""
    farmer = state.players[player]
    animals = [a for i, a in enumerate(ANIMALS) if farmer.animals[i] and cook_rate(state, farmer, a)]
    if farmer.goods["food"] < need(state, farmer):
        goods = [g for g in CROPS if farmer.goods[g]] + animals
    else:
        goods = [a for a in animals if _makes_room(state, player, ANIMALS.index(a))]
    goods += [g for g in ("wood", "clay", "reed") if farmer.goods[g] and _craft(state, farmer, g)]
    return goods


def _makes_room(state: AgricolaState, player: int, index: int) -> bool:
    """Whether cooking one animal of type ``index`` lets more newborns be housed in the
    breeding, or one of a type that had no room."""
    farmer = state.players[player]
    before = litters(state, player)
    if len(before) == 1 and _young(farmer.animals, before[0]) == _pairs(farmer.animals):
        return False  # every newborn fits already
    parents = farmer.animals[:]
    farmer.animals[index] -= 1
    try:
        after = litters(state, player)
    finally:
        farmer.animals[:] = parents
    kinds_before = {k for herd in before for k in range(3) if herd[k] > parents[k]}
    cooked = parents[:]
    cooked[index] -= 1
    kinds_after = {k for herd in after for k in range(3) if herd[k] > cooked[k]}
    most_before = max(_young(parents, herd) for herd in before)
    most_after = max(_young(cooked, herd) for herd in after)
    return most_after > most_before or bool(kinds_after - kinds_before)


def _young(parents: list[int], herd: tuple[int, int, int]) -> int:
    """Newborns in ``herd`` beyond ``parents``."""
    return sum(herd) - sum(parents)


def _pairs(parents: list[int]) -> int:
    """Types with two animals or more: the newborns a breeding may bring."""
    return sum(1 for count in parents if count >= 2)


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


def litters(state: AgricolaState, player: int) -> list[tuple[int, int, int]]:
    """The herds the player may have after this harvest's breeding: each type with two
    animals or more gains one newborn if the farm can house it; when not every newborn fits,
    each largest choice of newborns that does (none of them a part of another), most animals
    first, then cattle before boar before sheep.  One entry: nothing to choose."""
    farmer = state.players[player]
    parents = farmer.animals
    pairs = [index for index in BREEDING_ORDER if parents[index] >= 2]
    if not pairs:
        return [(parents[0], parents[1], parents[2])]
    pets = cards.pets(state, farmer)

    def herd(born: tuple[int, ...]) -> tuple[int, int, int]:
        return (parents[0] + (0 in born), parents[1] + (1 in born), parents[2] + (2 in born))

    every = herd(tuple(pairs))
    if herds.can_house(farmer.farm, *every, pets=pets):
        return [every]
    fitting: list[tuple[int, ...]] = []
    for size in range(len(pairs) - 1, -1, -1):
        for born in combinations(pairs, size):  # (in BREEDING_ORDER: cattle first)
            if not any(set(born) <= set(larger) for larger in fitting) and herds.can_house(farmer.farm, *herd(born), pets=pets):
                fitting.append(born)
    return [herd(born) for born in fitting] or [herd(())]  # (parents that do not fit: no room)


def breed(state: AgricolaState, ask: bool = False) -> list[Event]:
    """Every type with two animals or more gains one newborn where the farm can house it.
    With ``ask``, a player whose newborns do not all fit and who may choose which to house
    is added to ``state.feeding`` to choose (:func:`keep_newborns`); otherwise the first of
    :func:`litters` is kept."""
    events = []
    for player in ((state.start + k) % state.num_players for k in range(state.num_players)):
        choices = litters(state, player)
        if ask and len(choices) > 1:
            state.feeding.append(player)
            continue
        events += keep_newborns(state, player, choices[0])
    return events


def keep_newborns(state: AgricolaState, player: int, kept: tuple[int, int, int]) -> list[Event]:
    """The player houses these herds after the breeding (one of :func:`litters`); the
    newborns left out run away (rulebook: newborns cannot be cooked straight after birth)."""
    farmer = state.players[player]
    born = [kept[index] - farmer.animals[index] for index in range(3)]
    if not any(born):
        return []
    farmer.animals[:] = list(kept)
    return [Event("animals_born", player, {"sheep": born[0], "boar": born[1], "cattle": born[2]}),
            *card_notes.housed(state, player)]


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
