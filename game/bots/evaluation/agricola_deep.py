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
- **Cards** (the full game): those in play count their points now and what their effects will
  still give (:mod:`.agricola_cards`); those in the hand a share of what the best few will
  bring once played, beyond the actions that play them (:mod:`.agricola_hand`), so a good card
  held is a reason to head for the space that plays it and to gather its cost.

Every farm is public, so every farm is judged alike; the hands are not, but every hand is
judged the same way (in the guessed worlds the bot judges, a rival holds sampled cards: see
:mod:`.agricola_hand`).  The weights (:class:`.agricola_weights.DeepWeights`, read
from the game's judgement file) are in points.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from game.bots.evaluation.agricola_cards import card_points, cards_worth, draft_step
from game.bots.evaluation.agricola_hand import hand_worth
from game.bots.evaluation.agricola_harvest import COOKS
from game.bots.evaluation.agricola_weights import DEEP_WEIGHTS, DeepWeights
from game.rules.agricola.card_hooks import scored_card_fields
from game.rules.agricola.farmyard import parse_cells
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Choose, Done, Fence, Go
from game.rules.agricola.scoring_table import DEFAULT_BANDS
from game.rules.agricola.tables import Major
from game.rules.core import Rng

GROWTH_CARDS = ("wish_for_children", "urgent_wish_for_children")
"""The round cards that let a family grow (the family game has no other growth space)."""

ANIMAL_NAMES = ("sheep", "boar", "cattle")


@dataclass(frozen=True)
class Outlook:
    """What is left of the game for one farm: the ``rounds_after`` this one, the people's
    ``actions`` still to come, the ``harvests`` still to feed (their rounds: ``ahead``),
    whether the next harvest's field phase is still to come (``fields_due``), and ``fade``
    (1 while goods keep their worth, falling to 0 at the end)."""

    rounds_after: int
    actions: int
    harvests: int
    ahead: tuple[int, ...]
    fields_due: bool
    working: bool
    fade: float
    time_left: float
    """The rounds after this one and the share of this one still to work (free people)."""


def outlook(s: Any, player: int, weights: DeepWeights) -> Outlook:
    """The time left for ``player`` (see :class:`Outlook`)."""
    farmer = s.players[player]
    numbers = s.tables.numbers
    round_now = s.round
    rounds_after = numbers.rounds - round_now
    working = s.phase in (Phase.WORK, Phase.ACTION)
    free = farmer.free_people if working else 0
    actions = free + farmer.people * rounds_after
    feeding_now = s.phase in (Phase.FEED, Phase.BREED)
    fed = s.phase == Phase.BREED or (feeding_now and player not in s.feeding)
    ahead = tuple(h for h in numbers.harvest_after if h > round_now or (h == round_now and not fed))
    fields_due = not (feeding_now and ahead and ahead[0] == round_now)
    time_left = rounds_after + free / max(1, farmer.people)
    fade = min(1.0, time_left / weights.goods_fade)
    return Outlook(rounds_after, actions, len(ahead), ahead, fields_due, working, fade, time_left)


FINISH_MOVES = 8
"""At most this many moves of one step are weighed when an action under way is finished
(pastures: the ones covering most free cells)."""


def finished(s: Any, judge: Callable[[Any, int], float] | None = None) -> Any:
    """``s`` itself when no action is under way, else a copy where the player carrying one
    out finishes it greedily (each step the one leaving the farm worth most; a part of an
    "and/or" space judged by its own steps finished), so that a person just placed is judged
    by what the space will bring, not by the steps still to take.  The moves the normal bot
    weighs first are placements; without this, a space whose worth lies in its steps (an
    improvement, a room, a field) would look worthless.  ``judge`` ``(state, player)`` is the
    farm's worth each step is chosen by (the deep evaluation's unless told)."""
    if s.phase not in (Phase.ACTION, Phase.HOUSING):
        return s
    player = s.current_player
    s = s.clone()
    for _ in range(16):
        if s.phase not in (Phase.ACTION, Phase.HOUSING) or s.current_player != player:
            break
        step = _best_step(s, player, judge or deep_farm_worth)
        if step is None:  # no step the view shows (a rival's card to choose from a hidden hand)
            break
        s = step
    return s


def _best_step(s: Any, player: int, judge: Callable[[Any, int], float]) -> Any:
    """The state after ``player``'s best next step of the action under way in ``s`` (``s``
    itself, changed, when only one step is legal; ``None`` when none is)."""
    moves = s.legal_moves()
    if not moves:
        return None
    if len(moves) == 1:
        s.apply_unchecked(moves[0])
        return s
    if len(moves) > FINISH_MOVES:
        moves = _fewer(s, player, moves)
    best, best_value = None, -1e9
    for move in moves:
        after = s.clone()
        after.apply_unchecked(move)
        if isinstance(move, Choose):
            # a part is worth what its steps will bring
            after = finished(after, judge)
        value = judge(after, player)
        if value > best_value:
            best, best_value = after, value
    return best


def deep_step(s: Any, rng: Rng, memo: dict[Any, Any] | None = None, weights: DeepWeights = DEEP_WEIGHTS,
              judge: Callable[[Any, int], float] | None = None) -> Any:
    """One step of the hard bot's playouts, as a whole: a placement together with its action's
    steps (the placement leaving the mover's farm worth most once its action is finished
    greedily, ties at random), the rest of an action under way, or one harvest move.

    The placement's finished action is kept rather than played again step by step, and a
    fencing weighs only the pastures covering most free cells (:data:`FINISH_MOVES`), so a
    playout costs about one judgement per placement and step whatever the farm offers.
    ``memo`` (shared by the playouts of one comparison round: one world, one chance) keeps
    what each placement is worth to a farm, by the farm, the space's goods and the
    improvements left: a rival answering every candidate from the same farm weighs its
    placements once, and only its chosen one is carried out again.  ``judge`` ``(state,
    player)`` is the farm's worth the steps are chosen by (:func:`deep_farm_worth` with
    ``weights`` unless told; the memo must then serve one judge only)."""
    if judge is None:
        judge = partial(deep_judge, weights=weights)
    if s.phase in (Phase.ACTION, Phase.HOUSING):
        return finished(s, judge)
    if s.draft is not None and s.draft.active:
        return draft_step(s)
    player = s.current_player
    moves = s.legal_moves()
    if len(moves) == 1:
        s.apply_unchecked(moves[0])
        return s
    farm_key = _farm_key(s, player) if memo is not None and s.phase == Phase.WORK else None
    places = {space.id: index for index, space in enumerate(s.spaces)} if farm_key is not None else {}
    states: dict[Any, Any] = {}
    best: list[Any] = []
    best_value = -1e9
    for move in moves:
        key = None
        if farm_key is not None and isinstance(move, Go):
            index = places.get(move.space)
            stock = tuple(s.stock[index].items()) if index is not None else ()
            key = (farm_key, move.space, stock)
        value = memo.get(key) if memo is not None and key is not None else None
        if value is None:
            after = s.clone()
            after.apply_unchecked(move)
            if isinstance(move, Go | Choose):
                after = finished(after, judge)
            value = judge(after, player)
            states[move] = after
            if key is not None and memo is not None:
                memo[key] = value
        if value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    chosen = best[0] if len(best) == 1 else rng.choice(best)
    found = states.get(chosen)
    if found is not None:
        return found
    s = s.clone()
    s.apply_unchecked(chosen)
    return finished(s, judge) if isinstance(chosen, Go | Choose) else s


def deep_judge(s: Any, player: int, weights: DeepWeights = DEEP_WEIGHTS) -> float:
    """:func:`deep_farm_worth` as a judge ``(state, player)``, judged by the player itself."""
    return deep_farm_worth(s, player, weights)


def _farm_key(s: Any, player: int) -> tuple[Any, ...]:
    """What a placement's worth to ``player`` depends on beside the space's goods: the farm,
    the supply, the family, the round, the improvements left and, in the full game, the hand,
    the goods laid on round spaces and kept on cards, the cards used and every player's played cards (a card in
    front of another player may pay or charge for a space)."""
    farmer = s.players[player]
    farm = farmer.farm
    return (
        player, s.round, farm.house, farm.rooms, farm.fields, farm.stables, farm.fences, farm.pastures,
        tuple(farm.crops.items()), tuple(farmer.goods.items()), tuple(farmer.animals), farmer.people,
        farmer.newborns, farmer.placed, farmer.begging, tuple(farmer.majors), tuple(farmer.promised.items()),
        tuple(farmer.crafted), tuple(s.majors_left), len(s.spaces),
        tuple(farmer.hand), tuple(farmer.used), tuple((r, tuple(g.items())) for r, g in farmer.scheduled.items()),
        tuple(tuple(other.played) for other in s.players),
        tuple((c, tuple(g.items())) for c, g in farmer.stored.items()) if farmer.stored else (),
        tuple(farmer.patches.items()) if farmer.patches else (),
    )


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


def _band_table(name: str, top: int = 64) -> tuple[int, ...]:
    return tuple(DEFAULT_BANDS.band_points(name, count) for count in range(top))


BANDS = {name: _band_table(name) for name in ("fields", "pastures", "grain", "vegetables", "sheep", "boar", "cattle")}
"""The scoring table's banded rows as lookups by count."""

ROOM_POINTS = {"wood": 0, "clay": DEFAULT_BANDS.clay_room, "stone": DEFAULT_BANDS.stone_room}
BEGGING = -DEFAULT_BANDS.begging_card


def _band(name: str, count: int) -> int:
    table = BANDS[name]
    return table[count] if count < len(table) else table[-1]


_MAJORS: dict[int, dict[str, Major]] = {}


def majors_of(tables: Any) -> dict[str, Major]:
    """The major improvements of ``tables`` by id (kept, since the tables never change)."""
    found = _MAJORS.get(id(tables))
    if found is None:
        found = _MAJORS[id(tables)] = {major.id: major for major in tables.majors}
    return found


def sheet_total(s: Any, player: int) -> int:
    """The total of ``player``'s score sheet now (the rules' :func:`sheet`, summed, faster)."""
    farmer = s.players[player]
    farm = farmer.farm
    goods = farmer.goods
    grain, vegetable = goods["grain"], goods["vegetable"]
    for crop, count in farm.crops.values():
        if crop == "grain":
            grain += count
        else:
            vegetable += count
    for plots in farmer.patches.values():  # the cards that are fields
        for crop, count in plots:
            if crop == "grain":
                grain += count
            else:
                vegetable += count
    fields = farm.fields.bit_count() + (scored_card_fields(s, farmer) if farmer.played else 0)
    sheep, boar, cattle = farmer.animals
    pastured = 0
    for pasture in farm.pastures:
        pastured |= pasture
    total = (
        _band("fields", fields)
        + _band("pastures", len(farm.pastures))
        + _band("grain", grain)
        + _band("vegetables", vegetable)
        + _band("sheep", sheep)
        + _band("boar", boar)
        + _band("cattle", cattle)
        + DEFAULT_BANDS.unused_cell * farm.free_cells().bit_count()
        + DEFAULT_BANDS.fenced_stable * (farm.stables & pastured).bit_count()
        + ROOM_POINTS[farm.house] * farm.rooms.bit_count()
        + DEFAULT_BANDS.person * farmer.people
        + DEFAULT_BANDS.begging_card * farmer.begging
    )
    if farmer.majors:
        majors = majors_of(s.tables)
        for major_id in farmer.majors:
            major = majors[major_id]
            total += major.points
            if major.bonus_good:
                total += major.bonus(goods.get(major.bonus_good, 0))
    return int(total)


_JUDGED = [0]


def farms_judged() -> int:
    """How many farms :func:`deep_farm_worth` has judged in this process so far: the hard bot
    bounds a decision's work by it (the search's ``work``).  Bots thinking at once in one
    process share the count."""
    return _JUDGED[0]


def count_judged() -> None:
    """Count one more farm judged (:func:`farms_judged`); a judgement other than
    :func:`deep_farm_worth` calls it too, so the hard bot's work cap holds for it."""
    _JUDGED[0] += 1


def deep_farm_worth(s: Any, player: int, weights: DeepWeights = DEEP_WEIGHTS, viewer: int | None = None) -> float:
    """``player``'s farm in points-equivalent: the score sheet now plus its prospects, judged
    by ``viewer`` (``None``: by the player itself); another player's hand is judged without
    reading its cards (:mod:`.agricola_hand`)."""
    _JUDGED[0] += 1
    value = float(sheet_total(s, player))
    farmer = s.players[player]
    if farmer.played:
        value += card_points(s, player)  # the full game's cards row
    if s.phase == Phase.OVER:
        return value
    if farmer.played or farmer.scheduled:
        value += cards_worth(s, player)
    time = outlook(s, player, weights)
    value += weights.action * time.actions
    if farmer.hand:
        value += hand_worth(s, player, weights.hand, time.time_left, weights.card_action,
                            seen=viewer is None or viewer == player)
    rates = _rates(s, farmer)
    value += _growth(s, farmer, time, weights)
    value += _building_goods(s, farmer, time, weights)
    value += _fields(farmer, time, weights)
    value += _animals(farmer, time, weights)
    if rates["cooking"]:
        value += weights.cooking * time.harvests
    value -= _food_cost(s, farmer, time, rates, weights)
    return value


def _rates(s: Any, farmer: Any) -> dict[str, float]:
    """Food a good gives cooked or baked at the farm's best rate (``cooking``: 1 with a
    cooking improvement)."""
    rates = {"grain": 1.0, "vegetable": 1.0, "sheep": 0.0, "boar": 0.0, "cattle": 0.0, "cooking": 0.0}
    if not farmer.majors:
        return rates
    majors = majors_of(s.tables)
    for major_id in farmer.majors:
        major = majors[major_id]
        if major_id in COOKS:
            rates["cooking"] = 1.0
            for good, food in major.cook:
                rates[good] = max(rates[good], float(food))
            # baking grain takes an action: count a little less than the rate
            rates["grain"] = max(rates["grain"], major.bake_food - 0.5)
        elif major.bake_food:
            rates["grain"] = max(rates["grain"], major.bake_food - 1.5)
    return rates


def _growth_ahead(s: Any) -> bool:
    """Whether a growth space is open or still to come."""
    for space in s.spaces:
        if space.id in GROWTH_CARDS:
            return True
    return any(card.id in GROWTH_CARDS for card in s.deck)


def _growth(s: Any, farmer: Any, time: Outlook, weights: DeepWeights) -> float:
    """The children the free rooms will likely bring."""
    numbers = s.tables.numbers
    if farmer.people >= numbers.max_people or time.rounds_after < 1:
        return 0.0
    free_rooms = min(farmer.farm.rooms.bit_count() - farmer.people, numbers.max_people - farmer.people)
    if free_rooms <= 0 or not _growth_ahead(s):
        return 0.0
    born_after = time.rounds_after - 1 if s.round < 5 else time.rounds_after
    born_after = max(0, min(born_after, numbers.rounds - 5))
    harvests = max(0, time.harvests - 1)
    child = 3.0 + weights.action * born_after - 2.0 * harvests * weights.action / weights.fetch
    if child <= 0:
        return 0.0
    worth = 0.0
    share = weights.room_child
    for _ in range(free_rooms):
        worth += share * child
        share *= 0.6
    return worth


def _building_goods(s: Any, farmer: Any, time: Outlook, weights: DeepWeights) -> float:
    """Wood, clay, reed and stone: their share of the open projects, little beyond; goods for
    a whole room held together count more."""
    if time.fade <= 0.0:
        return 0.0
    farm = farmer.farm
    numbers = s.tables.numbers
    goods = farmer.goods
    rooms = farm.rooms.bit_count()
    wanted_rooms = 0
    if time.rounds_after >= 2 and _growth_ahead(s):
        wanted_rooms = max(0, min(numbers.max_people, farmer.people + 2) - rooms)
    material = farm.house
    need = {"wood": 0, "clay": 0, "reed": 0, "stone": 0}
    need[material] += numbers.room_material * wanted_rooms
    need["reed"] += numbers.room_reed * wanted_rooms
    fences = farm.fences.bit_count()
    if fences < 12 and time.rounds_after >= 1:
        need["wood"] += max(0, (8 if not farm.pastures else 12) - fences)
    majors = farmer.majors
    cooking_clay = 0 if any(major in COOKS for major in majors) else 2
    if material != "stone":
        need["clay" if material == "wood" else "stone"] += rooms + wanted_rooms
        need["reed"] += 1
    if "clay_oven" not in majors and "stone_oven" not in majors:
        need["clay"] += 1
        need["stone"] += 1
    worth = 0.0
    if cooking_clay:
        # the clay of a fireplace first: it turns animals and vegetables into food
        held = min(goods["clay"], cooking_clay)
        worth += weights.cook_clay * held
        goods = dict(goods, clay=goods["clay"] - held)
    for good, needed in need.items():
        held = goods[good]
        used = held if held < needed else needed
        rate = weights.reed_need if good == "reed" else weights.stone_need if good == "stone" else weights.need_good
        worth += rate * used + weights.spare_good * (held - used)
    if wanted_rooms:
        together = min(goods[material] / numbers.room_material, goods["reed"] / numbers.room_reed, wanted_rooms)
        worth += weights.room_goods * together
    return time.fade * worth


def _fields(farmer: Any, time: Outlook, weights: DeepWeights) -> float:
    """Empty fields that seed at hand will sow."""
    if time.harvests == 0:
        return 0.0
    empty = farmer.farm.empty_fields().bit_count()
    if not empty:
        return 0.0
    seeds = farmer.goods["grain"] + farmer.goods["vegetable"]
    sowable = empty if empty < seeds else seeds
    return float(time.fade * weights.sow_share * sowable * 2.0 * weights.action / weights.fetch)


def _capacity(farm: Any) -> int:
    """How many animals the farm holds (the house's pet included)."""
    places = 1
    pastured = 0
    stables = farm.stables
    for pasture in farm.pastures:
        pastured |= pasture
        places += 2 * pasture.bit_count() << (pasture & stables).bit_count()
    return int(places + (stables & ~pastured).bit_count())


def _animals(farmer: Any, time: Outlook, weights: DeepWeights) -> float:
    """What the herds will still breed where they have room, and the empty places."""
    animals = farmer.animals
    spare = _capacity(farmer.farm) - animals[0] - animals[1] - animals[2]
    if spare <= 0:
        return 0.0
    value = time.fade * weights.free_place * min(spare, 6)
    if not time.harvests:
        return float(value)
    for index, name in enumerate(ANIMAL_NAMES):
        count = animals[index]
        if count < 2 or spare <= 0:
            continue
        born = min(spare, time.harvests)
        spare -= born
        gained = _band(name, count + born) - _band(name, count)
        value += weights.breeding * max(gained, 0.5 * born)
    return float(value)


def _spare_animals(farmer: Any) -> list[int]:
    """The animals of each type above the last band threshold reached (cooking them costs
    no points)."""
    spare = []
    for index, name in enumerate(ANIMAL_NAMES):
        count = farmer.animals[index]
        band = getattr(DEFAULT_BANDS, name)
        reached = max((t for t in band if t <= count), default=0)
        spare.append(count - reached)
    return spare


def _food_cost(s: Any, farmer: Any, time: Outlook, rates: dict[str, float], weights: DeepWeights) -> float:
    """What feeding the family at every harvest left will cost, in points.

    For each harvest ahead, the food the farm will have by then without working for it
    (food held and promised, the crops of the field phases by then, grain, vegetables and
    spare animals cooked at the farm's rates, and with a cooking improvement the herds'
    newborns) is set against what the family will have eaten by then.  The most food missing
    by any harvest must be fetched by actions at ``action / fetch`` points a food, but only
    as much as the actions before that harvest can fetch (``fetch`` food each, ``near_fetch``
    of that for the next harvest); the rest is begging."""
    if not time.harvests:
        return 0.0
    numbers = s.tables.numbers
    adult = numbers.solo_adult_food if s.config.players == 1 else numbers.adult_food
    round_now = s.round
    people = farmer.people
    goods = farmer.goods
    spare = _spare_animals(farmer)
    cook_now = (goods["grain"] * rates["grain"] + goods["vegetable"] * rates["vegetable"]
                + spare[0] * rates["sheep"] + spare[1] * rates["boar"] + spare[2] * rates["cattle"])
    bred = 0.0
    if rates["cooking"]:
        bred = sum(1 for count in farmer.animals if count >= 2) * rates["sheep"] * 0.5
    crops = farmer.farm.crops
    promised = farmer.promised
    first_need = (people - farmer.newborns) * adult + farmer.newborns * numbers.newborn_food \
        if time.ahead[0] == round_now else people * adult
    free = farmer.free_people if time.working else 0
    needed = 0.0
    worst = 0.0
    begging = 0.0
    base = goods["food"] + cook_now
    # grain gives more than a food only baked, and baking takes an action: the grain a
    # harvest's own field phase brings is eaten raw at its feeding, and so is the grain held
    # when no placement of this farm comes before the next harvest.  Reckoned so alone, where
    # it ended the hard bot's begging (docs/learning.md, "Grain eaten raw").  At a table the
    # older reckoning stays: reckoning so there, the hard bot won 31 of 63 tuning deals against
    # itself as shipped, the lead +0.3 ± 2.2 a game (docs/learning.md, twenty-third session).
    bake, vegetable = rates["grain"], rates["vegetable"]
    fresh_raw = s.config.players == 1
    raw_now = goods["grain"] * (bake - 1.0) if fresh_raw and people * (time.ahead[0] - round_now) + free == 0 else 0.0
    for k, harvest in enumerate(time.ahead):
        needed += first_need if k == 0 else people * adult
        field_phases = k + 1 if time.fields_due else k
        have = base + bred * k - (raw_now if k == 0 else 0.0)
        if promised:
            have += sum(food for r, food in promised.items() if round_now < r <= harvest)
        for crop, count in itertools.chain(crops.values(), *farmer.patches.values()):  # fields, card fields
            have += (count if count < field_phases else field_phases) * (bake if crop == "grain" else vegetable)
            if fresh_raw and crop == "grain" and field_phases and count >= field_phases:
                have -= bake - 1.0  # the grain of that harvest's own field phase
        short = needed - have
        if short <= 0:
            continue
        if short > worst:
            worst = short
        actions = people * (harvest - round_now) + free
        rate = weights.fetch * (weights.near_fetch if k == 0 else 0.8)
        if short - actions * rate > begging:
            begging = short - actions * rate
    if not worst:
        return float(-weights.food_spare * max(0.0, base - needed))
    return (worst - begging) * weights.action / weights.fetch + BEGGING * begging
