"""Comparing a few candidate decisions fairly: every candidate meets the same imagined worlds.

Each round imagines one world consistent with the view and one future of chance, then plays
every surviving candidate in it and follows it with the same playout policy (same random
source), judging where each ends.  Since the candidates differ only by the decision itself,
the differences between their rewards are far less noisy than the rewards are (common random
numbers), and a candidate whose rewards fall clearly behind the leader's round after round is
dropped: its mean difference exceeds ``confidence`` standard errors.  The comparison ends
when one candidate is left, at ``max_worlds`` rounds, or when the caller says stop.  The move
played is the leader, or (:meth:`Comparison.choice`) the best-planned survivor unless the
leader is clearly ahead of it, so that noise alone never overturns a good plan.

Beside each candidate's rewards the comparison keeps its leads in points (over the best other
player, where each playout ended), so :meth:`Comparison.ranking` can tell the margin each
candidate is expected to win or lose by — the dropped candidates included, from the rounds
they played.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from game.bots.base import Suggestion
from game.bots.evaluation import Evaluation
from game.bots.evaluation.base import judge
from game.bots.playouts import play_out
from game.bots.search_settings import SearchSettings
from game.bots.worlds import sample_world
from game.rules.core import Move, Rng, State


class Comparison:
    """The running comparison of ``candidates`` (best prior first) for player ``me``."""

    def __init__(self, candidates: Sequence[Move], me: int) -> None:
        self.me = me
        self.alive = list(candidates)
        self.order = {move: rank for rank, move in enumerate(candidates)}
        self.rewards: dict[Move, list[float]] = {move: [] for move in candidates}
        self.leads: dict[Move, list[float]] = {move: [] for move in candidates}
        self.rounds = 0
        self.playouts = 0

    def play_round(
        self, view: State, settings: SearchSettings, evaluation: Evaluation, rng: Rng
    ) -> None:
        """One imagined world and future, every surviving candidate played in it."""
        world = sample_world(view, rng)
        chance = rng.next64()
        policy = rng.next64()
        memo: dict[Any, Any] = {}
        for move in self.alive:
            playout = world.clone()
            playout.rng = Rng(chance)
            playout.apply_unchecked(move)
            mover = self.me if settings.turns_from_me else None
            ended = play_out(playout, settings, evaluation, Rng(policy), mover, memo)
            rewards, leads = judge(ended, self.me, evaluation)
            self.rewards[move].append(rewards[self.me])
            self.leads[move].append(leads[self.me])
        self.rounds += 1
        self.playouts += len(self.alive)
        if self.rounds >= settings.min_worlds:
            self._drop_the_clearly_worse(settings.confidence)

    def settled(self, settings: SearchSettings) -> bool:
        """Whether one candidate is left or the rounds are used up."""
        return len(self.alive) <= 1 or self.rounds >= settings.max_worlds

    def leader(self) -> Move:
        """The surviving candidate with the best mean reward (the better prior on a tie)."""
        return max(self.alive, key=lambda m: (self.mean(m), -self.order[m]))

    def choice(self, switch: float | None) -> Move:
        """The move to play.  With ``switch`` ``None`` it is the :meth:`leader`; otherwise the
        best-planned surviving candidate stays the choice unless the leader is ahead of it by
        ``switch`` standard errors, so noise alone never overturns the plan."""
        leader = self.leader()
        if switch is None:
            return leader
        planned = min(self.alive, key=lambda m: self.order[m])
        if leader is planned or self.rounds < 2:
            return planned
        ahead = _clearly_behind(self.rewards[leader], self.rewards[planned], switch)
        return leader if ahead else planned

    def mean(self, move: Move) -> float:
        """The mean reward of ``move`` so far (0 before any round)."""
        rewards = self.rewards[move]
        return sum(rewards) / len(rewards) if rewards else 0.0

    def margin(self, move: Move) -> float | None:
        """The mean lead in points ``move`` ended its playouts with (``None`` before any)."""
        leads = self.leads[move]
        return sum(leads) / len(leads) if leads else None

    def ranking(self, chosen: Move, count: int) -> list[Suggestion]:
        """``chosen`` (the move played) and then the other candidates by mean reward (the
        better prior on a tie), ``count`` in all, each with its mean reward and margin."""
        others = sorted((m for m in self.order if m != chosen), key=lambda m: (-self.mean(m), self.order[m]))
        return [
            Suggestion(move, self.mean(move) if self.rewards[move] else None, self.margin(move), len(self.rewards[move]))
            for move in [chosen, *others][:count]
        ]

    def _drop_the_clearly_worse(self, confidence: float) -> None:
        best = self.leader()
        ahead = self.rewards[best]
        kept = []
        for move in self.alive:
            if move is best or not _clearly_behind(ahead, self.rewards[move], confidence):
                kept.append(move)
        self.alive = kept


def _clearly_behind(ahead: list[float], behind: list[float], confidence: float) -> bool:
    diffs = [a - b for a, b in zip(ahead, behind, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if mean <= 0.0:
        return False
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    return mean > confidence * spread / math.sqrt(n)


def compare(
    view: State,
    candidates: Sequence[Move],
    settings: SearchSettings,
    evaluation: Evaluation,
    rng: Rng,
    stop: Callable[[Comparison], bool],
) -> Comparison:
    """Run a comparison of ``candidates`` for the player ``view`` belongs to until it is
    settled or ``stop`` says so (it is asked before every round)."""
    me = view.viewer if view.viewer is not None else view.current_player
    assert me is not None
    comparison = Comparison(candidates, me)
    while not comparison.settled(settings) and not stop(comparison):
        comparison.play_round(view, settings, evaluation, rng)
    return comparison
