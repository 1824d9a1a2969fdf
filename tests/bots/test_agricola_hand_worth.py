"""The hard bot's judgement of the cards in an Agricola hand (:mod:`.agricola_hand`): a good
card held is worth a share of what it will bring, never more than playing it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.bots.evaluation.agricola import deep_worth
from game.bots.evaluation.agricola_cards import card_prospect
from game.bots.evaluation.agricola_deep import deep_farm_worth, finished
from game.bots.evaluation.agricola_hand import _infos, _prospect, hand_worth
from game.bots.evaluation.agricola_weights import DEEP_WEIGHTS
from game.games import load_game_content
from game.rules.agricola import AgricolaState, new_game
from game.rules.agricola.cards import HIDDEN_OCCUPATION
from game.rules.agricola.moves import PlayCard
from game.rules.core import GameConfig, Rng

GAME = "agricola"
NO_HAND = replace(DEEP_WEIGHTS, hand=0.0)


def full_game(seed: int = 4) -> AgricolaState:
    state = new_game(load_game_content(GAME), GameConfig(2, frozenset()), seed)
    assert isinstance(state, AgricolaState)
    return state


def ranked_occupations(state: AgricolaState, player: int) -> list[str]:
    """Every occupation without prerequisites, best prospect first (read from the cards'
    estimate, so the test follows its numbers as they are tuned)."""
    occupations = [c.id for c in state.tables.cards if c.kind == "occupation" and not c.needs]
    return sorted(occupations, key=lambda c: card_prospect(state, player, c), reverse=True)


def test_a_strong_card_in_the_hand_is_worth_more_than_a_useless_one() -> None:
    state = full_game()
    player = state.current_player
    assert player is not None
    ranked = ranked_occupations(state, player)
    strong, useless = ranked[0], ranked[-1]
    state.players[player].hand = [useless]
    with_useless = deep_farm_worth(state, player)
    assert with_useless == pytest.approx(deep_farm_worth(state, player, NO_HAND)), "a useless card counts nothing"
    state.players[player].hand = [strong]
    assert deep_farm_worth(state, player) > with_useless + 0.5


def test_playing_a_strong_card_on_a_free_occupation_space_beats_holding_it() -> None:
    state = full_game()
    player = state.current_player
    assert player is not None
    strong = ranked_occupations(state, player)[0]
    state.players[player].hand = [strong]
    state.apply(next(m for m in state.legal_moves() if str(m) == "go lessons"))
    holding = deep_farm_worth(state, player)
    assert holding > deep_farm_worth(state, player, NO_HAND), "the held card counts"
    after = state.clone()
    after.apply(PlayCard(strong))
    played = deep_farm_worth(finished(after), player)
    assert played > holding
    # the hand's share is what holding keeps of the card: playing gains the rest
    gained_without_hand = played - deep_farm_worth(state, player, NO_HAND)
    assert played - holding < gained_without_hand


def test_playing_any_card_lowers_the_hand_by_at_most_its_share_of_the_card() -> None:
    state = full_game(7)
    share = 0.5
    for player in range(2):
        hand = list(state.players[player].hand)
        before = hand_worth(state, player, share, 12.0)
        for card in hand:
            state.players[player].hand = [c for c in hand if c != card]
            after = hand_worth(state, player, share, 12.0)
            assert before - after <= share * max(0.0, card_prospect(state, player, card)) + 1e-9
            assert after <= before + 1e-9
        state.players[player].hand = hand


def test_a_minor_improvement_whose_cost_is_held_counts_more() -> None:
    state = full_game()
    player = 0
    minors = [c for c in state.tables.cards if c.kind == "minor" and c.cost and not c.needs]
    best = max(minors, key=lambda c: card_prospect(state, player, c.id))
    farmer = state.players[player]
    farmer.hand = [best.id]
    for good, _ in best.cost:
        farmer.goods[good] = 0
    unpaid = hand_worth(state, player, 0.5, 12.0)
    for good, amount in best.cost:
        farmer.goods[good] = amount
    assert hand_worth(state, player, 0.5, 12.0) > unpaid > 0.0


def test_fewer_rounds_left_count_fewer_cards_and_none_at_the_end() -> None:
    state = full_game()
    worths = [hand_worth(state, 0, 0.5, rounds) for rounds in (13.0, 6.0, 2.0, 0.0)]
    assert worths[0] > worths[1] > worths[2] > worths[3] == 0.0


def test_a_rival_s_hidden_hand_is_judged_as_average_cards_and_the_view_is_judged() -> None:
    state = full_game()
    view = state.view(0)
    assert isinstance(view, AgricolaState)
    assert HIDDEN_OCCUPATION in view.players[1].hand
    assert hand_worth(view, 1, 0.5, 12.0) > 0.0
    assert len(deep_worth(view, 0)) == 2


def test_the_remembered_prospects_are_the_cards_own_estimates_all_game_long() -> None:
    state = full_game(11)
    infos = _infos(state.tables)
    rng = Rng(3)
    while not state.is_over:
        for player in range(2):
            farmer = state.players[player]
            for card in [*farmer.hand, *(c.id for c in state.tables.deck("occupation", 2)[:6])]:
                assert _prospect(state, player, infos[card]) == pytest.approx(card_prospect(state, player, card))
        state.apply(rng.choice(state.legal_moves()))


def test_the_hard_bot_judges_a_rival_s_hand_by_its_size_not_its_cards() -> None:
    state = full_game()
    ranked = ranked_occupations(state, 1)
    state.players[1].hand = ranked[:3]
    judged_by_me, judged_by_itself = deep_worth(state, 0)[1], deep_farm_worth(state, 1)
    state.players[1].hand = ranked[-3:]
    assert deep_worth(state, 0)[1] == pytest.approx(judged_by_me)
    assert deep_worth(state, 0) == pytest.approx(deep_worth(state.view(0), 0))
    # the rival itself, choosing its moves in a guessed world, judges its cards
    assert deep_farm_worth(state, 1) < judged_by_itself
