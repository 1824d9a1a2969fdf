"""The games the contract suite runs against, and walks through their positions.

Every registered game is checked with its shipped content, plus Pairs (``tiny_game``), the
test-only game that exercises every corner of the contract.  A walk plays random legal moves
from a seed and yields a sample of the positions it passes through.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from contract.tiny_game import PAIRS_RULES, PairsContent

from game.games import available_games, get_rules
from game.rules.core import GameConfig, GameRules, Rng, State

SAMPLES_PER_GAME = 10
MAX_MOVES = 20_000


@dataclass(frozen=True)
class Subject:
    """One game under test: its rules and the content its ``new_game`` needs."""

    rules: GameRules[Any]
    content: Any

    @property
    def player_counts(self) -> tuple[int, ...]:
        """The smallest and the largest table."""
        return tuple(sorted({self.rules.min_players, self.rules.max_players}))

    def new_game(self, players: int, seed: int) -> State:
        return self.rules.new_game(self.content, GameConfig(players), seed)


def subject_ids() -> list[str]:
    """Ids of every game the suite covers: the registered games and ``tiny``."""
    return [*available_games(), "tiny"]


def subject(game_id: str) -> Subject:
    """The rules and shipped content of ``game_id`` (``tiny``: Pairs)."""
    if game_id == "tiny":
        return Subject(PAIRS_RULES, PairsContent())
    from game.games import load_game_content

    return Subject(get_rules(game_id), load_game_content(game_id))


def walk(game: Subject, players: int, seed: int) -> Iterator[State]:
    """A sample of positions (independent copies) of one random game, ending with the last.

    The game is played once to learn its length, then replayed and sampled evenly, so long
    games cost no more checks than short ones.
    """
    chooser = Rng(seed * 7919 + players)
    state = game.new_game(players, seed)
    moves = []
    while not state.is_over and len(moves) < MAX_MOVES:
        move = chooser.choice(state.legal_moves())
        moves.append(move)
        state.apply(move)
    assert state.is_over, f"{game.rules.id}: no end after {MAX_MOVES} random moves"
    step = max(1, len(moves) // SAMPLES_PER_GAME)
    replay = game.new_game(players, seed)
    for index, move in enumerate(moves):
        if index % step == 0:
            yield replay.clone()
        replay.apply(move)
    yield replay
