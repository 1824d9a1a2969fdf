"""The hard bot's search knobs, and the values tuned for each game.

:class:`SearchSettings` holds every knob of :class:`~game.bots.ismcts.HardBot` except its
budget.  A game's :class:`~game.bots.knowledge.BotKit` carries the values measured to play
it best within a second (``benchmarks/bench_ladder.py``); a game without its own uses
:data:`DEFAULT`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.rules.core import GameConfig


@dataclass(frozen=True)
class SearchSettings:
    """How the hard bot searches.

    ``rollout_moves`` moves follow each new edge before the evaluation judges the position; the
    rollout also stops once the turn has passed ``rollout_turns`` times (``None``: no such
    stop).  Each rollout move is the evaluation's greediest one (its ``gain``) with chance
    ``greedy_rollouts``, otherwise a random one.  The tree grows at most ``tree_depth``
    decisions deep (``None``: no limit); below it the rollout plays on.  ``exploration`` is
    the UCB constant; ``widen_above`` the number of moves beyond which progressive widening
    applies, allowing ``widen_base + widen_rate * sqrt(visits)`` edges; ``bias`` is how many
    visits the root's planned rewards count for.  ``root_sample`` caps how many root moves get
    an immediate reward; that planning is the normal bot's, bounded by work (its worlds,
    finalists and steps, and with ``plan_work`` at most that many positions judged, where the
    game's evaluation counts them; ``None``: no such cap), with ``plan_time`` seconds only as a
    safety ceiling (``None``: none).
    Each imagined world serves ``world_reuse`` iterations (each with fresh chance).

    ``playouts`` is the budget: the search ends after that many playouts (an iteration of the
    tree, or one candidate played in one world of a paired comparison), or earlier when a
    paired comparison is settled.

    With ``paired`` the bot compares only the ``candidates`` best-planned root moves, each
    meeting the same imagined worlds (:mod:`game.bots.paired`): after ``min_worlds`` worlds a
    candidate falling behind the leader by ``confidence`` standard errors is dropped, and the
    comparison ends when one is left or after ``max_worlds`` worlds.  The bot then plays the
    leader, or with ``switch_confidence`` set, the best-planned survivor unless the leader is
    ahead of it by that many standard errors.

    With ``turns_from_me`` a compared candidate's playout counts the turn passing from the
    deciding player, so a candidate that ends the turn has already passed it once and every
    candidate's playout ends at the same point of the turns (else from whoever moves after the
    candidate).

    ``work``, where the game's evaluation counts the positions it judges (its ``work``),
    caps those per decision (``None``: no cap), so a position whose playouts are dear ends its
    search early by work, not by the clock.  ``candidate_gap`` (``None``: none) leaves out of
    the comparison the root moves planned more than that reward below the best-planned one;
    when only one is left it is played without playouts.

    ``close_budget`` lets a paired comparison still open at its budget (more than one
    candidate left, none clearly behind the leader) go on to that many times its playouts and
    its ``work``: a close decision gets the time a clear one does not need.

    ``crowd``, where a game has it, replaces all of these at a table of three or more, and
    ``solo`` in a solo game.  ``variants`` lists other settings by the variant that calls
    for them (a flag and its settings, the first flag a game is played with choosing); the
    chosen settings' own ``crowd`` and ``solo`` then apply to the table.
    """

    rollout_moves: int = 2
    rollout_turns: int | None = None
    greedy_rollouts: float = 0.0
    tree_depth: int | None = None
    exploration: float = 0.3
    widen_above: int = 12
    widen_base: int = 6
    widen_rate: float = 1.5
    bias: float = 3.0
    root_sample: int = 200
    plan_time: float | None = 1.0
    plan_work: int | None = None
    world_reuse: int = 4
    paired: bool = False
    candidates: int = 12
    min_worlds: int = 20
    max_worlds: int = 400
    confidence: float = 2.5
    switch_confidence: float | None = None
    playouts: int = 6000
    turns_from_me: bool = False
    work: int | None = None
    candidate_gap: float | None = None
    close_budget: float = 1.0
    crowd: SearchSettings | None = None
    solo: SearchSettings | None = None
    variants: tuple[tuple[str, SearchSettings], ...] = ()

    def for_table(self, config: GameConfig) -> SearchSettings:
        """The settings for a game set up by ``config``: those of the first of
        :attr:`variants` it is played with, else these; then :meth:`for_players`."""
        chosen = next((settings for flag, settings in self.variants if flag in config.variants), self)
        return chosen.for_players(config.players)

    def for_players(self, players: int) -> SearchSettings:
        """The settings for a table of ``players``: :attr:`crowd` from three players on and
        :attr:`solo` alone, where a game tunes its search apart for those tables, else
        these."""
        if players >= 3 and self.crowd is not None:
            return self.crowd
        if players == 1 and self.solo is not None:
            return self.solo
        return self


CEILING = 5.0
"""Seconds of processor time after which the hard bot answers whatever its budget says: far
above a normal think (under a second), it only keeps a position whose budget would take far too
long from stalling the game.  Load does not bring it nearer (processor time stops while others
run)."""

# 6000 playouts of the default search took about a second of an idle machine in Porto's
# 4-player middle game when it was set, but 1.6 s in 2-player games: Porto's tree played
# 3000 (``TREE`` in evaluation/porto.py) until its hard bot compared candidates (COMPARING).
DEFAULT = SearchSettings()

COMPARING = SearchSettings(
    greedy_rollouts=0.9,
    tree_depth=1,
    widen_above=16,
    widen_base=8,
    world_reuse=1,
    paired=True,
)
"""The search that compares the plan's best moves (``paired``): each candidate followed by
greedy play (nine steps in ten the move its player's gain likes best), one playout a world,
the candidates judged on the same worlds.  A game's settings take it and say how far the
playouts go, how many candidates and how sure a choice must be (Oregon's below, Agricola's
and Porto's in their evaluation modules)."""

# Oregon turns are two placements and a few draws; a random second placement drowns the
# first one's value, so each candidate is followed by greedy play to the end of the
# deciding player's second turn after this one (five turns passing, at most 32 moves; two
# turns until the fifth session, three until the twenty-fourth: docs/learning.md, "Two more
# placements" and "Oregon's playouts to the second turn shipped"), and candidates are
# compared on the same worlds; the plan's choice stands unless another is ahead of it by
# two standard errors (measured: 68 % against the normal bot on the deals where always taking
# the leader won 62 %).  Most comparisons settle within a few hundred playouts; 1600 caps the
# long ones (a playout to the own next turn cost about 1.5 ms: 4000 of them took the slowest
# decisions to the 5-second ceiling; to the second turn, the median decision thinks 0.26 s).
OREGON = replace(
    COMPARING,
    rollout_moves=32,
    rollout_turns=5,
    exploration=0.25,
    candidates=16,
    min_worlds=60,
    confidence=3.0,
    switch_confidence=2.0,
    playouts=1600,
)
"""The values tuned for Oregon (``benchmarks/bench_ladder.py``)."""

KNOBS: frozenset[str] = frozenset(f.name for f in fields(SearchSettings))


def adjusted(base: SearchSettings, overrides: dict[str, Any] | None = None) -> SearchSettings:
    """``base`` (a game's tuned settings) with ``overrides`` (knob name to value) applied."""
    return replace(base, **overrides) if overrides else base


def check_knobs(names: set[str] | frozenset[str]) -> None:
    """``TypeError`` naming any of ``names`` that is not a search knob."""
    unknown = sorted(set(names) - KNOBS)
    if unknown:
        raise TypeError(f"unknown hard-bot option(s): {', '.join(unknown)}")
