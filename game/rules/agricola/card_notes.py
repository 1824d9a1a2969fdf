"""The events of the card effects that change a rule rather than give goods: each is sent once,
at the moment the effect makes a difference, naming the card and what it did (the log's line).

The rules ask the quiet hooks (sowing, capacity, house, rule, end of game) many times while
listing moves; these functions are called only where the effect is used — a field sown, a
pasture fenced, a stable or field built beyond the usual rule, a child housed, animals
housed, the final scoring — and only for a player with cards in play.  What a cost or paying
effect did is recorded by :func:`.cards.priced` when the player pays.  Each event names the
card in ``args["card"]``; the kinds are listed in :mod:`.events`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.agricola import herds
from game.rules.agricola.card_hooks import CAPACITY, END, HOUSE, RULE, SOW
from game.rules.agricola.cards import effects_of
from game.rules.agricola.tables import ANIMALS
from game.rules.core import Event

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState


def sown(state: AgricolaState, player: int, cell: str, crop: str) -> list[Event]:
    """A field at ``cell`` was sown with ``crop``: the cards that laid more on it."""
    farmer = state.players[player]
    if not farmer.played:
        return []
    events = []
    for card, effect in effects_of(state, farmer, SOW):
        more = effect.function(effect.params, crop)
        if more:
            events.append(Event("card_sowed", player, {"card": card, "cell": cell, "goods": ((crop, more),)}))
    return events


def fenced(state: AgricolaState, player: int, wood: int) -> list[Event]:
    """A pasture whose fences cost ``wood`` by the usual rule was fenced: the cards that took
    wood off (in play order, each as far as wood was left to take)."""
    farmer = state.players[player]
    if not farmer.played:
        return []
    events = []
    for card, effect in effects_of(state, farmer, RULE):
        less = min(wood, int(effect.function(effect.params, "fence_wood")))
        if less > 0:
            events.append(Event("card_fence_wood", player, {"card": card, "less": (("wood", less),)}))
            wood -= less
    return events


def _covering(effects: Sequence[tuple[str, int]], beyond: int) -> str | None:
    """The card whose allowance (cards in play order, each ``(card, how many)``) covers the
    ``beyond``-th thing past the usual rule."""
    for card, allowed in effects:
        if beyond <= allowed:
            return card
        beyond -= allowed
    return None


def _allowances(state: AgricolaState, player: int, rule: str) -> list[tuple[str, int]]:
    farmer = state.players[player]
    found = [(card, int(effect.function(effect.params, rule))) for card, effect in effects_of(state, farmer, RULE)]
    return [(card, amount) for card, amount in found if amount > 0]


def stable_built(state: AgricolaState, player: int, cell: str) -> list[Event]:
    """A stable was built at ``cell``: the card that allowed it when it is past the usual
    number."""
    farmer = state.players[player]
    usual = state.tables.numbers.stables
    beyond = farmer.farm.stables.bit_count() - usual
    if not farmer.played or beyond <= 0:
        return []
    card = _covering(_allowances(state, player, "stables"), beyond)
    return [Event("card_more_stables", player, {"card": card, "cell": cell, "usual": usual})] if card else []


def ploughed_apart(state: AgricolaState, player: int, cell: str) -> list[Event]:
    """A field was ploughed at ``cell``, away from the other fields: the card that allowed it
    (call it only when the usual rule would not have)."""
    allowed = _allowances(state, player, "fields_apart")
    return [Event("card_field_apart", player, {"card": allowed[0][0], "cell": cell})] if allowed else []


def grew(state: AgricolaState, player: int) -> list[Event]:
    """The family grew on a space that needs room: the card the newcomer sleeps on when the
    rooms are full."""
    farmer = state.players[player]
    beyond = farmer.people - farmer.farm.room_count()
    if not farmer.played or beyond <= 0:
        return []
    places = [(card, int(effect.function(effect.params))) for card, effect in effects_of(state, farmer, HOUSE)]
    card = _covering(places, beyond)
    return [Event("card_sleeping", player, {"card": card, "people": farmer.people})] if card else []


def arrived(events: Sequence[Event]) -> bool:
    """Whether any of ``events`` brought animals to a farm."""
    for event in events:
        goods = event.args.get("goods")
        if isinstance(goods, tuple) and any(pair[0] in ANIMALS for pair in goods):
            return True
    return False


def housed(state: AgricolaState, player: int) -> list[Event]:
    """The player's animals need the places of their cards (call it when animals came or were
    kept): for each card used, how many animals it keeps (the fewest that must be there,
    filled in play order)."""
    farmer = state.players[player]
    if not farmer.played:
        return []
    places = [(card, int(effect.function(effect.params))) for card, effect in effects_of(state, farmer, CAPACITY)]
    if not places:
        return []
    sheep, boar, cattle = farmer.animals
    total = sum(amount for _card, amount in places)
    needed = next((k for k in range(total + 1) if herds.can_house(farmer.farm, sheep, boar, cattle, pets=1 + k)), 0)
    events = []
    for card, amount in places:
        kept = min(needed, amount)
        if kept <= 0:
            break
        events.append(Event("card_housed", player, {"card": card, "animals": kept}))
        needed -= kept
    return events


def scored(state: AgricolaState) -> list[Event]:
    """The final scoring: the points each end-of-game effect gives (none when nothing)."""
    events = []
    for player, farmer in enumerate(state.players):
        for card, effect in effects_of(state, farmer, END):
            points = int(effect.function(state, player, effect.params))
            if points:
                events.append(Event("card_points", player, {"card": card, "points": points}))
    return events
