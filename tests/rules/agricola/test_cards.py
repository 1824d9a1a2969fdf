"""The full game's occupations and minor improvements: dealing by player count, hidden hands,
playing a card on its spaces at its cost, and every card's effect from a position (one test per
card and effect, the expected result worked out from the card's own parameters)."""

from __future__ import annotations

from typing import Any

import pytest
from agricola_helpers import game, give_things, moves, play, put_in_play
from card_field_checks import check_field_card
from card_instead_checks import INSTEAD_CHECKS
from card_place_checks import PLACE_CHECKS
from card_rule_checks import RULE_CHECKS

from game import paths
from game.content.agricola import AgricolaContent, WrittenCard, load
from game.rules.agricola import AgricolaState, actions, cards
from game.rules.agricola.harvest import fits
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import PlayCard, Sow
from game.rules.agricola.scoring import sheet
from game.rules.agricola.tables import ANIMALS, CardDef, CardEffect, Part
from game.rules.core import Rng
from game.rules.effects import verbs_of

CONTENT = load(paths.content_dir())
DECK = CONTENT.occupations + CONTENT.minors
EFFECTS = [(card.id, i) for card in DECK for i in range(len(card.effects))]


def full(content: AgricolaContent, players: int = 2, seed: int = 1) -> AgricolaState:
    """A new full game (cards dealt)."""
    return game(content, players, seed=seed)


def held(state: AgricolaState, player: int) -> dict[str, int]:
    """The player's goods and animals, by name."""
    farmer = state.players[player]
    return {**farmer.goods, **dict(zip(ANIMALS, farmer.animals, strict=True))}


def hold(state: AgricolaState, player: int, card_id: str) -> None:
    """Put ``card_id`` in the player's hand (taken from whichever hand was dealt it)."""
    for farmer in state.players:
        if card_id in farmer.hand:
            farmer.hand.remove(card_id)
    state.players[player].hand.append(card_id)


def give(state: AgricolaState, player: int, card_id: str) -> CardDef:
    """Put ``card_id`` in the player's play area (as if played earlier)."""
    state.players[player].played.append(card_id)
    return state.tables.card(card_id)


# -- dealing and hiding ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_each_player_is_dealt_seven_occupations_and_seven_minors_marked_for_the_player_count(
    content: AgricolaContent, players: int
) -> None:
    state = full(content, players)
    dealt: list[str] = []
    for farmer in state.players:
        kinds = [state.tables.card(card).kind for card in farmer.hand]
        assert kinds.count("occupation") == 7 and kinds.count("minor") == 7
        assert all(state.tables.card(card).players <= players for card in farmer.hand)
        dealt += farmer.hand
    assert len(dealt) == len(set(dealt)), "no card is dealt twice"


def test_the_family_games_deal_no_cards(content: AgricolaContent) -> None:
    for variant in ("family", "revised"):
        state = game(content, 2, variant)
        assert all(not farmer.hand for farmer in state.players)
        assert "hand=" not in state.to_position()


def test_a_view_shows_the_own_hand_and_only_the_count_of_the_others(content: AgricolaContent) -> None:
    state = full(content, 3)
    view = state.view(1)
    assert view.players[1].hand == state.players[1].hand
    for seat in (0, 2):
        assert sorted(view.players[seat].hand) == [cards.HIDDEN_MINOR] * 7 + [cards.HIDDEN_OCCUPATION] * 7
        assert not set(state.players[seat].hand) & set(view.to_position().split())


def test_a_guessed_world_deals_the_hidden_hands_from_the_cards_the_viewer_cannot_see(content: AgricolaContent) -> None:
    state = full(content, 3)
    world = state.view(0).determinize(Rng(5))
    mine = set(state.players[0].hand)
    for seat in (1, 2):
        hand = world.players[seat].hand
        assert all(cards.real(card) for card in hand) and not set(hand) & mine
        kinds = [world.tables.card(card).kind for card in hand]
        assert kinds.count("occupation") == 7 and kinds.count("minor") == 7


# -- playing cards --------------------------------------------------------------------------------


def test_the_first_occupation_on_the_two_player_lessons_space_is_free_and_the_next_costs_one_food(
    content: AgricolaContent,
) -> None:
    state = full(content, 2)
    player = state.current
    farmer = state.players[player]
    lessons = next(space for space in state.spaces if space.id == "lessons").parts[0]
    assert cards.occupation_cost(state, farmer, lessons) == ()
    occupation = next(card for card in farmer.hand if card.startswith("o_"))
    food = farmer.goods["food"]
    play(state, "go lessons", f"play {occupation}")
    assert occupation in farmer.played and occupation not in farmer.hand
    assert farmer.goods["food"] >= food  # free (its own effect may even give food)
    assert cards.occupation_cost(state, farmer, lessons) == (("food", 1),)


def test_the_four_player_lessons_card_asks_one_food_twice_then_two(content: AgricolaContent) -> None:
    state = full(content, 4)
    farmer = state.players[0]
    part = next(space for space in state.spaces if space.id == "lessons_4").parts[0]
    costs = []
    for card in ("o_woodcutter", "o_clay_digger", "o_reed_cutter"):
        costs.append(cards.occupation_cost(state, farmer, part))
        farmer.played.append(card)
    assert costs == [(("food", 1),), (("food", 1),), (("food", 2),)]


def test_an_occupation_the_player_cannot_pay_for_closes_the_lessons_space(content: AgricolaContent) -> None:
    state = full(content, 2)
    farmer = state.players[state.current]
    farmer.played.append("o_woodcutter")
    farmer.goods["food"] = 0
    assert "go lessons" not in moves(state)
    farmer.goods["food"] = 1
    assert "go lessons" in moves(state)


def test_a_minor_needs_its_prerequisites_and_its_cost(content: AgricolaContent) -> None:
    state = full(content, 2)
    player = state.current
    farmer = state.players[player]
    hold(state, player, "m_writing_desk")  # wood 1, two occupations played
    part = Part("minor")
    farmer.goods["wood"] = 1
    assert "m_writing_desk" not in cards.playable(state, player, "minor", part)
    farmer.played += ["o_woodcutter", "o_clay_digger"]
    assert "m_writing_desk" in cards.playable(state, player, "minor", part)
    farmer.goods["wood"] = 0
    assert "m_writing_desk" not in cards.playable(state, player, "minor", part)


def test_a_minor_is_played_with_the_starting_player_space_and_scores_its_points(content: AgricolaContent) -> None:
    state = full(content, 2)
    player = state.current
    farmer = state.players[player]
    hold(state, player, "m_stone_wall")  # stone 2, 2 points
    farmer.goods["stone"] = 2
    play(state, "go starting_player", "part 1 minor", "play m_stone_wall")
    assert farmer.goods["stone"] == 0 and "m_stone_wall" in farmer.played
    assert dict(sheet(state, player))["cards"] == 2


def test_the_full_game_offers_minors_beside_the_majors_on_the_improvement_actions(content: AgricolaContent) -> None:
    state = full(content, 2)
    farmer = state.players[0]
    hold(state, 0, "m_lean_to")
    farmer.goods["wood"] = 1
    part = Part("major")
    offered = [str(move) for move in actions.step_moves(state, farmer, part, 0, [])]
    assert "play m_lean_to" in offered


def test_a_traveling_minor_goes_to_the_next_players_hand_once_played(content: AgricolaContent) -> None:
    state = full(content, 3)
    player = state.current
    farmer = state.players[player]
    hold(state, player, "m_wheelbarrow")
    wood = farmer.goods["wood"]
    events = cards.play(state, player, "m_wheelbarrow", Part("minor"))
    assert farmer.goods["wood"] == wood + 2
    assert "m_wheelbarrow" not in farmer.played and "m_wheelbarrow" not in farmer.hand
    assert "m_wheelbarrow" in state.players[(player + 1) % 3].hand
    assert events[-1].kind == "card_passed"


def test_a_traveling_minor_leaves_the_solo_game(content: AgricolaContent) -> None:
    state = full(content, 1)
    farmer = state.players[0]
    hold(state, 0, "m_wheelbarrow")
    cards.play(state, 0, "m_wheelbarrow", Part("minor"))
    assert "m_wheelbarrow" not in farmer.hand + farmer.played


def test_animals_from_a_card_that_do_not_fit_ask_which_to_keep(content: AgricolaContent) -> None:
    state = full(content, 3)
    player = state.current
    farmer = state.players[player]
    farmer.animals = [1, 0, 0]  # the house's one place is taken
    hold(state, player, "m_lamb_crate")
    farmer.goods["wood"] = 1
    play(state, "go starting_player", "part 1 minor", "play m_lamb_crate")
    assert state.phase == Phase.HOUSING and state.current_player == player


# -- every card's effect from a position ---------------------------------------------------------


def _effect(card_id: str, index: int) -> tuple[CardDef, CardEffect, WrittenCard]:
    written = next(card for card in DECK if card.id == card_id)
    card = CONTENT.tables().card(card_id)
    return card, card.effects[index], written


@pytest.mark.parametrize(("card_id", "index"), EFFECTS)
def test_every_card_effect_does_what_its_parameters_say(content: AgricolaContent, card_id: str, index: int) -> None:
    state = full(content, 4 if card_id.startswith("o_") else 2, seed=3)
    player = 0
    state.players[player].hand = []
    card, effect, _ = _effect(card_id, index)
    p = effect.params
    check: Any = CHECKS[effect.verb]
    check(state, player, card, p)


def _gained(state: AgricolaState, player: int, before: dict[str, int]) -> dict[str, int]:
    after = held(state, player)
    return {name: after[name] - before[name] for name in after if after[name] != before[name]}


def check_gain(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    state.players[player].goods["food"] = 0  # nothing else of the card's gains counted twice
    before = held(state, player)
    for e in card.of_hook(cards.PLAY.name):
        if e.params is p:
            e.function(state, player, p, card.id)
    assert _gained(state, player, before) == {p.name("good"): p.whole("amount")}


def check_gain_per(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    give_things(state, player, p.name("thing"), 2)
    count = cards.measure(state, player, p.name("thing"))
    before = held(state, player)
    cards.gain_per(state, player, p, card.id)
    assert _gained(state, player, before) == {p.name("good"): min(p.whole("most"), p.whole("amount") * count)}


def check_gain_late(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    state.round = 9
    before = held(state, player)
    cards.gain_late(state, player, p, card.id)
    assert _gained(state, player, before) == {p.name("good"): 8 // p.whole("every")}


def check_deliver(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    state.round = 3
    every = p.whole("every") if "every" in p.values else 1
    function = cards.deliver_every if "every" in p.values else cards.deliver
    function(state, player, p, card.id)
    rounds = sorted(state.players[player].scheduled)
    assert rounds == [3 + every * k for k in range(1, p.whole("rounds") + 1) if 3 + every * k <= 14]
    state.round = rounds[0]
    before = held(state, player)
    events = cards.collect(state, player)
    assert _gained(state, player, before) == {p.name("good"): p.whole("amount")}
    assert rounds[0] not in state.players[player].scheduled
    assert [e.args["cards"] for e in events] == [(card.id,)], "the log can name the card that laid the goods"


def check_round_income(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    give(state, player, card.id)
    least = p.whole("least") if "least" in p.values else 0
    if least:
        give_things(state, player, p.name("thing"), least - 1)
        before = held(state, player)
        cards.fire(state, player, cards.ROUND)
        assert _gained(state, player, before) == {}, "not yet enough"
        give_things(state, player, p.name("thing"), least)
    if "round" in p.values:
        state.round = p.whole("round") - 1
        before = held(state, player)
        cards.fire(state, player, cards.ROUND)
        assert _gained(state, player, before) == {}, "too early"
        state.round = p.whole("round")
    before = held(state, player)
    cards.fire(state, player, cards.ROUND)
    assert _gained(state, player, before) == {p.name("good"): p.whole("amount")}


def _space(state: AgricolaState, named: str) -> str:
    for space in state.spaces + state.deck:
        if cards.same_space(named, space.id):
            return space.id
    raise AssertionError(named)


def check_space(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    give(state, player, card.id)
    verb = next(e.verb for e in card.effects if e.params is p)
    space = _space(state, p.name("space"))
    other = 1
    expected = {p.name("good"): p.whole("amount")}
    if verb == "space_toll":
        before = held(state, player)
        cards.space_taken(state, player, space)
        assert _gained(state, player, before) == {}, "the owner's own turn pays no toll"
        before = held(state, player)
        cards.space_taken(state, other, space)
        assert _gained(state, player, before) == expected
        return
    before = held(state, player)
    cards.space_taken(state, other, space)
    assert _gained(state, player, before) == {}, "another player's turn gives the owner nothing"
    if verb == "space_bonus_if":
        give_things(state, player, p.name("thing"), p.whole("least") - 1)
        cards.space_taken(state, player, space)
        assert _gained(state, player, before) == {}
        give_things(state, player, p.name("thing"), p.whole("least"))
    if verb == "space_bonus_late":
        state.round = p.whole("round") - 1
        cards.space_taken(state, player, space)
        assert _gained(state, player, before) == {}
        state.round = p.whole("round")
    if verb == "space_bonus_if_taken":
        cards.space_taken(state, player, space)
        assert _gained(state, player, before) == {}
        needed = _space(state, p.name("other"))
        if needed not in [s.id for s in state.spaces]:
            state.spaces.append(next(s for s in state.deck if s.id == needed))
            state.taken.append(-1)
            state.stock.append({})
        state.taken[[s.id for s in state.spaces].index(needed)] = other
    before = held(state, player)
    cards.space_taken(state, player, space)
    assert _gained(state, player, before) == expected


def check_harvest(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    give(state, player, card.id)
    amount = p.whole("amount")
    if "thing" in p.values:
        give_things(state, player, p.name("thing"), 2)
        amount = min(p.whole("most"), amount * cards.measure(state, player, p.name("thing")))
    before = held(state, player)
    cards.fire(state, player, cards.HARVEST)
    assert _gained(state, player, before) == ({p.name("good"): amount} if amount else {})


def check_convert(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    give(state, player, card.id)
    give_good, amount = p.name("give"), p.whole("give_amount")
    give_things(state, player, give_good, amount * 2)
    state.players[player].goods["food"] = 0
    assert card.id in cards.conversions(state, player)
    before = held(state, player)
    cards.convert(state, player, card.id)
    assert _gained(state, player, before) == {give_good: -amount, "food": p.whole("food")}
    once = next(e.verb for e in card.effects if e.params is p) == "convert_once"
    assert (card.id in cards.conversions(state, player)) is not once


def check_cheaper(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    farmer = state.players[player]
    give(state, player, card.id)
    what, good, less = p.name("paid_for"), p.name("good"), p.whole("amount")
    extra = "grain" if good != "grain" else "wood"
    cost = ((good, less + 2), (extra, 1))
    assert cards.adjusted(state, farmer, what, cost) == ((good, 2), (extra, 1))
    assert cards.adjusted(state, farmer, what, ((good, less),)) == ()
    other = next(w for w in cards.PAID_FOR if w != what)
    assert cards.adjusted(state, farmer, other, cost) == cost


def check_sow(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    farmer = state.players[player]
    give(state, player, card.id)
    crop = p.name("crop")
    assert cards.sow_bonus(state, farmer, crop) == p.whole("amount")
    assert cards.sow_bonus(state, farmer, next(c for c in ("grain", "vegetable") if c != crop)) == 0


def check_capacity(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    farmer = state.players[player]
    farmer.animals = [1 + p.whole("places"), 0, 0]
    assert not fits(state, player)
    give(state, player, card.id)
    assert fits(state, player)


def check_points(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    verb = next(e.verb for e in card.effects if e.params is p)
    give(state, player, card.id)
    thing = p.name("thing")
    base = card.points
    if verb == "points_tiers":
        for least, points in p.tiers():
            give_things(state, player, thing, least)
            assert cards.end_points(state, player) == base + points
    elif verb == "points_per":
        give_things(state, player, thing, 0)
        zero = cards.measure(state, player, thing)
        assert cards.end_points(state, player) == base + min(p.whole("most"), zero // p.whole("per") * p.whole("points"))
        give_things(state, player, thing, 4)
        four = cards.measure(state, player, thing)
        assert cards.end_points(state, player) == base + min(p.whole("most"), four // p.whole("per") * p.whole("points"))
    else:
        give_things(state, player, thing, 3)
        give_things(state, 1, thing, 2)
        assert cards.end_points(state, player) == base + p.whole("points")
        give_things(state, 1, thing, 4)
        assert cards.end_points(state, player) == base


def check_build(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    give(state, player, card.id)
    built = p.name("built")
    other = next(what for what in cards.BUILT if what != built)
    before = held(state, player)
    cards.built(state, player, other)
    assert _gained(state, player, before) == {}
    cards.built(state, player, built)
    assert _gained(state, player, before) == {p.name("good"): p.whole("amount")}


def check_house(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    farmer = state.players[player]
    growth = Part("growth", room=True)
    farmer.people = farmer.farm.room_count()
    assert not actions.growth_allowed(state, farmer, growth), "no free room"
    give(state, player, card.id)
    assert actions.growth_allowed(state, farmer, growth)
    farmer.people += p.whole("people")
    assert not actions.growth_allowed(state, farmer, growth)


CHECKS = {
    "gain": check_gain,
    "gain_per": check_gain_per,
    "gain_late": check_gain_late,
    "deliver": check_deliver,
    "deliver_every": check_deliver,
    "round_income": check_round_income,
    "round_income_from": check_round_income,
    "space_bonus": check_space,
    "space_bonus_if": check_space,
    "space_bonus_if_taken": check_space,
    "space_bonus_late": check_space,
    "space_toll": check_space,
    "harvest_income": check_harvest,
    "harvest_per": check_harvest,
    "convert_once": check_convert,
    "convert_each": check_convert,
    "cheaper": check_cheaper,
    "sow_more": check_sow,
    "field_card": check_field_card,
    "animal_places": check_capacity,
    "build_bonus": check_build,
    "sleeping_place": check_house,
    "points_per": check_points,
    "points_tiers": check_points,
    "points_most": check_points,
    **RULE_CHECKS,
    **INSTEAD_CHECKS,
    **PLACE_CHECKS,
}


def test_every_registered_card_verb_has_a_check_and_the_deck_uses_it() -> None:
    registered = {verb.name for verb in verbs_of(cards.GAME)}
    assert registered == set(CHECKS)
    used = {effect.verb for card in DECK for effect in card.effects}
    assert used == registered


# -- the effects through the game's own moves ------------------------------------------------------


def test_a_space_bonus_fires_when_the_owner_places_a_person_there(content: AgricolaContent) -> None:
    state = full(content, 2)
    player = state.current
    give(state, player, "m_wood_cart")
    wood = state.players[player].goods["wood"]
    events = play(state, "go forest")
    assert state.players[player].goods["wood"] == wood + 3 + 2  # the forest's 3 and the Wood Cart's 2
    assert any(e.kind == "card_goods" and e.args["card"] == "m_wood_cart" for e in events)


def test_goods_laid_on_round_spaces_arrive_when_the_round_begins(content: AgricolaContent) -> None:
    state = full(content, 2)
    player = state.current
    farmer = state.players[player]
    hold(state, player, "m_woodpile")  # food 1: wood on 4 round spaces, two rounds apart
    farmer.goods["food"] = 3
    play(state, "go starting_player", "part 1 minor", "play m_woodpile")
    assert farmer.scheduled == {3: {"wood": 1}, 5: {"wood": 1}, 7: {"wood": 1}, 9: {"wood": 1}}
    assert "scheduled=3/wood/1,5/wood/1" in state.to_position()
    assert "laid=3/m_woodpile,5/m_woodpile" in state.to_position(), "the log will name the card"
    while state.round < 3:
        play(state, str(state.legal_moves()[0]))
    assert 3 not in farmer.scheduled


def test_a_conversion_is_offered_while_the_family_is_fed(content: AgricolaContent) -> None:
    state = full(content, 1)
    farmer = state.players[0]
    give(state, 0, "m_hand_mill")
    while state.phase != Phase.FEED:
        play(state, str(state.legal_moves()[0]))
    farmer.goods["grain"], farmer.goods["food"] = 1, 0
    assert "convert m_hand_mill" in moves(state)
    play(state, "convert m_hand_mill")
    assert farmer.goods["food"] == 2 and farmer.goods["grain"] == 0


def test_sowing_with_a_sowing_card_lays_more_on_the_field(content: AgricolaContent) -> None:
    state = full(content, 2)
    player = state.current
    farmer = state.players[player]
    give(state, player, "o_grain_sower")
    farmer.farm.fields = 1
    farmer.goods["grain"] = 1
    actions.do_step(state, player, Part("sow"), Sow(0, "grain"))
    assert farmer.farm.crops[0] == ("grain", 4)


def test_a_room_costs_less_with_a_cheaper_rooms_card(content: AgricolaContent) -> None:
    state = full(content, 2)
    farmer = state.players[0]
    assert actions.room_price(state, farmer) == (("wood", 5), ("reed", 2))
    give(state, 0, "o_thatcher")
    give(state, 0, "m_broad_axe")
    assert actions.room_price(state, farmer) == (("wood", 3), ("reed", 1))


def test_a_card_is_played_only_from_the_hand(content: AgricolaContent) -> None:
    state = full(content, 2)
    play(state, "go lessons")
    offered = {move.card for move in state.legal_moves() if isinstance(move, PlayCard)}
    assert offered and offered <= set(state.players[state.current].hand)


def test_a_building_card_pays_when_its_owner_ploughs_on_the_farmland(content: AgricolaContent) -> None:
    state = full(content, 2)
    player = state.current
    farmer = state.players[player]
    give(state, player, "o_field_hand")
    food = farmer.goods["food"]
    play(state, "go farmland")
    events = play(state, next(text for text in moves(state) if text.startswith("plow")))
    assert farmer.goods["food"] == food + 1
    assert any(e.kind == "card_goods" and e.args["card"] == "o_field_hand" for e in events)


def test_an_occupations_food_may_be_paid_with_grain_eaten_raw(content: AgricolaContent) -> None:
    # rulebook ("Fase de cosecha 2"): raw grain becomes 1 food at any time, so it pays the
    # food the lessons ask for an occupation (RULINGS.md: "En cualquier momento")
    state = full(content, 2)
    player = state.current
    farmer = state.players[player]
    lessons = next(space for space in state.spaces if space.id == "lessons").parts[0]
    occupation = next(card for card in farmer.hand if card.startswith("o_"))
    put_in_play(state, player, next(card.id for card in CONTENT.occupations if card.id != occupation))
    cost = dict(cards.occupation_cost(state, farmer, lessons))["food"]  # the second costs food
    farmer.goods.update(food=0, grain=cost, vegetable=0)
    assert "go lessons" in moves(state)
    play(state, "go lessons")
    assert f"play {occupation}" in moves(state)
    events = play(state, f"play {occupation}")
    assert occupation in farmer.played
    assert sum(e.args["food"] for e in events if e.kind == "cooked") == cost, "the grain was eaten raw"
