"""The set-up and the round: what every player starts with, the spaces of each board, the
accumulation spaces, one person at a time in turn order, newborns who do not work yet, and
the harvest rounds (rulebook: "Preparación", "Desarrollo de una ronda"; facts §2, §3)."""

from __future__ import annotations

from agricola_helpers import game, moves, play, stock

from game.content.agricola import AgricolaContent
from game.rules.agricola.legal import Phase


def test_everyone_starts_with_two_people_in_two_wooden_rooms(content: AgricolaContent) -> None:
    state = game(content, 3)
    for farmer in state.players:
        assert farmer.people == 2 and farmer.farm.room_count() == 2 and farmer.farm.house == "wood"


def test_the_start_player_has_2_food_and_the_others_3(content: AgricolaContent) -> None:
    state = game(content, 4)
    food = [farmer.goods["food"] for farmer in state.players]
    assert food[state.start] == 2 and sorted(food) == [2, 3, 3, 3]


def test_a_solo_player_starts_without_food_and_the_forest_gains_2_wood(content: AgricolaContent) -> None:
    state = game(content, 1, "family")
    assert state.players[0].goods["food"] == 0
    assert stock(state, "forest") == {"wood": 2}


def test_two_players_use_the_ten_printed_spaces_and_one_round_card(content: AgricolaContent) -> None:
    state = game(content, 2, "family")
    assert len(state.spaces) == 11
    stage_one = {card.id for card in content.tables().stages["family"][0]}
    assert state.spaces[-1].id in stage_one


def test_more_players_bring_the_green_cards(content: AgricolaContent) -> None:
    assert len(game(content, 3, "family").spaces) == 15
    assert len(game(content, 4, "family").spaces) == 17
    assert len(game(content, 5, "family").spaces) == 17


def test_accumulation_spaces_keep_what_nobody_took(content: AgricolaContent) -> None:
    state = game(content, 2, "family")
    assert stock(state, "forest") == {"wood": 3} and stock(state, "clay_pit") == {"clay": 1}
    while state.round == 1:
        choice = next(m for m in moves(state) if m.split()[1] not in ("forest",))
        play(state, choice)
        while state.phase != Phase.WORK and state.round == 1:
            play(state, moves(state)[0])
    assert stock(state, "forest") == {"wood": 6}


def test_taking_the_forest_gives_its_wood_and_passes_the_turn(content: AgricolaContent) -> None:
    state = game(content, 2, "family")
    first = state.current
    play(state, "go forest")
    assert state.players[first].goods["wood"] == 3
    assert stock(state, "forest") == {}
    assert state.current == 1 - first
    assert "go forest" not in moves(state)


def test_each_player_places_both_people_then_the_round_ends(content: AgricolaContent) -> None:
    state = game(content, 2, "family")
    for _ in range(4):
        assert state.round == 1
        play(state, next(m for m in moves(state) if m in ("go forest", "go clay_pit", "go reed_bank", "go fishing")))
    assert state.round == 2 and all(f.placed == 0 for f in state.players)


def test_the_start_player_space_passes_the_marker_and_its_food(content: AgricolaContent) -> None:
    state = game(content, 2, "family")
    other = 1 - state.start
    play(state, "go forest")
    play(state, "go starting_player")
    assert state.start == other
    assert state.players[other].goods["food"] == 3 + 1


def test_the_round_card_order_is_hidden_in_a_view(content: AgricolaContent) -> None:
    state = game(content, 2, "family", seed=5)
    view = state.view(0)
    stage_of = {c.id: s for s, stage in enumerate(content.tables().stages["family"]) for c in stage}
    assert [stage_of[c.id] for c in view.deck] == [stage_of[c.id] for c in state.deck]
    assert sorted(c.id for c in view.deck) == sorted(c.id for c in state.deck)
    other = game(content, 2, "family", seed=6).view(0)
    if sorted(c.id for c in other.deck) == sorted(c.id for c in view.deck):
        assert [c.id for c in other.deck] == [c.id for c in view.deck]
