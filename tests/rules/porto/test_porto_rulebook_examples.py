"""The worked examples of the Porto rulebook, one test each, and the build rules A-G."""

from __future__ import annotations

import pytest
from porto_helpers import arrange, playing, public_contract

from game.content.porto import PortoContent
from game.rules.core import IllegalMove, PositionError
from game.rules.porto import Build, Draw, PlaceBonus, parse_move
from game.rules.porto.preview import contracts_fulfilled_by, score_preview


def hand_of(state, player=None):
    """The hand of ``player`` (default: the player to move) as sorted card codes."""
    t = state.tables
    p = state.current if player is None else player
    return sorted(t.card_codes[k] for k, n in enumerate(state.hands[p]) for _ in range(n))


# -- Draw cards ("Robar cartas", Ejemplos) -------------------------------------------------


def test_alfonso_takes_the_blue_three_and_the_display_is_refilled(content: PortoContent) -> None:
    """Rulebook: Alfonso adds the blue 3 to his hand; a new card replaces it."""
    state = arrange(playing(content), display="g1 b3 r2 y1 v2")
    next_card = state.deck[-1]
    state.apply(Draw((2,)))
    assert hand_of(state, 0) == ["b3"]
    assert state.display[1] == next_card
    assert state.current == 1


def test_ines_takes_a_red_two_and_a_blue_one_and_two_cards_are_turned_up(content: PortoContent) -> None:
    """Rulebook: Ines takes the red 2 and the blue 1; two new cards come from the deck."""
    state = arrange(playing(content), display="r2 g3 b1 y3 v3")
    deck_before = len(state.deck)
    state.apply(Draw((1, 3)))
    assert hand_of(state, 0) == ["b1", "r2"]
    assert len(state.deck) == deck_before - 2
    assert all(k >= 0 for k in state.display)


def test_alfonso_may_take_only_one_card_when_every_card_is_worth_two(content: PortoContent) -> None:
    """Rulebook: all face-up cards are 2s, so Alfonso can take just one (he takes green 2)."""
    state = arrange(playing(content), display="b2 y2 g2 r2 v2")
    draws = [m for m in state.legal_moves() if isinstance(m, Draw)]
    assert draws and all(len(m.slots) == 1 for m in draws)
    with pytest.raises(IllegalMove, match="draw at most value 3"):
        state.clone().apply(Draw((1, 3)))
    state.apply(Draw((3,)))
    assert hand_of(state, 0) == ["g2"]


def test_a_draw_takes_at_most_three_cards(content: PortoContent) -> None:
    state = arrange(playing(content), display="b1 y1 g1 r1 v1")
    with pytest.raises(IllegalMove, match="draw at most 3 cards"):
        state.apply(Draw((1, 2, 3, 4)))


# -- Joana's turn ("Ejemplo" of scoring) ---------------------------------------------------


def test_joanas_turn_scores_floors_neighbours_roof_token_and_two_contracts(content: PortoContent) -> None:
    """Rulebook: Joana plays a red 3 for three floors and a blue 1 for blue on a blue house of
    two tiles: 5 (tiles in the house) + 3 (neighbouring tiles level with the new ones) + the
    2-point token on the roof she completes + two public contracts ("three blue floors" and
    "a blue and a red card"); 14 points with the rulebook's contracts worth 2 each."""
    state = playing(content)
    three_blue = public_contract(state, "build_floors", ("blue",), floors=3)
    blue_red = public_contract(state, "card_pair", ("blue", "red"))
    other = public_contract(state, "complete_house", ("green",))
    other2 = public_contract(state, "two_cards", ("violet",))
    # House 2 (five floors) holds two blue tiles; house 1 (three) and house 3 (four) are full.
    arrange(
        state,
        houses={1: "y3", 2: "b2", 3: "g4"},
        hand="r3 b1",
        row=[three_blue.id, blue_red.id, other.id, other2.id],
        roof_tokens={2: 2},
    )
    move = Build("r3", "b1", 2)
    assert score_preview(state, move) == [
        ("floors", 5),
        ("neighbours", 3),
        ("roof_tokens", 2),
        (f"public_contracts:{three_blue.id}", three_blue.points),
        (f"public_contracts:{blue_red.id}", blue_red.points),
    ]
    state.apply(move)
    assert sum(state.points[0]) == 5 + 3 + 2 + three_blue.points + blue_red.points
    assert state.house_tiles[1] == 5 and state.roof_token[1] == 0
    assert len(state.fulfilled[0]) == 2


def test_a_contract_for_two_floors_is_not_fulfilled_by_three(content: PortoContent) -> None:
    """Rulebook: "si un jugador construye 3 pisos azules, no puede cumplir con un Contrato
    Público cuyo requisito era construir 2 pisos azules"."""
    state = playing(content)
    two_blue = public_contract(state, "build_floors", ("blue",), floors=2)
    rest = [c.id for c in state.tables.public if c.id != two_blue.id][:3]
    arrange(state, houses={5: "b1"}, hand="r3 b1 r2", row=[two_blue.id, *rest])
    assert contracts_fulfilled_by(state, Build("r3", "b1", 5)) == []
    assert contracts_fulfilled_by(state, Build("r2", "b1", 5)) == [two_blue.id]


def test_more_floors_than_the_house_holds_are_refused(content: PortoContent) -> None:
    """Rulebook rule G: no two floors on a house with room for one."""
    state = arrange(playing(content), houses={7: "b2"}, hand="r2 b1")
    assert state.tables.heights[6] == 3
    with pytest.raises(IllegalMove, match="house 7 has only one floor left"):
        state.apply(Build("r2", "b1", 7))


# -- Build rules A-G -----------------------------------------------------------------------


def test_rule_a_tiles_go_only_on_empty_spaces(content: PortoContent) -> None:
    state = arrange(playing(content), houses={1: "b3"}, hand="r1 b1")
    with pytest.raises(IllegalMove, match="house 1 is complete"):
        state.apply(Build("r1", "b1", 1))


def test_rule_b_a_ground_floor_moves_its_token_to_an_empty_roof(content: PortoContent) -> None:
    state = arrange(playing(content), houses={1: "y3"}, hand="r1 b1")
    state.ground_token[4] = 3
    state.apply(Build("r1", "b1", 5))
    assert state.points[0][2] == 3
    assert state.phase_name() == "place-bonus"
    with pytest.raises(IllegalMove, match="house 1 already has a roof"):
        state.clone().apply(PlaceBonus(1))
    state.apply(PlaceBonus(5))
    assert state.roof_token[4] == 3 and state.current == 1


def test_rule_c_later_floors_keep_the_ground_floor_colour(content: PortoContent) -> None:
    state = arrange(playing(content), houses={4: "b1"}, hand="r1 y2")
    with pytest.raises(IllegalMove, match="house 4 already has a blue ground floor"):
        state.apply(Build("r1", "y2", 4))


def test_rule_c_no_new_house_once_a_colours_ground_floors_are_used(content: PortoContent) -> None:
    state = arrange(playing(content), houses={1: "b1", 3: "b1", 5: "b1"}, hand="r1 b1")
    with pytest.raises(IllegalMove, match="no blue ground floors are left"):
        state.apply(Build("r1", "b1", 10))


def test_rule_d_a_new_house_differs_from_its_neighbours(content: PortoContent) -> None:
    state = arrange(playing(content), houses={6: "r2"}, hand="b1 r1")
    with pytest.raises(IllegalMove, match="no new house next to a red neighbour"):
        state.apply(Build("b1", "r1", 7))


def test_rule_e_all_tiles_of_a_turn_go_on_one_house(content: PortoContent) -> None:
    state = arrange(playing(content), hand="r3 b1")
    with pytest.raises(PositionError):
        parse_move(state, "build floors=r3 colour=b1 house=3,4")
    state.apply(Build("r3", "b1", 4))
    assert state.house_tiles[3] == 3 and sum(state.house_tiles) == 3


def test_rule_f_floors_may_be_added_to_a_house_of_the_same_colour(content: PortoContent) -> None:
    state = arrange(playing(content), houses={4: "g2"}, hand="r2 g1")
    state.apply(Build("r2", "g1", 4))
    assert state.house_tiles[3] == 4


def test_a_build_plays_two_cards_the_player_holds(content: PortoContent) -> None:
    state = arrange(playing(content), hand="r3")
    with pytest.raises(IllegalMove, match="you hold no blue 1"):
        state.apply(Build("r3", "b1", 4))
    with pytest.raises(IllegalMove, match="two red 3 cards"):
        state.apply(Build("r3", "r3", 4))


def test_either_card_may_give_the_floors(content: PortoContent) -> None:
    state = arrange(playing(content), hand="r3 b1")
    moves = {str(m) for m in state.legal_moves()}
    assert "build floors=r3 colour=b1 house=4" in moves
    assert "build floors=b1 colour=r3 house=4" in moves


def test_houses_out_of_play_cannot_be_built(content: PortoContent) -> None:
    state = arrange(playing(content, players=2), hand="r1 b1")
    with pytest.raises(IllegalMove, match="house 2 is not in play with 2 players"):
        state.apply(Build("r1", "b1", 2))
