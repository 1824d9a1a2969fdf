"""Every bot level plays legal moves, and none of them can see what its player cannot."""

from __future__ import annotations

import pytest
from bots.positions import sample_positions
from bots.sums_game import Fulfil, SumsState, new_sums

from game.bots import LEVELS, Bot, make_bot
from game.bots.ladder import make
from game.games import bot_kit
from game.rules.core import Rng, State

POSITIONS = sample_positions()


def quick_bot(level: str, seed: int, game_id: str) -> Bot:
    """A bot of ``level`` for ``game_id`` that thinks deterministically and briefly (no clock
    involved)."""
    kit = bot_kit(game_id)
    if level == "random":
        return make_bot(level, seed, kit)
    if level == "hard":
        return make("hard", seed, kit, time_budget=None, iterations=40, plan_time=None)
    return make(level, seed, kit, time_limit=None)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("name", "state"), POSITIONS, ids=[name for name, _ in POSITIONS])
def test_every_level_answers_with_a_legal_move(level: str, name: str, state: State) -> None:
    player = state.current_player
    assert player is not None
    move = quick_bot(level, 5, state.game_id).choose(state.view(player))
    assert move in state.legal_moves()


def test_the_default_ladder_bots_answer_on_every_sample_position() -> None:
    for _, state in POSITIONS[:3]:
        player = state.current_player
        assert player is not None
        for level in LEVELS:
            bot = make_bot(level, 1, bot_kit(state.game_id))
            assert bot.choose(state.view(player)) in state.legal_moves()


def _sums_twin_with_other_secrets(state: SumsState) -> SumsState:
    """The same Sums position except the opponent's hand and the deck order (swapped)."""
    twin = state.clone()
    opponent = 1 - state.player
    pool = twin.hands[opponent] + twin.deck
    pool.reverse()
    twin.hands[opponent] = sorted(pool[: len(twin.hands[opponent])])
    twin.deck = pool[len(twin.hands[opponent]) :]
    twin.contract_pile.reverse()
    return twin


def _sums_position_with_choices() -> SumsState:
    state = new_sums(11)
    rng = Rng(4)
    while not any(isinstance(m, Fulfil) for m in state.legal_moves()):
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_choice_does_not_depend_on_the_opponents_hand_or_the_deck_order(
    level: str,
) -> None:
    state = _sums_position_with_choices()
    twin = _sums_twin_with_other_secrets(state)
    assert twin.to_position() != state.to_position()
    player = state.player
    assert state.view(player).to_position() == twin.view(player).to_position()
    for seed in range(4):
        first = quick_bot(level, seed, state.game_id).choose(state.view(player))
        second = quick_bot(level, seed, state.game_id).choose(twin.view(player))
        assert first == second


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("name", "state"), POSITIONS, ids=[name for name, _ in POSITIONS])
def test_in_every_game_a_world_with_other_secrets_gets_the_same_choice(
    level: str, name: str, state: State
) -> None:
    player = state.current_player
    assert player is not None
    # Another full state the player cannot tell apart: their view, with secrets re-dealt.
    twin = state.view(player).determinize(Rng(977))
    first = quick_bot(level, 3, state.game_id).choose(state.view(player))
    second = quick_bot(level, 3, state.game_id).choose(twin.view(player))
    assert first == second
