"""Playing on from a position after a decision, as the hard bot does before judging it."""

from __future__ import annotations

import math
from typing import Any

from game.bots.evaluation import Evaluation
from game.bots.evaluation.base import Gain
from game.bots.search_settings import SearchSettings
from game.rules.core import Move, Rng, State


def play_out(
    world: State,
    settings: SearchSettings,
    evaluation: Evaluation,
    rng: Rng,
    mover: int | None = None,
    memo: dict[Any, Any] | None = None,
) -> State:
    """Play ``world`` on and return where it ends (``world`` itself, changed in place, unless
    the evaluation's ``policy`` hands back a new state): with the settings' chance the
    evaluation's step (its ``policy``, which may play several decisions as one, else the
    greediest move by its ``gain``), a random move otherwise, for at most ``rollout_moves``
    steps, stopping early once the turn has passed ``rollout_turns`` times or the game is
    over.  The turns are counted from the player to move in ``world``, or from ``mover`` when
    given (the player whose decision the playout follows: a decision that ended its turn has
    then already passed it once, so every candidate's playout ends at the same point of the
    turns).  ``memo`` goes to the policy (playouts in one world and chance may share one)."""
    greedy = settings.greedy_rollouts
    gain = evaluation.gain if greedy > 0.0 else None
    gains = evaluation.gains
    policy = evaluation.policy if greedy > 0.0 else None
    turns_left = settings.rollout_turns
    player = world.current_player if mover is None else mover
    for _ in range(settings.rollout_moves):
        if world.is_over:
            break
        if turns_left is not None and world.current_player != player:
            player = world.current_player
            turns_left -= 1
            if turns_left <= 0:
                break
        if policy is not None and rng.random() < greedy:
            world = policy(world, rng, memo)
        else:
            legal = world.legal_moves()
            if gain is not None and policy is None and len(legal) > 1 and rng.random() < greedy:
                move = greediest(world, legal, gain, rng) if gains is None else best_of(legal, gains(world, legal), rng)
            else:
                move = rng.choice(legal)
            world.apply_unchecked(move)
    return world


def greediest(world: State, legal: list[Move], gain: Gain, rng: Rng) -> Move:
    """The move of ``legal`` with the highest ``gain``, ties broken at random."""
    return best_of(legal, [gain(world, move) for move in legal], rng)


def best_of(legal: list[Move], values: list[float], rng: Rng) -> Move:
    """The move of ``legal`` whose value (``values``, in the same order) is highest, ties
    broken at random as :func:`greediest` breaks them."""
    best: list[Move] = []
    best_gain = -math.inf
    for move, value in zip(legal, values, strict=True):
        if value > best_gain:
            best, best_gain = [move], value
        elif value == best_gain:
            best.append(move)
    return best[0] if len(best) == 1 else rng.choice(best)
