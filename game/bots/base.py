"""The bot interface and the random bot."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from game.rules.core import Move, Rng, State

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")


@dataclass
class Progress:
    """How far a bot's thinking has got (0..1) and a short note for the table."""

    fraction: float = 0.0
    note: str = ""


class Bot:
    """Chooses a move from a player's view.  Subclasses override :meth:`choose`.

    ``cancel`` is checked while thinking; when it is set the bot returns its best move so far
    (or any legal move).  ``report`` receives progress updates.
    """

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(
        self,
        view: State,
        cancel: threading.Event | None = None,
        report: Callable[[Progress], None] | None = None,
    ) -> Move:
        """A legal move of ``view`` (a state as seen by the player to move)."""
        return self.rng.choice(view.legal_moves())

