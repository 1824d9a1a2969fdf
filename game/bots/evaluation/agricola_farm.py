"""How the bots judge one Agricola farm: its score sheet now, what its family, goods, fields
and herds are still likely to bring, and what its harvests ahead will cost.

Every farm is public, so each is judged alike.  The score sheet (the rules' scoring table)
counts in full; what is still to come fades as the rounds run out (:class:`.agricola_weights.Weights`, read
from the game's judgement file).
"""

from __future__ import annotations

from typing import Any

from game.bots.evaluation.agricola_cards import cards_worth
from game.bots.evaluation.agricola_harvest import Harvests, harvests_ahead, has_cooking
from game.bots.evaluation.agricola_weights import WEIGHTS, Weights
from game.rules.agricola import herds
from game.rules.agricola.scoring import sheet
from game.rules.agricola.scoring_table import DEFAULT_BANDS


def farm_worth(s: Any, player: int, weights: Weights = WEIGHTS) -> float:
    """``player``'s farm in points-equivalent: the score sheet now plus its prospects."""
    farmer = s.players[player]
    value = float(sum(points for _, points in sheet(s, player)))
    numbers = s.tables.numbers
    rounds_after = numbers.rounds - s.round
    time_left = rounds_after + farmer.free_people / max(1, farmer.people)
    fade = min(1.0, time_left / weights.fade_rounds)
    value += weights.action * (farmer.free_people + farmer.people * rounds_after)
    goods = farmer.goods
    value += fade * (
        weights.wood * _useful(goods["wood"], weights.plenty[0], weights.beyond)
        + weights.clay * _useful(goods["clay"], weights.plenty[1], weights.beyond)
        + weights.reed * _useful(goods["reed"], weights.plenty[2], weights.beyond)
        + weights.stone * _useful(goods["stone"], weights.plenty[3], weights.beyond)
        + weights.grain * goods["grain"]
        + weights.vegetable * goods["vegetable"]
    )
    farm = farmer.farm
    for crop, count in farm.crops.values():
        # crops on the fields come to the supply over the harvests
        value += fade * (weights.grain if crop == "grain" else weights.vegetable) * count
    for plots in farmer.patches.values():  # and those on the cards that are fields
        for crop, count in plots:
            value += fade * (weights.grain if crop == "grain" else weights.vegetable) * count
    value += fade * weights.empty_field * farm.empty_fields().bit_count()
    if farmer.people < numbers.max_people and rounds_after > 1:
        free_rooms = min(max(0, farm.room_count() - farmer.people), numbers.max_people - farmer.people)
        # a child born in a free room: three points, its actions, less the food it eats
        child = 3.0 + weights.action * (rounds_after - 1) - weights.later_food * rounds_after
        value += weights.free_room * max(0.0, child) * free_rooms
    value += _herds(farm, farmer.animals, rounds_after, fade, weights)
    value -= _food_cost(harvests_ahead(s, player), has_cooking(farmer), weights)
    if farmer.played or farmer.scheduled:
        value += cards_worth(s, player, weights.card_effects)  # the full game's cards (their points are on the sheet)
    return float(value)


def _useful(count: int, plenty: int, beyond: float) -> float:
    """A building good's count as the farm will use it: in full up to ``plenty``, then each
    one more at ``beyond``."""
    if count <= plenty:
        return float(count)
    return plenty + beyond * (count - plenty)


def _herds(farm: Any, animals: list[int], rounds_after: int, fade: float, weights: Weights) -> float:
    """What the herds will still breed where they have room, and the free animal places."""
    places = herds.capacity_plan(farm).total
    spare = max(0, places - sum(animals))
    value = fade * weights.free_place * spare
    if not rounds_after or not spare:
        return value
    harvests = max(1, rounds_after // 2)
    for index, name in enumerate(("sheep", "boar", "cattle")):
        count = animals[index]
        if count < 2 or not spare:
            continue
        born = min(spare, harvests)
        spare -= born
        gained = DEFAULT_BANDS.band_points(name, count + born) - DEFAULT_BANDS.band_points(name, count)
        value += weights.breeding * gained
    return value


def _food_cost(ahead: Harvests, cooking: bool, weights: Weights) -> float:
    """What feeding the family at the harvests ahead will cost, in points."""
    if not ahead.next:
        return 0.0
    missing = max(0, ahead.needs - ahead.has)
    cost = 0.0
    if missing:
        cooked = min(missing, ahead.cookable)
        cost += weights.cook_cost * cooked
        missing -= cooked
        begging = -DEFAULT_BANDS.begging_card
        # fetching food takes actions: the fewer are left for what is missing, the nearer
        # each missing food comes to a begging card
        crowded = min(1.0, missing / max(1.0, ahead.actions * weights.fetch))
        cost += missing * (weights.missing_food + (begging - weights.missing_food) * crowded)
    spare = max(0, ahead.has - ahead.needs)
    later = max(0, ahead.later - spare)
    return cost + (weights.later_food_cooking if cooking else weights.later_food) * later
