"""How the bots judge an Oregon position.

Points on the track come first.  Coal and gold tiles count at their value when the viewer
knows it (its own) and at the average of their stack otherwise (others' tiles are face down).
The joker and the extra-turn token are worth about a good play each while ready.  Farmers on
the board earn again every time someone builds next to them, so each empty, buildable space
beside a farmer adds a little; the tie-break (farmers on the board) adds a crumb.  A hand
is judged by its mix (:mod:`game.bots.evaluation.oregon_hand`).

The hard bot judges more deeply (:data:`DEEP_EVALUATION`, found by self-play between normal
bots, ``benchmarks/bench_oregon_judgement.py``): two of a player's farmers standing alone
side by side are well on their way to the group bonus, and what is still to come (tokens,
hand, open spaces) fades as the game's clock runs out — the game ends soon after someone
places their last farmer.

The normal bot judges by weights learned from self-play (:data:`NORMAL_EVALUATION`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from game.bots.evaluation.base import Evaluation
from game.bots.evaluation.learned import learned_evaluation
from game.bots.evaluation.oregon_board import BUILDING_CODE, banked, lone_pairs
from game.bots.evaluation.oregon_gain import oregon_gain, oregon_gains
from game.bots.evaluation.oregon_hand import hand_worth
from game.bots.evaluation.oregon_value import VALUE
from game.bots.evaluation.oregon_weights import DEEP_WEIGHTS, NORMAL_WEIGHTS, Weights
from game.bots.knowledge import BotKit
from game.bots.search_settings import OREGON
from game.rules.core import State


def oregon_worth(state: State, viewer: int, weights: Weights = NORMAL_WEIGHTS) -> Sequence[float]:
    """Each player's position in points-equivalent, seen by ``viewer``."""
    s: Any = state
    tables = s.tables
    over = state.is_over
    players = range(state.num_players)
    worth = [banked(s, p, viewer, over) for p in players]
    if over:
        return worth
    to_come = [
        weights.joker * s.joker[p] + weights.extra_turn * s.extra[p] + hand_worth(s, p)
        for p in players
    ]
    cells = s.cells
    water = tables.water
    neighbours = tables.neighbours
    for cell, code in enumerate(cells):
        if 0 < code < BUILDING_CODE:
            open_spaces = sum(1 for n in neighbours[cell] if cells[n] == 0 and not water[n])
            to_come[code - 1] += weights.open_neighbour * open_spaces
            worth[code - 1] += weights.farmer_crumb
    if weights.pair:
        for p, pairs in enumerate(lone_pairs(s)):
            worth[p] += weights.pair * pairs
    fade = 1.0
    if weights.clock:
        fade = min(1.0, min(s.supply) / weights.clock)
    return [w + fade * c for w, c in zip(worth, to_come, strict=True)]


def evaluation_with(weights: Weights, name: str) -> Evaluation:
    """The Oregon evaluation judging with ``weights`` (a partial, not a closure, so that a bot
    holding it can be sent to a worker process)."""
    return Evaluation(name, partial(oregon_worth, weights=weights), scale=8.0, gain=oregon_gain, gains=oregon_gains)


EVALUATION = Evaluation("oregon", oregon_worth, scale=8.0, gain=oregon_gain, gains=oregon_gains)
DEEP_EVALUATION = evaluation_with(DEEP_WEIGHTS, "oregon-deep")

NORMAL_EVALUATION = learned_evaluation(VALUE, "oregon-normal", scale=8.0, gain=oregon_gain, gains=oregon_gains,
                                       level="normal")
"""The normal bot's judgement, learned from self-play (:mod:`.oregon_value`,
``content/oregon/bots/value_normal.yaml``): ``tools/train/tune.py --from-hand normal`` started
from the hand-made normal judgement written in the learned features and kept each change that
won more games against the weights before it; the normal bot plays a point of that run
(docs/learning.md, "Oregon's normal bot learns")."""

BOTS = BotKit(EVALUATION, DEEP_EVALUATION, OREGON, normal_evaluation=NORMAL_EVALUATION)
"""What the bots know of Oregon (named in ``game/games/oregon.py``): the easy bot judges by the
hand-made weights, the normal bot by learned ones, the hard bot by the deep weights its search
looks ahead with."""
