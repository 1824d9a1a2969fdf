"""How the bots judge a Porto position.

Points scored so far come first.  Every construction card in hand is a future build, worth
about a point (hand sizes are public).  The viewer also counts its own private contracts:
what they would pay on the street as it stands, plus a share of their next tier still to
reach while the game goes on (others' private contracts are hidden, so they are not counted).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from game.bots.evaluation.base import Evaluation
from game.bots.evaluation.learned import learned_evaluation, learned_worth
from game.bots.evaluation.porto_value import VALUE, private_outlook
from game.bots.knowledge import BotKit
from game.bots.search_settings import COMPARING, DEFAULT
from game.rules.core import Move, State

CARD_WORTH = 1.0
NEXT_TIER_SHARE = 0.35


def porto_worth(state: State, viewer: int) -> Sequence[float]:
    """Each player's position in points-equivalent, seen by ``viewer``."""
    s: Any = state
    worth = [float(sum(points)) for points in s.points]
    if state.is_over:
        return worth
    for p in range(state.num_players):
        worth[p] += CARD_WORTH * s.hand_sizes[p]
    if not s.novice:
        now, further = private_outlook(s, viewer)
        worth[viewer] += now + NEXT_TIER_SHARE * further
    return worth


EVALUATION = Evaluation("porto", porto_worth, scale=10.0)
"""The hand-made judgement."""

_WEIGHED = [0]


def moves_weighed() -> int:
    """How many moves :func:`learned_gain` has weighed in this process so far: the hard bot
    bounds a decision's work by it (the search's ``work``), as a position with many places to
    build makes each greedy step dear."""
    return _WEIGHED[0]


def learned_gain(state: State, move: Move, level: str = "hard") -> float:
    """The mover's likely final score once ``move`` is played, as the weights of ``level``
    predict it from the mover's side: what a greedy playout step maximises."""
    _WEIGHED[0] += 1
    mover = state.current_player
    assert mover is not None
    after = state.clone()
    after.apply_unchecked(move)
    return learned_worth(after, mover, VALUE, level=level)[mover]


LEARNED_EVALUATION = replace(learned_evaluation(VALUE, "porto-learned", scale=10.0, gain=learned_gain),
                             work=moves_weighed)
"""The hard bot's judgement, learned from self-play (:mod:`.porto_value`,
``content/porto/bots/value.yaml``): the weights a tuning run (``tools/train/tune.py``) ended
with.  The hard bot with them beat the frozen reference in 36 of 43 ladder games at 6,000
playouts, and at the 3,000 of :data:`TREE` in 163 of 200 (81.5 % [75.5, 86.3]); with
:data:`SEARCH`, docs/ladder.md."""

TREE = replace(DEFAULT, playouts=3000)
"""The hard bot's knobs for Porto until the fifteenth session (the frozen reference's tree,
with 3,000 playouts instead of its 6,000 to answer within a second): kept to measure against.
Against the frozen reference it won 163 of 200 ladder games; but a normal bot judging by an
earlier point of the same tuning run beat it in 14 of 20 tuning deals: the tree's short random
playouts added little to the judgement it searched with."""

SEARCH = replace(
    COMPARING,
    rollout_moves=12,
    rollout_turns=3,
    candidates=6,
    min_worlds=10,
    max_worlds=80,
    confidence=2.0,
    switch_confidence=1.5,
    playouts=200,
    turns_from_me=True,
    work=16_000,
)
"""The hard bot's knobs for Porto (``benchmarks/bench_ladder.py``): the normal bot's six best
moves by the learned judgement, each played on through the rival's answer and the bot's own
next turn, at most 12 moves, by greedy play (each step the move the learned weights like best
for its player, one in ten at random), compared on
the same imagined worlds until one is ahead by two standard errors or 200 playouts are spent
(Agricola's and Oregon's search), or 16,000 moves are weighed (about a second: a greedy step
weighs every move of its position, and a street with many places to build made the dearest
decisions pass three seconds).  Against a normal bot judging by an earlier point of the
tuning run, on the 20 tuning deals where the tree lost 14, it won 17 (fifteenth session,
docs/learning.md), thinking 75 ms of processor on median.  Its playouts reach through its own
next turn since the twenty-third session (they stopped after the rival's answer, at 8 moves):
so it beat the bot with the shorter playouts in 38 of 60 tuning deals, +2.1 points a game,
thinking 374 ms on median (docs/learning.md, "Head to head with the shipped hard bot")."""

NORMAL_EVALUATION = learned_evaluation(VALUE, "porto-normal", scale=10.0, level="normal",
                                       gain=partial(learned_gain, level="normal"))
"""The normal bot's judgement: the weights the hard bot's tuning run held at an earlier point."""

BOTS = BotKit(EVALUATION, LEARNED_EVALUATION, SEARCH, normal_evaluation=NORMAL_EVALUATION)
"""What the bots know of Porto (named in ``game/games/porto.py``): the easy bot judges by hand,
the normal and hard bots by weights learned from self-play.  The normal bot plays the weights
the hard bot's tuning run held at generation 7 (``python -m tools.train.checkpoint
docs/learning_porto_record.json --generation 7 --level normal``, 79.2 % of the run's curve
games against the hand-made normal bot); with them it beat the old tree search in 14 of 20
tuning deals (eighth session), so it learned only once the hard bot compared its candidates
by greedy play (:data:`SEARCH`, fifteenth session: docs/learning.md, "The normal bot
learns")."""
