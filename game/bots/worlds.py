"""Helpers shared by the thinking bots: sampling worlds from a view and judging moves."""

from __future__ import annotations

import time
from collections.abc import Sequence

from game.bots.evaluation import Evaluation, utilities
from game.rules.core import Move, Rng, State


def sample_world(view: State, rng: Rng) -> State:
    """One full state consistent with ``view``, with its own chance re-seeded from ``rng``
    (so the bot never inherits the real game's future draws)."""
    world = view.determinize(rng)
    world.rng = Rng(rng.next64())
    return world


def reward_after(world: State, move: Move, me: int, evaluation: Evaluation) -> tuple[State, float]:
    """The state after ``move`` in ``world`` (left untouched) and ``me``'s reward there."""
    after = world.clone()
    after.apply_unchecked(move)
    return after, utilities(after, me, evaluation)[me]


def spread_sample(moves: Sequence[Move], limit: int, rng: Rng) -> list[Move]:
    """All of ``moves`` if there are at most ``limit``, otherwise ``limit`` of them at random
    (keeping their order)."""
    if len(moves) <= limit:
        return list(moves)
    picked = sorted(_sample_indices(len(moves), limit, rng))
    return [moves[i] for i in picked]


def _sample_indices(n: int, k: int, rng: Rng) -> list[int]:
    indices = list(range(n))
    for i in range(k):
        j = i + rng.randrange(n - i)
        indices[i], indices[j] = indices[j], indices[i]
    return indices[:k]


class Deadline:
    """A safety limit (``None``: no limit) on the processor time the thinking thread uses.

    Processor time does not pass while other work holds the processor, so a busy machine does
    not make a bot stop earlier: its work caps, not the load, decide its move."""

    def __init__(self, seconds: float | None) -> None:
        self.end = None if seconds is None else time.thread_time() + seconds

    def passed(self) -> bool:
        """Whether the time is up."""
        return self.end is not None and time.thread_time() >= self.end
