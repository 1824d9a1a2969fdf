"""The board's own animations: the draft's reveal (every face-down choice turns over at
once) and a location left unpaid at the harvest turning face down."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reveal:
    """The chosen cards turning face up together (``choices``: each player's card code)."""

    choices: tuple[str, ...]


REVEAL_SECONDS = 0.7
"""How long the cards take to turn over at the normal speed."""


@dataclass(frozen=True)
class Turning:
    """The location at ``cell`` of ``player``'s farm turning face down into an open area."""

    player: int
    cell: tuple[int, int]
