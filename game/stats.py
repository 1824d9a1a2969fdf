"""Local statistics per game: games played, wins against each bot level, best score, and for
solo games the games played alone and how many reached the game's target.

Kept as JSON in ``paths.stats_file()``, written atomically (:mod:`game.atomic_file`: synced to
the disk, then renamed).  A damaged file is kept aside under a dated name (the statistics start
again, and the next finished match never overwrites it), and one line says so.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import paths
from game.atomic_file import write_atomically
from game.match_setup import Seat
from game.rules.core import Outcome
from game.untrusted import DamagedFile, clean_text, damaged_notice, quoted, read_json


@dataclass
class GameStats:
    """The record of one game (``wins_against[level]``: games a person won with a bot of that
    level at the table; ``games_against[level]``: games played with one).  A solo game counts
    in ``games`` and ``solo_games``, its score in ``best_score``, and in ``solo_targets_reached``
    when it reached the game's target; it is never a win against a bot."""

    games: int = 0
    human_wins: int = 0
    best_score: int | None = None
    best_by: str = ""
    games_against: dict[str, int] = field(default_factory=dict)
    wins_against: dict[str, int] = field(default_factory=dict)
    solo_games: int = 0
    solo_targets_reached: int = 0

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of this game's record."""
        return {
            "games": self.games,
            "human_wins": self.human_wins,
            "best_score": self.best_score,
            "best_by": self.best_by,
            "games_against": dict(self.games_against),
            "wins_against": dict(self.wins_against),
            "solo_games": self.solo_games,
            "solo_targets_reached": self.solo_targets_reached,
        }

    @staticmethod
    def from_dict(data: Any) -> GameStats:
        """Inverse of :meth:`to_dict` (fields it lacks keep their defaults); ``ValueError``
        naming the first field that is not what it should be."""
        if not isinstance(data, dict):
            raise ValueError("game statistics must be a mapping")
        best = data.get("best_score")
        best_by = data.get("best_by", "")
        if not isinstance(best_by, str):
            raise ValueError("best_by must be a text")
        return GameStats(
            games=_count(data, "games"),
            human_wins=_count(data, "human_wins"),
            best_score=None if best is None else _whole("best_score", best, -MAX_COUNT),
            best_by=clean_text(best_by, NAME_LIMIT),
            games_against=_levels(data, "games_against"),
            wins_against=_levels(data, "wins_against"),
            solo_games=_count(data, "solo_games"),
            solo_targets_reached=_count(data, "solo_targets_reached"),
        )


MAX_COUNT = 10**12
"""Larger counts or scores are not a record of games played here."""
NAME_LIMIT = 40
MAX_BYTES = 1024 * 1024
"""A statistics file is a few kilobytes; a larger one is not ours."""


def _whole(key: str, value: Any, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_COUNT:
        raise ValueError(f"{key} must be a whole number from {low} to {MAX_COUNT}")
    return value


def _count(data: dict[str, Any], key: str) -> int:
    return _whole(key, data.get(key, 0))


def _levels(data: dict[str, Any], key: str) -> dict[str, int]:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise ValueError(f"{key} must be a mapping of bot levels")
    # levels this version does not know (a newer one's) are kept, never thrown away
    return {level: _whole(f"{key}.{level}", count) for level, count in value.items()}


@dataclass(frozen=True)
class StatsRead:
    """What :func:`read_stats` found: the statistics per game id, and when the file was
    damaged, the one line that says so (the file then was kept aside)."""

    stats: dict[str, GameStats]
    notice: str | None = None


def _parsed(path: Path) -> dict[str, GameStats]:
    data = read_json(path, MAX_BYTES)
    if not isinstance(data, dict):
        raise DamagedFile("it is not a mapping of games")
    found = {}
    for game_id, record in data.items():
        # a game this version does not know (a newer one's) is kept as it is, never dropped
        try:
            found[game_id] = GameStats.from_dict(record)
        except ValueError as exc:
            raise DamagedFile(f"{quoted(game_id, 40)}: {exc}") from None
    return found


def read_stats(path: Path | None = None) -> StatsRead:
    """The statistics in ``path`` (default: the player's).  No file: none yet.  A damaged file
    is kept aside under a dated name beside it (never overwritten, never lost) and the
    statistics start afresh; the notice says so in one line."""
    path = path or paths.stats_file()
    try:
        return StatsRead(_parsed(path))
    except FileNotFoundError:
        return StatsRead({})
    except DamagedFile as exc:
        return StatsRead({}, damaged_notice(path, str(exc), "the statistics", "fresh statistics"))


_unseen: list[str] = []
"""Notices of damaged statistics kept aside at the end of a match, until the statistics
screen shows them (so the player is told once, where they look at statistics)."""


def load_stats(path: Path | None = None) -> dict[str, GameStats]:
    """Statistics per game id (empty when there are none).  A damaged file is kept aside
    (:func:`read_stats`); its notice is printed on standard error and kept for
    :func:`take_notices`."""
    found = read_stats(path)
    if found.notice:
        print(f"tablero: {found.notice}", file=sys.stderr)
        _unseen.append(found.notice)
    return found.stats


def take_notices() -> list[str]:
    """The notices of damaged statistics not yet shown (each is given once)."""
    taken = list(_unseen)
    _unseen.clear()
    return taken


def count_solo(stats: GameStats, outcome: Outcome) -> None:
    """Count a finished solo game, and whether it reached the game's target."""
    stats.solo_games += 1
    if outcome.target is not None and 0 in outcome.winners:
        stats.solo_targets_reached += 1


def record_result(
    game_id: str, seats: tuple[Seat, ...], outcome: Outcome, path: Path | None = None
) -> dict[str, GameStats]:
    """Add a finished match to the statistics and save them; returns the new statistics.  A
    solo game counts its score and whether it reached the target, never a win of people.

    Raises ``OSError`` when the disk refuses, and when the file is damaged and cannot be kept
    aside (a damaged file is never overwritten)."""
    path = path or paths.stats_file()
    found = read_stats(path)  # a damaged file is kept aside first, so it is never overwritten
    if found.notice:
        print(f"tablero: {found.notice}", file=sys.stderr)
        _unseen.append(found.notice)
        if path.exists():
            raise OSError(f"{path}: the damaged statistics could not be kept aside, so they are not overwritten")
    all_stats = found.stats
    stats = all_stats.setdefault(game_id, GameStats())
    stats.games += 1
    humans = [i for i, s in enumerate(seats) if not s.is_bot]
    if outcome.solo:
        count_solo(stats, outcome)
    human_won = not outcome.solo and any(i in outcome.winners for i in humans)
    if human_won:
        stats.human_wins += 1
    for level in sorted({s.level for s in seats if s.is_bot}):
        if humans:
            stats.games_against[level] = stats.games_against.get(level, 0) + 1
            if human_won:
                stats.wins_against[level] = stats.wins_against.get(level, 0) + 1
    for i in humans:
        if stats.best_score is None or outcome.scores[i] > stats.best_score:
            stats.best_score = outcome.scores[i]
            stats.best_by = seats[i].name
    data = {k: v.to_dict() for k, v in all_stats.items()}
    write_atomically(path, json.dumps(data, indent=1, sort_keys=True))
    return all_stats
