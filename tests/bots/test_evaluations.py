"""Each game's evaluation judges only what the viewer may see, and favours the leader."""

from __future__ import annotations

import pytest
from bots.positions import sample_positions

from game.bots.evaluation import GENERIC, utilities
from game.games import evaluation_for
from game.rules.core import State

POSITIONS = [(name, state) for name, state in sample_positions() if not name.startswith("sums")]


def test_a_game_without_its_own_evaluation_is_judged_by_its_points() -> None:
    assert evaluation_for("no_such_game") is GENERIC


@pytest.mark.parametrize(("name", "state"), POSITIONS, ids=[name for name, _ in POSITIONS])
@pytest.mark.parametrize("deep", [False, True], ids=["normal", "deep"])
def test_the_evaluation_gives_the_same_worth_on_the_full_state_and_on_a_view(
    name: str, state: State, deep: bool
) -> None:
    evaluation = evaluation_for(state.game_id, deep=deep)
    for player in range(state.num_players):
        full = list(evaluation.worth(state, player))
        seen = list(evaluation.worth(state.view(player), player))
        assert full == pytest.approx(seen)


@pytest.mark.parametrize(("name", "state"), POSITIONS, ids=[name for name, _ in POSITIONS])
def test_rewards_lie_between_nothing_and_a_win(name: str, state: State) -> None:
    rewards = utilities(state, 0, evaluation_for(state.game_id))
    assert len(rewards) == state.num_players
    assert all(0.0 <= r <= 1.0 for r in rewards)
