"""How the bots judge an Oregon position.

Points on the track come first.  Coal and gold tiles count at their value when the viewer
knows it (its own) and at the average of their stack otherwise (others' tiles are face down).
The joker and the extra-turn token are worth about a good play each while ready.  Farmers on
the board earn again every time someone builds next to them, so each empty, buildable space
beside a farmer adds a little; the tie-break (farmers on the board) adds a crumb.  A hand
is judged by its mix (:mod:`game.bots.evaluation.oregon_hand`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.bots.evaluation.base import Evaluation
from game.bots.evaluation.oregon_gain import oregon_gain
from game.bots.evaluation.oregon_hand import hand_worth
from game.rules.core import State

JOKER_WORTH = 2.0
EXTRA_TURN_WORTH = 2.5
OPEN_NEIGHBOUR_WORTH = 0.35
FARMER_CRUMB = 0.05
BUILDING_CODE = 8


def oregon_worth(state: State, viewer: int) -> Sequence[float]:
    """Each player's position in points-equivalent, seen by ``viewer``."""
    s: Any = state
    tables = s.tables
    coal_mean = _mean(tables.coal_values)
    gold_mean = _mean(tables.gold_values)
    over = state.is_over
    cells = s.cells
    water = tables.water
    neighbours = tables.neighbours
    worth = []
    for p in range(state.num_players):
        value = float(s.score[p])
        if p == viewer or over:
            value += sum(s.coal[p]) + sum(s.gold[p])
        else:
            value += coal_mean * len(s.coal[p]) + gold_mean * len(s.gold[p])
        if not over:
            value += JOKER_WORTH * s.joker[p] + EXTRA_TURN_WORTH * s.extra[p]
            value += hand_worth(s, p)
        worth.append(value)
    if not over:
        for cell, code in enumerate(cells):
            if 0 < code < BUILDING_CODE:
                open_spaces = sum(1 for n in neighbours[cell] if cells[n] == 0 and not water[n])
                worth[code - 1] += OPEN_NEIGHBOUR_WORTH * open_spaces + FARMER_CRUMB
    return worth


def _mean(values: Sequence[int]) -> float:
    return sum(values) / len(values) if values else 0.0


EVALUATION = Evaluation("oregon", oregon_worth, scale=8.0, gain=oregon_gain)
