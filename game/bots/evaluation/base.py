"""What an evaluation is, and how its point estimates become rewards for a search."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.core import Move, Rng, State

Worth = Callable[[State, int], Sequence[float]]
Gain = Callable[[State, Move], float]
Gains = Callable[[State, list[Move]], list[float]]
Policy = Callable[[State, Rng, dict[Any, Any] | None], State]


@dataclass(frozen=True)
class Evaluation:
    """How a bot judges a position of one game.

    ``worth(state, viewer)`` gives every player's position in points-equivalent (points
    scored plus what their tokens, hand and board are likely to bring), reading only what
    ``viewer`` may see.  Bots call it on their view and on worlds determinized from it, so it
    never meets the real hidden information.  ``scale`` is the lead in points that makes a player a clear
    favourite (about 73 % to win); it turns leads into rewards for the search.  ``gain``, when
    a game has one, is a quick guess of what a legal move earns the player to move compared
    with the others (in points, without playing it); the hard bot's playouts follow it.
    ``policy``, when a game has one, replaces that greedy step in the playouts:
    ``policy(state, rng, memo)`` plays the mover's next decision, or several that belong
    together (a placement and the steps of its action, as one macro-move), and returns the
    state after them (``state`` itself, changed, or a new one); ``memo`` (or ``None``) is a
    dict shared by playouts in the same world and chance, where the policy may keep what
    does not depend on the decision being compared.  ``work``, when a game has it,
    tells how many positions the evaluation has judged so far in this process (a running
    count): the hard bot caps a decision's work by it (the search settings' ``work``).
    ``gains``, when a game has it, is ``gain`` of every move of a list at once
    (``gains(state, legal)``), the same numbers, faster where the moves share the reading of
    the position.  ``never``, when a game has it, names a move the bot never plays where another is legal
    (``never(state, move)``): a mistake a player of the game knows, which the judgement of the
    farms after it would weigh wrongly (Agricola: a begging card while raw crops are left).
    """

    name: str
    worth: Worth
    scale: float = 10.0
    gain: Gain | None = None
    gains: Gains | None = None
    policy: Policy | None = None
    work: Callable[[], int] | None = None
    never: Callable[[State, Move], bool] | None = None


def playable(view: State, moves: list[Move], evaluation: Evaluation) -> list[Move]:
    """``moves`` without those the evaluation never plays (:attr:`Evaluation.never`), unless
    that would leave none."""
    if evaluation.never is None:
        return moves
    kept = [m for m in moves if not evaluation.never(view, m)]
    return kept or moves


def leads(worths: Sequence[float]) -> list[float]:
    """Each player's worth minus the best worth among the others."""
    result = []
    for p, mine in enumerate(worths):
        best_other = max((w for q, w in enumerate(worths) if q != p), default=0.0)
        result.append(mine - best_other)
    return result


def utilities(state: State, viewer: int, evaluation: Evaluation) -> list[float]:
    """A reward in ``[0, 1]`` per player: the win (shared wins split) at the end of a game,
    otherwise a logistic estimate of winning from the evaluation's leads."""
    return judge(state, viewer, evaluation)[0]


def judge(state: State, viewer: int, evaluation: Evaluation) -> tuple[list[float], list[float]]:
    """Every player's reward (:func:`utilities`) and lead in points over the best other player
    (the final scores' at the end of a game, else the evaluation's worths), from one reading of
    the position: a search keeps both, its rewards to choose and its leads to tell the margin
    it expects (the hint's "+4.5")."""
    outcome = state.outcome()
    if outcome is not None:
        rewards = [0.0] * state.num_players
        share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
        for p in outcome.winners:
            rewards[p] = share
        # A small margin term keeps the search preferring bigger wins and smaller losses.
        margins = leads([float(s) for s in outcome.scores])
        blended = [
            0.9 * r + 0.1 * _logistic(m / evaluation.scale)
            for r, m in zip(rewards, margins, strict=True)
        ]
        return blended, margins
    margins = leads(evaluation.worth(state, viewer))
    return [_logistic(m / evaluation.scale) for m in margins], margins


def lead_of_reward(reward: float, scale: float) -> float:
    """The lead in points whose logistic reward (:func:`utilities` before the end of a game) is
    ``reward``: the inverse logistic times ``scale``, within ``±3 scale`` (a reward of 0 or 1
    says only "far behind" or "far ahead")."""
    bound = 3.0 * scale
    if reward <= 0.0:
        return -bound
    if reward >= 1.0:
        return bound
    return max(-bound, min(bound, scale * math.log(reward / (1.0 - reward))))


def _logistic(x: float) -> float:
    if x < -30.0:
        return 0.0
    if x > 30.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))
