"""Turn flow: carrying out a legal move (:func:`perform`), the smaller decisions (keeping
private contracts at set-up, placing a bonus token, passing), the end of a turn and the end
of the game, and what is decided now (:func:`decision`).

:func:`perform` trusts that the move is legal (``PortoState.apply`` asks
:func:`game.rules.porto.legal.illegal_reason` first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Decision, Event, Move, round_started, turn_started
from game.rules.porto import building, drawing
from game.rules.porto.events import make_event
from game.rules.porto.legal import (
    CHOOSE_CONTRACTS,
    OVER,
    PLACE_BONUS,
    PLAY,
    build_moves,
    draw_moves,
    empty_roofs,
)
from game.rules.porto.moves import Build, Draw, KeepContracts, PlaceBonus
from game.rules.porto.scoring import ranking, score_private_contracts

if TYPE_CHECKING:
    from game.rules.porto.state import PortoState

END_REASONS: tuple[str, ...] = ("roof_track_mark", "street_full", "no_moves")
"""Why a game ends: the roof track reached its mark (and the last round was played); no house
in play can take another tile; or nobody could draw or build for a whole round."""


DECISION_KINDS: dict[str, str] = {
    "keep_contracts": "keep three of the five private contracts dealt (set-up, one player "
    "after another)",
    "take_or_build": "take face-up cards or build floors with two cards; 'pass' only when "
    "neither is possible (can stop)",
    "place_bonus": "put the bonus token just taken on an empty roof (step 2 of the build)",
}
"""Every ``Decision.kind`` Porto gives, with what the player decides."""


def decision(state: PortoState) -> Decision | None:
    """What the player to move decides now (see :data:`DECISION_KINDS`)."""
    phase = state.phase
    player = (state.current,)
    if phase == PLAY:
        stuck = not draw_moves(state) and not build_moves(state)
        return Decision(player, "take_or_build", can_stop=stuck)
    if phase == PLACE_BONUS:
        return Decision(player, "place_bonus", action="build", step=2, steps=2)
    if phase == CHOOSE_CONTRACTS:
        return Decision(player, "keep_contracts")
    return None


def perform(state: PortoState, move: Move) -> list[Event]:
    """Apply a legal ``move`` and return its events."""
    events: list[Event] = []
    # Moves are final classes: comparing the type skips the slower ABC instance check.
    if type(move) is Draw:
        drawing.take_cards(state, move, events)
        drawing.refill_display(state, events)
        end_turn(state, events)
    elif type(move) is Build:
        token = building.build(state, move, events)
        if token:
            if empty_roofs(state):
                state.pending_bonus = token
                state.phase = PLACE_BONUS
            else:
                events.append(make_event("bonus_token_discarded", state.current, value=token))
        drawing.refill_display(state, events)
        if not state.pending_bonus:
            end_turn(state, events)
    elif type(move) is PlaceBonus:
        _place_bonus(state, move, events)
    elif type(move) is KeepContracts:
        _keep_contracts(state, move, events)
    else:
        events.append(make_event("passed", state.current))
        end_turn(state, events, passed=True)
    return events


def _keep_contracts(state: PortoState, move: KeepContracts, events: list[Event]) -> None:
    """Keep the chosen contracts (the others go back to the box); the next player chooses, or
    the first round begins."""
    player = state.current
    dealt = state.private_dealt[player]
    state.private_kept[player] = [dealt[p - 1] for p in move.positions]
    ids = tuple(state.tables.private[i].id if i >= 0 else "?" for i in state.private_kept[player])
    events.append(make_event("contracts_kept", player, frozenset((player,)), contracts=ids))
    events.append(make_event("contracts_chosen", player, count=state.tables.private_kept))
    state.current += 1
    if state.current == state.num_players:
        state.current = 0
        state.phase = PLAY
    events.append(turn_started(state.current, state.round))


def _place_bonus(state: PortoState, move: PlaceBonus, events: list[Event]) -> None:
    """Put the token taken with a ground floor on an empty roof; the turn ends."""
    state.roof_token[move.house - 1] = state.pending_bonus
    events.append(
        make_event("bonus_token_placed", state.current, house=move.house, value=state.pending_bonus)
    )
    end_turn(state, events)


def street_full(state: PortoState) -> bool:
    """Whether no house in play can ever take another tile: each is complete, or empty with
    every colour barred (no ground floor left, or a neighbour of that colour)."""
    heights = state.layout.heights
    tiles = state.house_tiles
    colours = state.house_colour
    for h in state.layout.in_play:
        have = tiles[h]
        if have == 0:
            near = {colours[nb] for nb in state.layout.neighbours[h]}
            if any(left and c not in near for c, left in enumerate(state.ground_left)):
                return False
        elif have < heights[h]:
            return False
    return True


def end_turn(state: PortoState, events: list[Event], passed: bool = False) -> None:
    """Hand over to the next player, or end the game (street full, last round played, or a
    whole round of passes).  A new round and the next turn are announced by the boundary
    events ``round_started`` and ``turn_started``, last."""
    state.pending_bonus = 0
    state.phase = PLAY
    state.passes = state.passes + 1 if passed else 0
    if state.passes >= state.num_players:
        finish(state, "no_moves", events)
        return
    if not passed and street_full(state):
        finish(state, "street_full", events)
        return
    state.current += 1
    if state.current == state.num_players:
        if state.last_round and state.round >= state.last_round:
            state.current = state.num_players - 1
            finish(state, "roof_track_mark", events)
            return
        state.current = 0
        state.round += 1
        events.append(round_started(state.round))
    events.append(turn_started(state.current, state.round))


def finish(state: PortoState, reason: str, events: list[Event]) -> None:
    """End the game: private contracts are revealed and scored (not in the novice game)."""
    state.phase = OVER
    state.end_reason = reason
    if not state.novice:
        score_private_contracts(state, events)
    winners, _ = ranking(state)
    events.append(make_event("game_over", reason=reason, scores=state.scores(), winners=winners))
