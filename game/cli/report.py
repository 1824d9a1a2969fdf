"""Readable text for the terminal: the series table, the replay summary, error lines."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from game.rules.core import State
from game.untrusted import clean_text

if TYPE_CHECKING:
    from game.simulate import SeriesTally

PROG = "tablero"


ERROR_LIMIT = 500
"""Characters of an error message printed: one that quotes a huge argument stays one line."""


def error_line(message: str) -> None:
    """Print ``tablero: error: <message>`` as one line on standard error (control
    characters and lone surrogates dropped, cut to :data:`ERROR_LIMIT` characters)."""
    flat = " ".join(clean_text(str(message), 4 * ERROR_LIMIT).split())
    if len(flat) > ERROR_LIMIT:
        flat = flat[:ERROR_LIMIT] + "…"
    print(f"{PROG}: error: {flat}", file=sys.stderr)


def _table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = []
    for row in [header, *rows]:
        cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def series_title(game_id: str, games: int, seed: int) -> str:
    """The first line of a simulation series, printed before its first game."""
    return f"{game_id}: {games} games from seed {seed}"


def series_table(seats: list[str], tally: SeriesTally) -> str:
    """A finished simulation series as a few lines: one row per seat, then the games' lengths."""
    summary = tally.summary()
    header = ["seat", "wins", "win %", "mean score", "mean think ms", "max think ms"]
    rows = []
    for i, seat in enumerate(seats):
        wins = summary["wins"][i]
        rows.append([
            f"{i + 1} {seat}",
            f"{wins:g}",
            f"{100 * wins / max(1, tally.games):.0f}",
            f"{summary['mean_score'][i]:.1f}",
            f"{summary['mean_think_ms'][i]:.1f}",
            f"{summary['max_think_ms'][i]:.1f}",
        ])
    low, total, high = tally.moves or (0, 0, 0)
    footer = f"moves per game: min {low}, mean {total / max(1, tally.games):.0f}, max {high}"
    return f"{_table(header, rows)}\n{footer}"


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
