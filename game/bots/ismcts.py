"""The hard bot: single-observer Information Set Monte Carlo Tree Search.

After Cowling, Powley & Whitehouse (2012), "Information Set Monte Carlo Tree Search".  Each
iteration imagines one world consistent with the bot's view (``view.determinize``) with fresh
chance, walks a single shared tree whose edges are moves (only edges legal in that world may
be chosen, and every such edge counts one more *availability*), adds one new edge, plays a
short rollout (random moves, or mostly the greediest ones where the game's evaluation can guess
a move's gain), judges the end of it with the game's evaluation (its deeper one where the game
has one: ``BotKit.deep``) and backs the reward of each
mover up the path.  Where a position has many moves, progressive widening lets the tree
consider only the most promising ones first.  At the root the normal bot's plan of the turn
(:mod:`game.bots.lookahead`) orders the moves and, as progressive bias, counts as a few
virtual visits of each, so a handful of noisy playouts cannot outweigh a clearly better plan.
Thinking stops after a count of playouts (the game's ``playouts`` knob), or when cancelled;
the thinking thread's processor time is only a far safety ceiling, so the bot's seed and the position fix its move however
busy the machine is.  The knobs are tuned
per game (``BotKit.search``, :mod:`game.bots.search_settings`).  Where the tuning says ``paired`` (Oregon), the
tree stays one decision deep and the best-planned root moves are instead compared on common
worlds, the clearly worse dropping out early; the plan's choice stands unless another move is
clearly ahead of it (:mod:`game.bots.paired`).

Each tree node keeps the legal moves last met there with their edges, so a walk generates
and looks up a node's moves only when its world may show others: in the same imagined world
with no chance drawn on the way down the position is the one met before, and when another
world shows the same moves their edges serve again (games that hand out each move object
once, as Fields of Green does, make that comparison nearly free).  The search, and so the
move, is the same as without (``KEEP_NODE_MOVES``).

After a decision the bot's :attr:`~game.bots.base.Bot.last_ranking` holds its top root moves
for the table's hint: the move played first, then the next best (by visits then mean reward
in the tree; by mean reward among the compared candidates, the dropped ones too), each with
its mean reward and its *expected margin* — the mean, over the playouts through that move, of
the bot's lead in points over the best other player where each playout ended (final scores
at the end of the game, else the evaluation's worths); a move no playout went through gets
the plan's judgement turned into points (:func:`~game.bots.evaluation.base.lead_of_reward`).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from typing import Any

from game.bots.base import SUGGESTIONS, Bot, Progress, Suggestion
from game.bots.evaluation import GENERIC, Evaluation
from game.bots.evaluation.base import judge, lead_of_reward, playable
from game.bots.lookahead import NormalBot
from game.bots.paired import Comparison, compare
from game.bots.playouts import play_out
from game.bots.search_settings import CEILING, DEFAULT, SearchSettings, adjusted, check_knobs
from game.bots.worlds import sample_world
from game.rules.core import Move, Rng, State


class Edge:
    """A move out of a tree node, with its statistics from its mover's point of view
    (``reward`` and ``lead`` are sums over the visits: rewards in ``[0, 1]``, leads in
    points)."""

    __slots__ = ("mover", "visits", "available", "reward", "lead", "prior", "prior_weight", "children", "known")

    def __init__(self, mover: int, prior: float = 0.5, prior_weight: float = 0.0) -> None:
        self.mover = mover
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.lead = 0.0
        self.prior = prior
        self.prior_weight = prior_weight
        self.children: dict[Move, Edge] = {}
        self.known: _Known | None = None
        """The legal moves last met at the node this edge leads to, with their edges."""

    def mean(self) -> float:
        """The average reward, the prior counting as ``prior_weight`` visits."""
        return (self.reward + self.prior * self.prior_weight) / (self.visits + self.prior_weight)


class HardBot(Bot):
    """SO-ISMCTS.

    The search ends after ``iterations`` playouts (``None``: the ``playouts`` the game's
    settings name), or once the thinking thread has used ``ceiling`` seconds of processor time
    (``None``: never), a safety ceiling far above a normal think: processor time does not pass
    while other work holds the processor, so a busy machine never cuts the search and the move
    does not depend on load.  ``time_budget`` (wall-clock seconds, ``None`` by default) cuts
    the search by the clock, for experiments only.  ``evaluation`` judges positions (the
    game's deep one; the current points without one) and ``search`` holds the knobs tuned for
    the game.  Every other option is a knob of
    :class:`~game.bots.search_settings.SearchSettings` (such as ``exploration`` or
    ``rollout_moves``); it overrides the value tuned for the game being played.
    """

    level = "hard"
    thinks_long = True

    def __init__(
        self,
        seed: int = 0,
        evaluation: Evaluation | None = None,
        time_budget: float | None = None,
        iterations: int | None = None,
        ceiling: float | None = CEILING,
        search: SearchSettings = DEFAULT,
        **knobs: Any,
    ) -> None:
        super().__init__(seed)
        check_knobs(frozenset(knobs))
        self.evaluation = evaluation
        self.time_budget = time_budget
        self.iterations = iterations
        self.ceiling = ceiling
        self.hit_ceiling = False
        """Whether the last decision was cut by the ceiling (or the time budget)."""
        self.search = search
        self.knobs = knobs
        self.settings = DEFAULT
        self._decided: SearchSettings | None = None
        self.last_iterations = 0
        self.last_work = 0
        """The positions the last decision judged, where the evaluation counts them."""
        self._root_order: list[Move] = []
        self._root_values: dict[Move, float] = {}
        self._root_rank: dict[Move, int] = {}
        self._work_start = 0

    @property
    def budget(self) -> int:
        """The playouts a decision may use: ``iterations`` if given, else the settings' (those
        of the last decision's table once the bot has decided)."""
        if self.iterations is not None:
            return self.iterations
        return (self._decided or adjusted(self.search, self.knobs)).playouts

    def choose(
        self,
        view: State,
        cancel: threading.Event | None = None,
        report: Callable[[Progress], None] | None = None,
    ) -> Move:
        self.last_iterations = 0
        self.last_work = 0
        self.hit_ceiling = False
        return super().choose(view, cancel, report)

    def decide(
        self,
        view: State,
        me: int,
        moves: list[Move],
        cancel: threading.Event | None,
        report: Callable[[Progress], None] | None,
    ) -> Move:
        self.settings = self._decided = adjusted(self.search.for_table(view.config), self.knobs)
        evaluation = self.evaluation or GENERIC
        start = time.perf_counter()
        processor = time.thread_time()
        self._work_start = evaluation.work() if evaluation.work is not None else 0
        root = Edge(mover=-1)
        moves = playable(view, moves, evaluation)
        self._seed_root(root, view, moves, me, evaluation)
        if self.settings.paired:
            chosen = self._compare(view, start, processor, evaluation, cancel, report)
            self.last_work = self._work_done(evaluation)
            return chosen
        reuse = max(1, self.settings.world_reuse)
        budget = self.budget
        done = 0
        world = view
        worlds = 0
        while done < budget:
            elapsed = time.perf_counter() - start
            if self._out_of_time(elapsed, processor) or self._out_of_work(evaluation):
                break
            if cancel is not None and cancel.is_set():
                break
            if done % reuse == 0:
                world = sample_world(view, self.rng)
                worlds += 1
            playout = world.clone()
            playout.rng = Rng(self.rng.next64())
            self._iterate(root, playout, me, evaluation, worlds)
            done += 1
            if done % SETTLED_EVERY == 0 and _settled(root, budget - done):
                break
            if report is not None and done % 32 == 0:
                report(Progress(self._fraction(done, elapsed), f"{done} playouts"))
        self.last_iterations = done
        self.last_work = self._work_done(evaluation)
        if report is not None:
            report(Progress(1.0, f"{done} playouts"))
        chosen = max(moves, key=lambda m: _final_rank(root.children.get(m)))
        ranked = sorted(moves, key=lambda m: _final_rank(root.children.get(m)), reverse=True)
        self.last_ranking = [
            _suggestion(move, root.children.get(move), evaluation.scale)
            for move in [chosen, *(m for m in ranked if m != chosen)][:SUGGESTIONS]
        ]
        return chosen

    def _compare(
        self,
        view: State,
        start: float,
        processor: float,
        evaluation: Evaluation,
        cancel: threading.Event | None,
        report: Callable[[Progress], None] | None,
    ) -> Move:
        """The best of the best-planned root moves, compared on common worlds."""
        candidates = self._root_order[: max(1, self.settings.candidates)]
        gap = self.settings.candidate_gap
        if gap is not None and self._root_values:
            best = max(self._root_values.get(m, 0.0) for m in candidates)
            candidates = [m for m in candidates if self._root_values.get(m, 0.0) >= best - gap]
        budget = self.budget

        def stop(comparison: Comparison) -> bool:
            elapsed = time.perf_counter() - start
            if report is not None and comparison.rounds % 8 == 1:
                note = f"{comparison.playouts} playouts, {len(comparison.alive)} moves left"
                report(Progress(self._fraction(comparison.playouts, elapsed), note))
            times = max(1.0, self.settings.close_budget) if len(comparison.alive) > 1 else 1.0
            return (
                self._out_of_time(elapsed, processor)
                or self._out_of_work(evaluation, times)
                or comparison.playouts >= budget * times
                or (cancel is not None and cancel.is_set())
            )

        comparison = compare(view, candidates, self.settings, evaluation, self.rng, stop)
        self.last_iterations = comparison.playouts
        if report is not None:
            report(Progress(1.0, f"{comparison.playouts} playouts"))
        chosen = comparison.choice(self.settings.switch_confidence)
        self.last_ranking = comparison.ranking(chosen, SUGGESTIONS)
        return chosen

    def _out_of_time(self, elapsed: float, processor: float) -> bool:
        """Whether the ceiling (processor seconds since ``processor``) or the time budget
        (``elapsed`` wall seconds) is reached; remembered in :attr:`hit_ceiling`."""
        ceiling = self.ceiling is not None and time.thread_time() - processor >= self.ceiling
        budget = self.time_budget is not None and elapsed >= self.time_budget
        self.hit_ceiling = ceiling or budget
        return self.hit_ceiling

    def _work_done(self, evaluation: Evaluation) -> int:
        """The positions judged since the decision began (0 where the evaluation does not
        count them)."""
        return evaluation.work() - self._work_start if evaluation.work is not None else 0

    def _out_of_work(self, evaluation: Evaluation, times: float = 1.0) -> bool:
        """Whether the decision has judged ``times`` the settings' ``work`` positions."""
        cap = self.settings.work
        return cap is not None and self._work_done(evaluation) >= cap * times

    def _fraction(self, done: int, elapsed: float) -> float:
        parts = [done / max(1, self.budget)]
        if self.time_budget:
            parts.append(elapsed / self.time_budget)
        return min(1.0, max(parts))

    def _seed_root(
        self, root: Edge, view: State, moves: list[Move], me: int, evaluation: Evaluation
    ) -> None:
        """Give root moves the normal bot's judgement of their turn as a prior, best first
        (the order in which widening admits them)."""
        settings = self.settings
        planner = NormalBot(
            self.rng.next64(),
            evaluation,
            max_moves=settings.root_sample,
            time_limit=settings.plan_time,
            work=settings.plan_work,
        )
        ranked = planner.assess(view)
        self._root_order = list(ranked)
        self._root_values = dict(ranked)
        for move, value in ranked.items():
            root.children[move] = Edge(me, prior=value, prior_weight=settings.bias)
        lowest = min(ranked.values(), default=0.5)
        unjudged = [m for m in moves if m not in root.children]
        for move in unjudged:
            root.children[move] = Edge(me, prior=lowest, prior_weight=settings.bias)
        self._root_order += unjudged
        if evaluation.never is not None:  # the plan weighed every move, those never played too
            allowed = set(moves)
            self._root_order = [m for m in self._root_order if m in allowed]
            for move in [m for m in root.children if m not in allowed]:
                del root.children[move]
        self._root_rank = {move: i for i, move in enumerate(self._root_order)}

    def _iterate(self, root: Edge, world: State, me: int, evaluation: Evaluation, stamp: int = 0) -> None:
        """One playout of ``world`` (a fresh copy of imagined world number ``stamp``, with its
        own chance) down the tree, then judged and backed up.

        Each node keeps the legal moves last met there with their edges (:class:`_Known`).
        While no chance has been drawn on the way down (the world's random state is
        untouched), the position at a node is the one an earlier playout of the same world
        met there, so its moves are taken as kept; otherwise they are generated, and the
        kept edges serve again when the moves are the same."""
        path: list[Edge] = []
        node = root
        expanded = False
        depth_limit = self.settings.tree_depth
        keep = KEEP_NODE_MOVES
        untouched: int | None = world.rng.state
        while not world.is_over and not expanded:
            if depth_limit is not None and len(path) >= depth_limit:
                break
            entry = node.known if keep else None
            if entry is None or untouched is None or entry.stamp != stamp:
                if node is root:
                    # the root is this bot's own decision, which in a simultaneous decision
                    # need not be the first player's still to choose
                    mover, legal = me, world.legal_moves_for(me)
                else:
                    current = world.current_player
                    assert current is not None
                    mover, legal = current, world.legal_moves()
                if entry is None or entry.mover != mover or entry.legal != legal:
                    entry = _Known(mover, legal, node.children)
                    if keep:
                        node.known = entry
                entry.stamp = stamp if untouched is not None else -1
            if entry.size != len(node.children):
                entry.catch_up(node.children)
            move, edge, expanded = self._select(node, root, entry)
            path.append(edge)
            world.apply_unchecked(move)
            if untouched is not None and world.rng.state != untouched:
                untouched = None  # chance was drawn: below here each playout differs
            node = edge
        world = self._rollout(world, evaluation)
        rewards, margins = judge(world, me, evaluation)
        for edge in path:
            edge.visits += 1
            edge.reward += rewards[edge.mover]
            edge.lead += margins[edge.mover]

    def _select(self, node: Edge, root: Edge, entry: _Known) -> tuple[Move, Edge, bool]:
        """The move to play from ``node`` in this world (its legal moves and their edges in
        ``entry``), its edge, and whether it is new."""
        settings = self.settings
        legal, edges = entry.legal, entry.edges
        allowed = len(legal)
        if allowed > settings.widen_above:
            allowed = settings.widen_base + int(settings.widen_rate * math.sqrt(node.visits + 1))
        children = node.children
        opened = [edge for edge in edges if edge is not None and edge.visits > 0]
        if len(opened) < allowed and len(opened) < len(edges):
            fresh = [i for i, edge in enumerate(edges) if edge is None or edge.visits == 0]
            at = self._next_fresh(node, root, legal, fresh)
            if at is not None:
                chosen = legal[at]
                edge = edges[at]
                if edge is None:
                    edge = edges[at] = children[chosen] = Edge(entry.mover)
                    entry.size += 1
                edge.available += 1
                return chosen, edge, True
        best_edge, best_score = None, -math.inf
        exploration = settings.exploration
        log, sqrt = math.log, math.sqrt
        for edge in opened:
            available = edge.available = edge.available + 1
            visits = edge.visits
            # edge.mean(), written out: this loop is the search's hottest
            mean = (edge.reward + edge.prior * edge.prior_weight) / (visits + edge.prior_weight)
            score = mean + exploration * sqrt(log(available) / visits)
            if score > best_score:
                best_edge, best_score = edge, score
        assert best_edge is not None
        return _move_of(legal, edges, best_edge), best_edge, False

    def _next_fresh(self, node: Edge, root: Edge, legal: list[Move], fresh: list[int]) -> int | None:
        """Where in ``legal`` the next unvisited move to open stands (``fresh`` are the places
        of the unvisited ones, in order): the best prior at the root, otherwise one at
        random."""
        if node is root:
            rank = self._root_rank
            best, best_rank = None, len(rank)
            for i in fresh:
                r = rank.get(legal[i], best_rank)
                if r < best_rank:
                    best, best_rank = i, r
            return best
        return self.rng.choice(fresh)

    def _rollout(self, world: State, evaluation: Evaluation) -> State:
        return play_out(world, self.settings, evaluation, self.rng)


def _suggestion(move: Move, edge: Edge | None, scale: float) -> Suggestion:
    """A root move's place in the hint: its mean reward and expected margin (the mean lead of
    its playouts; without any, the prior's reward turned into points)."""
    if edge is None:
        return Suggestion(move)
    value = edge.mean() if edge.visits or edge.prior_weight else edge.prior
    if edge.visits == 0:
        return Suggestion(move, value, lead_of_reward(value, scale), 0)
    return Suggestion(move, value, edge.lead / edge.visits, edge.visits)


KEEP_NODE_MOVES = True
"""Whether each tree node keeps the legal moves last met there with their edges
(:class:`_Known`); the same search either way, only slower without."""


class _Known:
    """A tree node's legal moves as last met, with who moves there and each move's edge
    (``None`` while the node has none for it).

    ``size`` is how many edges the node had when ``edges`` was last brought up to date (a
    node only ever gains edges); ``stamp`` the imagined world whose untouched position
    showed these moves (``-1``: none)."""

    __slots__ = ("mover", "legal", "edges", "size", "stamp")

    def __init__(self, mover: int, legal: list[Move], children: dict[Move, Edge]) -> None:
        self.mover = mover
        self.legal = legal
        self.edges: list[Edge | None] = [children.get(m) for m in legal] if children else [None] * len(legal)
        self.size = len(children)
        self.stamp = -1

    def catch_up(self, children: dict[Move, Edge]) -> None:
        """Find the edges the node gained since ``edges`` was brought up to date."""
        edges, legal = self.edges, self.legal
        for i, edge in enumerate(edges):
            if edge is None:
                edges[i] = children.get(legal[i])
        self.size = len(children)


def _move_of(legal: list[Move], edges: list[Edge | None], edge: Edge) -> Move:
    """The move of ``legal`` whose edge is ``edge``."""
    for i, other in enumerate(edges):
        if other is edge:
            return legal[i]
    raise ValueError("the edge is not among the legal moves")


SETTLED_EVERY = 16
"""How many playouts pass between two looks at whether the choice is settled."""


def _settled(root: Edge, remaining: int) -> bool:
    """Whether the most visited root move stays the choice whatever the ``remaining``
    playouts do: no other move could reach its visits even if it got every one of them.  The
    move played is then the one the whole budget would have played, sooner."""
    first = second = 0
    for edge in root.children.values():
        visits = edge.visits
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    return first > second + remaining


def _final_rank(edge: Edge | None) -> tuple[int, float]:
    if edge is None:
        return (0, 0.0)
    return (edge.visits, edge.mean())
