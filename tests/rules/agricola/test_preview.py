"""Hovering an action space previews what it would change on the farm and in each scoring
category (issue 16): what it gives, and the score sheet before and after taking it and
finishing it the obvious best way."""

from __future__ import annotations

from agricola_helpers import game, play
from positions_helpers import busy

from game.content.agricola import AgricolaContent
from game.rules.agricola import write_position
from game.rules.agricola.farmyard import bit
from game.rules.agricola.preview import NO_HOUSE_FOR_ALL, space_previews
from game.rules.agricola.scoring_table import SCORE_CATEGORIES


def changed(preview_before: dict[str, int], preview_after: dict[str, int]) -> dict[str, int]:
    return {c: preview_after[c] - preview_before[c] for c in preview_before if preview_after[c] != preview_before[c]}


def test_every_free_space_the_player_can_use_has_a_preview_and_no_other(content: AgricolaContent) -> None:
    state = busy(content)
    previews = space_previews(state, 2)
    assert "forest" in previews and "fencing" in previews
    # renovating to stone needs 3 stone and the player has 2; a child needs a free room
    assert "house_redevelopment" not in previews and "wish_for_children" not in previews
    play(state, "go forest")
    assert "forest" not in space_previews(state, 3)


def test_a_preview_lists_the_accumulated_goods_and_scores_every_category(content: AgricolaContent) -> None:
    preview = space_previews(busy(content), 2)["forest"]
    assert preview.gains == {"wood": 6}
    assert tuple(preview.score_before) == SCORE_CATEGORIES == tuple(preview.score_after)
    assert preview.score_after == preview.score_before and preview.note == ""


def test_the_sheep_taken_are_housed_and_score_in_the_sheep_row(content: AgricolaContent) -> None:
    preview = space_previews(busy(content), 2)["sheep_market"]
    assert preview.gains == {"sheep": 3}
    assert changed(preview.score_before, preview.score_after) == {"sheep": 2}


def test_building_makes_as_many_rooms_as_the_clay_pays_and_fences_a_stable(content: AgricolaContent) -> None:
    preview = space_previews(busy(content), 2)["build_rooms"]
    # 7 clay pay one clay room (5 clay, 2 reed); a stable for 2 wood inside a pasture scores 1
    assert preview.gains == {"clay": -5, "reed": -2, "wood": -2}
    assert changed(preview.score_before, preview.score_after) == {"rooms": 1, "unused": 1, "stables": 1}


def test_ploughing_takes_a_cell_that_scores(content: AgricolaContent) -> None:
    preview = space_previews(busy(content), 2)["farmland"]
    assert changed(preview.score_before, preview.score_after) == {"fields": 1, "unused": 1}


def test_the_improvement_space_buys_the_improvement_worth_most(content: AgricolaContent) -> None:
    preview = space_previews(busy(content), 2)["improvement"]
    # the joinery: 2 points, and the 10 wood left are worth its full bonus of 3
    assert preview.gains == {"wood": -2, "stone": -2}
    assert changed(preview.score_before, preview.score_after) == {"improvements": 2, "bonus": 3}


def test_sowing_fills_the_empty_field_and_bakes_what_the_grain_row_can_spare(content: AgricolaContent) -> None:
    preview = space_previews(busy(content), 2)["grain_utilization"]
    assert preview.gains == {"grain": -2, "food": 2}
    assert changed(preview.score_before, preview.score_after) == {"grain": 1}


def test_animals_that_do_not_all_fit_are_noted(content: AgricolaContent) -> None:
    state = game(content, 2, "family", seed=4)
    sheep_market = next(card for card in state.deck if card.id == "sheep_market")
    state.spaces.append(sheep_market)
    state.stock.append({"sheep": 3})
    state.taken.append(-1)
    player = state.current_player
    assert player is not None
    preview = space_previews(state, player)["sheep_market"]
    assert preview.note == NO_HOUSE_FOR_ALL
    # one sheep lives in the house as a pet; the others are cooked or run away
    assert preview.gains.get("sheep") == 1


def test_a_preview_changes_nothing_and_the_last_person_does_not_bring_the_harvest(content: AgricolaContent) -> None:
    state = game(content, 1, "family", seed=2)
    play(state, "go fishing", "go forest", "go clay_pit", "go reed_bank", "go grain_seeds", "go fishing", "go forest")
    assert state.round == 4 and state.players[0].free_people == 1
    farm = state.players[0].farm
    farm.fields, farm.crops = bit(4), {4: ("grain", 3)}  # a harvest would bring one of these
    before = write_position(state)
    previews = space_previews(state, 0)
    assert write_position(state) == before
    assert previews["grain_seeds"].gains == {"grain": 1}


def test_no_preview_outside_the_work_phase(content: AgricolaContent) -> None:
    state = game(content, 2, "family", seed=1)
    player = state.current_player
    assert player is not None
    play(state, "go farmland")
    assert space_previews(state, player) == {}


def test_a_fencing_step_weighs_each_pasture_as_building_it_would(content: AgricolaContent) -> None:
    from game.rules.agricola import preview

    state = game(content, 2, "family", seed=3)
    player = state.current_player
    assert player is not None
    state.players[player].goods["wood"] = 15
    state.players[player].farm.stables = bit(4) | bit(9)
    fencing = next(card for card in state.deck if card.id == "fencing")
    state.spaces.append(fencing)
    state.stock.append({})
    state.taken.append(-1)
    play(state, "go fencing")
    moves = state.legal_moves()
    quick = preview._pasture_values(state, player, moves)
    assert len(quick) == len(moves) > 100
    assert quick == [preview._value_after(state, player, move) for move in moves]


def test_while_the_cards_are_drafted_no_space_is_previewed(content: AgricolaContent) -> None:
    # issue 32: the previews walked a space's steps while the draft's pick was the decision
    state = game(content, 2, "draft", seed=3)
    assert state.decision().kind == "draft_card" and space_previews(state, 0) == {}
