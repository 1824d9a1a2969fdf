"""Random games for 1 to 5 players, on every board, keep the rules' invariants at every
move and end after the harvest of round 14."""

from __future__ import annotations

import pytest
from agricola_helpers import check_invariants

from game.content.agricola import AgricolaContent
from game.rules.agricola import new_game, read_position
from game.rules.core import GameConfig, Rng

CASES = [(players, side) for players in range(1, 6) for side in ("", "family", "revised") if not (side == "revised" and players == 5)]


@pytest.mark.parametrize(("players", "side"), CASES)
def test_random_games_keep_every_invariant_and_end_after_round_14(
    content: AgricolaContent, players: int, side: str
) -> None:
    for seed in range(4):
        state = new_game(content, GameConfig(players, frozenset({side} - {""})), seed)
        rng = Rng(seed + 100)
        harvests = 0
        moves = 0
        while not state.is_over:
            legal = state.legal_moves()
            assert legal, "a game that is not over has a legal move"
            events = state.apply(rng.choice(legal))
            harvests += sum(1 for e in events if e.kind == "fed")
            check_invariants(state)
            moves += 1
            if moves % 37 == 0:
                again = read_position(content, state.to_position())
                assert again.to_position() == state.to_position()
        assert state.round == 14 and harvests == 6 * players
        outcome = state.outcome()
        assert outcome is not None and len(outcome.scores) == players
