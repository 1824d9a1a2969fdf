"""Every card effect that fires says so: played from a position where it changes what happens,
each effect of every card in the deck sends an event naming the card (the log's line), on the
rules' own path (paying, sowing, fencing, building, housing, scoring...).  A verb added to the
deck without a scenario here, or whose scenario sends no event naming the card, fails."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from agricola_helpers import game, give_things
from card_instead_checks import fire_instead
from card_place_checks import own_turn, ready_to_join

from game import paths
from game.content.agricola import AgricolaContent, load
from game.rules.agricola import AgricolaState, actions, card_notes, cards, farmyard, harvest
from game.rules.agricola.farmer import Progress
from game.rules.agricola.moves import Build, BuyMajor, Go, Sow, SowCard
from game.rules.agricola.tables import CardDef, Part
from game.rules.core import Event
from game.rules.effects import Params, verbs_of

CONTENT = load(paths.content_dir())
DECK = CONTENT.occupations + CONTENT.minors
EFFECTS = [(card.id, i) for card in DECK for i in range(len(CONTENT.tables().card(card.id).effects))]
PLAYER = 0
PLENTY = 30
QUIET = frozenset({"card_played", "card_passed"})
"""Events that name a card whatever its effects do: not what the test looks for."""

Scenario = Callable[[AgricolaState, CardDef, Params], list[Event]]


def _plenty(state: AgricolaState) -> None:
    farmer = state.players[PLAYER]
    for good in farmer.goods:
        farmer.goods[good] = PLENTY


def _in_play(state: AgricolaState, card: CardDef) -> None:
    state.players[PLAYER].played.append(card.id)


# -- the scenarios, by verb ---------------------------------------------------------------------


def _played(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    if "thing" in p.values:
        give_things(state, PLAYER, p.name("thing"), 2)
    state.round = 9
    state.players[PLAYER].hand.append(card.id)
    return cards.play(state, PLAYER, card.id, Part(card.kind))


def _round(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    if "least" in p.values:
        give_things(state, PLAYER, p.name("thing"), p.whole("least"))
    state.round = p.whole("round") if "round" in p.values else 5
    return cards.fire(state, PLAYER, cards.ROUND)


def _space_id(state: AgricolaState, named: str) -> str:
    for space in state.spaces + state.deck:
        if cards.same_space(named, space.id):
            if space not in state.spaces:
                state.spaces.append(space)
                state.taken.append(-1)
                state.stock.append({})
            return space.id
    raise AssertionError(named)


def _space(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    farmer = state.players[PLAYER]
    space = _space_id(state, p.name("space"))
    state.round = 14
    if "thing" in p.values:
        give_things(state, PLAYER, p.name("thing"), p.whole("least"))
    if "other" in p.values:
        state.taken[[s.id for s in state.spaces].index(_space_id(state, p.name("other")))] = 1
    farmer.goods["grain"] = 2
    farmer.majors.append("clay_oven")
    state.progress = Progress(0, [False])
    mover = 1 if _verb(card, p) == "space_toll" else PLAYER
    return cards.space_taken(state, mover, space)


def _harvest(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    if "thing" in p.values:
        give_things(state, PLAYER, p.name("thing"), 2)
    return cards.fire(state, PLAYER, cards.HARVEST)


def _convert(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    give_things(state, PLAYER, p.name("give"), p.whole("give_amount"))
    return cards.convert(state, PLAYER, card.id)


def _pay(state: AgricolaState, what: str, good: str) -> list[Event]:
    """Pay for ``what`` on the rules' own path, its price holding ``good``."""
    farmer = state.players[PLAYER]
    farm = farmer.farm
    if what == "room":
        farm.house = good if good in ("wood", "clay", "stone") else "wood"
        cell = list(farmyard.cells_of(farm.room_sites()))[0]
        return actions.do_step(state, PLAYER, Part("rooms"), Build("room", cell))
    if what == "stable":
        cell = list(farmyard.cells_of(farm.stable_sites()))[0]
        return actions.do_step(state, PLAYER, Part("stables", wood=2), Build("stable", cell))
    if what == "renovation":
        farm.house = {"clay": "wood", "stone": "clay"}.get(good, "wood")
        return actions.do_immediate(state, PLAYER, Part("renovate"), 0)
    if what == "major":
        major = next(m for m in state.tables.majors if m.id in state.majors_left and good in dict(m.cost))
        return actions.buy_major(state, PLAYER, BuyMajor(major.id))
    if what == "minor":
        minor = next(c for c in state.tables.deck("minor", 4) if good in dict(c.cost) and c.id not in farmer.played)
        farmer.hand.append(minor.id)
        return cards.play(state, PLAYER, minor.id, Part("minor"))
    occupation = next(c.id for c in state.tables.deck("occupation", 4) if c.id not in farmer.played)
    farmer.hand.append(occupation)
    return cards.play(state, PLAYER, occupation, Part("occupation", costs=(3,)))


def _cheaper(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    return _pay(state, p.name("paid_for"), p.name("good"))


def _pay_with(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    state.players[PLAYER].goods[p.name("good")] = 0  # the supply lacks the good
    return _pay(state, p.name("paid_for"), p.name("good"))


def _sow(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    state.players[PLAYER].farm.fields = 1
    return actions.do_step(state, PLAYER, Part("sow"), Sow(0, p.name("crop")))


def _field_card(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    """Sow the card as a field, then harvest it: both name the card."""
    _in_play(state, card)
    crop = state.tables.card(card.id).of_hook(cards.FIELD.name)[0].params.name("grows")
    sown = actions.do_step(state, PLAYER, Part("sow"), SowCard(card.id, "grain" if crop == "any" else crop))
    return sown + harvest.fields(state)


def _capacity(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    kept = (1 + p.whole("places"), 0, 0)
    state.players[PLAYER].animals = list(kept)
    return harvest.keep(state, PLAYER, kept)


def _house(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    farmer = state.players[PLAYER]
    farmer.people = farmer.farm.room_count()
    return actions.do_immediate(state, PLAYER, Part("growth"), 0)


def _more_stables(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    farm = state.players[PLAYER].farm
    for cell in list(farmyard.cells_of(farm.stable_sites()))[:state.tables.numbers.stables]:
        farm.stables |= farmyard.bit(cell)
    return _pay(state, "stable", "wood")


def _fence_discount(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    farmer = state.players[PLAYER]
    fence = actions.pasture_moves(state, farmer)[0]
    return actions.do_step(state, PLAYER, Part("fences"), fence)


def _plough_anywhere(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    farmer = state.players[PLAYER]
    farmer.farm.fields = farmyard.bit(0)
    apart = actions.plow_sites(state, farmer) & ~farmer.farm.plow_sites()
    return actions.do_step(state, PLAYER, Part("plow", count=1), Build("plow", list(farmyard.cells_of(apart))[0]))


def _build_bonus(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    return cards.built(state, PLAYER, p.name("built"))


def _join(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    index = ready_to_join(state, PLAYER, p.name("spaces"))
    _in_play(state, card)
    return state.apply(Go(state.spaces[index].id))


def _again(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    state.round = p.whole("from_round")
    own_turn(state, PLAYER)
    return state.apply(Go("day_laborer"))


def _points(state: AgricolaState, card: CardDef, p: Params) -> list[Event]:
    _in_play(state, card)
    give_things(state, PLAYER, p.name("thing"), 12)
    return card_notes.scored(state)


SCENARIOS: dict[str, Scenario] = {
    **dict.fromkeys(("gain", "gain_per", "gain_late", "deliver", "deliver_every", "store_play"), _played),
    **dict.fromkeys(("round_income", "round_income_from", "store_round"), _round),
    **dict.fromkeys(("space_bonus", "space_bonus_if", "space_bonus_if_taken", "space_bonus_late", "space_toll", "space_bake"), _space),
    **dict.fromkeys(("harvest_income", "harvest_per"), _harvest),
    **dict.fromkeys(("convert_once", "convert_each", "convert_any"), _convert),
    "cheaper": _cheaper,
    "pay_with": _pay_with,
    "sow_more": _sow,
    "field_card": _field_card,
    "animal_places": _capacity,
    "sleeping_place": _house,
    "more_stables": _more_stables,
    "fence_discount": _fence_discount,
    "plough_anywhere": _plough_anywhere,
    "build_bonus": _build_bonus,
    **dict.fromkeys(("points_per", "points_tiers", "points_most"), _points),
    "space_instead": lambda state, card, p: fire_instead(state, PLAYER, card, p),
    "join_taken": _join,
    "go_again": _again,
}
"""How each verb is brought to fire, from a new game's position."""


def _verb(card: CardDef, p: Params) -> str:
    return next(e.verb for e in card.effects if e.params is p)


def test_every_registered_card_verb_has_a_scenario_that_fires_it() -> None:
    assert {verb.name for verb in verbs_of(cards.GAME)} == set(SCENARIOS)


@pytest.mark.parametrize(("card_id", "index"), EFFECTS)
def test_every_card_effect_that_fires_sends_an_event_naming_the_card(content: AgricolaContent, card_id: str, index: int) -> None:
    state = game(content, 4, seed=3)
    for farmer in state.players:
        farmer.hand = []
    _plenty(state)
    card = state.tables.card(card_id)
    effect = card.effects[index]
    events = SCENARIOS[effect.verb](state, card, effect.params)
    named = [e for e in events if e.kind not in QUIET and e.args.get("card") == card_id]
    assert named, f"{card_id}'s {effect.verb} fired without an event naming it: {[e.kind for e in events]}"
    assert all(e.player == PLAYER for e in named), "the event is the owner's"


def _card_with(verb: str, **values: object) -> CardDef:
    """The first card of the deck with an effect of ``verb`` whose parameters hold ``values``."""
    tables = CONTENT.tables()
    return next(
        tables.card(c.id) for c in DECK
        if any(e.verb == verb and all(e.params.values.get(k) == v for k, v in values.items()) for e in tables.card(c.id).effects)
    )


def _params(card: CardDef, verb: str) -> Any:
    return next(e.params for e in card.effects if e.verb == verb)


def test_a_card_that_does_not_change_the_price_says_nothing(content: AgricolaContent) -> None:
    state = game(content, 2)
    _in_play(state, _card_with("cheaper", paid_for="room"))
    _plenty(state)
    cost, events = cards.priced(state, PLAYER, "stable", (("wood", 1),))
    assert cost == (("wood", 1),) and events == []


def test_a_cheaper_room_says_how_much_less_was_paid(content: AgricolaContent) -> None:
    state = game(content, 2)
    _plenty(state)
    card = _card_with("cheaper", paid_for="room")
    p = _params(card, "cheaper")
    before = dict(state.players[PLAYER].goods)
    events = _cheaper(state, card, p)
    note = next(e for e in events if e.kind == "card_cost")
    assert note.args == {"card": card.id, "paid_for": "room", "less": ((p.name("good"), p.whole("amount")),), "more": ()}
    built = next(e for e in events if e.kind == "room_built")
    assert all(before[good] - state.players[PLAYER].goods[good] == amount for good, amount in built.args["paid"])


def test_paying_with_other_goods_says_what_was_paid_instead(content: AgricolaContent) -> None:
    state = game(content, 2)
    _plenty(state)
    card = _card_with("pay_with")
    p = _params(card, "pay_with")
    note = next(e for e in _pay_with(state, card, p) if e.kind == "card_cost")
    assert dict(note.args["less"])[p.name("good")] > 0
    assert dict(note.args["more"])[p.name("instead")] == dict(note.args["less"])[p.name("good")] * p.whole("rate")


def test_animals_housed_on_the_house_alone_do_not_name_the_card(content: AgricolaContent) -> None:
    state = game(content, 2)
    card = _card_with("animal_places")
    _in_play(state, card)
    state.players[PLAYER].animals = [1, 0, 0]
    assert harvest.keep(state, PLAYER, (1, 0, 0))[1:] == []


def test_the_final_scoring_names_each_card_that_scores(content: AgricolaContent) -> None:
    state = game(content, 2)
    card = _card_with("points_per")
    _in_play(state, card)
    assert [e for e in card_notes.scored(state) if e.args["card"] == card.id] == [], "nothing counted yet: no line"
    p = _params(card, "points_per")
    give_things(state, PLAYER, p.name("thing"), p.whole("per"))
    events = [e for e in card_notes.scored(state) if e.args["card"] == card.id]
    assert [e.args["points"] for e in events] == [min(p.whole("most"), p.whole("points"))]
