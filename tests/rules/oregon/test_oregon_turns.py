"""The turn, card by card: set-up, the start-tile round, playing, the joker, the extra turn,
drawing, useless cards, reshuffles, the no-legal-play ruling, and why a move is not legal.

Rulebook: seed 000 "Preparar", "La primera ronda", "Como se Juega"; RULINGS.md (Oregon).
"""

from __future__ import annotations

import pytest
from oregon_helpers import kinds, make_state, play

from game.content.oregon import OregonContent
from game.rules.core import GameConfig, IllegalMove
from game.rules.oregon import explain_space, new_game
from game.rules.oregon.moves import DiscardTwo, PlaceBuilding, PlaceFarmer, PlaceStartTile


@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_up_deals_the_starting_hand_and_one_start_tile_each(
    content: OregonContent, players: int
) -> None:
    state = new_game(content, GameConfig(players), seed=7)
    n_symbols = len(content.symbols)
    for p in range(players):
        assert sum(state.hands[p][:n_symbols]) == content.hand_landscape
        assert sum(state.hands[p][n_symbols:]) == content.hand_building
        assert state.start_tile[p] >= 0
        assert state.supply[p] == content.farmers_per_player - 1
        assert state.joker[p] and state.extra[p]
    assert len(set(state.start_tile)) == players
    assert state.phase_name == "start" and state.current_player == 0


def test_the_start_tile_round_places_each_tile_on_its_terrain_then_play_begins(
    content: OregonContent,
) -> None:
    state = new_game(content, GameConfig(3), seed=3)
    for p in range(3):
        moves = state.legal_moves()
        assert moves and all(isinstance(m, PlaceStartTile) for m in moves)
        spec = content.buildings[state.start_tile[p]]
        for move in moves:
            assert isinstance(move, PlaceStartTile)
            assert content.grid[state.tables.cell_of(move.space)] == spec.terrain
        state.apply(moves[0])
    assert state.phase_name == "play" and state.current_player == 0 and state.round_number == 2


def test_a_farmer_needs_two_cards_of_a_symbol_when_row_and_column_match(
    content: OregonContent,
) -> None:
    state = make_state(
        content, {}, {1: "pioneer,wagon,eagle,church"}, tokens={1: "joker=off extra=on"}
    )
    with pytest.raises(IllegalMove, match="two pioneer cards"):
        play(state, "farmer pioneer/pioneer @0,1")


def test_the_joker_stands_in_for_one_landscape_card_and_turns_inactive(
    content: OregonContent,
) -> None:
    state = make_state(content, {}, {1: "pioneer,wagon,eagle,church"})
    events = play(state, "farmer pioneer/pioneer* @0,1")
    assert "joker_used" in kinds(events)
    assert not state.joker[0]
    assert state.hands[0][state.tables.card_index["pioneer"]] == 0


def test_without_an_active_joker_no_joker_move_is_offered(content: OregonContent) -> None:
    state = make_state(
        content, {}, {1: "pioneer,wagon,eagle,church"}, tokens={1: "joker=off extra=on"}
    )
    for move in state.legal_moves():
        assert "*" not in str(move)


@pytest.mark.parametrize(
    ("hand", "move", "reason"),
    [
        ("pioneer,wagon", "farmer wagon/pioneer @2,2", "water"),
        ("pioneer,wagon", "farmer pioneer/wagon @0,3", "occupied"),
        (
            "pioneer,eagle",
            "farmer pioneer/eagle @9,9",
            "not in the area of pioneer row / eagle column",
        ),
        ("campfire,gold_mine", "build gold_mine campfire @4,7", "occupied"),
        ("campfire,gold_mine", "build gold_mine campfire @4,8", "a gold mine needs a mountain"),
        ("pioneer,harbour", "build harbour pioneer @0,12", "a harbour must touch water"),
        ("campfire,coal_mine", "build coal_mine campfire @4,6", "no coal mine left in stock"),
        ("pioneer,church", "build church eagle @0,2", "not in the eagle row or eagle column"),
    ],
)
def test_an_illegal_placement_says_why(
    content: OregonContent, hand: str, move: str, reason: str
) -> None:
    stock = "post_office=4 harbour=4 church=4 coal_mine=0 gold_mine=4 store=4 train_station=4"
    state = make_state(
        content,
        {(0, 3): "P", (4, 7): "2"},
        {1: hand},
        tokens={1: "joker=off extra=on"},
        stock=stock,
    )
    with pytest.raises(IllegalMove, match=reason):
        play(state, move)


def test_explain_space_answers_why_not_here_for_a_pair_of_cards(content: OregonContent) -> None:
    state = make_state(
        content,
        {(0, 3): "P"},
        {1: "pioneer,wagon,gold_mine,eagle"},
        tokens={1: "joker=off extra=on"},
    )
    assert explain_space(state, ["pioneer", "wagon"], (0, 4)) is None
    assert explain_space(state, ["wagon", "pioneer"], (2, 0)) is None
    assert explain_space(state, ["pioneer", "wagon"], (0, 3)) == "that space is occupied"
    assert explain_space(state, ["pioneer", "wagon"], (2, 2)) == "that space is water"
    assert "not in the area" in (explain_space(state, ["pioneer", "wagon"], (9, 9)) or "")
    assert explain_space(state, ["gold_mine", "pioneer"], (0, 5)) is None
    assert explain_space(state, ["gold_mine", "pioneer"], (0, 4)) == "a gold mine needs a mountain"
    assert explain_space(state, ["gold_mine", "joker"], (8, 0)) == "your joker is not active"


def test_the_extra_turn_is_optional_and_never_taken_twice_in_one_turn(
    content: OregonContent,
) -> None:
    """es "3. Utilice giro adicional"; RULINGS: a station reactivating the token during the
    extra turn does not give a third play."""
    pieces = {(5, 0): "T", (4, 0): "1"}
    state = make_state(
        content, pieces, {1: "campfire,pioneer,campfire,pioneer"}, tokens={1: "joker=off extra=on"}
    )
    play(state, "farmer campfire/pioneer @4,1")
    assert state.phase_name == "extra"
    assert {str(m) for m in state.legal_moves()} == {"extra-turn", "no-extra-turn"}
    play(state, "extra-turn")
    assert not state.extra[0] and state.phase_name == "play"
    events = play(state, "farmer campfire/pioneer @5,1")
    assert ("token_activated", 0) in [(e.kind, e.player) for e in events]
    assert state.extra[0]
    assert state.phase_name == "draw"


def test_no_extra_turn_is_offered_when_the_remaining_cards_cannot_be_played(
    content: OregonContent,
) -> None:
    state = make_state(
        content, {}, {1: "campfire,pioneer,church,store"}, tokens={1: "joker=off extra=on"}
    )
    play(state, "farmer campfire/pioneer @4,1")
    assert state.phase_name == "draw"


def test_drawing_is_one_card_per_move_and_keeps_one_card_of_each_kind(
    content: OregonContent,
) -> None:
    state = make_state(
        content, {}, {1: "campfire,pioneer,eagle,wagon"}, tokens={1: "joker=off extra=off"}
    )
    play(state, "farmer campfire/pioneer @4,1")
    assert {str(m) for m in state.legal_moves()} == {"draw landscape", "draw building"}
    play(state, "draw landscape")
    assert [str(m) for m in state.legal_moves()] == ["draw building"]
    events = play(state, "draw building")
    assert "card_received" in kinds(events) and "turn_ended" in kinds(events)
    assert state.current_player == 1


def test_a_useless_building_card_may_be_discarded_and_replaced(content: OregonContent) -> None:
    """es "4. Robar cartas": a building card whose tiles are all used may be swapped."""
    stock = "post_office=4 harbour=4 church=0 coal_mine=4 gold_mine=4 store=4 train_station=4"
    state = make_state(
        content,
        {},
        {1: "campfire,pioneer,eagle,church"},
        tokens={1: "joker=off extra=off"},
        stock=stock,
    )
    play(state, "farmer campfire/pioneer @4,1")
    assert "discard useless church" in {str(m) for m in state.legal_moves()}
    play(state, "draw landscape")
    play(state, "draw landscape")
    assert {str(m) for m in state.legal_moves()} == {"discard useless church", "end-turn"}
    play(state, "discard useless church")
    assert [str(m) for m in state.legal_moves()] == ["draw building"]


def test_an_empty_deck_is_refilled_from_its_shuffled_discards(content: OregonContent) -> None:
    state = make_state(
        content, {}, {1: "campfire,pioneer,eagle,church"}, tokens={1: "joker=off extra=off"}
    )
    state.landscape_discard = state.landscape_deck[:5]
    state.landscape_deck = []
    play(state, "farmer campfire/pioneer @4,1")
    events = play(state, "draw landscape")
    assert "deck_reshuffled" in kinds(events)
    assert len(state.landscape_deck) == 6 and state.landscape_discard == []


def test_with_no_legal_play_the_player_discards_two_cards_and_draws(content: OregonContent) -> None:
    """RULINGS.md: no legal play — show the hand, discard two cards, draw as usual."""
    stock = "post_office=0 harbour=0 church=0 coal_mine=0 gold_mine=4 store=4 train_station=4"
    state = make_state(
        content,
        {},
        {1: "church,church,harbour,eagle"},
        tokens={1: "joker=off extra=on"},
        stock=stock,
    )
    moves = state.legal_moves()
    assert moves and all(isinstance(m, DiscardTwo) for m in moves)
    events = play(state, "discard church eagle")
    assert "no_legal_play" in kinds(events)
    assert state.phase_name == "draw"
    with pytest.raises(IllegalMove):
        play(state, "discard church church")


def test_moves_out_of_turn_order_are_refused_with_a_reason(content: OregonContent) -> None:
    state = make_state(content, {}, {1: "campfire,pioneer,eagle,church"})
    with pytest.raises(IllegalMove, match="play two cards first"):
        play(state, "draw landscape")
    with pytest.raises(IllegalMove, match="no extra turn"):
        play(state, "extra-turn")


def test_building_tiles_leave_the_stock_and_a_card_without_tiles_cannot_build(
    content: OregonContent,
) -> None:
    stock = "post_office=1 harbour=4 church=4 coal_mine=4 gold_mine=4 store=4 train_station=4"
    state = make_state(
        content,
        {},
        {1: "pioneer,post_office,post_office,wagon"},
        tokens={1: "joker=off extra=on"},
        stock=stock,
    )
    events = play(state, "build post_office pioneer @0,2")
    assert "building_stack_empty" in kinds(events)
    assert state.stock[state.tables.building_index["post_office"]] == 0
    assert not any(isinstance(m, PlaceBuilding) for m in state.legal_moves())
    assert not any(isinstance(m, PlaceFarmer) for m in state.legal_moves())


def test_the_decision_names_each_step_of_a_turn_and_when_the_player_may_stop(
    content: OregonContent,
) -> None:
    from game.rules.oregon.turns import DECISION_KINDS

    state = new_game(content, GameConfig(2), seed=3)
    decision = state.decision()
    assert decision is not None and decision.kind == "place_start_tile"
    assert decision.players == (0,) and not decision.can_stop
    state = make_state(
        content, {}, {1: "campfire,pioneer,campfire,pioneer"}, tokens={1: "joker=off extra=on"}
    )
    assert state.decision() is not None and state.decision().kind == "play_cards"  # type: ignore[union-attr]
    play(state, "farmer campfire/pioneer @4,1")
    extra = state.decision()
    assert extra is not None and extra.kind == "extra_turn" and extra.can_stop
    play(state, "no-extra-turn")
    draw = state.decision()
    assert draw is not None and draw.kind == "draw_cards" and not draw.can_stop
    seen = {"place_start_tile", "play_cards", "extra_turn", "draw_cards"}
    assert seen <= set(DECISION_KINDS)


def test_with_no_legal_play_the_decision_is_to_discard_two_cards(content: OregonContent) -> None:
    state = make_state(
        content, {}, {1: "church,store,church,store"}, tokens={1: "joker=off extra=off"}
    )
    decision = state.decision()
    assert decision is not None and decision.kind == "discard_two"
    assert all(isinstance(m, DiscardTwo) for m in state.legal_moves())
