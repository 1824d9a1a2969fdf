"""The vocabulary of the full game's card effects: the hooks (the timings at which the rules
call a card's effects), the names a card's parameters choose from, and what a card may count.

A card in ``content/agricola/{occupations,minors}.yaml`` lists effects, each a verb of one of
the hooks below with its parameters; the card's text is written from the same parameters
(``content/agricola/card_texts.yaml``).  The verbs themselves are in :mod:`.card_verbs` (goods
at once, at round start, on spaces, at harvest), :mod:`.card_verbs_farm` (conversions,
costs, sowing, capacity, building, points), :mod:`.card_verbs_rules` (goods kept on cards,
paying with other goods, rule relaxers, a bake granted) and :mod:`.card_instead` (another
action instead of a space's own); what the rules do with the cards is :mod:`.cards`.
The hooks are the timings of the cards (facts ``agricola.md`` §11):

=================  ====================================================  ====================
hook               when the rules call it                                function
=================  ====================================================  ====================
``on play``        once, when the card is played                         :data:`PlayVerb`
``round start``    at the start of each round, after the round's goods   :data:`PlayVerb`
``space``          each time any player takes a space (before its        :data:`SpaceVerb`
                   action; a card played during that action fires from
                   the next placement on); may grant a bake first
``harvest``        in each harvest's field phase                         :data:`PlayVerb`
``conversion``     in the harvest's feeding, while food is short (those  :data:`PlayVerb`
                   marked "any time" also on the owner's turn)
``cost``           each time the owner pays for a room, stable,          :data:`CostVerb`
                   renovation, major, minor or occupation
``sowing``         each time the owner sows a field                      :data:`SowVerb`
``building``       each time the owner builds a room, stable, field,     :data:`BuildVerb`
                   pasture or major, renovates, bakes or grows
``capacity``       whenever the owner's animals are housed               :data:`CapacityVerb`
``house``          whenever the owner's family may grow                  :data:`CapacityVerb`
``paying``         each time the owner pays, after the cost effects:     :data:`PayVerb`
                   other goods for the ones the supply lacks
``rule``           where a rule of the farm allows so many (stables to   :data:`RuleVerb`
                   build, wood a pasture costs, fields apart)
``end of game``    in the final scoring (the score sheet's cards row)    :data:`EndVerb`
``placement``      where the owner may place a person (an occupied       :data:`PlaceVerb`
                   space) and when they place again at once
``field``          wherever a field may be sown, is harvested or scored: :data:`FieldVerb`
                   the card is a field (:mod:`.card_fields`)
=================  ====================================================  ====================

Goods a card keeps on itself (:attr:`Farmer.stored`, laid by the ``store_*`` verbs) are the
owner's to take, all at once, whenever a conversion could be used (:func:`.cards.uses`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from game.rules.agricola.tables import ANIMALS, CROPS, GOODS, Goods, Space
from game.rules.core import Event
from game.rules.effects import Choice, Hook, Params, Whole

if TYPE_CHECKING:
    from game.rules.agricola.card_fields import Patch
    from game.rules.agricola.farmer import Farmer
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
PayVerb = Callable[[Params, str, Goods, Mapping[str, int]], Goods]
"""A paying effect: ``(params, what is paid for, cost, the owner's supply)`` -> what is paid."""
RuleVerb = Callable[[Params, str], int]
"""A rule relaxer: ``(params, rule)`` -> how much more the rule allows (:data:`RULES`)."""
PlaceVerb = Callable[[Params, str, Space | None, int], int]
"""A placement bender: ``(params, bend, space, round)`` -> how many times in this round the card
allows the bend (``join`` the occupied ``space``, or go ``again``: no space); 0: not at all."""
FieldVerb = Callable[[Params], "Patch"]
"""A card that is a field: ``(params)`` -> what it grows, how many fields it holds, how many
crops a sowing lays on it and whether it scores as a field (:class:`.card_fields.Patch`)."""

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
PAY: Hook[PayVerb] = Hook(GAME, "paying")
RULE: Hook[RuleVerb] = Hook(GAME, "rule")
PLACE: Hook[PlaceVerb] = Hook(GAME, "placement")
FIELD: Hook[FieldVerb] = Hook(GAME, "field")

HOOKS = (PLAY, ROUND, SPACE, HARVEST, CONVERT, COST, PAY, SOW, FIELD, CAPACITY, HOUSE, RULE, BUILD, END, PLACE)
"""Every hook, in the order the card's text lists its effects."""

RULES = ("stables", "fence_wood", "fields_apart")
"""The rules a rule relaxer bends: ``stables`` more stables than the four, ``fence_wood``
wood off each pasture fenced, ``fields_apart`` (1 or more) fields ploughed anywhere."""

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
    "clay", "reed", "stone", "food", "stored",
)
"""What a card may count (:func:`measure`); ``stored`` is the goods kept on the player's cards."""

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
INSTEAD = Choice("instead", GOODS)
"""The good paid in place of another."""
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
    """How many ``thing`` (:data:`THINGS`) the player has now (cards that are fields count as
    fields when they score so, and their crops as crops: :mod:`.card_fields`)."""
    farmer = state.players[player]
    farm = farmer.farm
    if thing in ("room", "clay_room", "stone_room"):
        rooms = farm.room_count()
        return rooms if thing == "room" or thing == f"{farm.house}_room" else 0
    if thing == "field":
        return farm.fields.bit_count() + scored_card_fields(state, farmer)
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
    if thing == "stored":
        return sum(sum(goods.values()) for goods in farmer.stored.values())
    if thing in CROPS:
        on_cards = sum(n for plots in farmer.patches.values() for crop, n in plots if crop == thing)
        return farmer.goods[thing] + on_cards + sum(n for crop, n in farm.crops.values() if crop == thing)
    return farmer.goods.get(thing, 0)


def scored_card_fields(state: AgricolaState, farmer: Farmer) -> int:
    """The fields the player's cards that are fields count as (:mod:`.card_fields`: each
    plot of a card scored as fields)."""
    holders = state.tables.hook_cards.get(FIELD.name)
    if not holders or not farmer.played:
        return 0
    count = 0
    for card in farmer.played:
        if card in holders:
            for effect in state.tables.card(card).effects:
                if effect.hook == FIELD.name:
                    what: Patch = effect.function(effect.params)
                    count += what.plots if what.field else 0
    return count


def give_goods(state: AgricolaState, player: int, card: str, goods: Goods) -> list[Event]:
    """Give ``goods`` (animals to the farm) to the player because of ``card``."""
    farmer = state.players[player]
    for name, amount in goods:
        if name in ANIMALS:
            farmer.animals[ANIMALS.index(name)] += amount
        else:
            farmer.goods[name] += amount
    return [Event("card_goods", player, {"card": card, "goods": goods})] if goods else []
