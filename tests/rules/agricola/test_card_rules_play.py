"""The card verbs that bend the farm's rules, through the game's own moves: goods kept on a card
(taken on the owner's turn or while feeding, kept in the position text), a conversion at any
time paying an occupation's food, reed paid with wood for a room, a cheaper pasture, more
stables, a field ploughed apart from the others."""

from __future__ import annotations

from agricola_helpers import game, moves, play

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, read_position
from game.rules.agricola.legal import Phase
from game.rules.core import Rng, play_random_game


def full(content: AgricolaContent, players: int = 2) -> tuple[AgricolaState, int]:
    """A full game with the hands emptied; the player to move."""
    state = game(content, players, seed=4)
    for farmer in state.players:
        farmer.hand = []
    return state, state.current


def turn_up(state: AgricolaState, card_id: str) -> None:
    """Put the round card ``card_id`` on the board now."""
    card = next(c for c in state.deck if c.id == card_id)
    state.deck.remove(card)
    state.spaces.append(card)
    state.stock.append(dict(card.refill_for(state.num_players)))
    state.taken.append(-1)


def test_goods_kept_on_a_card_pile_up_each_round_until_the_owner_takes_them(content: AgricolaContent) -> None:
    state, me = full(content)
    farmer = state.players[me]
    farmer.played.append("m_larder")  # food 1 each round, at most 5 on it
    while state.round < 3:
        play(state, str(state.legal_moves()[0]))
    assert farmer.stored == {"m_larder": {"food": 2}}
    while state.current != me or state.phase != Phase.WORK:
        play(state, str(state.legal_moves()[0]))
    food = farmer.goods["food"]
    events = play(state, "convert m_larder")
    assert farmer.goods["food"] == food + 2 and not farmer.stored
    assert [e.kind for e in events] == ["card_taken"]
    assert state.current == me and state.phase == Phase.WORK, "taking them is no turn"


def test_goods_kept_on_a_card_are_written_in_the_position_and_read_back(content: AgricolaContent) -> None:
    state, me = full(content)
    farmer = state.players[me]
    farmer.played.append("o_housekeeper")
    farmer.stored = {"o_housekeeper": {"food": 3}}
    text = state.to_position()
    assert "stored=o_housekeeper/food/3" in text
    again = read_position(content, text)
    assert again.players[me].stored == {"o_housekeeper": {"food": 3}}
    assert again.to_position() == text


def test_goods_kept_on_a_card_may_be_taken_while_feeding(content: AgricolaContent) -> None:
    state, me = full(content, 1)
    farmer = state.players[me]
    farmer.played.append("o_pantry_keeper")
    while state.phase != Phase.FEED:
        play(state, str(state.legal_moves()[0]))
    farmer.stored = {"o_pantry_keeper": {"food": 4}}
    farmer.goods["food"] = 50
    assert "convert o_pantry_keeper" in moves(state), "offered even with food enough"
    play(state, "convert o_pantry_keeper")
    assert farmer.goods["food"] == 54


def test_an_any_time_conversion_pays_the_food_of_an_occupation(content: AgricolaContent) -> None:
    state, me = full(content)
    farmer = state.players[me]
    farmer.played += ["o_cheesemaker", "o_woodcutter"]  # one occupation already: the next costs 1 food
    farmer.hand = ["o_thatcher"]
    farmer.goods["food"], farmer.animals = 0, [0, 0, 1]
    assert "go lessons" not in moves(state)
    play(state, "convert o_cheesemaker")  # a cattle: 4 food
    assert farmer.goods["food"] == 4 and farmer.animals == [0, 0, 0]
    play(state, "go lessons", "play o_thatcher")
    assert farmer.goods["food"] == 3 and "o_thatcher" in farmer.played


def test_reed_lacking_for_a_room_is_paid_with_wood(content: AgricolaContent) -> None:
    state, me = full(content)
    farmer = state.players[me]
    farmer.played.append("o_wattler")  # each reed lacking for a room: 2 wood
    farmer.goods.update(wood=9, reed=0)
    play(state, "go build_rooms", "part 0 rooms", "room a1")
    assert farmer.goods["wood"] == 0 and farmer.goods["reed"] == 0
    assert farmer.farm.room_count() == 3


def test_a_fence_discount_takes_wood_off_each_pasture(content: AgricolaContent) -> None:
    state, me = full(content)
    farmer = state.players[me]
    farmer.played.append("m_fence_posts")  # 2 wood off each pasture
    farmer.goods["wood"] = 2
    turn_up(state, "fencing")
    play(state, "go fencing")
    assert "pasture e1" in moves(state), "four fences for two wood"
    play(state, "pasture e1")
    assert farmer.goods["wood"] == 0 and farmer.farm.pastures == (1 << 4,)


def test_more_stables_than_four_with_a_stable_card(content: AgricolaContent) -> None:
    state, me = full(content)
    farmer = state.players[me]
    farmer.farm.stables = 0b1111 << 10
    farmer.goods["wood"] = 4
    assert "go build_rooms" not in moves(state), "four stables built, no room affordable"
    farmer.played.append("m_stable_yard")  # two more stables
    play(state, "go build_rooms")  # the stables are the only part it can do
    play(state, next(text for text in moves(state) if text.startswith("stable")))
    play(state, next(text for text in moves(state) if text.startswith("stable")))
    assert farmer.farm.stables.bit_count() == 6
    assert state.current != me, "no more stables to build"


def test_a_field_may_be_ploughed_apart_with_a_ploughing_card(content: AgricolaContent) -> None:
    state, me = full(content)
    farmer = state.players[me]
    farmer.farm.fields = 1 << 14
    play(state, "go farmland")
    beside = set(moves(state))
    state, me = full(content)
    farmer = state.players[me]
    farmer.farm.fields = 1 << 14
    farmer.played.append("m_drainage_ditch")
    play(state, "go farmland")
    assert beside < set(moves(state))


def test_random_full_games_with_every_rule_bending_card_in_play_end(content: AgricolaContent) -> None:
    bending = ["m_larder", "o_housekeeper", "m_grindstone", "o_wattler", "m_hurdles", "m_stable_yard", "m_drainage_ditch"]
    for seed in range(3):
        state = game(content, 2 + seed, seed=40 + seed)
        for i, card in enumerate(bending):
            state.players[i % state.num_players].played.append(card)
        play_random_game(state, Rng(seed))
        assert state.is_over and state.outcome() is not None
