"""Bots in a simultaneous decision choose for their own player, from their own view.

In Bids every player picks a number face down at once; the first player still to choose is
not necessarily the one a bot plays for, and the others' pending picks are hidden from it.
"""

from __future__ import annotations

import pytest
from contract.sealed_bids import BIDS_RULES, BidsContent

from game.bots import LEVELS, Bot, make_bot
from game.bots.ladder import make
from game.rules.core import GameConfig, Rng, State


def quick(level: str, seed: int) -> Bot:
    """A bot of ``level`` that thinks without a clock (repeatable)."""
    if level == "random":
        return make_bot(level, seed)
    if level == "hard":
        return make("hard", seed, None, time_budget=None, iterations=30, plan_time=None)
    return make(level, seed, None, time_limit=None)


def new_bids(players: int, seed: int) -> State:
    return BIDS_RULES.new_game(BidsContent(), GameConfig(players), seed)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_picks_for_its_own_player_while_an_earlier_player_has_not_picked(level: str) -> None:
    state = new_bids(3, 1)
    decision = state.decision()
    assert decision is not None and decision.simultaneous
    assert state.current_player == 0
    move = quick(level, 3).choose(state.view(2))
    assert move in state.legal_moves_for(2)
    assert state.mover(move) == 2


@pytest.mark.parametrize("level", LEVELS)
def test_bots_of_every_level_play_whole_simultaneous_games_from_their_own_views(level: str) -> None:
    rng = Rng(11)
    for seed in range(3):
        state = new_bids(3, seed)
        bots = [quick(level, seed * 10 + p) for p in range(3)]
        while not state.is_over:
            decision = state.decision()
            assert decision is not None
            # the players still to choose act in a shuffled order, as people at one table would
            player = rng.choice(list(decision.pending))
            move = bots[player].choose(state.view(player))
            assert move in state.legal_moves_for(player)
            state.apply(move)
        assert state.outcome() is not None
