"""``apply`` accepts exactly the moves ``legal_moves`` lists (issue 13): a move whose fields
are not written as a listed move writes them (a list for a tuple, ``True`` or ``1.0`` for a
number, a number for a card) is refused with a reason and leaves the position as it was."""

from __future__ import annotations

from typing import Any

import pytest

from game.content.porto import PortoContent
from game.rules.core import GameConfig, IllegalMove, Move, Rng
from game.rules.porto import Build, Draw, KeepContracts, PlaceBonus, PortoState, new_game
from game.rules.porto.legal import PLACE_BONUS, PLAY


def refused(state: PortoState, move: Any) -> None:
    before = state.to_position()
    with pytest.raises(IllegalMove) as caught:
        state.apply(move)
    assert caught.value.reason
    assert state.to_position() == before


def first_position(content: PortoContent, phase: int, seed: int = 5) -> PortoState:
    """The first position of a random game in ``phase``."""
    state = new_game(content, GameConfig(3), seed)
    rng = Rng(seed)
    while state.phase != phase or (phase == PLAY and not any(type(m) is Build for m in state.legal_moves())):
        state.apply(rng.choice(state.legal_moves()))
    return state


def lookalikes(move: Move) -> list[Any]:
    if type(move) is Draw:
        return [Draw(list(move.slots)), Draw(tuple(float(s) for s in move.slots)), Draw((True,) * len(move.slots)),  # type: ignore[arg-type]
                Draw(tuple(str(s) for s in move.slots)), Draw(([1],))]  # type: ignore[arg-type]
    if type(move) is Build:
        return [Build(move.floors, move.colour, float(move.house)), Build(move.floors, move.colour, str(move.house)),  # type: ignore[arg-type]
                Build([move.floors], move.colour, move.house), Build(move.floors, 3, move.house)]  # type: ignore[arg-type]
    if type(move) is PlaceBonus:
        return [PlaceBonus(float(move.house)), PlaceBonus(str(move.house)), PlaceBonus([move.house])]  # type: ignore[arg-type]
    assert type(move) is KeepContracts
    return [KeepContracts(list(move.positions)), KeepContracts(tuple(float(p) for p in move.positions)),  # type: ignore[arg-type]
            KeepContracts((True,) + move.positions[1:]), KeepContracts(([1],) + move.positions[1:])]  # type: ignore[arg-type]


@pytest.mark.parametrize("phase", [0, PLAY, PLACE_BONUS], ids=["keep", "play", "bonus"])
def test_a_listed_move_with_fields_of_another_kind_is_refused(content: PortoContent, phase: int) -> None:
    state = first_position(content, phase)
    for move in state.legal_moves():
        if type(move) in (Draw, Build, PlaceBonus, KeepContracts):
            for other in lookalikes(move):
                refused(state, other)
