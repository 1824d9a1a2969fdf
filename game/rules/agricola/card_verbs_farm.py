"""The card verbs that change how the farm works: conversions, cheaper costs, bigger sowings,
more room for animals and people, goods each time the owner builds, and points at the end
(the hooks and their vocabulary are :mod:`.card_hooks`).

Our ruling: a conversion is offered while the family is being fed, like cooking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola.card_hooks import (
    AMOUNT,
    ANY_GOOD,
    BUILD,
    BUILT_WHAT,
    CAPACITY,
    CONVERT,
    COST,
    CROP,
    END,
    GOOD,
    HOUSE,
    SOW,
    THING,
    WHAT,
    give_goods,
    measure,
)
from game.rules.agricola.tables import ANIMALS, Goods
from game.rules.core import Event
from game.rules.effects import Params, Tiers, Timing, Whole

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState


# -- conversions ----------------------------------------------------------------------------------


def convert_cost(params: Params) -> Goods:
    """What one use of a conversion takes from the supply or the farm."""
    return ((params.name("give"), params.whole("give_amount")),)


def _convert(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    farmer = state.players[player]
    give, amount = params.name("give"), params.whole("give_amount")
    if give in ANIMALS:
        farmer.animals[ANIMALS.index(give)] -= amount
    else:
        farmer.goods[give] -= amount
    farmer.goods["food"] += params.whole("food")
    return [Event("card_converted", player, {"card": card, "give": ((give, amount),), "food": params.whole("food")})]


CONVERT_PARAMS = {"give": ANY_GOOD, "give_amount": AMOUNT, "food": AMOUNT}


@CONVERT.verb("convert_once", Timing.ANY_TIME, "harvest", CONVERT_PARAMS)
def convert_once(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """Once per harvest, turn goods into food."""
    return _convert(state, player, params, card)


@CONVERT.verb("convert_each", Timing.ANY_TIME, "any", CONVERT_PARAMS)
def convert_each(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """As often as wanted, turn goods into food."""
    return _convert(state, player, params, card)


@CONVERT.verb("convert_any", Timing.ANY_TIME, "turn", CONVERT_PARAMS)
def convert_any(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """At any time (on your turn before placing a person, or while feeding), as often as
    wanted, turn goods into food."""
    return _convert(state, player, params, card)


ANY_TIME_CONVERSIONS = frozenset({"convert_any"})
"""The conversions offered on the owner's turn too, not only while feeding."""


# -- costs, sowing, capacity ----------------------------------------------------------------------


@COST.verb("cheaper", Timing.ON_ACTION, "pay", {"paid_for": WHAT, "good": GOOD, "amount": AMOUNT})
def cheaper(params: Params, what: str, cost: Goods) -> Goods:
    """What you pay for a kind of thing costs less of one good (never below nothing)."""
    if what != params.name("paid_for"):
        return cost
    good, less = params.name("good"), params.whole("amount")
    return tuple((name, max(0, amount - less) if name == good else amount) for name, amount in cost if not (name == good and amount <= less))


@SOW.verb("sow_more", Timing.ON_ACTION, "sow", {"crop": CROP, "amount": AMOUNT})
def sow_more(params: Params, crop: str) -> int:
    """Each field you sow with the crop gets more of it."""
    return params.whole("amount") if crop == params.name("crop") else 0


@CAPACITY.verb("animal_places", Timing.ANY_TIME, "housing", {"places": Whole(1, 5)})
def animal_places(params: Params) -> int:
    """The card keeps animals, one in each of its places (any types)."""
    return params.whole("places")


# -- each time the owner builds ------------------------------------------------------------------


@BUILD.verb("build_bonus", Timing.ON_ACTION, "build", {"built": BUILT_WHAT, "good": ANY_GOOD, "amount": AMOUNT})
def build_bonus(state: AgricolaState, player: int, built: str, params: Params, card: str) -> list[Event]:
    """Each time you build (plough, fence, renovate, bake, grow) the thing, take goods or
    animals."""
    if built != params.name("built"):
        return []
    return give_goods(state, player, card, ((params.name("good"), params.whole("amount")),))


@HOUSE.verb("sleeping_place", Timing.ANY_TIME, "growth", {"people": Whole(1, 2)})
def sleeping_place(params: Params) -> int:
    """The card houses family members as a room would (a family grows into it)."""
    return params.whole("people")


# -- end of game ----------------------------------------------------------------------------------


@END.verb("points_per", Timing.AT_END, "end", {"thing": THING, "per": AMOUNT, "points": AMOUNT, "most": Whole(1, 15)})
def points_per(state: AgricolaState, player: int, params: Params) -> int:
    """Points for every so many things, up to a most."""
    count = measure(state, player, params.name("thing")) // params.whole("per")
    return min(params.whole("most"), count * params.whole("points"))


@END.verb("points_tiers", Timing.AT_END, "end", {"thing": THING, "tiers": Tiers(Whole(1, 20), Whole(1, 9))})
def points_tiers(state: AgricolaState, player: int, params: Params) -> int:
    """Points by how many things the farm has (the highest tier reached)."""
    count = measure(state, player, params.name("thing"))
    return max((points for least, points in params.tiers() if count >= least), default=0)


@END.verb("points_most", Timing.AT_END, "end", {"thing": THING, "points": AMOUNT}, reads_rivals=True)
def points_most(state: AgricolaState, player: int, params: Params) -> int:
    """Points when no other player has more of the thing (ties share them)."""
    mine = measure(state, player, params.name("thing"))
    if not mine or any(measure(state, p, params.name("thing")) > mine for p in range(state.num_players)):
        return 0
    return params.whole("points")
