"""Local statistics per game: games played, wins against each bot level, best score, and for
solo games the games played alone and how many reached the game's target.

Kept as JSON in ``paths.stats_file()``, written atomically (:mod:`game.atomic_file`).  A damaged
file is ignored (the statistics start again) and left in place for the player to inspect.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import paths
from game.atomic_file import write_atomically
from game.match_setup import Seat
from game.rules.core import Outcome


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
        """Inverse of :meth:`to_dict` (fields it lacks keep their defaults)."""
        if not isinstance(data, dict):
            raise ValueError("game statistics must be a mapping")
        stats = GameStats(
            games=int(data.get("games", 0)),
            human_wins=int(data.get("human_wins", 0)),
            best_score=None if data.get("best_score") is None else int(data["best_score"]),
            best_by=str(data.get("best_by", "")),
            games_against={str(k): int(v) for k, v in dict(data.get("games_against", {})).items()},
            wins_against={str(k): int(v) for k, v in dict(data.get("wins_against", {})).items()},
            solo_games=int(data.get("solo_games", 0)),
            solo_targets_reached=int(data.get("solo_targets_reached", 0)),
        )
        return stats


def load_stats(path: Path | None = None) -> dict[str, GameStats]:
    """Statistics per game id (empty when there are none or the file is damaged)."""
    path = path or paths.stats_file()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            return {}
        return {str(k): GameStats.from_dict(v) for k, v in data.items()}
    except (OSError, ValueError, TypeError, RecursionError):
        return {}


def count_solo(stats: GameStats, outcome: Outcome) -> None:
    """Count a finished solo game, and whether it reached the game's target."""
    stats.solo_games += 1
    if outcome.target is not None and 0 in outcome.winners:
        stats.solo_targets_reached += 1


def record_result(
    game_id: str, seats: tuple[Seat, ...], outcome: Outcome, path: Path | None = None
) -> dict[str, GameStats]:
    """Add a finished match to the statistics and save them; returns the new statistics.  A
    solo game counts its score and whether it reached the target, never a win of people."""
    path = path or paths.stats_file()
    all_stats = load_stats(path)
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
