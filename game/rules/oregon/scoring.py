"""Scoring a placed farmer or building (seed 000, "2. Puntaje"; seed 004, "2. Marquer des
points").

A farmer earns once for every building around it (8 neighbours) and may earn the group bonus.
A building pays every player once per farmer of theirs around it.  Coal and gold tiles are
drawn at random from their stacks; when a stack is empty nothing more is drawn (our ruling).

What a building pays is written in ``components.yaml`` as effects: verbs of
:data:`BUILDING_EFFECTS` with their parameters.  Each verb is a factory: the tables call it
once per building with the checked parameters and keep the :data:`Reward` it returns, so
scoring a farmer runs the building's rewards in order without looking at verb names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.effects import Choice, Hook, Timing, Whole

if TYPE_CHECKING:
    from game.rules.oregon.state import OregonState

BUILDING = 8
"""Board code of building type ``b`` is ``BUILDING + b``; a farmer of player ``p`` is ``p + 1``."""

POINTS, CHURCH, COAL, GOLD = 0, 1, 2, 3
"""What a farmer beside a building gains, as :attr:`Tables.effect` codes it for the bots."""
NO_TOKEN, JOKER, EXTRA_TURN = 0, 1, 2

Reward = Callable[["OregonState", int, int, int, int, list[Event]], None]
"""``(state, player, building, farmers, cell, events)``: pay ``player`` for ``farmers`` of
their farmers beside the building of type ``building`` standing on ``cell``."""

BUILDING_EFFECTS: Hook[Callable[..., Reward]] = Hook("oregon", "building")
"""What a farmer beside a building earns, each time one is placed beside it or it is built
beside farmers."""

_BESIDE = "farmer beside"


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
    rewards = state.tables.rewards
    for n in state.tables.neighbours[cell]:
        code = cells[n]
        if code >= BUILDING:
            for reward in rewards[code - BUILDING]:
                reward(state, player, code - BUILDING, 1, n, events)
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
    rewards = state.tables.rewards[building]
    for step in range(n_players):
        player = (state.player + step) % n_players
        if counts[player]:
            for reward in rewards:
                reward(state, player, building, counts[player], cell, events)


@BUILDING_EFFECTS.verb("score_points", Timing.ON_ACTION, _BESIDE, {"points": Whole(1, 20)})
def score_points(points: int) -> Reward:
    """Each farmer beside the building scores a fixed number of points."""

    def reward(
        state: OregonState, player: int, building: int, farmers: int, cell: int, events: list[Event]
    ) -> None:
        _score(state, player, building, points * farmers, farmers, cell, events)

    return reward


@BUILDING_EFFECTS.verb("score_church", Timing.ON_ACTION, _BESIDE)
def score_church() -> Reward:
    """Each farmer beside the church scores 1 per farmer of any colour around it
    (:func:`church_points`)."""

    def reward(
        state: OregonState, player: int, building: int, farmers: int, cell: int, events: list[Event]
    ) -> None:
        _score(state, player, building, church_points(state, cell) * farmers, farmers, cell, events)

    return reward


@BUILDING_EFFECTS.verb(
    "draw_tile", Timing.ON_ACTION, _BESIDE, {"tile": Choice("tile", ("coal", "gold"))}
)
def draw_tile(tile: str) -> Reward:
    """Each farmer beside the mine draws a tile from the coal or gold stack."""
    coal = tile == "coal"

    def reward(
        state: OregonState, player: int, building: int, farmers: int, cell: int, events: list[Event]
    ) -> None:
        stack, pile = (
            (state.coal_stack, state.coal[player]) if coal else (state.gold_stack, state.gold[player])
        )
        at = state.tables.space_of(cell)
        for _ in range(farmers):
            _draw_tile(state, player, tile, stack, pile, at, events)

    return reward


@BUILDING_EFFECTS.verb(
    "activate_token",
    Timing.ON_ACTION,
    _BESIDE,
    {"token": Choice("token", ("joker", "extra_turn"))},
)
def activate_token(token: str) -> Reward:
    """The player's joker or extra-turn token becomes active again (it never hurts, so it is
    automatic)."""
    joker = token == "joker"

    def reward(
        state: OregonState, player: int, building: int, farmers: int, cell: int, events: list[Event]
    ) -> None:
        tokens = state.joker if joker else state.extra
        if not tokens[player]:
            tokens[player] = True
            source = state.tables.buildings[building]
            events.append(Event("token_activated", player, {"token": token, "source": source}))

    return reward


def _score(
    state: OregonState,
    player: int,
    building: int,
    gained: int,
    farmers: int,
    cell: int,
    events: list[Event],
) -> None:
    tables = state.tables
    state.score[player] += gained
    events.append(
        Event(
            "scored",
            player,
            {
                "points": gained,
                "source": tables.buildings[building],
                "space": tables.space_of(cell),
                "farmers": farmers,
            },
        )
    )


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
