"""A quick guess of what an Oregon move earns, for the hard bot's playouts.

Nothing is played: the guess reads the board around the chosen space.  A farmer earns what
each building around it pays (a coal or gold tile at its stack's average) and the group bonus
when it completes a new group, plus a little for each empty, buildable space around it (a
later building there pays it again).  A building
pays the mover for each of their farmers around it and the other players for theirs, so it
gains the difference; it also fills a space that was waiting for a building.  Spending the
joker costs about what the joker is worth.  Taking the extra turn is always worth a play;
draws and discards gain nothing here, so playouts draw at random (measured: steering draws by
the hand's worth played no better).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.core import Move, State
from game.rules.oregon.moves import ExtraTurn, PlaceBuilding, PlaceFarmer
from game.rules.oregon.scoring import BUILDING, CHURCH, COAL, GOLD, POINTS, bonus_group_size

JOKER_COST = 2.0
OPEN_SPACE_WORTH = 0.35
EXTRA_TURN_GAIN = 1.0

_tile_means: dict[int, tuple[float, float]] = {}


def oregon_gain(state: State, move: Move) -> float:
    """What ``move`` earns the player to move compared with the others (see module docs)."""
    return oregon_gains(state, [move])[0]


def oregon_gains(state: State, legal: list[Move]) -> list[float]:
    """:func:`oregon_gain` of every move of ``legal``: the board is read once for all of them
    (a playout step weighs some forty placements, a hundred early in the game)."""
    s: Any = state
    tables = s.tables
    board = _board(tables)
    cells = s.cells
    columns = tables.columns
    around = board.around
    pays = board.pays
    neighbours = tables.neighbours
    orthogonal = tables.orthogonal
    building_index = tables.building_index
    lone = board.lone_farmer_scores
    own = s.player + 1
    out: list[float] = []
    append = out.append
    for move in legal:
        kind = type(move)
        if kind is PlaceFarmer:
            row, column = move.space  # type: ignore[attr-defined]
            cell = row * columns + column
            gain = -JOKER_COST if move.joker else 0.0  # type: ignore[attr-defined]
            for n, dry in around[cell]:
                code = cells[n]
                if code >= BUILDING:
                    pay = pays[code - BUILDING]
                    gain += pay if pay is not None else _church_pays(s, n, 1)
                elif code == 0 and dry:
                    gain += OPEN_SPACE_WORTH
            grows = lone
            if not grows:
                for n in orthogonal[cell]:
                    if cells[n] == own:  # a group of the mover's grows: perhaps to the bonus
                        grows = True
                        break
            append(gain + _group_bonus(s, cell) if grows else gain)
        elif kind is PlaceBuilding:
            row, column = move.space  # type: ignore[attr-defined]
            cell = row * columns + column
            mine = others = 0
            for n in neighbours[cell]:
                code = cells[n]
                if 0 < code < BUILDING:
                    if code == own:
                        mine += 1
                    else:
                        others += 1
            gain = -JOKER_COST if move.joker else 0.0  # type: ignore[attr-defined]
            if mine != others:  # else its pay to the mover and to the others cancel out
                pay = pays[building_index[move.building]]  # type: ignore[attr-defined]
                gain = gain + (mine - others) * ((pay if pay is not None else _church_pays(s, cell, 0))
                                                 - OPEN_SPACE_WORTH)
            append(gain)
        elif kind is ExtraTurn:
            append(EXTRA_TURN_GAIN if move.take else 0.0)  # type: ignore[attr-defined]
        else:
            append(0.0)
    return out


def _group_bonus(s: Any, cell: int) -> float:
    """The group bonus a farmer on ``cell`` would earn."""
    if bonus_group_size(s, s.player, cell):
        return float(s.tables.content.group_points)
    return 0.0


@dataclass(frozen=True)
class _Board:
    """What the gains read of a board that never changes: each cell's neighbours with whether
    each is dry land (``around``), what a farmer earns from each building wherever it stands
    (``pays``; ``None`` for a church, whose pay counts the farmers around it), and whether a
    lone farmer already makes a group (a group size of one)."""

    around: tuple[tuple[tuple[int, bool], ...], ...]
    pays: tuple[float | None, ...]
    lone_farmer_scores: bool


_boards: dict[int, tuple[Any, _Board]] = {}


def _board(tables: Any) -> _Board:
    """The :class:`_Board` of ``tables`` (worked out once; kept with the tables, so that their
    id is not another's while it lives)."""
    found = _boards.get(id(tables))
    if found is None:
        coal, gold = tile_means(tables)
        pays: list[float | None] = []
        for building, effect in enumerate(tables.effect):
            pays.append(float(tables.points[building]) if effect == POINTS else None if effect == CHURCH
                        else coal if effect == COAL else gold if effect == GOLD else 0.0)
        board = _Board(tuple(tuple((n, not tables.water[n]) for n in around) for around in tables.neighbours),
                       tuple(pays), tables.content.group_size <= 1)
        found = _boards[id(tables)] = (tables, board)
    return found[1]


def _church_pays(s: Any, cell: int, newcomers: int) -> float:
    """What one farmer earns from a church on ``cell``: one per farmer around it
    (``newcomers`` about to join the ones already there), within the church's bounds."""
    tables = s.tables
    cells = s.cells
    around = newcomers + sum(1 for n in tables.neighbours[cell] if 0 < cells[n] < BUILDING)
    content = tables.content
    return float(min(content.church_max, max(content.church_min, around)))


def tile_means(tables: Any) -> tuple[float, float]:
    """The average coal and gold tile of the game's stacks (worked out once per board)."""
    found = _tile_means.get(id(tables))
    if found is None:
        coal, gold = tables.coal_values, tables.gold_values
        found = (
            sum(coal) / len(coal) if coal else 0.0,
            sum(gold) / len(gold) if gold else 0.0,
        )
        _tile_means[id(tables)] = found
    return found
