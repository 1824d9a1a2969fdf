"""The hard bot's learned judgement of an Agricola farm: the final score a farm is likely to
reach, predicted from what the farm holds now.

A farm is described by :data:`FEATURES` (:func:`farm_features`): the score sheet now, the
counts a player reads off a farm (people, rooms, fields, pastures, goods, improvements, cards)
and the hand-made judgement's parts (:mod:`.agricola_deep`: what the free rooms, the building
goods, the fields and the animals promise, what feeding will cost).  The prediction is a
weighted sum of them, with one set of weights per round (what a room is worth in round 3 is
not what it is worth in round 13) and per form of the game (the family game, the full game,
each at a table and alone).

The weights are not typed by anyone: ``tools/train/value.py`` plays games between greedy
players judging with the current weights, records every farm at every placement with the score
it ended with, and fits the weights to those scores (ridge regression); then plays again with
the new weights, and so on.  They are data, ``content/agricola/bots/value.yaml``, with where
they came from; a position is judged in microseconds and needs nothing beyond Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.bots.evaluation.agricola_cards import card_points, cards_worth
from game.bots.evaluation.agricola_deep import (
    _animals,
    _building_goods,
    _fields,
    _food_cost,
    _growth,
    _growth_ahead,
    _rates,
    count_judged,
    majors_of,
    outlook,
    sheet_total,
)
from game.bots.evaluation.agricola_hand import hand_worth
from game.bots.evaluation.agricola_harvest import COOKS
from game.bots.evaluation.agricola_weights import DEEP_WEIGHTS, DeepWeights
from game.bots.value_file import ValueModel, shipped_value
from game.rules.agricola import cards
from game.rules.agricola.legal import Phase
from game.rules.effects import find_verb

FEATURES: tuple[str, ...] = (
    "bias", "sheet", "cards_ahead", "actions_left", "hand", "growth", "building", "sowing",
    "breeding", "feeding", "cooking_harvests",
    "people", "free_rooms", "rooms", "house", "fields", "empty_fields", "pastures", "stables",
    "fences", "free_cells", "animals", "room_for_animals",
    "wood", "clay", "reed", "stone", "grain", "vegetable", "food",
    "cooking", "baking", "major_points", "occupations", "minors", "hand_size", "begging",
    "newborns", "free_people", "harvesting",
)
"""What the learned judgement reads of a farm, in the order of its weights."""

HOUSE_LEVEL = {"wood": 0, "clay": 1, "stone": 2}


def farm_features(s: Any, player: int, viewer: int | None = None, weights: DeepWeights = DEEP_WEIGHTS,
                  unused: frozenset[str] = frozenset()) -> list[float]:
    """``player``'s farm in ``s`` as the learned judgement reads it (:data:`FEATURES`), judged
    by ``viewer`` (``None``: by the player itself; another player's hand is judged without
    reading its cards).  The hand-made parts named in ``unused`` (weights that weigh nothing:
    :attr:`ValueModel.unused`) are not computed and read 0."""
    count_judged()
    farmer = s.players[player]
    farm = farmer.farm
    goods = farmer.goods
    sheet = float(sheet_total(s, player))
    if farmer.played:
        sheet += card_points(s, player)
    time = outlook(s, player, weights)
    ahead = cards_worth(s, player) if (farmer.played or farmer.scheduled) and "cards_ahead" not in unused else 0.0
    hand = hand_worth(s, player, weights.hand, time.time_left, weights.card_action,
                      seen=viewer is None or viewer == player) if farmer.hand and "hand" not in unused else 0.0
    rates = _rates(s, farmer)
    rooms = farm.rooms.bit_count()
    fields = farm.fields.bit_count()
    sown = sum(1 for _ in farm.crops)
    capacity = 0
    for pasture in farm.pastures:
        capacity += 2 * pasture.bit_count() * (2 ** (farm.stables & pasture).bit_count())
    occupations = minors = 0
    if farmer.played:
        for card in farmer.played:
            if s.tables.card(card).kind == "occupation":
                occupations += 1
            else:
                minors += 1
    major_points = 0
    baking = 0.0
    if farmer.majors:
        majors = majors_of(s.tables)
        for major_id in farmer.majors:
            major_points += majors[major_id].points
            if majors[major_id].bake_food:
                baking = 1.0
    free_people = farmer.free_people if s.phase in (Phase.WORK, Phase.ACTION) else 0
    return [
        1.0, sheet, ahead, float(time.actions), hand,
        0.0 if "growth" in unused else _growth(s, farmer, time, weights),
        0.0 if "building" in unused else _building_goods(s, farmer, time, weights),
        0.0 if "sowing" in unused else _fields(farmer, time, weights),
        0.0 if "breeding" in unused else _animals(farmer, time, weights),
        0.0 if "feeding" in unused else -_food_cost(s, farmer, time, rates, weights),
        rates["cooking"] * time.harvests,
        float(farmer.people), float(max(0, rooms - farmer.people)), float(rooms), float(HOUSE_LEVEL[farm.house]),
        float(fields), float(fields - sown), float(len(farm.pastures)), float(farm.stables.bit_count()),
        float(farm.fences.bit_count()), float(farm.free_cells().bit_count()), float(sum(farmer.animals)),
        float(capacity),
        float(goods.get("wood", 0)), float(goods.get("clay", 0)), float(goods.get("reed", 0)),
        float(goods.get("stone", 0)), float(goods.get("grain", 0)), float(goods.get("vegetable", 0)),
        float(goods.get("food", 0)),
        1.0 if any(m in COOKS for m in farmer.majors) else 0.0, baking, float(major_points),
        float(occupations), float(minors), float(len(farmer.hand)), float(farmer.begging),
        float(farmer.newborns), float(free_people), 1.0 if s.phase in (Phase.FEED, Phase.BREED) else 0.0,
    ]


FORMS = ("family", "full", "family_solo", "full_solo")
"""The forms of Agricola the learned judgement has weights for: the family game (revised or
not) and the full game, at a table of two or more and alone (``_solo``: an adult eats three
food, not two, and no rival takes a space first, so a farm's worth grows otherwise)."""

TABLE_FORMS = ("family", "full")
"""The forms played at a table of two or more."""

STAGES = 14
"""One row of weights per round."""


def form_of(s: Any) -> str:
    """Which of :data:`FORMS` ``s`` is a game of."""
    form = "family" if "family" in s.config.variants else "full"
    return f"{form}_solo" if s.config.players == 1 else form


def table_form(form: str) -> str:
    """The form ``form`` is at a table of two or more (itself, or the solo form's): the
    weights a model without ``form``'s own judges it by."""
    return form.removesuffix("_solo")


def shipped_model() -> ValueModel:
    """The shipped learned weights (``content/agricola/bots/value.yaml``), read once."""
    return shipped_value("agricola", FEATURES, FORMS, STAGES)


NORMAL_FORMS = ("full",)
"""The forms the normal bot has learned weights of its own for (``value_normal.yaml``; alone,
it judges the full game by them too: :func:`table_form`); in the family games it judges by the
hard bot's (:data:`.agricola.NORMAL_LEARNED_FORMS`)."""


def normal_model() -> ValueModel:
    """The normal bot's own learned weights (``content/agricola/bots/value_normal.yaml``: an
    earlier point of the hard bot's training run), read once."""
    return shipped_value("agricola", FEATURES, NORMAL_FORMS, STAGES, level="normal")


def learned_farm_worth(s: Any, player: int, model: ValueModel | None = None, viewer: int | None = None) -> float:
    """The final score ``player``'s farm is likely to reach, as the learned weights predict it
    from the farm now (the score itself once the game is over).

    A search judges the same farm many times over (a rival's farm stands unchanged while the
    mover tries its placements: five judgements in six repeat one already made), so the
    prediction is remembered by everything it reads (:func:`_judged_key`); the farm still
    counts as judged (:func:`~.agricola_deep.count_judged`), so the hard bot's work cap, and
    with it every move, is the same as without the memory."""
    if s.phase == Phase.OVER:
        return farm_features(s, player, viewer)[1]
    model = model or shipped_model()
    memo = _memo(model, s.tables)
    key = _judged_key(s, player, viewer is None or viewer == player, memo.rival_readers)
    if key is not None:
        found = memo.worths.get(key)
        if found is not None:
            count_judged()
            return found
    form = form_of(s)
    if form not in model.forms:
        form = table_form(form)
    worth = model.predict(form, s.round - 1, farm_features(s, player, viewer, unused=model.unused[form]))
    if key is not None:
        if len(memo.worths) >= WORTHS_KEPT:
            memo.worths.clear()
        memo.worths[key] = worth
    return worth


WORTHS_KEPT = 20_000
"""How many judged farms :func:`learned_farm_worth` remembers per set of weights (then it
starts afresh): some thirty of the hard bot's decisions, about 25 MB."""


@dataclass
class _Memo:
    """The farms judged with one set of weights on one set of tables, by :func:`_judged_key`
    (the weights and the tables are kept with it, so that neither's id is taken by another's
    while it lives), and the cards of those tables with an effect whose verb reads the rivals' farms
    (``reads_rivals``, such as the most of a thing: a farm holding one is judged afresh every
    time)."""

    model: ValueModel
    tables: Any
    rival_readers: frozenset[str]
    worths: dict[tuple[Any, ...], float] = field(default_factory=dict)


_MEMOS: dict[tuple[int, int], _Memo] = {}


def _memo(model: ValueModel, tables: Any) -> _Memo:
    """The :class:`_Memo` of ``model`` on ``tables``."""
    found = _MEMOS.get((id(model), id(tables)))
    if found is None:
        if len(_MEMOS) >= 8:  # the weights of earlier training iterations: not asked for again
            _MEMOS.clear()
        readers = frozenset(card.id for card in tables.cards if any(_reads_rivals(effect.verb) for effect in card.effects))
        found = _MEMOS[(id(model), id(tables))] = _Memo(model, tables, readers)
    return found


def _reads_rivals(verb: str) -> bool:
    """Whether the card verb ``verb`` gives its owner what the rivals' farms decide too."""
    found = find_verb(cards.GAME, verb)
    return found is not None and found.reads_rivals


def _judged_key(s: Any, player: int, seen: bool, rival_readers: frozenset[str]) -> tuple[Any, ...] | None:
    """Everything :func:`farm_features` and the prediction read of ``s`` for ``player``'s farm
    (``None`` when its cards read the rivals' farms too): the game's form, round,
    phase and table, whether the player has fed yet, whether the hand is drafted or read, the
    growth spaces still ahead, and the whole of the player's farm, supply, family and cards."""
    farmer = s.players[player]
    if farmer.played and any(card in rival_readers for card in farmer.played):
        return None
    farm = farmer.farm
    draft = getattr(s, "draft", None)
    return (
        s.config.variants, s.config.players, s.round, s.phase, player in s.feeding,
        draft is not None and draft.active, seen, _growth_ahead(s),
        farm.house, farm.rooms, farm.fields, farm.stables, farm.fences, farm.pastures, tuple(farm.crops.items()),
        tuple(farmer.goods.items()), tuple(farmer.animals), farmer.people, farmer.newborns, farmer.placed,
        farmer.begging, tuple(farmer.majors), tuple(farmer.promised.items()), tuple(farmer.crafted),
        tuple(farmer.hand), tuple(farmer.played), tuple(farmer.used), tuple(farmer.bent),
        tuple((r, tuple(g.items())) for r, g in farmer.scheduled.items()) if farmer.scheduled else (),
        tuple((c, tuple(g.items())) for c, g in farmer.stored.items()) if farmer.stored else (),
        tuple(farmer.patches.items()) if farmer.patches else (),
    )
