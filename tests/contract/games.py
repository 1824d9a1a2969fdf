"""The set-ups the contract suite runs against, and walks through their positions.

Every registered game is checked with its shipped content at every player count and with
every variant (alone, where the variant allows that player count), plus the test-only games
that exercise corners no shipped game has yet: Pairs (``tiny_game``: hidden hands, variants, a
tie-break), Bids (``sealed_bids``: a simultaneous decision, and alone a solo game with a target
score and a variant for one player only) and Coins (``coins_game``: turns of several steps with
a "done" move).  A walk plays random legal moves from a seed and yields a sample
of the positions it passes through.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from contract.coins_game import COINS_RULES, CoinsContent
from contract.sealed_bids import BIDS_RULES, BidsContent
from contract.tiny_game import PAIRS_RULES, PairsContent

from game.games import available_games, get_rules
from game.rules.core import GameConfig, GameRules, Move, Rng, State

SAMPLES_PER_GAME = 10
MAX_MOVES = 20_000

TEST_GAMES: dict[str, tuple[GameRules[Any], Any]] = {
    "tiny": (PAIRS_RULES, PairsContent()),
    "bids": (BIDS_RULES, BidsContent()),
    "coins": (COINS_RULES, CoinsContent()),
}
"""The test-only games, by id, with their content."""

OUTSIDE_THE_CONTRACT = {"coins": frozenset({"quiet"})}
"""Variants of test games that break the contract on purpose, left out of the suite: Coins'
``quiet`` announces no turns, as games did before boundary events, for the table's tests."""


@dataclass(frozen=True)
class Case:
    """One set-up under test: a game's rules and content, a player count and variant flags."""

    rules: GameRules[Any]
    content: Any
    players: int
    variants: frozenset[str]

    @property
    def config(self) -> GameConfig:
        return GameConfig(self.players, self.variants)

    def new_game(self, seed: int) -> State:
        return self.rules.new_game(self.content, self.config, seed)


def _rules(game_id: str) -> GameRules[Any]:
    return TEST_GAMES[game_id][0] if game_id in TEST_GAMES else get_rules(game_id)


def _set_ups(rules: GameRules[Any]) -> Iterator[tuple[int, frozenset[str]]]:
    left_out = OUTSIDE_THE_CONTRACT.get(rules.id, frozenset())
    for players in range(rules.min_players, rules.max_players + 1):
        yield players, frozenset()
        for variant in rules.variants:
            if variant.id not in left_out and (not variant.players or players in variant.players):
                yield players, frozenset({variant.id})


def case_name(game_id: str, players: int, variants: frozenset[str]) -> str:
    """``porto-3p-novice``: how a case is named in test ids."""
    return "-".join([game_id, f"{players}p", *sorted(variants)])


def case_names() -> list[str]:
    """Every case: each game (registered and test-only) × player count × variant."""
    return [
        case_name(game_id, players, variants)
        for game_id in [*available_games(), *TEST_GAMES]
        for players, variants in _set_ups(_rules(game_id))
    ]


@cache
def _content(game_id: str) -> Any:
    if game_id in TEST_GAMES:
        return TEST_GAMES[game_id][1]
    from game.games import load_game_content

    return load_game_content(game_id)


def case(name: str) -> Case:
    """The case named ``name`` (see :func:`case_name`)."""
    game_id, players, *variants = name.split("-")
    return Case(_rules(game_id), _content(game_id), int(players[:-1]), frozenset(variants))


def actors(state: State) -> tuple[int, ...]:
    """The players who may act now (several during a simultaneous decision)."""
    decision = state.decision()
    return () if decision is None else decision.players


def all_moves(state: State) -> list[Move]:
    """The legal moves of every player who may act now."""
    return [move for player in actors(state) for move in state.legal_moves_for(player)]


def random_move(state: State, chooser: Rng) -> Move:
    """A move chosen uniformly among the moves of everyone who may act now."""
    return chooser.choice(all_moves(state))


def walk(game: Case, seed: int) -> Iterator[State]:
    """A sample of positions (independent copies) of one random game, ending with the last.

    The game is played once to learn its length, then replayed and sampled evenly, so long
    games cost no more checks than short ones.
    """
    chooser = Rng(seed * 7919 + game.players)
    state = game.new_game(seed)
    moves = []
    while not state.is_over and len(moves) < MAX_MOVES:
        move = random_move(state, chooser)
        moves.append(move)
        state.apply(move)
    assert state.is_over, f"{game.rules.id}: no end after {MAX_MOVES} random moves"
    step = max(1, len(moves) // SAMPLES_PER_GAME)
    replay = game.new_game(seed)
    for index, move in enumerate(moves):
        if index % step == 0:
            yield replay.clone()
        replay.apply(move)
    yield replay


def registration(rules: Any, content: Any, name: str = "") -> Any:
    """The registration of a test game: its rules with ``content`` as its content."""
    from game.games import GameSpec

    return GameSpec(
        id=rules.id,
        name=name or rules.id,
        players=(rules.min_players, rules.max_players),
        blurb="A test game.",
        art="",
        accent="#000000",
        rules=lambda: rules,
        content=lambda: lambda _root, _sprites: content,
    )
