"""Food made at any time: raw grain and vegetables, and animals with a cooking improvement,
and whether a cost asking for food can be paid with them.

Rulebook ("Fase de cosecha 2"): "Cada grano o vegetal sin procesar se puede convertir en 1
alimento en cualquier momento" and "Las mejoras con el símbolo de cocción se pueden utilizar
para convertir animales en Alimentos en cualquier momento".  So a food cost (an occupation's
food, a space that sells an animal for food, a minor improvement's food) can be paid while
the supply's food is short, by cooking first (RULINGS.md: "En cualquier momento").  Baking
needs a bake action and the craft improvements convert only at the harvest: neither counts
here.  Facts: ../shared/facts/agricola.md §8.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola.tables import ANIMALS, CROPS, Goods

if TYPE_CHECKING:
    from game.rules.agricola.farmer import Farmer
    from game.rules.agricola.state import AgricolaState


def cook_rate(state: AgricolaState, farmer: Farmer, good: str) -> int:
    """Food for one ``good`` at the player's best rate now (0: it cannot be turned into
    food)."""
    best = 1 if good in CROPS else 0
    for major_id in farmer.majors:
        best = max(best, state.tables.major(major_id).cook_rate(good))
    return best


def held(farmer: Farmer, good: str) -> int:
    """How many of ``good`` the player has (animals on the farm, goods in the supply)."""
    return farmer.animals[ANIMALS.index(good)] if good in ANIMALS else farmer.goods[good]


def any_time_goods(state: AgricolaState, farmer: Farmer) -> list[str]:
    """The goods the player holds and may turn into food at any time: crops, and animals
    when a cooking improvement cooks them."""
    goods = [crop for crop in CROPS if farmer.goods[crop]]
    if farmer.majors:
        goods += [animal for i, animal in enumerate(ANIMALS) if farmer.animals[i] and cook_rate(state, farmer, animal)]
    return goods


def within_reach(state: AgricolaState, farmer: Farmer, spared: Goods = ()) -> int:
    """The food the player could make at once, keeping the ``spared`` goods (those a cost
    asks for besides its food)."""
    keep = dict(spared)
    return sum(max(0, held(farmer, good) - keep.get(good, 0)) * cook_rate(state, farmer, good)
               for good in any_time_goods(state, farmer))


def short(farmer: Farmer, cost: Goods) -> int:
    """The food ``cost`` asks beyond the supply's (0: none missing)."""
    food = sum(amount for good, amount in cost if good == "food")
    return max(0, food - farmer.goods["food"])


def affordable(state: AgricolaState, farmer: Farmer, cost: Goods) -> bool:
    """Whether the player can pay ``cost`` now: the supply holds it, or holds all but food
    that grain, vegetables or animals cooked at once would make."""
    if farmer.has(cost):
        return True
    missing = short(farmer, cost)
    if not missing:
        return False
    rest = tuple((good, amount) for good, amount in cost if good != "food")
    return farmer.has(rest) and within_reach(state, farmer, rest) >= missing
