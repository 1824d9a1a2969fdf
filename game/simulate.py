"""Tournaments between bots, headless: the engine behind ``python -m game simulate``.

``run_series("oregon", ["bot:random", "bot:hard"], games=20, seed=7)`` plays 20 games and
returns the JSON object of DESIGN.md ("Machine-readable output").  Game ``i`` uses the seed
``derive_seed(seed, i)``, and every bot is seeded from its game's seed and its seat, so a
series is reproducible: every bot's thinking is bounded by work (the hard bot by a count of
playouts), the clock being only a ceiling of processor time that load cannot reach, so the
same seeds give the same games with one job or several, on a busy machine or an idle one.
Each bot sees only ``state.view(player)``.  A solo game (one seat) is a series too: a game's
record gains ``"target"`` when the game has one, and the summary's ``wins`` count the games
that reached it.  With ``jobs`` above 1 the games are shared among
worker processes; the result is the same as with one job.  :func:`series_games` yields the
games one by one as they end (the command line prints each at once) and :class:`SeriesTally`
adds up the summary without keeping them.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.bots import LADDER_LEVELS, make_bot
from game.bots.base import LADDER_ONLY
from game.games import bot_kit, get_rules, load_game_content
from game.rules.core import GameConfig, State, derive_seed

MAX_MOVES = 100_000
"""A game that has not ended after this many decisions is a rules bug."""


def parse_seat(text: str) -> str:
    """The bot level of a seat text such as ``bot:hard`` (or the ladder's ``bot:reference``);
    ``ValueError`` for anything else, including a ``human`` seat (nobody can click in a
    simulation)."""
    if text == "human":
        raise ValueError(
            "a simulation has no human players: every seat must be one of "
            + ", ".join(f"bot:{level}" for level in LADDER_LEVELS)
        )
    kind, _, level = text.partition(":")
    if kind != "bot" or level not in LADDER_LEVELS:
        raise ValueError(
            f"unknown seat {text!r} (seats: " + ", ".join(f"bot:{lv}" for lv in LADDER_LEVELS) + ")"
        )
    return level


@dataclass(frozen=True)
class _Job:
    """One game of a series, small enough to send to a worker process."""

    game_id: str
    levels: tuple[str, ...]
    seed: int
    variants: frozenset[str]
    save_path: Path | None


def series_games(
    game_id: str,
    seats: list[str],
    games: int,
    seed: int = 0,
    variants: frozenset[str] = frozenset(),
    jobs: int = 1,
    save_dir: Path | None = None,
) -> Iterator[Played]:
    """The games of a series, each yielded as soon as it is played (in order), so a long
    series prints its first game at once: the jobs are made as they are needed, never held
    as one list.  Checks everything before the first game (the same errors as
    :func:`run_series`)."""
    levels = tuple(parse_seat(s) for s in seats)
    if games < 1:
        raise ValueError("the number of games must be at least 1")
    if jobs < 1:
        raise ValueError("the number of jobs must be at least 1")
    rules = get_rules(game_id)
    rules.check_config(GameConfig(len(levels), frozenset(variants)))

    def job(index: int) -> _Job:
        game_seed = derive_seed(seed, index)
        path = None
        if save_dir is not None:
            path = Path(save_dir) / f"{game_id}-{index + 1:04d}-seed{game_seed}.json"
        return _Job(game_id, levels, game_seed, frozenset(variants), path)

    return _played(job, games, jobs)


def _played(job: Callable[[int], _Job], games: int, jobs: int) -> Iterator[Played]:
    if jobs == 1 or games == 1:
        yield from (_play(job(index)) for index in range(games))
        return
    workers = min(jobs, games)
    batch = workers * BATCH_PER_WORKER
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        for start in range(0, games, batch):
            # a batch at a time: the pool would otherwise read every job ahead of the results
            work = [job(index) for index in range(start, min(games, start + batch))]
            yield from pool.imap(_play, work, chunksize=1)


BATCH_PER_WORKER = 4
"""Games handed to each worker process at a time."""


class SeriesTally:
    """The summary of a series, added up game by game (no game is kept)."""

    def __init__(self, seats: int) -> None:
        self.games = 0
        self.wins = [0.0] * seats
        self.score_sum = [0.0] * seats
        self.think_sum = [0.0] * seats
        self.decisions = [0] * seats
        self.think_max = [0.0] * seats
        self.moves: list[int] = []
        """Fewest, total and most moves per game (empty before the first game)."""

    def add(self, played: Played) -> None:
        """Count one finished game."""
        self.games += 1
        winners = played.record["winners"]
        for p in winners:
            self.wins[p] += 1.0 / len(winners)
        for p in range(len(self.wins)):
            self.score_sum[p] += played.record["scores"][p]
            self.think_sum[p] += played.think_total_ms[p]
            self.decisions[p] += played.decisions[p]
            self.think_max[p] = max(self.think_max[p], played.think_max_ms[p])
        moves = played.record["moves"]
        low, total, high = self.moves or (moves, 0, moves)
        self.moves = [min(low, moves), total + moves, max(high, moves)]

    def summary(self) -> dict[str, Any]:
        """The ``summary`` object of DESIGN.md's ``simulate --json``."""
        games = max(1, self.games)
        return {
            "wins": [round(w, 3) for w in self.wins],
            "mean_score": [round(s / games, 3) for s in self.score_sum],
            "mean_think_ms": [
                round(t / d, 3) if d else 0.0 for t, d in zip(self.think_sum, self.decisions, strict=True)
            ],
            "max_think_ms": [round(m, 3) for m in self.think_max],
        }


def run_series(
    game_id: str,
    seats: list[str],
    games: int,
    seed: int = 0,
    variants: frozenset[str] = frozenset(),
    jobs: int = 1,
    save_dir: Path | None = None,
) -> dict[str, Any]:
    """Play ``games`` games of ``game_id`` between the bots of ``seats`` (seat ``i`` is player
    ``i``) and return the series as a JSON-ready dict.

    Raises ``ValueError`` for a bad seat, game count or configuration and ``KeyError`` for a
    game that is not available.
    """
    tally = SeriesTally(len(seats))
    records = []
    for played in series_games(game_id, seats, games, seed, variants, jobs, save_dir):
        tally.add(played)
        records.append(played.record)
    return {"game": game_id, "seats": list(seats), "games": records, "summary": tally.summary()}


def new_state(
    game_id: str, players: int, seed: int, variants: frozenset[str] = frozenset()
) -> State:
    """A new game of ``game_id`` with the shipped content."""
    rules = get_rules(game_id)
    return rules.new_game(load_game_content(game_id), GameConfig(players, variants), seed)


def play_game(
    state: State,
    levels: Sequence[str],
    seed: int,
    bot_options: Mapping[str, Mapping[str, Any]] | None = None,
) -> tuple[list[str], list[list[float]]]:
    """Play ``state`` to its end with one bot of ``levels[i]`` per player ``i``, seeded from
    ``seed`` and the seat.  ``bot_options`` maps a level to options for its bots (such as
    ``{"hard": {"time_budget": 0.5}}``).

    Returns the text of every move and, per seat, the thinking time of each of its decisions
    in milliseconds.
    """
    bots = []
    kit = bot_kit(state.game_id)
    for seat, level in enumerate(levels):
        bot_seed = derive_seed(seed, 1 + seat)
        options = (bot_options or {}).get(level)
        if options and level != "random":
            from game.bots import ladder

            bots.append(ladder.make(level, bot_seed, kit, **options))
        else:
            bots.append(make_bot(level, bot_seed, kit))
    moves: list[str] = []
    think: list[list[float]] = [[] for _ in levels]
    while not state.is_over:
        player = state.current_player
        assert player is not None
        view = state.view(player)
        started = time.perf_counter()
        move = bots[player].choose(view)
        think[player].append((time.perf_counter() - started) * 1000.0)
        state.apply(move)
        moves.append(str(move))
        if len(moves) > MAX_MOVES:
            raise RuntimeError(f"{state.game_id}: the game did not end in {MAX_MOVES} moves")
    return moves, think


@dataclass(frozen=True)
class Played:
    """A finished game: its JSON record plus per-seat thinking totals for the summary."""

    record: dict[str, Any]
    think_total_ms: tuple[float, ...]
    think_max_ms: tuple[float, ...]
    decisions: tuple[int, ...]


def _play(job: _Job) -> Played:
    rules = get_rules(job.game_id)
    config = GameConfig(len(job.levels), job.variants)
    state = new_state(job.game_id, len(job.levels), job.seed, job.variants)
    moves, think = play_game(state, job.levels, job.seed)
    outcome = state.outcome()
    assert outcome is not None
    if job.save_path is not None:
        _save(job, rules.content_version, config, moves, state.round_number)
    record = {
        "seed": job.seed,
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
        "end": outcome.end_reason,
        "moves": len(moves),
        "think_ms": [round(_mean(times), 3) for times in think],
    }
    if outcome.target is not None:
        record["target"] = outcome.target
    return Played(
        record,
        tuple(sum(times) for times in think),
        tuple(max(times, default=0.0) for times in think),
        tuple(len(times) for times in think),
    )


def _save(job: _Job, content_version: str, config: GameConfig, moves: list[str], turn: int) -> None:
    from game.match_setup import Seat
    from game.saves import SaveRecord, write_save

    assert job.save_path is not None
    # a save knows the table's levels only: a ladder-only seat is saved as the level it stands
    # for, its name still telling which bot played
    seats = tuple(
        Seat("bot", f"Bot {i + 1} ({level})", LADDER_ONLY.get(level, level)) for i, level in enumerate(job.levels)
    )
    record = SaveRecord(
        game=job.game_id,
        config=config,
        seed=job.seed,
        seats=seats,
        moves=tuple(moves),
        content_version=content_version,
        turn=turn,
    )
    write_save(record, job.save_path)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0
