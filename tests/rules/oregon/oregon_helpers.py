"""Helpers for the Oregon tests: the shipped content and short positions built from pieces.

``make_state`` writes a position text (see ``game.rules.oregon.position``) from a few pieces
and hands, leaving out the decks and stacks so the reader completes them; the examples of the
rulebook are set up this way because its pictures are missing from the seed text.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from game.content.oregon import OregonContent, load
from game.paths import content_dir
from game.rules.core import Event
from game.rules.oregon import OregonState, parse_move, read_position

Space = tuple[int, int]


@cache
def shipped_content() -> OregonContent:
    """The content in ``content/oregon`` (loaded once per session)."""
    return load(content_dir())


def make_state(
    content: OregonContent,
    pieces: Mapping[Space, str],
    hands: Mapping[int, str],
    *,
    players: int = 2,
    to_move: int = 1,
    tokens: Mapping[int, str] | None = None,
    stock: str | None = None,
    phase: str = "play",
) -> OregonState:
    """A position in which ``pieces`` (``"1"``-``"4"`` farmers, building letters) stand on the
    board and player N (from 1) holds ``hands[N]`` (comma-separated card names).  ``tokens``
    gives e.g. ``"joker=off extra=on"`` per player (both on by default)."""
    rows = [["."] * content.columns for _ in range(content.rows)]
    for (r, c), piece in pieces.items():
        rows[r][c] = piece
    lines = [
        f"oregon players={players} phase={phase} player={to_move} start=1 round=2 "
        "extra-taken=no end=- viewer=-",
        "board",
        *("".join(row) for row in rows),
    ]
    for p in range(1, players + 1):
        on_board = sum(row.count(str(p)) for row in rows)
        flags = (tokens or {}).get(p, "joker=on extra=on")
        lines.append(
            f"player {p} score=0 supply={content.farmers_per_player - 1 - on_board} {flags} "
            f"start=- hand={hands.get(p, '-')} coal=- gold=-"
        )
    if stock is not None:
        lines.append(f"stock {stock}")
    return read_position(content, "\n".join(lines))


def play(state: OregonState, text: str) -> list[Event]:
    """Apply the move written ``text`` (checked) and return its events."""
    return state.apply(parse_move(state, text))


def points_by_player(events: list[Event]) -> dict[int, int]:
    """Total points scored per player in ``events``."""
    out: dict[int, int] = {}
    for event in events:
        if event.kind == "scored" and event.player is not None:
            out[event.player] = out.get(event.player, 0) + int(event.args["points"])
    return out


def kinds(events: list[Event]) -> list[str]:
    """The kinds of ``events`` in order."""
    return [e.kind for e in events]
