"""Games the easy and normal bots play keep every invariant of the rulebook after every
finished decision, in every variant (issue 32): the random games of the rules tests never
fence as the bots do, cook to make room or pay a food cost with grain.

Rulebook: animals live on the farm ("Fase 3": those that cannot be housed are cooked at once
or run away), and a family never pays food it has not got (a missing food is a begging card).
"""

from __future__ import annotations

import pytest
from bots.positions import quick_bot
from rules.agricola.agricola_helpers import check_invariants

from game.games import load_game_content
from game.rules.agricola import AgricolaState, new_game
from game.rules.core import GameConfig

GAME = "agricola"

CASES = [
    (1, ("family",)),  # solo, family
    (1, ()),  # solo, full game with cards
    (2, ("family",)),
    (2, ("revised",)),
    (3, ()),
    (4, ("family",)),
    (4, ("revised",)),
    (5, ("family",)),
]


@pytest.mark.slow
@pytest.mark.parametrize(("players", "variants"), CASES, ids=[f"{p}-{'-'.join(v) or 'full'}" for p, v in CASES])
def test_bot_games_keep_every_invariant_after_every_finished_decision(
    players: int, variants: tuple[str, ...]
) -> None:
    seed = 32 + players
    state = new_game(load_game_content(GAME), GameConfig(players, frozenset(variants)), seed)
    assert isinstance(state, AgricolaState)
    levels = ("normal", "easy")
    moves = 0
    while not state.is_over:
        player = state.current_player
        assert player is not None
        bot = quick_bot(GAME, levels[(player + seed) % 2], seed * 1000 + moves, hard_iterations=1)
        move = bot.choose(state.view(player))
        assert move in state.legal_moves_for(player)
        state.apply(move)
        check_invariants(state)
        moves += 1
    outcome = state.outcome()
    assert outcome is not None and len(outcome.scores) == players
