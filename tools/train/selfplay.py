"""Two-player games between normal bots that judge with different weights, shared among
worker processes.

A game is named by its deal (the seed), its variants and the weights of each seat (plain
dictionaries, so a task is cheap to send to a worker); its result is the two scores.
"""

from __future__ import annotations

import importlib
import multiprocessing
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from game.bots import ladder
from game.bots.evaluation.judged import JUDGED_GAMES
from game.bots.judgement import weights
from game.games import bot_kit
from game.rules.core import derive_seed
from game.simulate import MAX_MOVES, new_state

SECTION = "normal"
"""The judgement the training tunes: the normal bot's (milliseconds a decision)."""

EVALUATION_MAKERS = {"agricola": "game.bots.evaluation.agricola"}
"""Per game, the module whose ``evaluation_with(weights, name)`` judges with given weights."""

FORMS: dict[str, tuple[frozenset[str], ...]] = {"agricola": (frozenset({"family"}), frozenset())}
"""The forms of each game the training plays, in turn: Agricola's family game and full game."""

Weights = Mapping[str, Any]


@dataclass(frozen=True)
class Game:
    """One training game: ``weights[i]`` judge for seat ``i``."""

    game_id: str
    seed: int
    variants: frozenset[str]
    weights: tuple[Weights, Weights]


def sections(game_id: str) -> Mapping[str, type]:
    """The sections of ``game_id``'s judgement file (section name → dataclass)."""
    return JUDGED_GAMES[game_id]()


def shipped(game_id: str) -> dict[str, Any]:
    """The shipped weights of the trained section, as a dictionary."""
    return asdict(weights(game_id, sections(game_id), SECTION))


def play(game: Game) -> tuple[float, float]:
    """The two scores of ``game``, played to its end by two normal bots."""
    cls = sections(game.game_id)[SECTION]
    make = importlib.import_module(EVALUATION_MAKERS[game.game_id]).evaluation_with
    kit = bot_kit(game.game_id)
    state = new_state(game.game_id, 2, game.seed, game.variants)
    bots = [
        ladder.make("normal", derive_seed(game.seed, 1 + seat), kit,
                    evaluation=make(cls(**dict(judged)), f"train-{seat}"))
        for seat, judged in enumerate(game.weights)
    ]
    moves = 0
    while not state.is_over:
        player = state.current_player
        assert player is not None
        state.apply(bots[player].choose(state.view(player)))
        moves += 1
        if moves > MAX_MOVES:
            raise RuntimeError(f"{game.game_id}: deal {game.seed} did not end in {MAX_MOVES} moves")
    scores = state.scores()
    return float(scores[0]), float(scores[1])


def paired(game_id: str, deals: Iterable[int], mine: Weights, theirs: Weights,
           forms: tuple[frozenset[str], ...] | None = None) -> list[Game]:
    """Each deal played twice, ``mine`` in each seat in turn; the deals take ``forms`` (else
    the game's :data:`FORMS`) in turn."""
    forms = forms or FORMS[game_id]
    games = []
    for index, deal in enumerate(deals):
        variants = forms[index % len(forms)]
        games.append(Game(game_id, deal, variants, (mine, theirs)))
        games.append(Game(game_id, deal, variants, (theirs, mine)))
    return games


@dataclass
class Tally:
    """How ``mine`` fared in paired games: wins (a tie half), games, the score margin."""

    wins: float = 0.0
    games: int = 0
    margin: float = 0.0

    def add(self, game: Game, scores: tuple[float, float], mine: Weights) -> None:
        seat = 0 if game.weights[0] is mine else 1
        own, other = scores[seat], scores[1 - seat]
        self.wins += 1.0 if own > other else 0.5 if own == other else 0.0
        self.games += 1
        self.margin += own - other

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def mean_margin(self) -> float:
        return self.margin / self.games if self.games else 0.0


class Players:
    """A pool of ``jobs`` worker processes playing games (one job: in this process)."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self._pool = multiprocessing.get_context("spawn").Pool(jobs) if jobs > 1 else None

    def __enter__(self) -> Players:
        return self

    def __exit__(self, *_: object) -> None:
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()

    def results(self, games: list[Game]) -> Iterator[tuple[Game, tuple[float, float]]]:
        """Each game with its scores, in order."""
        scores = self._pool.imap(play, games) if self._pool is not None else map(play, games)
        yield from zip(games, scores, strict=True)

    def tally(self, games: list[Game], mine: Weights) -> Tally:
        """How ``mine`` fared in ``games``."""
        tally = Tally()
        for game, scores in self.results(games):
            tally.add(game, scores, mine)
        return tally
