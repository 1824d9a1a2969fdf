"""The easy bot: takes the move with the best immediate gain, judged loosely.

It looks one decision ahead in one imagined world, adds noise to its judgement and now and
then plays a move at random, so a beginner can beat it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from game.bots.base import Bot, Progress
from game.bots.evaluation import GENERIC, Evaluation
from game.bots.worlds import Deadline, reward_after, sample_world, spread_sample
from game.rules.core import Move, State


class EasyBot(Bot):
    """Greedy with noise.

    ``noise`` is the width of the random error added to each move's reward (rewards lie in
    ``[0, 1]``); ``blunder`` the chance of a plain random move; at most ``max_moves`` moves
    are looked at.  ``time_limit`` seconds of processor time is only a safety ceiling: the
    move cap bounds the work (a few milliseconds), so the seed fixes the move however busy the
    machine is.
    """

    level = "easy"

    def __init__(
        self,
        seed: int = 0,
        evaluation: Evaluation | None = None,
        noise: float = 0.08,
        blunder: float = 0.1,
        max_moves: int = 150,
        time_limit: float | None = 1.0,
    ) -> None:
        super().__init__(seed)
        self.evaluation = evaluation
        self.noise = noise
        self.blunder = blunder
        self.max_moves = max_moves
        self.time_limit = time_limit

    def decide(
        self,
        view: State,
        me: int,
        moves: list[Move],
        cancel: threading.Event | None,
        report: Callable[[Progress], None] | None,
    ) -> Move:
        if self.rng.random() < self.blunder:
            return self.rng.choice(moves)
        evaluation = self.evaluation or GENERIC
        world = sample_world(view, self.rng)
        deadline = Deadline(self.time_limit)
        best, best_value = moves[0], -1.0
        for move in spread_sample(moves, self.max_moves, self.rng):
            if deadline.passed() or (cancel is not None and cancel.is_set()):
                break
            _, reward = reward_after(world, move, me, evaluation)
            value = reward + self.noise * (2.0 * self.rng.random() - 1.0)
            if value > best_value:
                best, best_value = move, value
        return best
