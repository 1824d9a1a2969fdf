"""The card verbs that bend the farm's rules: goods kept on a card for later, paying with
other goods, rule relaxers (more stables, cheaper fences, fields anywhere) and granted
actions (a bake when a space is taken).  The hooks and
their vocabulary are :mod:`.card_hooks`; what the rules do with them is :mod:`.cards`.

Goods kept on a card wait in :attr:`Farmer.stored` (card -> goods) until the owner takes them
all, at any time a conversion could be used (:func:`.cards.uses`); what is still on the cards
at the end may score (the ``stored`` thing of :func:`.card_hooks.measure`).  A granted bake
uses the free bake a new oven gives (:attr:`Progress.oven_bake`): the owner bakes, or says
"done", before the space's own action.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from game.rules.agricola.card_hooks import (
    AMOUNT,
    GOOD,
    INSTEAD,
    PAY,
    PLAY,
    ROUND,
    RULE,
    SPACE,
    SPACE_NAME,
    WHAT,
    same_space,
)
from game.rules.agricola.tables import Goods, goods_of
from game.rules.core import Event
from game.rules.effects import Params, Timing, Whole

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState


def store(state: AgricolaState, player: int, card: str, good: str, amount: int) -> list[Event]:
    """Lay ``amount`` of ``good`` on ``card`` for its owner to take later."""
    kept = state.players[player].stored.setdefault(card, {})
    kept[good] = kept.get(good, 0) + amount
    return [Event("card_stored", player, {"card": card, "goods": ((good, amount),)})]


# -- goods kept on the card -----------------------------------------------------------------------


@PLAY.verb("store_play", Timing.AT_ONCE, "play", {"good": GOOD, "amount": AMOUNT})
def store_play(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """Now: lay goods on the card; take them whenever you like."""
    return store(state, player, card, params.name("good"), params.whole("amount"))


@ROUND.verb("store_round", Timing.AT_PHASE, "round", {"good": GOOD, "amount": AMOUNT, "most": Whole(1, 15)})
def store_round(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """At the start of each round, lay goods on the card (while it holds fewer than a most);
    take them whenever you like."""
    kept = state.players[player].stored.get(card, {})
    room = params.whole("most") - sum(kept.values())
    amount = min(room, params.whole("amount"))
    return store(state, player, card, params.name("good"), amount) if amount > 0 else []


# -- paying with other goods ------------------------------------------------------------------------


@PAY.verb("pay_with", Timing.ON_ACTION, "pay", {"paid_for": WHAT, "good": GOOD, "instead": INSTEAD, "rate": Whole(1, 3)})
def pay_with(params: Params, what: str, cost: Goods, supply: Mapping[str, int]) -> Goods:
    """What you pay for a kind of thing: each of one good your supply lacks may be paid with
    so many of another (only what is lacking, only what the supply can spare)."""
    good = params.name("good")
    if what != params.name("paid_for"):
        return cost
    need = dict(cost)
    short = need.get(good, 0) - supply.get(good, 0)
    if short <= 0:
        return cost
    instead, rate = params.name("instead"), params.whole("rate")
    spare = supply.get(instead, 0) - need.get(instead, 0)
    moved = min(short, spare // rate) if spare > 0 else 0
    if moved <= 0:
        return cost
    need[good] -= moved
    need[instead] = need.get(instead, 0) + moved * rate
    return goods_of(need)


# -- rule relaxers ----------------------------------------------------------------------------------


@RULE.verb("more_stables", Timing.ANY_TIME, "stables", {"stables": Whole(1, 4)})
def more_stables(params: Params, rule: str) -> int:
    """You may build more stables than the usual four."""
    return params.whole("stables") if rule == "stables" else 0


@RULE.verb("fence_discount", Timing.ON_ACTION, "fences", {"wood": Whole(1, 3)})
def fence_discount(params: Params, rule: str) -> int:
    """Each pasture you fence costs less wood (never below nothing)."""
    return params.whole("wood") if rule == "fence_wood" else 0


@RULE.verb("plough_anywhere", Timing.ANY_TIME, "plow", {})
def plough_anywhere(params: Params, rule: str) -> int:
    """Your fields need not lie next to one another."""
    return 1 if rule == "fields_apart" else 0


# -- granted actions ----------------------------------------------------------------------------------


@SPACE.verb("space_bake", Timing.ON_ACTION, "space", {"space": SPACE_NAME})
def space_bake(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time you take the space, you may first bake bread (with a baking improvement and
    grain)."""
    if mover != owner or not same_space(params.name("space"), space) or state.progress is None:
        return []
    farmer = state.players[owner]
    if not farmer.goods["grain"] or not any(state.tables.major(m).bake_food for m in farmer.majors):
        return []
    state.progress.oven_bake = True
    return [Event("card_granted", owner, {"card": card, "action": "bake"})]
