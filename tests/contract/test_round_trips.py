"""Round trips from positions Hypothesis picks: every case of the contract suite, a seed and a
number of random moves played from it (to the end at most).

At each such position: the position text reads back (the full state and every view); a save
of the moves replays to the same position; a clone and its original do not touch each other;
a view of a view is the view; a view does not depend on what its player cannot see (another
world consistent with the view shows the same view); ``decision()`` agrees with
``current_player`` and ``legal_moves_for``; and every move on the way announced the turns,
rounds and reveals it began.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from contract.checks import check_boundaries, check_decision, texts
from contract.games import Case, all_moves, case, case_names, random_move, registration
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import games
from game.match_setup import Seat
from game.rules.core import Rng, State
from game.saves import SaveRecord, read_save, replay_save, write_save

ROUND_TRIPS = settings(
    max_examples=14,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
SEEDS = st.integers(min_value=0, max_value=100_000)
STEPS = st.integers(min_value=0, max_value=400)


def reach(game: Case, seed: int, steps: int) -> tuple[State, list[str]]:
    """The position after ``steps`` random moves from ``seed`` (fewer if the game ends), and
    the moves' texts; every move is checked for its boundary events on the way."""
    state = game.new_game(seed)
    chooser = Rng(seed ^ 0x5EED)
    played: list[str] = []
    while len(played) < steps and not state.is_over:
        move = random_move(state, chooser)
        before = state.clone()
        events = state.apply(move)
        check_boundaries(before, move, events, state)
        played.append(str(move))
    return state, played


def replayed_from_a_save(game: Case, seed: int, moves: list[str]) -> State:
    """Write a save of ``moves``, read it back and replay it (as the program loads a save)."""
    seats = tuple(Seat("human", f"Player {p + 1}") for p in range(game.players))
    record = SaveRecord(
        game.rules.id, game.config, seed, seats, tuple(moves), game.rules.content_version
    )
    test_game = not games.is_known(game.rules.id)
    if test_game:
        games.add_game(registration(game.rules, game.content))
    try:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "match.json"
            write_save(record, path)
            loaded = read_save(path)
        assert loaded == record
        return replay_save(loaded, game.content)
    finally:
        if test_game:
            games.remove_game(game.rules.id)


@pytest.mark.parametrize("name", case_names())
@ROUND_TRIPS
@given(seed=SEEDS, steps=STEPS)
def test_round_trips_from_a_reachable_position(name: str, seed: int, steps: int) -> None:
    game = case(name)
    state, moves = reach(game, seed, steps)
    text = state.to_position()
    check_decision(state)

    again = game.rules.from_position(game.content, text)
    assert again.to_position() == text
    assert texts(all_moves(again)) == texts(all_moves(state))

    assert replayed_from_a_save(game, seed, moves).to_position() == text

    copy = state.clone()
    if not state.is_over:
        copy.apply(all_moves(copy)[-1])
        assert state.to_position() == text
        state.clone().apply(all_moves(state)[0])
        assert state.to_position() == text

    for player in range(game.players):
        view = state.view(player)
        written = view.to_position()
        assert game.rules.from_position(game.content, written).to_position() == written
        assert view.view(player).to_position() == written
        other_world = view.determinize(Rng(seed + player))
        assert other_world.view(player).to_position() == written
        check_decision(view)
