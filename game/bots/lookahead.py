"""The normal bot: plans its whole turn and judges where the turn leaves it.

A turn may be several decisions (a placement, then an extra turn, then a draw).  For each
candidate first decision the bot plays on greedily, one decision at a time, until the turn
passes to someone else, and judges the position there with the game's evaluation.  It does
this in a few imagined worlds (hidden cards and chance filled at random) and takes the
decision with the best average.  Every candidate meets the same chance in a given world
(each starts from a copy of the world's random source), so they are compared fairly.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from game.bots.base import Bot, Progress, my_moves
from game.bots.evaluation import GENERIC, Evaluation
from game.bots.evaluation.base import playable
from game.bots.worlds import Deadline, reward_after, sample_world, spread_sample
from game.rules.core import Move, State


class NormalBot(Bot):
    """Own-turn look-ahead in ``worlds`` imagined worlds.

    The first decision considers at most ``max_moves`` moves; the best ``finalists`` of them
    (by their immediate reward) are followed to the end of the turn, each later decision
    choosing greedily among at most ``follow_moves`` moves, for at most ``max_steps``
    decisions.  These caps bound the work (a few milliseconds); where the evaluation counts
    the positions it judges, ``work`` (``None``: no cap) caps those too, for a game whose turns
    run long.  ``time_limit`` seconds of processor time is only a safety ceiling, so the seed
    fixes the move however busy the machine is.
    """

    level = "normal"

    def __init__(
        self,
        seed: int = 0,
        evaluation: Evaluation | None = None,
        worlds: int = 3,
        max_moves: int = 120,
        finalists: int = 6,
        follow_moves: int = 30,
        max_steps: int = 6,
        time_limit: float | None = 1.0,
        work: int | None = None,
    ) -> None:
        super().__init__(seed)
        self.evaluation = evaluation
        self.worlds = worlds
        self.max_moves = max_moves
        self.finalists = finalists
        self.follow_moves = follow_moves
        self.max_steps = max_steps
        self.time_limit = time_limit
        self.work = work

    def decide(
        self,
        view: State,
        me: int,
        moves: list[Move],
        cancel: threading.Event | None,
        report: Callable[[Progress], None] | None,
    ) -> Move:
        ranked = self.assess(view, cancel, report)
        # the plan weighed every move; a move the evaluation never plays is not chosen
        allowed = playable(view, list(ranked), self.evaluation or GENERIC)
        return max(allowed, key=lambda m: ranked[m])

    def assess(
        self,
        view: State,
        cancel: threading.Event | None = None,
        report: Callable[[Progress], None] | None = None,
    ) -> dict[Move, float]:
        """The moves considered, best first, each with ``me``'s expected reward in ``[0, 1]``
        at the end of the turn it starts.  Moves that were not followed to the end of the
        turn get their immediate reward, capped by the worst finalist's (they ranked below
        it).  Moves judged exactly alike come in a random order (fixed by the bot's seed).
        The hard bot uses this as its prior knowledge."""
        me, moves = my_moves(view)
        evaluation = self.evaluation or GENERIC
        deadline = Deadline(self.time_limit)
        counted = evaluation.work
        cap = counted() + self.work if counted is not None and self.work is not None else None

        def stop() -> bool:
            return (deadline.passed() or (cancel is not None and cancel.is_set())
                    or (cap is not None and counted is not None and counted() >= cap))

        first_world = sample_world(view, self.rng)
        candidates = spread_sample(moves, self.max_moves, self.rng)
        immediate: list[tuple[float, float, Move]] = []
        for move in candidates:
            if stop() and immediate:
                break
            _, reward = reward_after(first_world, move, me, evaluation)
            # moves judged exactly alike are taken in a random order (the bot's seed fixes
            # it), so that a tie never always goes to the move listed first
            immediate.append((reward, self.rng.random(), move))
        immediate.sort(key=lambda entry: entry[:2], reverse=True)
        finalists = [move for _, _, move in immediate[: self.finalists]]
        totals = dict.fromkeys(finalists, 0.0)
        counts = dict.fromkeys(finalists, 0)
        worlds = [first_world] + [sample_world(view, self.rng) for _ in range(self.worlds - 1)]
        for number, world in enumerate(worlds):
            if report is not None:
                report(Progress(number / len(worlds), "planning the turn"))
            for move in finalists:
                if stop() and counts[move]:
                    continue
                totals[move] += self._turn_reward(world, move, me, evaluation, stop)
                counts[move] += 1
        values = {m: totals[m] / max(counts[m], 1) for m in finalists}
        order = sorted(finalists, key=lambda m: (-values[m], finalists.index(m)))
        ranked = {m: values[m] for m in order}
        floor = min(values.values())
        for reward, _, move in immediate[self.finalists :]:
            ranked[move] = min(reward, floor)
        return ranked

    def _turn_reward(
        self,
        world: State,
        move: Move,
        me: int,
        evaluation: Evaluation,
        stop: Callable[[], bool],
    ) -> float:
        """``me``'s reward once the turn started by ``move`` is played out greedily."""
        state, reward = reward_after(world, move, me, evaluation)
        steps = 0
        while state.current_player == me and steps < self.max_steps and not stop():
            best_state, best_reward = None, -1.0
            for follow in spread_sample(state.legal_moves(), self.follow_moves, self.rng):
                after, value = reward_after(state, follow, me, evaluation)
                if value > best_reward:
                    best_state, best_reward = after, value
            if best_state is None:
                break
            state, reward = best_state, best_reward
            steps += 1
        return reward
