"""The bots and the placement benders (cards that let a person join an occupied space, or place
twice in a row): what the cards are worth to the evaluations, and the bots use them in play."""

from __future__ import annotations

from bots.positions import quick_bot

from game.bots.evaluation.agricola_cards import card_prospect, cards_worth
from game.bots.evaluation.agricola_hand import hand_worth
from game.games import load_game_content
from game.rules.agricola import AgricolaState, new_game
from game.rules.core import GameConfig

GAME = "agricola"
BENDERS = ("m_neighbours_gate", "m_borrowed_plough", "m_reading_bench", "m_early_lantern")


def full_game(players: int = 2, seed: int = 4) -> AgricolaState:
    state = new_game(load_game_content(GAME), GameConfig(players, frozenset()), seed)
    assert isinstance(state, AgricolaState)
    return state


def effect_worth(state: AgricolaState, card: str) -> float:
    """A card's prospect without its printed points and cost: what its effects bring."""
    tables_card = state.tables.card(card)
    cost = sum({"wood": 0.3, "clay": 0.3, "reed": 0.45}.get(good, 0.3) * n for good, n in tables_card.cost)
    return card_prospect(state, 0, card) - tables_card.points + cost


def test_a_bender_opening_every_space_is_worth_more_than_one_opening_a_kind() -> None:
    state = full_game()
    assert effect_worth(state, "m_neighbours_gate") > effect_worth(state, "m_borrowed_plough") > 0


def test_a_bender_is_worth_less_as_the_rounds_run_out() -> None:
    state = full_game()
    early = effect_worth(state, "m_reading_bench")
    state.round = 12
    late = effect_worth(state, "m_reading_bench")
    state.round = 14
    assert early > late > effect_worth(state, "m_reading_bench") > 0, "the last round still has one use"


def test_going_twice_counts_only_the_rounds_from_its_first_one() -> None:
    state = full_game()
    start = state.tables.card("m_early_lantern").effects[0].params.whole("from_round")
    state.round = start
    at_start = effect_worth(state, "m_early_lantern")
    state.round = 1
    assert 0 < effect_worth(state, "m_early_lantern") <= at_start


def test_a_bender_in_play_and_in_the_hand_is_worth_something() -> None:
    state = full_game()
    farmer = state.players[0]
    for good in farmer.goods:
        farmer.goods[good] = 5
    farmer.hand = ["m_neighbours_gate"]
    farmer.played = [c.id for c in state.tables.cards if c.kind == "occupation"][:2]
    assert hand_worth(state, 0, 0.5, 10.0, action=0.0) > 0
    before = cards_worth(state, 0)
    farmer.played.append("m_neighbours_gate")
    assert cards_worth(state, 0) > before


def test_the_normal_bot_joins_occupied_spaces_with_its_benders() -> None:
    state = full_game(3, seed=8)
    for farmer in state.players:
        farmer.played = list(BENDERS)
    joined = again = 0
    moves = 0
    while not state.is_over and state.round <= 6:
        player = state.current_player
        assert player is not None
        move = quick_bot(GAME, "normal", moves, hard_iterations=8).choose(state.view(player))
        assert move in state.legal_moves_for(player)
        events = state.apply(move)
        joined += sum(e.kind == "card_joined" for e in events)
        again += sum(e.kind == "card_again" for e in events)
        moves += 1
    assert joined > 0 and again > 0
