"""``apply`` accepts exactly the moves ``legal_moves`` lists (issue 13): a move written
another way than the listed one, or with a field no move has, is refused with a reason and
leaves the position as it was."""

from __future__ import annotations

from typing import Any

import pytest
from oregon_helpers import make_state

from game.content.oregon import OregonContent
from game.rules.core import IllegalMove, Move
from game.rules.oregon import OregonState, parse_move
from game.rules.oregon.moves import (
    DiscardTwo,
    DiscardUseless,
    DrawCard,
    ExtraTurn,
    PlaceBuilding,
    PlaceFarmer,
    PlaceStartTile,
)


def refused(state: OregonState, move: Any) -> IllegalMove:
    before = state.to_position()
    with pytest.raises(IllegalMove) as caught:
        state.apply(move)
    assert state.to_position() == before
    assert caught.value.reason
    return caught.value


def a_hand_that_must_discard(content: OregonContent) -> OregonState:
    """Player 1 holds church and harbour cards whose stacks are empty and no active joker,
    so nothing can be placed and two cards must be discarded."""
    stock = "post_office=4 harbour=0 church=0 coal_mine=4 gold_mine=4 store=3 train_station=4"
    return make_state(
        content,
        {},
        {1: "church,church,harbour,harbour"},
        tokens={1: "joker=off extra=on"},
        stock=stock,
    )


def test_the_same_discard_named_in_the_other_order_is_refused(content: OregonContent) -> None:
    state = a_hand_that_must_discard(content)
    listed = next(m for m in state.legal_moves() if isinstance(m, DiscardTwo) and m.first != m.second)
    swapped = DiscardTwo(listed.second, listed.first)
    assert swapped not in state.legal_moves()
    assert "the same play is written" in refused(state, swapped).reason
    state.apply(listed)


def test_the_other_order_of_a_discard_still_reads_as_the_listed_move(content: OregonContent) -> None:
    state = a_hand_that_must_discard(content)
    listed = next(m for m in state.legal_moves() if isinstance(m, DiscardTwo) and m.first != m.second)
    assert parse_move(state, f"discard {listed.second} {listed.first}") == listed


@pytest.mark.parametrize("slot", ["both", "ROW", "x", None, 1, True])
def test_a_farmer_with_a_joker_slot_no_move_has_is_refused(content: OregonContent, slot: Any) -> None:
    state = make_state(content, {}, {1: "campfire,pioneer,campfire,pioneer"})
    listed = PlaceFarmer("campfire", "pioneer", (4, 1))
    assert listed in state.legal_moves()
    refused(state, PlaceFarmer("campfire", "pioneer", (4, 1), slot))
    assert state.joker[0]


@pytest.mark.parametrize(
    "space", [(4.0, 1), (True, 1), [4, 1], (4, 1, 0), (4,), "4,1", None, (-1, 1), (10**40, 1)]
)
def test_a_farmer_on_a_space_written_as_no_space_is_written_is_refused(
    content: OregonContent, space: Any
) -> None:
    state = make_state(content, {}, {1: "campfire,pioneer,campfire,pioneer"})
    refused(state, PlaceFarmer("campfire", "pioneer", space))


@pytest.mark.parametrize(
    "move",
    [
        PlaceFarmer(["campfire"], "pioneer", (4, 1)),  # type: ignore[arg-type]
        PlaceFarmer("campfire", 3, (4, 1)),  # type: ignore[arg-type]
        PlaceBuilding("harbour", "pioneer", (0, 4), 1),  # type: ignore[arg-type]
        PlaceBuilding("harbour", "pioneer", (0, 4), "yes"),  # type: ignore[arg-type]
        PlaceBuilding(["harbour"], "pioneer", (0, 4)),  # type: ignore[arg-type]
        PlaceBuilding("harbour", "pioneer", (0.0, 4)),  # type: ignore[arg-type]
        PlaceStartTile(["harbour"], (0, 4)),  # type: ignore[arg-type]
        DiscardTwo(["pioneer"], "harbour"),  # type: ignore[arg-type]
        DiscardUseless(5),  # type: ignore[arg-type]
        ExtraTurn(1),  # type: ignore[arg-type]
        DrawCard(["landscape"]),  # type: ignore[arg-type]
        "farmer campfire/pioneer @4,1",
        None,
    ],
    ids=repr,
)
def test_a_move_with_a_field_of_the_wrong_kind_is_refused(content: OregonContent, move: Move) -> None:
    state = make_state(content, {}, {1: "pioneer,harbour,campfire,pioneer"})
    refused(state, move)


def test_a_building_played_with_a_joker_flag_that_is_not_true_or_false_keeps_the_joker(
    content: OregonContent,
) -> None:
    state = make_state(content, {}, {1: "pioneer,harbour,eagle,wagon"})
    assert PlaceBuilding("harbour", "pioneer", (0, 4)) in state.legal_moves()
    refused(state, PlaceBuilding("harbour", "pioneer", (0, 4), 1))  # type: ignore[arg-type]
    assert state.joker[0]
