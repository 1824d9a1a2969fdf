"""What the Oregon judgements read off the board: points banked and lone pairs of farmers."""

from __future__ import annotations

from typing import Any

from game.bots.evaluation.oregon_gain import tile_means

BUILDING_CODE = 8
"""Cell codes below this (and above 0) are farmers of player ``code - 1``."""


def banked(s: Any, p: int, viewer: int, over: bool) -> float:
    """Points on the track plus coal and gold (at their stacks' average where unseen)."""
    value = float(s.score[p])
    if p == viewer or over:
        return value + float(sum(s.coal[p]) + sum(s.gold[p]))
    coal, gold = tile_means(s.tables)
    return value + coal * len(s.coal[p]) + gold * len(s.gold[p])


def lone_pairs(s: Any) -> list[int]:
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
