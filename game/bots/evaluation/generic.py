"""The fallback evaluation: the points each player has now."""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.evaluation.base import Evaluation
from game.rules.core import State


def current_points(state: State, viewer: int) -> Sequence[float]:
    """The public scores; a game without its own evaluation is judged by points alone."""
    return [float(s) for s in state.scores()]


GENERIC = Evaluation("generic", current_points, scale=10.0)
