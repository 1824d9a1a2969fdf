"""Promises of the contract checked at one position or one move, shared by the suite's tests."""

from __future__ import annotations

from game.rules.core import (
    BOUNDARY_KINDS,
    CHOICES_REVEALED,
    ROUND_STARTED,
    TURN_STARTED,
    Event,
    Move,
    State,
)


def texts(moves: list[Move]) -> list[str]:
    return [str(m) for m in moves]


def check_decision(state: State) -> None:
    """``decision()`` agrees with ``current_player``, ``legal_moves_for`` and ``mover``.

    On a view only the viewer's own moves are checked: the others' depend on what the viewer
    cannot see."""
    decision = state.decision()
    if state.is_over:
        assert decision is None
        assert all(state.legal_moves_for(p) == [] for p in range(state.num_players))
        return
    assert decision is not None, "no decision in a game that is not over"
    assert decision.kind, "a decision without a kind"
    assert decision.players and set(decision.players) <= set(range(state.num_players))
    assert set(decision.pending) <= set(decision.players)
    assert decision.step >= 1 and (decision.steps == 0 or decision.step <= decision.steps)
    player = state.current_player
    assert player in decision.players
    assert texts(state.legal_moves()) == texts(state.legal_moves_for(player))
    if not decision.simultaneous:
        assert decision.players == (player,)
    for p in range(state.num_players) if state.viewer is None else (state.viewer,):
        moves = state.legal_moves_for(p)
        if p not in decision.players:
            assert moves == [], f"player {p + 1} has moves but is not deciding"
            continue
        assert moves, f"player {p + 1} is deciding but has no move"
        assert all(state.mover(m) == p for m in moves), "a move names the wrong player"


def check_boundaries(before: State, move: Move, events: list[Event], after: State) -> None:
    """The move that ``before`` turned into ``after`` announced the boundaries it crossed.

    A new round sends ``round_started``; the turn of another player (outside a simultaneous
    decision) ``turn_started``; the last pending choice of a simultaneous decision
    ``choices_revealed``.  ``round_started`` and ``turn_started`` come after every other
    event and name the round and the player that now play.
    """
    kinds = [e.kind for e in events]
    closing = [i for i, k in enumerate(kinds) if k in (ROUND_STARTED, TURN_STARTED)]
    if closing:
        assert all(k in (ROUND_STARTED, TURN_STARTED) for k in kinds[closing[0]:]), kinds
    for event in events:
        if event.kind == TURN_STARTED:
            assert event.player == after.current_player
            assert event.args["round"] == after.round_number
        elif event.kind == ROUND_STARTED:
            assert event.args["round"] == after.round_number
        if event.kind in BOUNDARY_KINDS:
            assert event.visible_to is None, "a boundary is public"
    decision = before.decision()
    assert decision is not None
    revealed = CHOICES_REVEALED in kinds
    assert not revealed or decision.simultaneous, "a reveal outside a simultaneous decision"
    if decision.simultaneous and decision.pending == (before.mover(move),):
        assert revealed, "the last pending choice did not reveal the choices"
    if after.is_over:
        assert TURN_STARTED not in kinds
        return
    if after.round_number != before.round_number:
        assert ROUND_STARTED in kinds, f"round {after.round_number} began unannounced"
    now = after.decision()
    assert now is not None
    if not now.simultaneous and after.current_player != before.current_player:
        assert TURN_STARTED in kinds, f"player {after.current_player}'s turn began unannounced"

