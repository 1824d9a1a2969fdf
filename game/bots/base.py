"""The bot interface and the random bot."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from game.rules.core import Move, Rng, State

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
"""The levels a person can play against (the new-game screen's)."""

LADDER_ONLY: dict[str, str] = {"reference": "hard"}
"""Levels only the ladder plays (``simulate``, the benchmarks), each with the table level it
stands for where a seat must be one of :data:`LEVELS` (a saved game): ``reference`` is the
frozen hard bot of :mod:`game.bots.reference`."""

LADDER_LEVELS: tuple[str, ...] = LEVELS + tuple(LADDER_ONLY)
"""Every level the ladder knows."""

SUGGESTIONS = 3
"""How many moves a bot's ranking keeps (:attr:`Bot.last_ranking`): the hint's top three."""


@dataclass
class Progress:
    """How far a bot's thinking has got (0..1) and a short note for the table."""

    fraction: float = 0.0
    note: str = ""


@dataclass(frozen=True)
class Suggestion:
    """One move of a bot's ranking after it thought (:attr:`Bot.last_ranking`).

    ``value`` is the search's mean reward for the move (in ``[0, 1]``, the estimate of winning
    it ranks moves by); ``margin`` is the *expected margin*: the lead in points over the best
    other player that the bot expects after the move, the mean over its imagined futures of
    the lead where each ended (the final scores' when the game ended there, else the game's
    evaluation of the position), ``None`` when the bot did not judge the move (a lone legal
    move, a bot that does not search); ``playouts`` counts the futures behind it (0: the
    margin is the plan's judgement turned into points).
    """

    move: Move
    value: float | None = None
    margin: float | None = None
    playouts: int = 0


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
        self.last_ranking: list[Suggestion] = []
        """After :meth:`choose`: the move chosen first, then up to :data:`SUGGESTIONS` − 1
        other moves the bot judged best, in its order (the hint's top three).  A bot that does
        not rank its moves (and any bot facing a lone legal move) gives the chosen move only."""

    def choose(
        self,
        view: State,
        cancel: threading.Event | None = None,
        report: Callable[[Progress], None] | None = None,
    ) -> Move:
        """A legal move of the player ``view`` belongs to (see :func:`my_moves`); a lone
        legal move is played without thinking."""
        me, moves = my_moves(view)
        self.last_ranking = []
        move = moves[0] if len(moves) == 1 else self.decide(view, me, moves, cancel, report)
        if not self.last_ranking or self.last_ranking[0].move != move:
            self.last_ranking = [Suggestion(move)]
        return move

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

