"""Playing on from a position after a decision, as the hard bot does before judging it."""

from __future__ import annotations

import math

from game.bots.evaluation import Evaluation
from game.bots.evaluation.base import Gain
from game.bots.search_settings import SearchSettings
from game.rules.core import Move, Rng, State


def play_out(world: State, settings: SearchSettings, evaluation: Evaluation, rng: Rng) -> None:
    """Play ``world`` on in place: the greediest move (the evaluation's ``gain``) with the
    settings' chance, a random one otherwise, for at most ``rollout_moves`` moves, stopping
    early once the turn has passed ``rollout_turns`` times or the game is over."""
    gain = evaluation.gain if settings.greedy_rollouts > 0.0 else None
    turns_left = settings.rollout_turns
    player = world.current_player
    for _ in range(settings.rollout_moves):
        if world.is_over:
            return
        legal = world.legal_moves()
        if gain is not None and len(legal) > 1 and rng.random() < settings.greedy_rollouts:
            move = greediest(world, legal, gain, rng)
        else:
            move = rng.choice(legal)
        world.apply_unchecked(move)
        if turns_left is not None and world.current_player != player:
            player = world.current_player
            turns_left -= 1
            if turns_left <= 0:
                return


def greediest(world: State, legal: list[Move], gain: Gain, rng: Rng) -> Move:
    """The move of ``legal`` with the highest ``gain``, ties broken at random."""
    best: list[Move] = []
    best_gain = -math.inf
    for move in legal:
        value = gain(world, move)
        if value > best_gain:
            best, best_gain = [move], value
        elif value == best_gain:
            best.append(move)
    return best[0] if len(best) == 1 else rng.choice(best)
