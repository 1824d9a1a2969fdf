"""Every move's text form reads back to the same move; bad texts are refused with a reason."""

from __future__ import annotations

import pytest

from game.rules.core import PositionError
from game.rules.fields_of_green.moves import (
    AutoHarvest,
    Build,
    BuildSilo,
    BuildTower,
    Equip,
    Flip,
    Harvest,
    Market,
    Pick,
    Restore,
    Split,
    Take,
    TakeBack,
    parse_move_text,
)

MOVES = [
    Split((2, 2, 1, 1)),
    Pick(2, "L04"),
    TakeBack(2),
    Take("C05"),
    Build((1, -1)),
    Build((1, 0), "E5"),
    BuildTower((0, 1)),
    BuildSilo((-2, 0)),
    Market(2),
    Restore((2, 1)),
    Equip("E1", (2, 1)),
    Equip("E1", None),
    Harvest((2, 1)),
    Flip((2, 1)),
    AutoHarvest(),
]


@pytest.mark.parametrize("move", MOVES, ids=str)
def test_a_move_text_reads_back_to_the_same_move(move: object) -> None:
    assert parse_move_text(str(move)) == move


@pytest.mark.parametrize("text", ["", "build", "build 1", "pick 0 \x1b", "equip E1", "split 1 2 3", "x" * 5000])
def test_a_text_that_is_no_move_is_refused_shortly(text: str) -> None:
    with pytest.raises(PositionError) as refusal:
        parse_move_text(text)
    assert len(str(refusal.value)) < 200
