"""The hard bot: single-observer Information Set Monte Carlo Tree Search.

After Cowling, Powley & Whitehouse (2012), "Information Set Monte Carlo Tree Search".  Each
iteration imagines one world consistent with the bot's view (``view.determinize``) with fresh
chance, walks a single shared tree whose edges are moves (only edges legal in that world may
be chosen, and every such edge counts one more *availability*), adds one new edge, plays a
short random rollout, judges the end of it with the game's evaluation and backs the reward of
each mover up the path.  Where a position has many moves, progressive widening lets the tree
consider only the most promising ones first.  At the root the normal bot's plan of the turn
(:mod:`game.bots.lookahead`) orders the moves and, as progressive bias, counts as a few
virtual visits of each, so a handful of noisy playouts cannot outweigh a clearly better plan.
Thinking stops at a time budget or an iteration cap, or when cancelled.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable

from game.bots.base import Bot, Progress
from game.bots.evaluation import Evaluation, evaluation_for, utilities
from game.bots.lookahead import NormalBot
from game.bots.worlds import sample_world
from game.rules.core import Move, Rng, State


class Edge:
    """A move out of a tree node, with its statistics from its mover's point of view."""

    __slots__ = ("mover", "visits", "available", "reward", "prior", "prior_weight", "children")

    def __init__(self, mover: int, prior: float = 0.5, prior_weight: float = 0.0) -> None:
        self.mover = mover
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.prior = prior
        self.prior_weight = prior_weight
        self.children: dict[Move, Edge] = {}

    def mean(self) -> float:
        """The average reward, the prior counting as ``prior_weight`` visits."""
        return (self.reward + self.prior * self.prior_weight) / (self.visits + self.prior_weight)


class HardBot(Bot):
    """SO-ISMCTS.

    ``time_budget`` seconds (``None``: no limit) and ``iterations`` (``None``: no cap) bound
    the search; at least one of them must be set.  ``rollout_moves`` random moves follow each
    new edge before the evaluation judges the position.  ``exploration`` is the UCB constant;
    ``widen_above`` the number of moves beyond which progressive widening applies, allowing
    ``widen_base + widen_rate * sqrt(visits)`` edges; ``bias`` is how many visits the root's
    immediate rewards count for.  ``root_sample`` caps how many root moves get an immediate reward.  Each imagined
    world serves ``world_reuse`` iterations (each with fresh chance), which saves the cost of
    determinizing when a game's determinization is slow.
    """

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        evaluation: Evaluation | None = None,
        time_budget: float | None = 1.0,
        iterations: int | None = 20_000,
        rollout_moves: int = 2,
        exploration: float = 0.3,
        widen_above: int = 12,
        widen_base: int = 6,
        widen_rate: float = 1.5,
        bias: float = 3.0,
        root_sample: int = 200,
        plan_time: float | None = 0.1,
        world_reuse: int = 4,
    ) -> None:
        super().__init__(seed)
        if time_budget is None and iterations is None:
            raise ValueError("the hard bot needs a time budget or an iteration cap")
        self.evaluation = evaluation
        self.time_budget = time_budget
        self.iterations = iterations
        self.rollout_moves = rollout_moves
        self.exploration = exploration
        self.widen_above = widen_above
        self.widen_base = widen_base
        self.widen_rate = widen_rate
        self.bias = bias
        self.root_sample = root_sample
        self.plan_time = plan_time
        self.world_reuse = max(1, world_reuse)
        self.last_iterations = 0
        self._root_order: list[Move] = []

    def choose(
        self,
        view: State,
        cancel: threading.Event | None = None,
        report: Callable[[Progress], None] | None = None,
    ) -> Move:
        moves = view.legal_moves()
        me = view.current_player
        self.last_iterations = 0
        if len(moves) == 1 or me is None:
            return moves[0]
        evaluation = self.evaluation or evaluation_for(view.game_id)
        start = time.perf_counter()
        root = Edge(mover=-1)
        self._seed_root(root, view, moves, me, evaluation)
        done = 0
        world = view
        while self.iterations is None or done < self.iterations:
            elapsed = time.perf_counter() - start
            if self.time_budget is not None and elapsed >= self.time_budget:
                break
            if cancel is not None and cancel.is_set():
                break
            if done % self.world_reuse == 0:
                world = sample_world(view, self.rng)
            playout = world.clone()
            playout.rng = Rng(self.rng.next64())
            self._iterate(root, playout, me, evaluation)
            done += 1
            if report is not None and done % 32 == 0:
                report(Progress(self._fraction(done, elapsed), f"{done} playouts"))
        self.last_iterations = done
        if report is not None:
            report(Progress(1.0, f"{done} playouts"))
        return max(moves, key=lambda m: _final_rank(root.children.get(m)))

    def _fraction(self, done: int, elapsed: float) -> float:
        parts = []
        if self.iterations:
            parts.append(done / self.iterations)
        if self.time_budget:
            parts.append(elapsed / self.time_budget)
        return min(1.0, max(parts))

    def _seed_root(
        self, root: Edge, view: State, moves: list[Move], me: int, evaluation: Evaluation
    ) -> None:
        """Give root moves the normal bot's judgement of their turn as a prior, best first
        (the order in which widening admits them)."""
        planner = NormalBot(
            self.rng.next64(), evaluation, max_moves=self.root_sample, time_limit=self.plan_time
        )
        ranked = planner.assess(view)
        self._root_order = list(ranked)
        for move, value in ranked.items():
            root.children[move] = Edge(me, prior=value, prior_weight=self.bias)
        lowest = min(ranked.values(), default=0.5)
        unjudged = [m for m in moves if m not in root.children]
        for move in unjudged:
            root.children[move] = Edge(me, prior=lowest, prior_weight=self.bias)
        self._root_order += unjudged

    def _iterate(self, root: Edge, world: State, me: int, evaluation: Evaluation) -> None:
        path: list[Edge] = []
        node = root
        expanded = False
        while not world.is_over and not expanded:
            mover = world.current_player
            assert mover is not None
            legal = world.legal_moves()
            move, edge, expanded = self._select(node, root, legal, mover)
            path.append(edge)
            world.apply_unchecked(move)
            node = edge
        self._rollout(world)
        rewards = utilities(world, me, evaluation)
        for edge in path:
            edge.visits += 1
            edge.reward += rewards[edge.mover]

    def _select(
        self, node: Edge, root: Edge, legal: list[Move], mover: int
    ) -> tuple[Move, Edge, bool]:
        """The move to play from ``node`` in this world, its edge, and whether it is new."""
        allowed = len(legal)
        if len(legal) > self.widen_above:
            allowed = self.widen_base + int(self.widen_rate * math.sqrt(node.visits + 1))
        opened = [m for m in legal if m in node.children and node.children[m].visits > 0]
        if len(opened) < allowed:
            fresh = self._next_fresh(node, root, legal)
            if fresh is not None:
                edge = node.children.get(fresh)
                if edge is None:
                    edge = node.children[fresh] = Edge(mover)
                edge.available += 1
                return fresh, edge, True
        best_edge, best_score = None, -math.inf
        best_move: Move | None = None
        for move in opened:
            edge = node.children[move]
            edge.available += 1
            score = edge.mean() + self.exploration * math.sqrt(
                math.log(edge.available) / edge.visits
            )
            if score > best_score:
                best_edge, best_score, best_move = edge, score, move
        assert best_edge is not None and best_move is not None
        return best_move, best_edge, False

    def _next_fresh(self, node: Edge, root: Edge, legal: list[Move]) -> Move | None:
        """The next unvisited move to open: the best prior at the root, otherwise at random."""
        if node is root:
            legal_set = set(legal)
            for move in self._root_order:
                if move in legal_set and node.children[move].visits == 0:
                    return move
            return None
        fresh = [m for m in legal if m not in node.children or node.children[m].visits == 0]
        return self.rng.choice(fresh) if fresh else None

    def _rollout(self, world: State) -> None:
        for _ in range(self.rollout_moves):
            if world.is_over:
                return
            world.apply_unchecked(self.rng.choice(world.legal_moves()))


def _final_rank(edge: Edge | None) -> tuple[int, float]:
    if edge is None:
        return (0, 0.0)
    return (edge.visits, edge.mean())
