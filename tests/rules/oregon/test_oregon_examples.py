"""Every worked example of the rulebook, set up with the position format.

The pictures are missing from the seed texts, so each position is built to match the numbers
the text gives.  Seeds: ``000_e2d3df0765cdccd8.txt`` (Spanish, "es") and
``004_7c5d3d20bd440852.txt`` (French, "fr").  Player numbers in positions count from 1 in the
colour order of ``components.yaml``: red, green, yellow, blue.
"""

from __future__ import annotations

from oregon_helpers import make_state, play, points_by_player

from game.content.oregon import OregonContent
from game.rules.oregon import score_preview
from game.rules.oregon.moves import PlaceBuilding, PlaceFarmer

RED, GREEN, YELLOW, BLUE = 0, 1, 2, 3


def test_two_landscape_cards_offer_both_areas_minus_water_and_occupied_spaces(
    content: OregonContent,
) -> None:
    """es "Coloca a uno de sus granjeros" / fr "Placer un de ses fermiers": red's two cards
    give 11 outlined spaces.  Here campfire and buffalo make two areas of six dry spaces, and a
    post office already stands on one of them."""
    state = make_state(
        content, {(5, 10): "P"}, {1: "campfire,buffalo"}, tokens={1: "joker=off extra=on"}
    )
    spaces = {m.space for m in state.legal_moves() if isinstance(m, PlaceFarmer)}
    assert len(spaces) == 11
    assert (5, 10) not in spaces
    assert all(not state.tables.water[state.tables.cell_of(s)] for s in spaces)


def test_a_gold_mine_goes_on_any_empty_mountain_of_the_campfire_row_or_column(
    content: OregonContent,
) -> None:
    """es "Colocar un edificio" / fr "Placer un bâtiment": red plays campfire and gold mine;
    every mountain space of the campfire row or campfire column is possible, nothing else."""
    state = make_state(
        content, {(4, 6): "1"}, {1: "campfire,gold_mine"}, tokens={1: "joker=off extra=on"}
    )
    tables = state.tables
    campfire = tables.symbol_index["campfire"]
    expected = {
        tables.space_of(cell)
        for cell, terrain in enumerate(content.grid)
        if terrain == "mountain"
        and campfire in (tables.row_symbol[cell], tables.column_symbol[cell])
        and not state.cells[cell]
    }
    offered = {m.space for m in state.legal_moves() if isinstance(m, PlaceBuilding)}
    assert offered == expected
    assert (4, 6) not in offered


def test_red_earns_six_points_and_a_gold_tile_from_post_office_gold_mine_and_church(
    content: OregonContent,
) -> None:
    """es/fr "Puntuación de granjero" first example: next to a gold mine, a post office and a
    church with 3 farmers around it (the new one included): 3 + 3 points and 1 gold tile."""
    pieces = {(0, 5): "G", (0, 3): "P", (1, 5): "C", (0, 6): "2", (2, 5): "2"}
    state = make_state(content, pieces, {1: "pioneer,wagon,eagle,store"})
    move = "farmer pioneer/wagon @1,4"
    assert score_preview(state, state.tables.by_text[move]) == [
        ("post_office", 3),
        ("church", 3),
        ("gold", 1),
    ]
    events = play(state, move)
    assert points_by_player(events) == {RED: 6}
    assert state.score[RED] == 6
    assert len(state.gold[RED]) == 1
    assert state.gold[RED][0] in state.tables.gold_values


def test_red_earns_six_points_and_turns_the_joker_active_but_the_station_changes_nothing(
    content: OregonContent,
) -> None:
    """es/fr second example: next to a harbour, a train station and a store, with the extra
    turn token active and the joker inactive: 4 + 1 + 1 points, the joker turns active."""
    pieces = {(0, 2): "H", (1, 1): "T", (0, 0): "S"}
    state = make_state(
        content, pieces, {1: "pioneer,pioneer,eagle,church"}, tokens={1: "joker=off extra=on"}
    )
    events = play(state, "farmer pioneer/pioneer @0,1")
    assert points_by_player(events) == {RED: 6}
    activated = [e.args["token"] for e in events if e.kind == "token_activated"]
    assert activated == ["joker"]
    assert state.joker[RED] and state.extra[RED]


def test_yellow_scores_five_for_a_new_group_of_three(content: OregonContent) -> None:
    """es "Puntuación de grupo" / fr "Marquer des points de groupe", first example."""
    state = make_state(
        content, {(8, 1): "3", (8, 2): "3"}, {3: "eagle,pioneer,wagon,church"}, players=3, to_move=3
    )
    events = play(state, "farmer eagle/pioneer @9,2")
    assert points_by_player(events) == {YELLOW: 5}


def test_yellow_scores_five_once_for_joining_two_unscored_pairs_into_five(
    content: OregonContent,
) -> None:
    """Second example: two groups of 2 that cannot have scored become one group of 5."""
    pieces = {(8, 0): "3", (8, 1): "3", (8, 3): "3", (8, 4): "3"}
    state = make_state(content, pieces, {3: "eagle,pioneer,wagon,church"}, players=3, to_move=3)
    events = play(state, "farmer eagle/pioneer @8,2")
    assert points_by_player(events) == {YELLOW: 5}
    assert [e.args["farmers"] for e in events if e.kind == "scored"] == [5]


def test_yellow_scores_nothing_for_growing_a_group_that_already_scored(
    content: OregonContent,
) -> None:
    """Third example: the group of 3 has scored already, so a fourth farmer adds nothing."""
    pieces = {(8, 0): "3", (8, 1): "3", (8, 2): "3"}
    state = make_state(content, pieces, {3: "eagle,pioneer,wagon,church"}, players=3, to_move=3)
    assert points_by_player(play(state, "farmer eagle/pioneer @9,1")) == {}


def test_joining_a_scored_group_with_an_unscored_pair_scores_nothing(
    content: OregonContent,
) -> None:
    """es "...uno o más de los cuales ya han anotado, no gana puntos extra"."""
    pieces = {(8, 0): "3", (9, 0): "3", (9, 1): "3", (8, 2): "3", (8, 3): "3"}
    state = make_state(content, pieces, {3: "eagle,pioneer,wagon,church"}, players=3, to_move=3)
    assert points_by_player(play(state, "farmer eagle/pioneer @8,1")) == {}


def test_blue_church_pays_four_to_red_and_green_and_eight_to_blue(content: OregonContent) -> None:
    """es "Puntuación de edificios" / fr "Marquer des points pour les bâtiments", church
    example: four farmers around the new church, one red, one green and two blue."""
    pieces = {(3, 2): "1", (3, 4): "2", (4, 2): "4", (5, 3): "4"}
    state = make_state(content, pieces, {4: "campfire,church,eagle,pioneer"}, players=4, to_move=4)
    events = play(state, "build church campfire @4,3")
    assert points_by_player(events) == {RED: 4, GREEN: 4, BLUE: 8}


def test_a_new_train_station_pays_each_adjacent_farmer_and_reactivates_extra_turns(
    content: OregonContent,
) -> None:
    """Train station examples: blue (1 farmer, extra turn inactive) earns 1 and may turn the
    token active; green (2 farmers, token inactive) earns 2 and may turn it active too."""
    pieces = {(4, 4): "4", (6, 3): "2", (6, 5): "2"}
    tokens = {2: "joker=on extra=off", 4: "joker=on extra=off"}
    state = make_state(
        content,
        pieces,
        {4: "campfire,train_station,eagle,pioneer"},
        players=4,
        to_move=4,
        tokens=tokens,
    )
    events = play(state, "build train_station campfire @5,4")
    assert points_by_player(events) == {BLUE: 1, GREEN: 2}
    assert state.extra[BLUE] and state.extra[GREEN]


def test_a_farmer_next_to_a_coal_mine_takes_one_hidden_coal_tile(content: OregonContent) -> None:
    """es "Mina de carbón: el jugador gana 1 ficha de carbón"; the value stays hidden from the
    other players until the end."""
    state = make_state(content, {(0, 5): "K"}, {1: "pioneer,wagon,eagle,store"})
    events = play(state, "farmer pioneer/wagon @0,4")
    assert len(state.coal[RED]) == 1
    seen = [e for e in events if e.kind == "tile_seen"]
    assert seen and seen[0].visible_to == frozenset({RED})
    assert state.view(GREEN).coal[RED] == [0]


def test_the_hover_preview_works_on_a_view_and_leaves_it_unchanged(content: OregonContent) -> None:
    pieces = {(0, 5): "G", (0, 3): "P", (1, 5): "C", (0, 6): "2", (2, 5): "2"}
    view = make_state(content, pieces, {1: "pioneer,wagon,eagle,store"}).view(RED)
    before = view.to_position()
    preview = score_preview(view, view.tables.by_text["farmer pioneer/wagon @1,4"])
    assert preview == [("post_office", 3), ("church", 3), ("gold", 1)]
    assert view.to_position() == before
