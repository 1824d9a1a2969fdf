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


def my_moves(view: State) -> tuple[int, list[Move]]:
    """The player ``view`` belongs to (its viewer; on a full state, the player to move) and
    that player's legal moves now.

    In a simultaneous decision the viewer need not be the first player still to choose, so a
    bot asks for its own moves (``legal_moves_for``), never for the current player's.
    """
    me = view.viewer if view.viewer is not None else view.current_player
    moves = [] if me is None else view.legal_moves_for(me)
    if me is None or not moves:
        raise ValueError("the bot was asked to move where its player has no decision")
    return me, moves


class Bot:
    """Chooses a move from a player's view.  Subclasses override :meth:`decide`.

    ``cancel`` is checked while thinking; when it is set the bot returns its best move so far
    (or any legal move).  ``report`` receives progress updates.
    """

    level = "random"
    thinks_long = False
    """Whether the bot thinks long enough (about a second) to think in a worker process at
    the table (:class:`~game.bots.runner.BotRunner`) rather than in a thread."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(
        self,
        view: State,
        cancel: threading.Event | None = None,
        report: Callable[[Progress], None] | None = None,
    ) -> Move:
        """A legal move of the player ``view`` belongs to (see :func:`my_moves`); a lone
        legal move is played without thinking."""
        me, moves = my_moves(view)
        if len(moves) == 1:
            return moves[0]
        return self.decide(view, me, moves, cancel, report)

    def decide(
        self,
        view: State,
        me: int,
        moves: list[Move],
        cancel: threading.Event | None,
        report: Callable[[Progress], None] | None,
    ) -> Move:
        """One of ``moves`` (at least two) for player ``me``; the random bot picks any."""
        return self.rng.choice(moves)

