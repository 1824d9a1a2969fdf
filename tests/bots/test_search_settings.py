"""The hard bot's knobs: tuned per game, overridable, and checked."""

from __future__ import annotations

import pytest
from bots.positions import advance, new_real_game

from game.bots.ismcts import HardBot
from game.bots.ladder import make
from game.bots.playouts import greediest
from game.bots.search_settings import DEFAULT, SearchSettings, adjusted
from game.games import available_games, bot_kit, evaluation_for
from game.rules.core import GameConfig, Rng


def test_an_unknown_hard_bot_option_is_refused() -> None:
    with pytest.raises(TypeError, match="greediness"):
        HardBot(1, greediness=0.5)


def test_an_option_given_to_the_bot_wins_over_the_games_tuning() -> None:
    tuned = bot_kit("oregon").search
    changed = adjusted(tuned, {"exploration": tuned.exploration + 0.5})
    assert changed.exploration == tuned.exploration + 0.5
    assert changed.rollout_moves == tuned.rollout_moves


def test_a_variant_searched_apart_takes_its_own_settings_then_its_own_solo_and_crowd() -> None:
    solo, crowd = SearchSettings(playouts=10), SearchSettings(playouts=20)
    family = SearchSettings(rollout_turns=5, solo=solo, crowd=crowd)
    search = SearchSettings(rollout_turns=3, variants=(("family", family),))
    assert search.for_table(GameConfig(2)) is search
    assert search.for_table(GameConfig(2, frozenset({"family", "revised"}))) is family
    assert search.for_table(GameConfig(1, frozenset({"family"}))) is solo
    assert search.for_table(GameConfig(4, frozenset({"family"}))) is crowd
    assert search.for_table(GameConfig(2, frozenset({"draft"}))) is search


def test_a_game_without_its_own_tuning_searches_with_the_defaults() -> None:
    assert bot_kit("no-such-game").search == DEFAULT


def test_the_greediest_move_is_the_one_with_the_highest_gain() -> None:
    moves = [3, 9, 4]
    picked = greediest(None, moves, lambda _state, move: float(move), Rng(1))  # type: ignore[arg-type]
    assert picked == 9


def test_equal_gains_are_shared_out_at_random() -> None:
    rng = Rng(2)
    picks = {greediest(None, [1, 2, 3], lambda _s, _m: 0.0, rng) for _ in range(40)}  # type: ignore[arg-type]
    assert picks == {1, 2, 3}


@pytest.mark.skipif("oregon" not in available_games(), reason="Oregon rules not present")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_tuned_hard_bot_answers_oregon_with_a_legal_move(seed: int) -> None:
    state = advance(new_real_game("oregon", seed), 20 * seed, seed)
    player = state.current_player
    assert player is not None
    bot = make("hard", seed, bot_kit("oregon"), time_budget=None, iterations=30, plan_time=None)
    assert bot.choose(state.view(player)) in state.legal_moves()


@pytest.mark.parametrize("game_id", [g for g in available_games() if evaluation_for(g).gain])
def test_a_moves_gain_reads_only_what_its_mover_may_see(game_id: str) -> None:
    gain = evaluation_for(game_id).gain
    assert gain is not None
    for seed in range(4):
        state = advance(new_real_game(game_id, seed), 10 + 15 * seed, seed)
        player = state.current_player
        if player is None:
            continue
        view = state.view(player)
        for move in state.legal_moves():
            assert gain(state, move) == gain(view, move)
