"""What the full game's cards in play are still worth to the bots (issue 17's first estimate).

A card's printed points and end-of-game bonuses count on the score sheet (the rules' cards
row, :func:`card_points`).  What a card will still give is estimated effect by effect from its
verb and parameters, in points-equivalent: goods at a rough worth each (:data:`GOOD_WORTH`),
times the rounds or harvests left, times how likely the effect fires (a space is taken by its
owner about one round in :data:`SPACE_CHANCE`).  Goods already laid on later round spaces or
kept on cards count at their worth.  Cards in the hand count nothing: playing one turns it into
its worth.  A building effect pays its goods for the builds the farm may still make
(:func:`builds_ahead`); a card housing a family member is worth a room's goods while the
family may grow.  Rule relaxers and paying with other goods are worth a little each round left
(:data:`FLAT`); a cheaper pasture is worth its wood for the pastures the farm may still fence;
an action offered instead of a space's own is worth its gain (:data:`INSTEAD_GAIN`) for the
times the space may be taken while the farm may still make that build.
A placement bender is worth a little each round it may still be used (:data:`PLACE_WORTH`):
joining an occupied space by the kinds of space it opens and its uses a round, placing twice in
a row from its first round on.
A card that is a field is worth the crops its plots may still grow beyond their seed: each plot
sown once or, with harvests enough to empty it, twice, less the sowings already on it, a share
of them made (:data:`SOW_SHARE`; the crops on it are judged with the farm's); while in the
hand also the points it would add to the score sheet's fields row.
"""

from __future__ import annotations

from typing import Any

from game.rules.agricola import cards
from game.rules.agricola.scoring_table import DEFAULT_BANDS
from game.rules.agricola.tables import CROPS, CardDef, CardEffect

GOOD_WORTH = {
    "wood": 0.3, "clay": 0.3, "reed": 0.45, "stone": 0.45, "grain": 0.5, "vegetable": 0.8,
    "food": 0.5, "sheep": 1.0, "boar": 1.3, "cattle": 1.6,
}
"""A good's rough worth in points while the game has rounds to use it."""

SPACE_CHANCE = 0.3
"""How often (a share of the rounds left) a card's space is taken by the one it pays."""

FLAT = {
    "cheaper": 0.25, "sow_more": 0.3, "convert_once": 0.3, "convert_each": 0.3, "convert_any": 0.35,
    "pay_with": 0.2, "more_stables": 0.1, "plough_anywhere": 0.05, "space_bake": 0.3,
}
"""Worth per round left of the effects whose use is hard to foresee."""

INSTEAD_GAIN = {"plow": 0.8, "fences": 0.8, "stable": 0.5, "renovate": 1.0, "bake": 0.6, "sow": 0.6,
                "occupation": 0.6, "minor": 0.5}
"""A replacement action (``space_instead``): what doing it on the card's space, rather than the
space's own action, is guessed to gain each time it is used, in points-equivalent."""

INSTEAD_BUILT = {"plow": "field", "fences": "pasture", "stable": "stable", "renovate": "renovation", "bake": "bake"}
"""The build a replacement action makes (its uses are capped by :func:`builds_ahead`)."""

FARM_VERBS = frozenset({"space_instead"})
"""Verbs whose worth reads the farm's builds still to come (a memo of the worth must key on them)."""
PLACE_WORTH = {"any": 0.35, "farm": 0.25, "cards": 0.2, "goods": 0.15, "again": 0.3}
"""Worth per round left of a placement bender: a space of each kind (``spaces``) joined once a
round, the second use of a round half as much again; ``again``: placing twice in a row.  Being
shut out of the space one needs is the loss a join avoids; going twice takes two wanted spaces
before the rivals."""

PASTURES_AHEAD = 3
"""How many more pastures a farm may fence, at most (a fence discount's reach)."""

SLEEPING_PLACE = 1.5
"""A card housing a family member: the worth of a room's goods, while the family may grow."""

SOW_SHARE = 0.6
"""How many of a card field's empty plots its owner is guessed to sow (a sowing action is
needed, and seed)."""

UNMET = 0.3
"""How much of an income or space bonus counts while its condition (``thing`` at ``least``)
is not met."""

GROWTH_SPACES = frozenset({"wish_for_children", "urgent_wish_for_children"})
"""The spaces of family growth: a bonus there pays only for the children still to come (the
Midwife's 3 food counted as if the family grew every third round to the end: 5.4 points to the
normal bot, which played it first every time and won 33 % with it in run 7)."""

BUILD_SHARE = 0.6
"""How many of the builds a farm could still make it is guessed to make."""


def builds_ahead(s: Any, player: int, built: str, rounds_left: int, harvests_left: int) -> float:
    """How many times the player may still build ``built`` (a building effect's reach:
    :data:`game.rules.agricola.cards.BUILT`), guessed from the farm and the rounds left."""
    if not rounds_left:
        return 0.0
    farmer = s.players[player]
    farm = farmer.farm
    room: dict[str, float] = {
        "room": max(0, 5 - farm.room_count()),
        "stable": 2.0,
        "field": max(0, 5 - farm.fields.bit_count()),
        "pasture": max(0, PASTURES_AHEAD - len(farm.pastures)),
        "renovation": {"wood": 2.0, "clay": 1.0}.get(farm.house, 0.0),
        "major": 2.0,
        "bake": float(harvests_left),
        "growth": max(0, 5 - farmer.people),
    }
    ahead = min(room.get(built, 0.0), rounds_left / 2)
    if built == "bake" and not any(s.tables.major(m).bake_food for m in farmer.majors):
        ahead /= 3  # an oven or hearth is still to come
    return BUILD_SHARE * ahead


def card_points(s: Any, player: int) -> int:
    """The score sheet's cards row now (printed points and end-of-game bonuses)."""
    if not s.players[player].played:
        return 0
    return cards.end_points(s, player)


def cards_worth(s: Any, player: int, effects: float = 1.0) -> float:
    """What the player's cards in play and the goods waiting on round spaces will still bring,
    in points-equivalent (not their printed points: see :func:`card_points`); what the cards'
    effects will still give counts ``effects`` of its estimate."""
    farmer = s.players[player]
    value = 0.0
    for goods in farmer.scheduled.values():
        value += sum(GOOD_WORTH.get(good, 0.3) * amount for good, amount in goods.items())
    for goods in farmer.stored.values():
        value += sum(GOOD_WORTH.get(good, 0.3) * amount for good, amount in goods.items())
    if not farmer.played:
        return value
    rounds_left = max(0, s.tables.numbers.rounds - s.round)
    harvests_left = sum(1 for r in s.tables.numbers.harvest_after if r >= s.round)
    estimate = 0.0
    for card_id in farmer.played:
        for effect in s.tables.card(card_id).effects:
            if effect.hook == cards.FIELD.name:
                estimate += field_worth(effect, rounds_left, harvests_left, len(farmer.patches.get(card_id, ())))
            else:
                estimate += _effect_worth(s, player, effect, rounds_left, harvests_left)
    return value + effects * estimate


def field_worth(effect: CardEffect, rounds_left: int, harvests_left: int, sown: int = 0) -> float:
    """What a card that is a field may still grow: each plot sown once, or twice when the
    harvests left empty it and leave time to sow again, less the ``sown`` plots' sowing
    already made; a share of those sowings made, each with the crops it lays beyond the seed,
    of the best crop the card grows (the crops count at the end even unharvested)."""
    params = effect.params
    if rounds_left <= 0:
        return 0.0
    amount = params.whole("amount")
    sowings = min(2, max(1, harvests_left // amount))
    to_come = params.whole("plots") * sowings - sown
    if to_come <= 0:
        return 0.0
    grows = params.name("grows")
    best = max(GOOD_WORTH[crop] for crop in (CROPS if grows == "any" else (grows,)))
    return SOW_SHARE * to_come * best * (amount - 1)


def fields_row_gain(s: Any, player: int, effect: CardEffect) -> float:
    """The points a card scoring as fields would add to the fields row now (0 for a card
    whose crops only count)."""
    params = effect.params
    if params.name("scored") != "field":
        return 0.0
    fields = cards.measure(s, player, "field")
    return float(DEFAULT_BANDS.band_points("fields", fields + params.whole("plots")) - DEFAULT_BANDS.band_points("fields", fields))


def _effect_worth(s: Any, player: int, effect: CardEffect, rounds_left: int, harvests_left: int) -> float:
    verb, params = effect.verb, effect.params
    if verb in FLAT:
        return FLAT[verb] * min(rounds_left, 6)
    if effect.hook == cards.PLACE.name:
        return _place_worth(s, effect, rounds_left)
    if verb == "fence_discount":
        pastures = max(0, PASTURES_AHEAD - len(s.players[player].farm.pastures)) if rounds_left else 0
        return GOOD_WORTH["wood"] * params.whole("wood") * pastures
    if verb == "space_instead":
        return _instead_worth(s, player, params.name("action"), rounds_left, harvests_left)
    if effect.hook == cards.CAPACITY.name:
        return 0.3 * params.whole("places") if rounds_left else 0.0
    if effect.hook == cards.BUILD.name:
        return GOOD_WORTH.get(params.name("good"), 0.3) * params.whole("amount") * builds_ahead(
            s, player, params.name("built"), rounds_left, harvests_left)
    if effect.hook == cards.HOUSE.name:
        people = s.players[player].people
        return SLEEPING_PLACE * min(params.whole("people"), 5 - people) if rounds_left > 2 and people < 5 else 0.0
    if effect.hook not in (cards.ROUND.name, cards.SPACE.name, cards.HARVEST.name):
        return 0.0
    good = params.name("good")
    amount = params.whole("amount")
    if "thing" in params.values and verb in ("harvest_per",):
        amount = min(params.whole("most"), amount * cards.measure(s, player, params.name("thing")))
    worth: float = GOOD_WORTH.get(good, 0.3) * amount
    if effect.hook == cards.HARVEST.name:
        return worth * harvests_left
    # a condition not met yet (so many rooms, fields…) may be met later, or never
    met = "least" not in params.values or cards.measure(s, player, params.name("thing")) >= params.whole("least")
    worth *= 1.0 if met else UNMET
    if effect.hook == cards.ROUND.name:
        return worth * rounds_left
    uses = rounds_left * SPACE_CHANCE
    if params.name("space") in GROWTH_SPACES:  # a bonus for growing: only while the family may grow
        uses = min(uses, builds_ahead(s, player, "growth", rounds_left, harvests_left))
    return worth * uses


def _instead_worth(s: Any, player: int, action: str, rounds_left: int, harvests_left: int) -> float:
    """A card offering ``action`` instead of a space's own: its gain for each time the owner
    may take the space (:data:`SPACE_CHANCE`), while the farm may still make that build
    (sowing: while harvests are left; playing a card: while the hand holds one of its kind)."""
    uses = rounds_left * SPACE_CHANCE
    built = INSTEAD_BUILT.get(action)
    if built:
        ahead = builds_ahead(s, player, built, rounds_left, harvests_left)
    elif action in cards.KINDS:
        # the hand's cards of that kind, a rival's known by their backs alone
        ahead = float(sum(1 for card in s.players[player].hand
                          if card == cards.HIDDEN[action] or cards.real(card) and s.tables.card(card).kind == action))
    else:
        ahead = float(harvests_left)
    return INSTEAD_GAIN.get(action, 0.5) * min(uses, ahead)


def _place_worth(s: Any, effect: CardEffect, rounds_left: int) -> float:
    """A placement bender's worth over the rounds left (:data:`PLACE_WORTH`), counting at most
    the next six like the flat effects (later rounds are far off)."""
    params = effect.params
    if effect.verb == "go_again":
        usable: int = min(rounds_left, s.tables.numbers.rounds - max(s.round, params.whole("from_round") - 1))
        return PLACE_WORTH["again"] * min(max(0, usable), 6)
    times = params.whole("times")
    return PLACE_WORTH[params.name("spaces")] * (1 + 0.5 * (times - 1)) * min(rounds_left, 6)


# -- the drafting variant: what a card kept into the hand is worth -------------------------------

PLAY_SHARE = 0.6
"""How much of a kept card's worth the bots count while drafting: not every card held is
played, nor played at once."""

END_GUESS = 1.5
"""The points a card scoring at the end is guessed to bring (its condition is far off)."""


def card_prospect(s: Any, player: int, card_id: str) -> float:
    """What ``card_id`` would bring ``player`` over the rounds left if played now, in
    points-equivalent: its printed points, its effects (:func:`_effect_worth`, and its goods
    at once or on later round spaces), less what it costs."""
    card: CardDef = s.tables.card(card_id)
    rounds_left = max(1, s.tables.numbers.rounds - s.round)
    harvests_left = sum(1 for r in s.tables.numbers.harvest_after if r >= s.round)
    value = float(card.points)
    for effect in card.effects:
        if effect.hook == cards.FIELD.name:
            value += field_worth(effect, rounds_left, harvests_left) + fields_row_gain(s, player, effect)
            continue
        value += _effect_worth(s, player, effect, rounds_left, harvests_left)
        if effect.hook == cards.PLAY.name:
            value += _play_worth(effect, rounds_left)
        elif effect.hook == cards.END.name:
            value += END_GUESS
    value -= sum(GOOD_WORTH.get(good, 0.3) * amount for good, amount in card.cost)
    if card.kind == "occupation":
        value -= 0.5  # the food a later occupation asks
    return value


def _play_worth(effect: CardEffect, rounds_left: int) -> float:
    params = effect.params
    good = params.name("good") if "good" in params.values else ""
    worth = GOOD_WORTH.get(good, 0.3)
    if effect.verb == "gain":
        return worth * params.whole("amount")
    if effect.verb in ("deliver", "deliver_every"):
        return worth * params.whole("amount") * min(params.whole("rounds"), rounds_left)
    if effect.verb in ("gain_per", "gain_late"):
        return worth * 2
    return 0.0


def draft_worth(s: Any, player: int) -> float:
    """While the hands are drafted: what the cards the player kept (and their face-down
    choice, where it is known) would bring, a share of it (:data:`PLAY_SHARE`).  Nothing once
    the draft is over or in a game without one."""
    draft = getattr(s, "draft", None)
    if draft is None or not draft.active:
        return 0.0
    held = [card for card in s.players[player].hand if cards.real(card)]
    pick = draft.picks[player]
    if pick and cards.real(pick):
        held.append(pick)
    return PLAY_SHARE * sum(card_prospect(s, player, card) for card in held)


def draft_step(s: Any) -> Any:
    """The playouts' draft step: the first player still to choose keeps the card worth most to
    them (:func:`card_prospect`)."""
    player = s.current_player
    moves = s.legal_moves()
    best = max(moves, key=lambda m: card_prospect(s, player, m.card) if hasattr(m, "card") else -1e9)
    s.apply_unchecked(best)
    return s
