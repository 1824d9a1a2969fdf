"""Readable text for the terminal: the series table, the replay summary, error lines."""

from __future__ import annotations

import sys
from typing import Any

from game.rules.core import State

PROG = "tablero"


def error_line(message: str) -> None:
    """Print ``tablero: error: <message>`` as one line on standard error."""
    flat = " ".join(str(message).split())
    print(f"{PROG}: error: {flat}", file=sys.stderr)


def _table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = []
    for row in [header, *rows]:
        cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def series_table(result: dict[str, Any], seed: int) -> str:
    """A simulation series as a few lines: one row per seat, then the games' lengths."""
    games = result["games"]
    summary = result["summary"]
    header = ["seat", "wins", "win %", "mean score", "mean think ms", "max think ms"]
    rows = []
    for i, seat in enumerate(result["seats"]):
        wins = summary["wins"][i]
        rows.append([
            f"{i + 1} {seat}",
            f"{wins:g}",
            f"{100 * wins / len(games):.0f}",
            f"{summary['mean_score'][i]:.1f}",
            f"{summary['mean_think_ms'][i]:.1f}",
            f"{summary['max_think_ms'][i]:.1f}",
        ])
    moves = [g["moves"] for g in games]
    title = f"{result['game']}: {len(games)} games from seed {seed}"
    footer = f"moves per game: min {min(moves)}, mean {sum(moves) / len(moves):.0f}, max {max(moves)}"
    return f"{title}\n{_table(header, rows)}\n{footer}"


def replay_summary(record: Any, state: State, summary: dict[str, Any]) -> str:
    """A verified save as a few lines: the match, then each seat's score."""
    status = "finished" if state.is_over else f"in progress, round {state.round_number}"
    title = (
        f"{record.game}, {record.config.players} players, seed {record.seed}: "
        f"{summary['moves']} moves verified ({status})"
    )
    rows = []
    for i, seat in enumerate(record.seats):
        kind = f"bot:{seat.level}" if seat.is_bot else "human"
        mark = "winner" if i in summary["winners"] else ""
        rows.append([seat.name, kind, str(summary["scores"][i]), mark])
    return f"{title}\n{_table(['player', 'seat', 'score', ''], rows)}"
