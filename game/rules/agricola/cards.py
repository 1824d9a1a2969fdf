"""The full game's occupations and minor improvements as effect verbs (:mod:`game.rules.effects`),
and what the rules do with the cards: dealing, what can be played and at what cost, playing.

A card in ``content/agricola/{occupations,minors}.yaml`` lists effects, each a verb of one of
the hooks below with its parameters; the card's text is written from the same parameters
(``content/agricola/card_texts.yaml``).  The hooks are the timings of the cards (facts
``agricola.md`` §11):

=================  ====================================================  ====================
hook               when the rules call it                                function
=================  ====================================================  ====================
``on play``        once, when the card is played                         :data:`PlayVerb`
``round start``    at the start of each round, after the round's goods   :data:`PlayVerb`
``space``          each time any player takes a space (before its        :data:`SpaceVerb`
                   action; a card played during that action fires from
                   the next placement on)
``harvest``        in each harvest's field phase                         :data:`PlayVerb`
``conversion``     in the harvest's feeding, while food is short          :data:`PlayVerb`
``cost``           each time the owner pays for a room, stable,          :data:`CostVerb`
                   renovation, major, minor or occupation
``sowing``         each time the owner sows a field                      :data:`SowVerb`
``building``       each time the owner builds a room, stable, field,     :data:`BuildVerb`
                   pasture or major, renovates, bakes or grows
``capacity``       whenever the owner's animals are housed               :data:`CapacityVerb`
``house``          whenever the owner's family may grow                  :data:`CapacityVerb`
``end of game``    in the final scoring (the score sheet's cards row)    :data:`EndVerb`
=================  ====================================================  ====================

Goods laid "on later round spaces" wait in :attr:`Farmer.scheduled` and are collected when
that round begins.  Rulings of ours: an occupation's food must be in the supply when it is
played (grain is not eaten raw to pay it); a conversion is offered while the family is being
fed, like cooking; a traveling minor improvement goes to the hand of the next player in turn
order (solo: out of the game), without its points.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.rules.agricola.farmer import Farmer
from game.rules.agricola.tables import (
    ANIMALS,
    CROPS,
    GOODS,
    CardDef,
    CardEffect,
    Goods,
    Part,
    goods_of,
)
from game.rules.core import Event, Rng
from game.rules.effects import Choice, Hook, Params, Tiers, Timing, Whole

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState

GAME = "agricola"

PlayVerb = Callable[["AgricolaState", int, Params, str], list[Event]]
"""An effect that acts for its owner: ``(state, owner, params, card id)`` -> events."""
SpaceVerb = Callable[["AgricolaState", int, int, str, Params, str], list[Event]]
"""A space effect: ``(state, owner, mover, space id, params, card id)`` -> events."""
CostVerb = Callable[[Params, str, Goods], Goods]
"""A cost effect: ``(params, what is paid for, cost)`` -> the cost the owner pays."""
SowVerb = Callable[[Params, str], int]
"""A sowing effect: ``(params, crop sown)`` -> crops laid on the field beyond the usual."""
CapacityVerb = Callable[[Params], int]
"""A capacity effect: ``(params)`` -> animal places (one animal each) the card adds."""
EndVerb = Callable[["AgricolaState", int, Params], int]
"""An end-of-game effect: ``(state, owner, params)`` -> points."""
BuildVerb = Callable[["AgricolaState", int, str, Params, str], list[Event]]
"""A building effect: ``(state, owner, what was built, params, card id)`` -> events."""

PLAY: Hook[PlayVerb] = Hook(GAME, "on play")
ROUND: Hook[PlayVerb] = Hook(GAME, "round start")
SPACE: Hook[SpaceVerb] = Hook(GAME, "space")
HARVEST: Hook[PlayVerb] = Hook(GAME, "harvest")
CONVERT: Hook[PlayVerb] = Hook(GAME, "conversion")
COST: Hook[CostVerb] = Hook(GAME, "cost")
SOW: Hook[SowVerb] = Hook(GAME, "sowing")
CAPACITY: Hook[CapacityVerb] = Hook(GAME, "capacity")
END: Hook[EndVerb] = Hook(GAME, "end of game")
BUILD: Hook[BuildVerb] = Hook(GAME, "building")
HOUSE: Hook[CapacityVerb] = Hook(GAME, "house")

HOOKS = (PLAY, ROUND, SPACE, HARVEST, CONVERT, COST, SOW, CAPACITY, HOUSE, BUILD, END)
"""Every hook, in the order the card's text lists its effects."""

KINDS = ("occupation", "minor")
"""The two kinds of cards a player is dealt."""

HIDDEN_OCCUPATION = "?occupation"
HIDDEN_MINOR = "?minor"
"""What another player's view shows of each occupation and minor improvement in a hand."""
HIDDEN = {"occupation": HIDDEN_OCCUPATION, "minor": HIDDEN_MINOR}

SPACES = (
    "build_rooms", "starting_player", "grain_seeds", "farmland", "lessons", "day_laborer",
    "forest", "clay_pit", "reed_bank", "fishing", "grain_utilization", "improvement",
    "sheep_market", "fencing", "wish_for_children", "western_quarry", "house_redevelopment",
    "vegetable_seeds", "pig_market", "eastern_quarry", "cattle_market", "cultivation",
    "urgent_wish_for_children", "farm_redevelopment",
)
"""The spaces a card may name: those of the full game at every player count and the round
cards.  A card naming a space also fires on the green card of the same name for more players
(``lessons`` on ``lessons_3``)."""

THINGS = (
    "room", "clay_room", "stone_room", "field", "pasture", "stable", "occupation", "minor",
    "major", "person", "grain", "vegetable", "sheep", "boar", "cattle", "animal", "wood",
    "clay", "reed", "stone", "food",
)
"""What a card may count (:func:`measure`)."""

PAID_FOR = ("room", "stable", "renovation", "major", "minor", "occupation")
"""What a cost effect may make cheaper."""

BUILT = ("room", "stable", "field", "pasture", "renovation", "major", "bake", "growth")
"""What a building effect may follow: a room, stable, field (ploughed) or pasture made, a
renovation, a major improvement bought, a bake, a child born."""

GOOD = Choice("good", GOODS)
"""A good of the supply."""
ANY_GOOD = Choice("gain", (*GOODS, *ANIMALS))
"""A good or an animal."""
SPACE_NAME = Choice("space", SPACES)
THING = Choice("thing", THINGS)
WHAT = Choice("paid_for", PAID_FOR)
CROP = Choice("crop", CROPS)
BUILT_WHAT = Choice("built", BUILT)
AMOUNT = Whole(1, 9)
LEAST = Whole(1, 15)


def same_space(named: str, space_id: str) -> bool:
    """Whether the space ``space_id`` is the one a card names (or its green card for more
    players: ``lessons_4`` for ``lessons``)."""
    if space_id == named:
        return True
    rest = space_id[len(named) + 1:]
    return space_id.startswith(named + "_") and rest.isdigit()


def measure(state: AgricolaState, player: int, thing: str) -> int:
    """How many ``thing`` (:data:`THINGS`) the player has now."""
    farmer = state.players[player]
    farm = farmer.farm
    if thing in ("room", "clay_room", "stone_room"):
        rooms = farm.room_count()
        return rooms if thing == "room" or thing == f"{farm.house}_room" else 0
    if thing == "field":
        return farm.fields.bit_count()
    if thing == "pasture":
        return len(farm.pastures)
    if thing == "stable":
        return farm.stables.bit_count()
    if thing in ("occupation", "minor"):
        return sum(1 for card in farmer.played if state.tables.card(card).kind == thing)
    if thing == "major":
        return len(farmer.majors)
    if thing == "person":
        return farmer.people
    if thing in ANIMALS:
        return farmer.animals[ANIMALS.index(thing)]
    if thing == "animal":
        return sum(farmer.animals)
    if thing in CROPS:
        return farmer.goods[thing] + sum(n for crop, n in farm.crops.values() if crop == thing)
    return farmer.goods.get(thing, 0)


def _gain(state: AgricolaState, player: int, card: str, goods: Goods) -> list[Event]:
    """Give ``goods`` (animals to the farm) to the player because of ``card``."""
    farmer = state.players[player]
    for name, amount in goods:
        if name in ANIMALS:
            farmer.animals[ANIMALS.index(name)] += amount
        else:
            farmer.goods[name] += amount
    return [Event("card_goods", player, {"card": card, "goods": goods})] if goods else []


# -- on play --------------------------------------------------------------------------------


@PLAY.verb("gain", Timing.AT_ONCE, "play", {"good": ANY_GOOD, "amount": AMOUNT})
def gain(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """Take goods (or animals) at once."""
    return _gain(state, player, card, ((params.name("good"), params.whole("amount")),))


@PLAY.verb("gain_per", Timing.AT_ONCE, "play", {"good": GOOD, "amount": AMOUNT, "thing": THING, "most": AMOUNT})
def gain_per(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """Take goods for each thing the farm has, up to a most."""
    return _gain_per(state, player, params, card)


def _gain_per(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """``amount`` of ``good`` per ``thing`` on the farm, up to ``most``."""
    count = min(params.whole("most"), params.whole("amount") * measure(state, player, params.name("thing")))
    return _gain(state, player, card, ((params.name("good"), count),) if count else ())


@PLAY.verb("gain_late", Timing.AT_ONCE, "play", {"good": GOOD, "every": Whole(1, 7)})
def gain_late(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """Take one good for every few rounds already played (the later, the more)."""
    count = (state.round - 1) // params.whole("every")
    return _gain(state, player, card, ((params.name("good"), count),) if count else ())


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
    return [Event("card_scheduled", player, {"card": card, "good": good, "amount": amount, "rounds": tuple(rounds)})]


# -- start of each round --------------------------------------------------------------------


@ROUND.verb("round_income", Timing.AT_PHASE, "round", {"good": GOOD, "amount": AMOUNT, "thing": THING, "least": LEAST})
def round_income(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """At the start of each round, take goods while the farm has at least so many things."""
    if measure(state, player, params.name("thing")) < params.whole("least"):
        return []
    return _gain(state, player, card, ((params.name("good"), params.whole("amount")),))


@ROUND.verb("round_income_from", Timing.AT_PHASE, "round", {"good": GOOD, "amount": AMOUNT, "round": Whole(2, 14)})
def round_income_from(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """At the start of each round from a given round on, take goods."""
    if state.round < params.whole("round"):
        return []
    return _gain(state, player, card, ((params.name("good"), params.whole("amount")),))


# -- each time a space is taken ---------------------------------------------------------------


@SPACE.verb("space_bonus", Timing.ON_ACTION, "space", {"space": SPACE_NAME, "good": GOOD, "amount": AMOUNT})
def space_bonus(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time you take the space, take goods too."""
    if mover != owner or not same_space(params.name("space"), space):
        return []
    return _gain(state, owner, card, ((params.name("good"), params.whole("amount")),))


@SPACE.verb("space_bonus_if", Timing.ON_ACTION, "space", {"space": SPACE_NAME, "good": GOOD, "amount": AMOUNT, "thing": THING, "least": LEAST})
def space_bonus_if(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time you take the space while your farm has at least so many things, take goods."""
    if mover != owner or not same_space(params.name("space"), space):
        return []
    if measure(state, owner, params.name("thing")) < params.whole("least"):
        return []
    return _gain(state, owner, card, ((params.name("good"), params.whole("amount")),))


@SPACE.verb("space_bonus_if_taken", Timing.ON_ACTION, "space", {"space": SPACE_NAME, "other": SPACE_NAME, "good": GOOD, "amount": AMOUNT})
def space_bonus_if_taken(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time you take the space while another space is already taken, take goods."""
    if mover != owner or not same_space(params.name("space"), space):
        return []
    other = params.name("other")
    if not any(taken >= 0 and same_space(other, s.id) for s, taken in zip(state.spaces, state.taken, strict=True)):
        return []
    return _gain(state, owner, card, ((params.name("good"), params.whole("amount")),))


@SPACE.verb("space_bonus_late", Timing.ON_ACTION, "space", {"space": SPACE_NAME, "good": GOOD, "amount": AMOUNT, "round": Whole(2, 14)})
def space_bonus_late(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time you take the space from a given round on, take goods."""
    if mover != owner or not same_space(params.name("space"), space) or state.round < params.whole("round"):
        return []
    return _gain(state, owner, card, ((params.name("good"), params.whole("amount")),))


@SPACE.verb("space_toll", Timing.ON_ACTION, "space", {"space": SPACE_NAME, "good": GOOD, "amount": AMOUNT})
def space_toll(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time another player takes the space, you take goods."""
    if mover == owner or not same_space(params.name("space"), space):
        return []
    return _gain(state, owner, card, ((params.name("good"), params.whole("amount")),))


# -- harvest ------------------------------------------------------------------------------------


@HARVEST.verb("harvest_income", Timing.AT_PHASE, "harvest", {"good": GOOD, "amount": AMOUNT})
def harvest_income(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """In each harvest's field phase, take goods."""
    return _gain(state, player, card, ((params.name("good"), params.whole("amount")),))


@HARVEST.verb("harvest_per", Timing.AT_PHASE, "harvest", {"good": GOOD, "amount": AMOUNT, "thing": THING, "most": AMOUNT})
def harvest_per(state: AgricolaState, player: int, params: Params, card: str) -> list[Event]:
    """In each harvest's field phase, take goods for each thing the farm has, up to a most."""
    return _gain_per(state, player, params, card)


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
    return _gain(state, player, card, ((params.name("good"), params.whole("amount")),))


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


@END.verb("points_most", Timing.AT_END, "end", {"thing": THING, "points": AMOUNT})
def points_most(state: AgricolaState, player: int, params: Params) -> int:
    """Points when no other player has more of the thing (ties share them)."""
    mine = measure(state, player, params.name("thing"))
    if not mine or any(measure(state, p, params.name("thing")) > mine for p in range(state.num_players)):
        return 0
    return params.whole("points")


# -- the rules of the cards -----------------------------------------------------------------------


def real(card: str) -> bool:
    """Whether a hand's entry is a card (not another player's hidden one)."""
    return not card.startswith("?")


def deal(state: AgricolaState) -> None:
    """Deal every player :attr:`Numbers.hand` occupations and minor improvements from the
    decks of the player count (the marks 1+, 3+, 4+), shuffled with the game's draws."""
    players, size = state.num_players, state.tables.numbers.hand
    for kind in KINDS:
        deck = [card.id for card in state.tables.deck(kind, players)]
        state.rng.shuffle(deck)
        for player, farmer in enumerate(state.players):
            farmer.hand.extend(deck[player * size:(player + 1) * size])


def effects_of(state: AgricolaState, farmer: Farmer, hook: Hook[Any]) -> list[tuple[str, CardEffect]]:
    """The effects of ``hook`` on the cards the player has in play, card by card."""
    found = []
    for card_id in farmer.played:
        for effect in state.tables.card(card_id).effects:
            if effect.hook == hook.name:
                found.append((card_id, effect))
    return found


def fire(state: AgricolaState, player: int, hook: Hook[PlayVerb]) -> list[Event]:
    """Call every ``hook`` effect of the player's cards in play (round start, harvest)."""
    events: list[Event] = []
    farmer = state.players[player]
    if not farmer.played:
        return events
    for card_id, effect in effects_of(state, farmer, hook):
        events += effect.function(state, player, effect.params, card_id)
    return events


def space_taken(state: AgricolaState, mover: int, space_id: str) -> list[Event]:
    """A player took ``space_id``: every player's space effects."""
    events: list[Event] = []
    for owner, farmer in enumerate(state.players):
        if farmer.played:
            for card_id, effect in effects_of(state, farmer, SPACE):
                events += effect.function(state, owner, mover, space_id, effect.params, card_id)
    return events


def built(state: AgricolaState, player: int, what: str) -> list[Event]:
    """The player built ``what`` (:data:`BUILT`): their building effects."""
    farmer = state.players[player]
    if not farmer.played:
        return []
    events: list[Event] = []
    for card_id, effect in effects_of(state, farmer, BUILD):
        events += effect.function(state, player, what, effect.params, card_id)
    return events


def collect(state: AgricolaState, player: int) -> list[Event]:
    """The round begins: the goods the player's cards laid on its space."""
    farmer = state.players[player]
    waiting = farmer.scheduled.pop(state.round, None)
    if not waiting:
        return []
    goods = goods_of(waiting)
    for name, amount in goods:
        farmer.goods[name] += amount
    return [Event("card_delivery", player, {"goods": goods, "round": state.round})]


def adjusted(state: AgricolaState, farmer: Farmer, what: str, cost: Goods) -> Goods:
    """``cost`` of ``what`` (:data:`PAID_FOR`) after the player's cost effects."""
    if not farmer.played:
        return cost
    for _card, effect in effects_of(state, farmer, COST):
        cost = effect.function(effect.params, what, cost)
    return cost


def sow_bonus(state: AgricolaState, farmer: Farmer, crop: str) -> int:
    """Crops the player's cards add to a field sown with ``crop``."""
    if not farmer.played:
        return 0
    return sum(effect.function(effect.params, crop) for _card, effect in effects_of(state, farmer, SOW))


def pets(state: AgricolaState, farmer: Farmer) -> int:
    """Animal places of one animal each: the house's one and the player's cards'."""
    if not farmer.played:
        return 1
    places: int = sum(effect.function(effect.params) for _card, effect in effects_of(state, farmer, CAPACITY))
    return 1 + places


def sleeping_places(state: AgricolaState, farmer: Farmer) -> int:
    """Family members the player's cards house beyond the rooms."""
    if not farmer.played:
        return 0
    places: int = sum(effect.function(effect.params) for _card, effect in effects_of(state, farmer, HOUSE))
    return places


def end_points(state: AgricolaState, player: int) -> int:
    """The score sheet's cards row: printed points of the minor improvements in play and
    every end-of-game effect."""
    farmer = state.players[player]
    points = 0
    for card_id in farmer.played:
        card = state.tables.card(card_id)
        points += card.points
        for effect in card.effects:
            if effect.hook == END.name:
                points += effect.function(state, player, effect.params)
    return points


def occupation_cost(state: AgricolaState, farmer: Farmer, part: Part) -> Goods:
    """The food the space asks for the player's next occupation (by how many they have
    played; the last figure repeats), after the player's cost effects."""
    played = sum(1 for card in farmer.played if state.tables.card(card).kind == "occupation")
    food = part.costs[min(played, len(part.costs) - 1)] if part.costs else 0
    return adjusted(state, farmer, "occupation", (("food", food),) if food else ())


def card_cost(state: AgricolaState, farmer: Farmer, card: CardDef, part: Part) -> Goods:
    """What playing ``card`` on ``part`` costs the player now."""
    if card.kind == "occupation":
        return occupation_cost(state, farmer, part)
    return adjusted(state, farmer, "minor", card.cost)


def meets(state: AgricolaState, player: int, card: CardDef) -> bool:
    """Whether the player's farm meets the card's prerequisites."""
    return all(measure(state, player, what) >= least for what, least in card.needs)


def playable(state: AgricolaState, player: int, kind: str, part: Part) -> list[str]:
    """The cards of ``kind`` the player can play now on ``part`` (prerequisites met, cost
    held), in hand order."""
    farmer = state.players[player]
    found = []
    for card_id in farmer.hand:
        if not real(card_id):
            continue
        card = state.tables.card(card_id)
        if card.kind == kind and meets(state, player, card) and farmer.has(card_cost(state, farmer, card, part)):
            found.append(card_id)
    return found


def any_playable(state: AgricolaState, player: int, kind: str, part: Part) -> bool:
    """Whether the player can play a card of ``kind`` on ``part`` now."""
    return bool(playable(state, player, kind, part))


def play(state: AgricolaState, player: int, card_id: str, part: Part) -> list[Event]:
    """Play ``card_id`` from the hand: pay it, put it in play (a traveling one goes on to the
    next player's hand), then its effects on play."""
    farmer = state.players[player]
    card = state.tables.card(card_id)
    cost = card_cost(state, farmer, card, part)
    farmer.pay(cost)
    farmer.hand.remove(card_id)
    events = [Event("card_played", player, {"card": card_id, "kind": card.kind, "paid": cost})]
    for effect in card.effects:
        if effect.hook == PLAY.name:
            events += effect.function(state, player, effect.params, card_id)
    if card.travels:
        if state.num_players > 1:
            left = (player + 1) % state.num_players
            state.players[left].hand.append(card_id)
            events.append(Event("card_passed", player, {"card": card_id, "to": left}))
    else:
        farmer.played.append(card_id)
    return events


def conversions(state: AgricolaState, player: int) -> list[str]:
    """The cards in play whose conversion the player can use now (in the feeding)."""
    farmer = state.players[player]
    found = []
    for card_id, effect in effects_of(state, farmer, CONVERT):
        if effect.verb == "convert_once" and card_id in farmer.used:
            continue
        give, amount = convert_cost(effect.params)[0]
        held = farmer.animals[ANIMALS.index(give)] if give in ANIMALS else farmer.goods[give]
        if held >= amount and card_id not in found:
            found.append(card_id)
    return found


def convert(state: AgricolaState, player: int, card_id: str) -> list[Event]:
    """Use the conversion of ``card_id`` once."""
    farmer = state.players[player]
    effect = next(e for e in state.tables.card(card_id).effects if e.hook == CONVERT.name)
    if effect.verb == "convert_once":
        farmer.used.append(card_id)
    function: PlayVerb = effect.function
    return function(state, player, effect.params, card_id)


def unseen(state: AgricolaState, viewer: int, kind: str) -> list[str]:
    """The cards of ``kind`` the viewer cannot see anywhere (not in their hand, not in play):
    those another player's hidden hand may hold."""
    seen = set(state.players[viewer].hand)
    for farmer in state.players:
        seen.update(farmer.played)
        seen.update(card for card in farmer.hand if real(card))
    return [card.id for card in state.tables.deck(kind, state.num_players) if card.id not in seen]


def redeal_hidden(state: AgricolaState, rng: Rng) -> None:
    """Give every hidden card of the hands one of the cards the viewer cannot see."""
    for kind in KINDS:
        pool = unseen(state, state.viewer if state.viewer is not None else 0, kind)
        rng.shuffle(pool)
        for farmer in state.players:
            for i, card in enumerate(farmer.hand):
                if card == HIDDEN[kind] and pool:
                    farmer.hand[i] = pool.pop()
