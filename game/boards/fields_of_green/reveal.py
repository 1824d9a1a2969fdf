"""The animation of the draft's reveal: every face-down choice turns over at once."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reveal:
    """The chosen cards turning face up together (``choices``: each player's card code)."""

    choices: tuple[str, ...]


REVEAL_SECONDS = 0.7
"""How long the cards take to turn over at the normal speed."""
