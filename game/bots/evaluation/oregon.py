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
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from game.bots.evaluation.base import Evaluation
from game.bots.evaluation.oregon_gain import oregon_gain, tile_means
from game.bots.evaluation.oregon_hand import hand_worth
from game.bots.evaluation.oregon_weights import DEEP_WEIGHTS, NORMAL_WEIGHTS, Weights
from game.bots.knowledge import BotKit
from game.bots.search_settings import OREGON
from game.rules.core import State

BUILDING_CODE = 8


def oregon_worth(state: State, viewer: int, weights: Weights = NORMAL_WEIGHTS) -> Sequence[float]:
    """Each player's position in points-equivalent, seen by ``viewer``."""
    s: Any = state
    tables = s.tables
    over = state.is_over
    players = range(state.num_players)
    worth = [_banked(s, p, viewer, over) for p in players]
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
        for p, pairs in enumerate(_lone_pairs(s)):
            worth[p] += weights.pair * pairs
    fade = 1.0
    if weights.clock:
        fade = min(1.0, min(s.supply) / weights.clock)
    return [w + fade * c for w, c in zip(worth, to_come, strict=True)]


def _banked(s: Any, p: int, viewer: int, over: bool) -> float:
    """Points on the track plus coal and gold (at their stacks' average where unseen)."""
    value = float(s.score[p])
    if p == viewer or over:
        return value + float(sum(s.coal[p]) + sum(s.gold[p]))
    coal, gold = tile_means(s.tables)
    return value + coal * len(s.coal[p]) + gold * len(s.gold[p])


def _lone_pairs(s: Any) -> list[int]:
    """Per player, the orthogonal groups of exactly two of their farmers."""
    cells = s.cells
    orthogonal = s.tables.orthogonal
    pairs = [0] * s.num_players
    for cell, code in enumerate(cells):
        if not 0 < code < BUILDING_CODE:
            continue
        mate = _only_mate(cells, orthogonal, cell, code)
        if mate > cell and _only_mate(cells, orthogonal, mate, code) == cell:
            pairs[code - 1] += 1
    return pairs


def _only_mate(cells: list[int], orthogonal: Any, cell: int, code: int) -> int:
    """The one orthogonal neighbour of ``cell`` holding a ``code`` farmer, or -1 when there
    is none or more than one."""
    mate = -1
    for n in orthogonal[cell]:
        if cells[n] == code:
            if mate >= 0:
                return -1
            mate = n
    return mate


def evaluation_with(weights: Weights, name: str) -> Evaluation:
    """The Oregon evaluation judging with ``weights`` (a partial, not a closure, so that a bot
    holding it can be sent to a worker process)."""
    return Evaluation(name, partial(oregon_worth, weights=weights), scale=8.0, gain=oregon_gain)


EVALUATION = Evaluation("oregon", oregon_worth, scale=8.0, gain=oregon_gain)
DEEP_EVALUATION = evaluation_with(DEEP_WEIGHTS, "oregon-deep")

BOTS = BotKit(EVALUATION, DEEP_EVALUATION, OREGON)
"""What the bots know of Oregon (named in ``game/games/oregon.py``)."""
