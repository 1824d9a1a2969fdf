"""The hard bot's judgement of an Agricola farm: the score sheet now plus what the farm's
family, goods and fields can still be turned into before the end.

The normal bot's judgement (:mod:`.agricola_farm`) values every good alike while the rounds
last; this one asks what each good is *for*:

- **Building goods** are worth their share of the projects still open to the farm (rooms for
  the children to come, the fences of the first pastures, a cooking improvement, the
  renovations), and little beyond what those projects need.
- **Food** is judged over every harvest left, not only the next: the food held, promised
  (the well), growing on the fields, and what grain, vegetables and spare animals give cooked
  at the farm's rates, against what the family will eat.  What is missing costs the actions
  that fetch it (``fetch`` food an action) while people are left to fetch it, the begging
  card beyond that; the next harvest is judged on its own first, since only the actions
  before it can feed it.
- **Family growth** needs a free room and a growth space (the round cards *Wish for
  children* and *Urgent wish for children*, which the rivals want too): a free room is worth
  the child it will likely bring, and a child is worth its points and its actions less its
  food.
- **Fields**: an empty field is worth a sowing when the farm holds seed; crops on the fields
  come to the supply as the harvests pass (counted by the food judgement and the sheet).
- **Animals** breed where they have room; a cooking improvement turns spare ones into food.

Every farm is public, so every farm is judged alike.  The weights (:class:`DeepWeights`) are
in points.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.bots.evaluation.agricola_harvest import COOKS
from game.rules.agricola import herds
from game.rules.agricola.farmyard import parse_cells
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Done, Fence
from game.rules.agricola.scoring import sheet
from game.rules.agricola.scoring_table import DEFAULT_BANDS

GROWTH_CARDS = ("wish_for_children", "urgent_wish_for_children")
"""The round cards that let a family grow (the family game has no other growth space)."""

BAKERS = {"clay_oven": 5, "stone_oven": 4}
"""Food per grain of the ovens (one bake uses them once, the best first)."""


@dataclass(frozen=True)
class DeepWeights:
    """What a farm's prospects are worth, in points (see the module docs).

    ``action``: a person's action still to come.  ``need_good``: a building good some open
    project needs (``reed_need``, ``stone_need`` for the scarcer ones), ``spare_good`` one
    beyond every project.  ``goods_fade``: rounds before the end below which goods start to
    lose their worth (fewer actions are left to use them).  ``fetch``: food one action
    fetches; ``food_spare``: a food beyond every harvest's needs.  ``room_child``: the share
    of a child's worth a free room brings (growth spaces are few and contested).
    ``sow_share``: the share of a sowing's crop an empty field with seed at hand is worth.
    ``cooking``: a cooking improvement's worth per harvest left beyond the food it cooks now.
    ``breeding``: the share of a newborn's band points counted per harvest left.
    ``free_place``: an animal place still empty.
    """

    action: float = 1.2
    need_good: float = 0.5
    reed_need: float = 0.7
    stone_need: float = 0.6
    spare_good: float = 0.08
    goods_fade: float = 3.0
    fetch: float = 2.2
    food_spare: float = 0.1
    room_child: float = 0.6
    sow_share: float = 0.5
    cooking: float = 0.5
    breeding: float = 0.6
    free_place: float = 0.2


DEEP_WEIGHTS = DeepWeights()


@dataclass(frozen=True)
class Outlook:
    """What is left of the game for one farm: the ``rounds_after`` this one, the people's
    ``actions`` still to come, the ``harvests`` still to feed, and ``fade`` (1 while goods
    keep their worth, falling to 0 at the end)."""

    rounds_after: int
    actions: int
    harvests: int
    fade: float


def outlook(s: Any, player: int, weights: DeepWeights) -> Outlook:
    """The time left for ``player`` (see :class:`Outlook`)."""
    farmer = s.players[player]
    numbers = s.tables.numbers
    rounds_after = numbers.rounds - s.round
    free = farmer.free_people if s.phase in (Phase.WORK, Phase.ACTION) else 0
    actions = free + farmer.people * rounds_after
    fed = s.phase == Phase.FEED and player not in s.feeding
    harvests = sum(1 for h in numbers.harvest_after if h > s.round or (h == s.round and not fed))
    time_left = rounds_after + free / max(1, farmer.people)
    return Outlook(rounds_after, actions, harvests, min(1.0, time_left / weights.goods_fade))


FINISH_MOVES = 12
"""At most this many moves of one step are weighed when an action under way is finished
(pastures: the ones covering most cells)."""


def finished(s: Any) -> Any:
    """``s`` itself when no action is under way, else a copy where the player carrying one
    out finishes it greedily (each step the one leaving the farm worth most), so that a
    person just placed is judged by what the space will bring, not by the steps still to
    take.  The moves the normal bot weighs first are placements; without this, a space
    whose worth lies in its steps (an improvement, a room, a field) would look worthless."""
    if s.phase not in (Phase.ACTION, Phase.HOUSING):
        return s
    player = s.current_player
    s = s.clone()
    for _ in range(16):
        if s.phase not in (Phase.ACTION, Phase.HOUSING) or s.current_player != player:
            break
        moves = s.legal_moves()
        if len(moves) > FINISH_MOVES:
            moves = _fewer(s, player, moves)
        best, best_value = None, -1e9
        for move in moves:
            after = s.clone()
            after.apply_unchecked(move)
            value = deep_farm_worth(after, player)
            if value > best_value:
                best, best_value = after, value
        assert best is not None
        s = best
    return s


def _fewer(s: Any, player: int, moves: list[Any]) -> list[Any]:
    """The moves worth weighing among many: pastures covering the most free cells, cells
    spread over the farm otherwise, "done" always."""
    farm = s.players[player].farm
    free = farm.free_cells()
    kept = [m for m in moves if isinstance(m, Done)]
    pastures = [m for m in moves if isinstance(m, Fence)]
    if pastures:
        def covered(move: Fence) -> tuple[int, int]:
            cells = parse_cells(move.cells)
            return ((cells & free).bit_count(), -cells.bit_count())
        pastures.sort(key=covered, reverse=True)
        return kept + pastures[: FINISH_MOVES - len(kept)]
    others = [m for m in moves if not isinstance(m, Done)]
    step = len(others) / (FINISH_MOVES - len(kept))
    return kept + [others[int(i * step)] for i in range(FINISH_MOVES - len(kept))]


def deep_farm_worth(s: Any, player: int, weights: DeepWeights = DEEP_WEIGHTS) -> float:
    """``player``'s farm in points-equivalent: the score sheet now plus its prospects."""
    farmer = s.players[player]
    value = float(sum(points for _, points in sheet(s, player)))
    if s.phase == Phase.OVER:
        return value
    time = outlook(s, player, weights)
    value += weights.action * time.actions
    rates = _rates(s, farmer)
    value += _growth(s, farmer, time, weights)
    value += _building_goods(s, farmer, time, weights)
    value += _fields(farmer, time, rates, weights)
    value += _animals(farmer, time, weights)
    if rates["cooking"]:
        value += weights.cooking * time.harvests
    value -= _food_cost(s, farmer, player, time, rates, weights)
    return value


def _rates(s: Any, farmer: Any) -> dict[str, float]:
    """Food a good gives cooked or baked at the farm's best rate (``cooking``: 1 with a
    cooking improvement)."""
    rates = {"grain": 1.0, "vegetable": 1.0, "sheep": 0.0, "boar": 0.0, "cattle": 0.0, "cooking": 0.0}
    for major in farmer.majors:
        if major in COOKS:
            rates["cooking"] = 1.0
            for good, food in s.tables.major(major).cook:
                rates[good] = max(rates[good], float(food))
            # baking grain takes an action: count a little less than the rate
            rates["grain"] = max(rates["grain"], s.tables.major(major).bake_food - 0.5)
        elif major in BAKERS:
            rates["grain"] = max(rates["grain"], BAKERS[major] - 1.5)
    return rates


def _growth(s: Any, farmer: Any, time: Outlook, weights: DeepWeights) -> float:
    """The children the free rooms will likely bring."""
    numbers = s.tables.numbers
    if farmer.people >= numbers.max_people or time.rounds_after < 1:
        return 0.0
    ids = [space.id for space in s.spaces] + [card.id for card in s.deck]
    if not any(card in ids for card in GROWTH_CARDS):
        return 0.0
    free_rooms = min(farmer.farm.room_count() - farmer.people, numbers.max_people - farmer.people)
    if free_rooms <= 0:
        return 0.0
    born_after = time.rounds_after - 1 if s.round < 5 else time.rounds_after
    born_after = max(0, min(born_after, numbers.rounds - 5))
    harvests = max(0, time.harvests - 1)
    child = 3.0 + weights.action * born_after - 2.0 * harvests / weights.fetch * weights.action
    if child <= 0:
        return 0.0
    worth = 0.0
    share = weights.room_child
    for _ in range(free_rooms):
        worth += share * child
        share *= 0.6
    return worth


def _projects(s: Any, farmer: Any, time: Outlook) -> dict[str, int]:
    """The building goods the farm's open projects still need."""
    farm = farmer.farm
    numbers = s.tables.numbers
    rooms = farm.room_count()
    wanted_rooms = max(0, min(numbers.max_people, farmer.people + 2) - rooms) if time.rounds_after >= 2 else 0
    need = {"wood": 0, "clay": 0, "reed": 0, "stone": 0}
    material = farm.house
    need[material] += numbers.room_material * wanted_rooms
    need["reed"] += numbers.room_reed * wanted_rooms
    fences = farm.fences.bit_count()
    if fences < 12 and time.rounds_after >= 1:
        need["wood"] += max(0, (8 if not farm.pastures else 12) - fences)
    if not any(major in COOKS for major in farmer.majors):
        need["clay"] += 2
    if material != "stone":
        need["clay" if material == "wood" else "stone"] += rooms + wanted_rooms
        need["reed"] += 1
    if "clay_oven" not in farmer.majors and "stone_oven" not in farmer.majors:
        need["clay"] += 1
        need["stone"] += 1
    return need


def _building_goods(s: Any, farmer: Any, time: Outlook, weights: DeepWeights) -> float:
    """Wood, clay, reed and stone: their share of the open projects, little beyond."""
    need = _projects(s, farmer, time)
    worth = 0.0
    for good, needed in need.items():
        held = farmer.goods[good]
        used = min(held, needed)
        rate = weights.reed_need if good == "reed" else weights.stone_need if good == "stone" else weights.need_good
        worth += rate * used + weights.spare_good * (held - used)
    return time.fade * worth


def _fields(farmer: Any, time: Outlook, rates: dict[str, float], weights: DeepWeights) -> float:
    """Empty fields that seed at hand will sow."""
    if time.harvests == 0:
        return 0.0
    empty = farmer.farm.empty_fields().bit_count()
    seeds = farmer.goods["grain"] + farmer.goods["vegetable"]
    sowable = min(empty, seeds)
    # a sown grain becomes three: two more grain, each a food (and band points)
    return time.fade * weights.sow_share * sowable * 2.0 * max(1.0, rates["grain"]) * 0.6


def _animals(farmer: Any, time: Outlook, weights: DeepWeights) -> float:
    """What the herds will still breed where they have room, and the empty places."""
    places = herds.capacity_plan(farmer.farm).total
    spare = max(0, places - sum(farmer.animals))
    value = time.fade * weights.free_place * min(spare, 6)
    if not time.harvests or not spare:
        return value
    for index, name in enumerate(("sheep", "boar", "cattle")):
        count = farmer.animals[index]
        if count < 2 or not spare:
            continue
        born = min(spare, time.harvests)
        spare -= born
        gained = DEFAULT_BANDS.band_points(name, count + born) - DEFAULT_BANDS.band_points(name, count)
        value += weights.breeding * max(gained, 0.5 * born)
    return value


def _spare_animals(farmer: Any) -> list[int]:
    """The animals of each type above the last band threshold reached (cooking them costs
    no points)."""
    spare = []
    for index, name in enumerate(("sheep", "boar", "cattle")):
        count = farmer.animals[index]
        band = getattr(DEFAULT_BANDS, name)
        reached = max((t for t in band if t <= count), default=0)
        spare.append(count - reached)
    return spare


def _food_cost(s: Any, farmer: Any, player: int, time: Outlook, rates: dict[str, float],
               weights: DeepWeights) -> float:
    """What feeding the family at every harvest left will cost, in points.

    For each harvest ahead, the food the farm will have by then without working for it
    (food held and promised, the crops of the field phases by then, grain, vegetables and
    spare animals cooked at the farm's rates, and with a cooking improvement the herds'
    newborns) is set against what the family will have eaten by then.  The most food missing
    by any harvest must be fetched by actions at ``action / fetch`` points a food, but only
    as much as the actions before that harvest can fetch (``fetch`` food each, fewer for the
    next harvest, whose few food spaces the rivals want too); the rest is begging."""
    if not time.harvests:
        return 0.0
    numbers = s.tables.numbers
    adult = numbers.solo_adult_food if s.config.players == 1 else numbers.adult_food
    round_now = s.round
    fed = s.phase == Phase.FEED and player not in s.feeding
    ahead = [h for h in numbers.harvest_after if h > round_now or (h == round_now and not fed)]
    first = ahead[0]
    newborns = farmer.newborns if first == round_now else 0
    field_phase_due = not (s.phase == Phase.FEED and first == round_now)
    working = s.phase in (Phase.WORK, Phase.ACTION)
    spare = _spare_animals(farmer)
    cook_now = (farmer.goods["grain"] * rates["grain"]
                + farmer.goods["vegetable"] * rates["vegetable"]
                + sum(spare[i] * rates[name] for i, name in enumerate(("sheep", "boar", "cattle"))))
    breeders = sum(1 for count in farmer.animals if count >= 2) if rates["cooking"] else 0
    crops = list(farmer.farm.crops.values())
    promised = sorted(farmer.promised.items())
    needed = 0.0
    worst = 0.0
    begging = 0.0
    for k, harvest in enumerate(ahead):
        needed += (farmer.people - newborns) * adult + newborns * numbers.newborn_food if k == 0 \
            else farmer.people * adult
        field_phases = k + 1 if field_phase_due else k
        have = farmer.goods["food"] + cook_now
        have += sum(food for r, food in promised if round_now < r <= harvest)
        for crop, count in crops:
            have += min(count, field_phases) * (rates["grain"] if crop == "grain" else rates["vegetable"])
        have += breeders * k * rates["sheep"] * 0.5
        short = needed - have
        if short <= 0:
            continue
        worst = max(worst, short)
        actions = 0
        if working:
            actions = farmer.free_people + farmer.people * (harvest - round_now)
        elif k:
            actions = farmer.people * (harvest - round_now)
        rate = weights.fetch * (0.6 if k == 0 else 0.8)
        begging = max(begging, short - actions * rate)
    if not worst:
        spare_food = farmer.goods["food"] + cook_now - needed
        return -weights.food_spare * max(0.0, spare_food)
    return (worst - begging) * weights.action / weights.fetch - DEFAULT_BANDS.begging_card * begging
