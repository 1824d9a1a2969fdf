"""How the bots judge an Agricola family's food: what the next harvest needs against what the
farm can make by then, and what the harvests after it will cost.

Food missing at a harvest is a begging card (−3 points each).  While people are still to be
placed before that harvest, a missing food costs about a share of an action (fishing, a day
labourer) instead; once nobody is left to send, it costs the begging card.  Grain, vegetables
and (with a cooking improvement) animals can be cooked at any time, at the price of the goods
themselves, which the score sheet already counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.agricola.legal import Phase
from game.rules.agricola.tables import ANIMALS

COOKS = ("fireplace_2", "fireplace_3", "hearth_4", "hearth_5")
"""The improvements that cook vegetables and animals at any time."""


@dataclass(frozen=True)
class Harvests:
    """What is known of a player's harvests ahead: the ``next`` harvest's round (0: none
    left for this player), the food it ``needs``, the food the farm ``has`` for it without
    cooking goods (food, promised food, this field phase's crops), the food ``cookable``
    goods would give, the persons still to be placed before it (``actions``), and the
    ``later`` harvests' food needs after it."""

    next: int
    needs: int
    has: int
    cookable: int
    actions: int
    later: int


def harvests_ahead(s: Any, player: int) -> Harvests:
    """The harvests ahead of ``player`` in the state ``s`` (see :class:`Harvests`)."""
    numbers = s.tables.numbers
    farmer = s.players[player]
    round_now = s.round
    harvesting = s.phase in (Phase.FEED, Phase.BREED)
    fed_now = s.phase == Phase.BREED or (harvesting and player not in s.feeding)
    ahead = [h for h in numbers.harvest_after if h > round_now or (h == round_now and not fed_now)]
    if not ahead:
        return Harvests(0, 0, 0, 0, 0, 0)
    adult = numbers.solo_adult_food if s.config.players == 1 else numbers.adult_food
    first = ahead[0]
    newborns = farmer.newborns if first == round_now else 0
    needs = (farmer.people - newborns) * adult + newborns * numbers.newborn_food
    has = farmer.goods["food"]
    if not (s.phase == Phase.FEED and first == round_now):
        # the field phase of that harvest is still to come
        has += len(farmer.farm.crops)
        if farmer.patches:  # a crop from each sown plot of the cards that are fields
            has += sum(len(plots) for plots in farmer.patches.values())
    for later_round, food in farmer.promised.items():
        if round_now < later_round <= first:
            has += food
    actions = 0
    if not harvesting:
        actions = farmer.free_people + farmer.people * (first - round_now)
    elif first > round_now:
        # fed already while others still feed: the rounds before the next harvest still
        # send every person (counted as none, the next harvest's food looked like begging
        # cards and a bot kept its last grain and begged rather than eat it raw)
        actions = farmer.people * (first - round_now)
    later = (len(ahead) - 1) * farmer.people * adult
    return Harvests(first, needs, has, cookable_food(s, farmer), actions, later)


def cookable_food(s: Any, farmer: Any) -> int:
    """The food the player's grain, vegetables and animals would give cooked now, but for
    the last grain and the last vegetable: eating either costs the score sheet's two points
    (a crop row from some to none), so it is no cheap food, and counted as such a farm kept
    its last grain and took a begging card rather than eat it raw."""
    rates = {"grain": 1, "vegetable": 1}
    for major in farmer.majors:
        if major in COOKS:
            for good, food in s.tables.major(major).cook:
                rates[good] = max(rates.get(good, 0), food)
    food = max(0, farmer.goods["grain"] - 1) * rates["grain"] + max(0, farmer.goods["vegetable"] - 1) * rates["vegetable"]
    for index, animal in enumerate(ANIMALS):
        food += farmer.animals[index] * rates.get(animal, 0)
    return int(food)


def has_cooking(farmer: Any) -> bool:
    """Whether the player owns a fireplace or a cooking hearth."""
    return any(major in COOKS for major in farmer.majors)
