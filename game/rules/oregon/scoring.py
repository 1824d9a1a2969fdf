"""Scoring a placed farmer or building (seed 000, "2. Puntaje"; seed 004, "2. Marquer des
points").

A farmer earns once for every building around it (8 neighbours) and may earn the group bonus.
A building pays every player once per farmer of theirs around it.  Coal and gold tiles are
drawn at random from their stacks; when a stack is empty nothing more is drawn (our ruling).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Event

if TYPE_CHECKING:
    from game.rules.oregon.state import OregonState

BUILDING = 8
"""Board code of building type ``b`` is ``BUILDING + b``; a farmer of player ``p`` is ``p + 1``."""

POINTS, CHURCH, COAL, GOLD = 0, 1, 2, 3
NO_TOKEN, JOKER, EXTRA_TURN = 0, 1, 2


def church_points(state: OregonState, church: int) -> int:
    """Points one farmer earns from the church on ``church``: every farmer of any colour
    around it counts, clamped to the content's bounds."""
    cells = state.cells
    around = sum(1 for n in state.tables.neighbours[church] if 0 < cells[n] < BUILDING)
    content = state.tables.content
    return min(content.church_max, max(content.church_min, around))


def score_farmer(state: OregonState, player: int, cell: int, events: list[Event]) -> None:
    """Score the farmer ``player`` just put on ``cell``: every neighbouring building, then the
    group bonus."""
    cells = state.cells
    for n in state.tables.neighbours[cell]:
        code = cells[n]
        if code >= BUILDING:
            _reward(state, player, code - BUILDING, 1, n, events)
    _group_bonus(state, player, cell, events)


def score_building(state: OregonState, building: int, cell: int, events: list[Event]) -> None:
    """Pay every player with farmers around the new building on ``cell``, starting with the
    player who built it and going clockwise."""
    counts = [0] * state.num_players
    cells = state.cells
    for n in state.tables.neighbours[cell]:
        code = cells[n]
        if 0 < code < BUILDING:
            counts[code - 1] += 1
    n_players = state.num_players
    for step in range(n_players):
        player = (state.player + step) % n_players
        if counts[player]:
            _reward(state, player, building, counts[player], cell, events)


def _reward(
    state: OregonState, player: int, building: int, farmers: int, cell: int, events: list[Event]
) -> None:
    tables = state.tables
    name = tables.buildings[building]
    effect = tables.effect[building]
    at = tables.space_of(cell)
    if effect in (POINTS, CHURCH):
        each = tables.points[building] if effect == POINTS else church_points(state, cell)
        gained = each * farmers
        state.score[player] += gained
        events.append(
            Event(
                "scored",
                player,
                {"points": gained, "source": name, "space": at, "farmers": farmers},
            )
        )
    elif effect == COAL:
        for _ in range(farmers):
            _draw_tile(state, player, "coal", state.coal_stack, state.coal[player], at, events)
    else:
        for _ in range(farmers):
            _draw_tile(state, player, "gold", state.gold_stack, state.gold[player], at, events)
    token = tables.activates[building]
    if token == JOKER and not state.joker[player]:
        state.joker[player] = True
        events.append(Event("token_activated", player, {"token": "joker", "source": name}))
    elif token == EXTRA_TURN and not state.extra[player]:
        state.extra[player] = True
        events.append(Event("token_activated", player, {"token": "extra_turn", "source": name}))


def _draw_tile(
    state: OregonState,
    player: int,
    kind: str,
    stack: list[int],
    pile: list[int],
    at: tuple[int, int],
    events: list[Event],
) -> None:
    if not stack:
        events.append(Event("tile_stack_empty", player, {"kind": kind, "space": at}))
        return
    value = stack.pop()
    pile.append(value)
    events.append(Event("tile_drawn", player, {"kind": kind, "space": at}))
    if value:
        events.append(
            Event("tile_seen", player, {"kind": kind, "value": value}, frozenset((player,)), True)
        )


def bonus_group_size(state: OregonState, player: int, cell: int) -> int:
    """Seed 000, "Puntuación de grupo": the size of the new orthogonal group of enough farmers
    that a farmer of ``player`` on ``cell`` makes (whether or not it stands there yet), or 0
    when no group bonus is due.

    Groups never shrink, so a group has scored (or was merged into one that had) exactly when
    it reached the group size; the bonus is due when none of the joined groups had.
    """
    need = state.tables.content.group_size
    code = player + 1
    cells = state.cells
    orthogonal = state.tables.orthogonal
    seen = {cell}
    total = 1
    for start in orthogonal[cell]:
        if cells[start] != code or start in seen:
            continue
        part = [start]
        seen.add(start)
        i = 0
        while i < len(part):
            for n in orthogonal[part[i]]:
                if cells[n] == code and n not in seen:
                    seen.add(n)
                    part.append(n)
            i += 1
        if len(part) >= need:
            return 0
        total += len(part)
    return total if total >= need else 0


def _group_bonus(state: OregonState, player: int, cell: int, events: list[Event]) -> None:
    """Score the group bonus if one is due (:func:`bonus_group_size`)."""
    total = bonus_group_size(state, player, cell)
    if total:
        points = state.tables.content.group_points
        state.score[player] += points
        events.append(
            Event(
                "scored",
                player,
                {
                    "points": points,
                    "source": "group",
                    "space": state.tables.space_of(cell),
                    "farmers": total,
                },
            )
        )
