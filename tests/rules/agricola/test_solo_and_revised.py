"""What the rules pages say of solo and of the revised family board: a solo game aims for a
medal, and the revised board's spaces differ from the original family side's (facts §10, §12)."""

from __future__ import annotations

from agricola_helpers import game, play

from game.content.agricola import AgricolaContent
from game.rules.agricola.scoring import final_outcome


def test_a_solo_game_is_won_from_the_bronze_medal_on(content: AgricolaContent) -> None:
    state = game(content, 1, "family")
    medals = dict(content.tables().numbers.medals)
    outcome = final_outcome(state)
    assert outcome.target == medals["bronze"] < medals["silver"] < medals["gold"]
    assert outcome.winners == () and outcome.scores[0] < medals["bronze"]
    state.players[0].people = 21  # a bare farm with 21 people scores 43
    assert final_outcome(state).scores[0] < medals["bronze"] and final_outcome(state).winners == ()
    state.players[0].people = 22  # ... and with 22, 46
    assert final_outcome(state).scores[0] >= medals["bronze"] and final_outcome(state).winners == (0,)


def test_the_revised_board_has_a_meeting_place_and_a_day_laborer_paying_food_only(content: AgricolaContent) -> None:
    revised = {space.id for space in game(content, 2, "revised").spaces}
    family = {space.id for space in game(content, 2, "family").spaces}
    assert "meeting_place" in revised and "starting_player" not in revised
    assert "starting_player" in family and "meeting_place" not in family
    state = game(content, 2, "revised", seed=1)
    player = state.current_player
    assert player is not None
    food = state.players[player].goods["food"]
    play(state, "go day_laborer")
    assert state.players[player].goods["food"] == food + 2


def test_the_family_day_laborer_gives_a_food_and_a_building_good(content: AgricolaContent) -> None:
    state = game(content, 2, "family", seed=1)
    player = state.current_player
    assert player is not None
    food = state.players[player].goods["food"]
    play(state, "go day_laborer", "pick stone")
    assert state.players[player].goods["food"] == food + 1 and state.players[player].goods["stone"] == 1


def test_the_revised_board_brings_its_own_spaces_for_three_and_four_players(content: AgricolaContent) -> None:
    for players in (3, 4):
        revised = {space.id for space in game(content, players, "revised").spaces}
        family = {space.id for space in game(content, players, "family").spaces}
        assert revised != family and f"resource_market_{players}" in revised
