"""The card verbs that give goods: at once when played, at the start of each round, each time
a space is taken, in each harvest (the hooks and their vocabulary are :mod:`.card_hooks`).

Goods laid "on later round spaces" wait in :attr:`Farmer.scheduled` and are collected when
that round begins (:func:`.cards.collect`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola.card_hooks import (
    AMOUNT,
    ANY_GOOD,
    GOOD,
    HARVEST,
    LEAST,
    PLAY,
    ROUND,
    SPACE,
    SPACE_NAME,
    THING,
    give_goods,
    measure,
    same_space,
)
from game.rules.core import Event
from game.rules.effects import Params, Timing, Whole

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState


# -- on play --------------------------------------------------------------------------------


@PLAY.verb("gain", Timing.AT_ONCE, "play", {"good": ANY_GOOD, "amount": AMOUNT})
def gain(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """Take goods (or animals) at once."""
    return give_goods(state, player, card, ((params.name("good"), params.whole("amount")),))


@PLAY.verb("gain_per", Timing.AT_ONCE, "play", {"good": GOOD, "amount": AMOUNT, "thing": THING, "most": AMOUNT})
def gain_per(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """Take goods for each thing the farm has, up to a most."""
    return _gain_per(state, player, params, card)


def _gain_per(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """``amount`` of ``good`` per ``thing`` on the farm, up to ``most``."""
    count = min(params.whole("most"), params.whole("amount") * measure(state, player, params.name("thing")))
    return give_goods(state, player, card, ((params.name("good"), count),) if count else ())


@PLAY.verb("gain_late", Timing.AT_ONCE, "play", {"good": GOOD, "every": Whole(1, 7)})
def gain_late(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """Take one good for every few rounds already played (the later, the more)."""
    count = (state.round - 1) // params.whole("every")
    return give_goods(state, player, card, ((params.name("good"), count),) if count else ())


@PLAY.verb("deliver", Timing.AT_ONCE, "play", {"good": GOOD, "amount": AMOUNT, "rounds": Whole(1, 14)})
def deliver(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """Lay goods on each of the next round spaces, collected when each of those rounds
    begins; past the last round they are lost."""
    return _schedule(state, player, params, card, 1)


@PLAY.verb("deliver_every", Timing.AT_ONCE, "play", {"good": GOOD, "amount": AMOUNT, "rounds": Whole(1, 7), "every": Whole(2, 4)})
def deliver_every(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """Lay goods on every second (third...) round space ahead, so many times, collected when
    each of those rounds begins; past the last round they are lost."""
    return _schedule(state, player, params, card, params.whole("every"))


def _schedule(state: AgricolaState, player: int, params: Params, card: str, every: int) -> list[Event]:
    farmer = state.players[player]
    good, amount = params.name("good"), params.whole("amount")
    rounds = [state.round + every * k for k in range(1, params.whole("rounds") + 1)]
    rounds = [r for r in rounds if r <= state.tables.numbers.rounds]
    for later in rounds:
        waiting = farmer.scheduled.setdefault(later, {})
        waiting[good] = waiting.get(good, 0) + amount
        if card not in farmer.laid.get(later, ()):
            farmer.laid[later] = (*farmer.laid.get(later, ()), card)
    return [Event("card_scheduled", player, {"card": card, "good": good, "amount": amount, "rounds": tuple(rounds)})]


# -- start of each round --------------------------------------------------------------------


@ROUND.verb("round_income", Timing.AT_PHASE, "round", {"good": GOOD, "amount": AMOUNT, "thing": THING, "least": LEAST})
def round_income(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """At the start of each round, take goods while the farm has at least so many things."""
    if measure(state, player, params.name("thing")) < params.whole("least"):
        return []
    return give_goods(state, player, card, ((params.name("good"), params.whole("amount")),))


@ROUND.verb("round_income_from", Timing.AT_PHASE, "round", {"good": GOOD, "amount": AMOUNT, "round": Whole(2, 14)})
def round_income_from(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """At the start of each round from a given round on, take goods."""
    if state.round < params.whole("round"):
        return []
    return give_goods(state, player, card, ((params.name("good"), params.whole("amount")),))


# -- each time a space is taken ---------------------------------------------------------------


@SPACE.verb("space_bonus", Timing.ON_ACTION, "space", {"space": SPACE_NAME, "good": GOOD, "amount": AMOUNT})
def space_bonus(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time you take the space, take goods too."""
    if mover != owner or not same_space(params.name("space"), space):
        return []
    return give_goods(state, owner, card, ((params.name("good"), params.whole("amount")),))


@SPACE.verb("space_bonus_if", Timing.ON_ACTION, "space", {"space": SPACE_NAME, "good": GOOD, "amount": AMOUNT, "thing": THING, "least": LEAST})
def space_bonus_if(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time you take the space while your farm has at least so many things, take goods."""
    if mover != owner or not same_space(params.name("space"), space):
        return []
    if measure(state, owner, params.name("thing")) < params.whole("least"):
        return []
    return give_goods(state, owner, card, ((params.name("good"), params.whole("amount")),))


@SPACE.verb("space_bonus_if_taken", Timing.ON_ACTION, "space", {"space": SPACE_NAME, "other": SPACE_NAME, "good": GOOD, "amount": AMOUNT})
def space_bonus_if_taken(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time you take the space while another space is already taken, take goods."""
    if mover != owner or not same_space(params.name("space"), space):
        return []
    other = params.name("other")
    if not any(taken >= 0 and same_space(other, s.id) for s, taken in zip(state.spaces, state.taken, strict=True)):
        return []
    return give_goods(state, owner, card, ((params.name("good"), params.whole("amount")),))


@SPACE.verb("space_bonus_late", Timing.ON_ACTION, "space", {"space": SPACE_NAME, "good": GOOD, "amount": AMOUNT, "round": Whole(2, 14)})
def space_bonus_late(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time you take the space from a given round on, take goods."""
    if mover != owner or not same_space(params.name("space"), space) or state.round < params.whole("round"):
        return []
    return give_goods(state, owner, card, ((params.name("good"), params.whole("amount")),))


@SPACE.verb("space_toll", Timing.ON_ACTION, "space", {"space": SPACE_NAME, "good": GOOD, "amount": AMOUNT})
def space_toll(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time another player takes the space, you take goods."""
    if mover == owner or not same_space(params.name("space"), space):
        return []
    return give_goods(state, owner, card, ((params.name("good"), params.whole("amount")),))


# -- harvest ------------------------------------------------------------------------------------


@HARVEST.verb("harvest_income", Timing.AT_PHASE, "harvest", {"good": GOOD, "amount": AMOUNT})
def harvest_income(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """In each harvest's field phase, take goods."""
    return give_goods(state, player, card, ((params.name("good"), params.whole("amount")),))


@HARVEST.verb("harvest_per", Timing.AT_PHASE, "harvest", {"good": GOOD, "amount": AMOUNT, "thing": THING, "most": AMOUNT})
def harvest_per(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """In each harvest's field phase, take goods for each thing the farm has, up to a most."""
    return _gain_per(state, player, params, card)
