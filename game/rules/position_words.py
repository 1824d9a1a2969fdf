"""Reading the ``key=value`` words of a position line, for every game's position format."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.core import PositionError


def key_values(words: Sequence[str], line: int) -> dict[str, str]:
    """``["round=3", "phase=work"]`` as ``{"round": "3", "phase": "work"}``;
    :class:`PositionError` naming ``line`` for a word without ``=``."""
    found: dict[str, str] = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep:
            raise PositionError(f"line {line}: expected key=value, got {word!r}")
        found[key] = value
    return found
