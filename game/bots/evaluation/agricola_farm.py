"""How the bots judge one Agricola farm: its score sheet now, what its family, goods, fields
and herds are still likely to bring, and what its harvests ahead will cost.

Every farm is public, so each is judged alike.  The score sheet (the rules' scoring table)
counts in full; what is still to come fades as the rounds run out (:class:`Weights`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.bots.evaluation.agricola_cards import cards_worth
from game.bots.evaluation.agricola_harvest import Harvests, harvests_ahead, has_cooking
from game.rules.agricola import herds
from game.rules.agricola.scoring import sheet
from game.rules.agricola.scoring_table import DEFAULT_BANDS


@dataclass(frozen=True)
class Weights:
    """What a farm's prospects are worth, in points.

    Each person's action still to come is worth ``action``; goods in the supply are worth
    ``wood`` … ``vegetable`` each (crops on the fields too) while ``fade_rounds`` rounds or more remain, less after.
    An empty field is worth ``empty_field`` (it will be sown), a free room ``free_room`` of a
    child born in it next round and a free animal place ``free_place``.  Food missing at the next
    harvest costs ``cook_cost`` each where goods can be cooked for it, else ``missing_food``
    while people may easily fetch it (``fetch`` food an action), rising to the begging card
    as the actions left run short.  Food for
    the harvests after it costs ``later_food`` a food (``later_food_cooking`` with a cooking
    improvement), and food held beyond the next harvest saves that much.  Herds of two or more
    breed at ``breeding`` of the harvests left, where they have room.

    A farm rarely builds with more than ``plenty`` of a building good (wood, clay, reed,
    stone in that order: a room or two, the fences, an oven); each one beyond counts
    ``beyond`` of its worth, so a card that heaps goods on one space is not followed there
    round after round while the goods lie unused.

    What the cards in play will still give (:func:`.agricola_cards.cards_worth`) counts
    ``card_effects`` of its estimate.  Counted more, the normal bot plays more cards but loses
    to itself: ×1.5 won 12.5 of 30 two-player full games against ×1 (2.75 occupations and 2.04
    minors a player against 1.90 and 1.56), ×2 won 10 of 30 (deals 5000-5029, one side each
    deal in turn): the estimate is not low on the whole, it is off card by card.
    """

    action: float = 1.1
    wood: float = 0.3
    clay: float = 0.3
    reed: float = 0.45
    stone: float = 0.45
    grain: float = 0.5
    vegetable: float = 0.8
    fade_rounds: float = 4.0
    empty_field: float = 0.4
    free_room: float = 0.5
    free_place: float = 0.15
    missing_food: float = 0.8
    fetch: float = 2.5
    cook_cost: float = 0.35
    later_food: float = 0.7
    later_food_cooking: float = 0.4
    breeding: float = 0.5
    plenty: tuple[int, int, int, int] = (14, 10, 6, 6)
    beyond: float = 0.2
    card_effects: float = 1.0


WEIGHTS = Weights()


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
