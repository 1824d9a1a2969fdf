"""A second reading of the Oregon rulebooks against the rules, one passage per test.

Seeds: ``000_e2d3df0765cdccd8.txt`` (Spanish, "es") and ``004_7c5d3d20bd440852.txt`` (French,
"fr"); our decisions: ``RULINGS.md`` (Oregon).  Player numbers in positions count from 1.
"""

from __future__ import annotations

import pytest
from oregon_helpers import make_state, play, points_by_player

from game.content.oregon import OregonContent
from game.rules.core import IllegalMove
from game.rules.oregon import parse_move
from game.rules.oregon.moves import PlaceBuilding, PlaceFarmer

RED, GREEN, YELLOW, BLUE = 0, 1, 2, 3
STACKS = ("post_office", "harbour", "church", "coal_mine", "gold_mine", "store", "train_station")


def test_a_station_that_reactivates_the_token_in_the_first_play_gives_an_extra_turn_now(
    content: OregonContent,
) -> None:
    """es "3. Utilice giro adicional": the token is looked at after scoring, so a token turned
    active by the first play may be used in the same turn."""
    state = make_state(
        content,
        {(5, 0): "T"},
        {1: "campfire,pioneer,campfire,pioneer"},
        tokens={1: "joker=off extra=off"},
    )
    play(state, "farmer campfire/pioneer @4,1")
    assert state.extra[RED]
    assert state.phase_name == "extra"


def test_a_harbour_may_stand_on_a_meadow_that_touches_water_only_diagonally(
    content: OregonContent,
) -> None:
    """es "solo puede colocar un puerto adyacente (diagonal u ortogonalmente) a un espacio de
    agua": the meadow at 0,4 touches the lake at 1,3 corner to corner."""
    state = make_state(content, {}, {1: "pioneer,harbour,eagle,wagon"})
    play(state, "build harbour pioneer @0,4")
    assert state.cells[4] != 0


def test_a_new_mine_gives_one_tile_per_adjacent_farmer_to_every_player(
    content: OregonContent,
) -> None:
    """es "Puntuación de edificios: Mina de oro: 1 ficha de oro por cada uno de sus
    agricultores junto al edificio" — the builder and the opponents alike."""
    pieces = {(8, 1): "1", (9, 1): "1", (8, 0): "2"}
    state = make_state(content, pieces, {1: "eagle,gold_mine,wagon,pioneer"})
    play(state, "build gold_mine eagle @9,0")
    assert (len(state.gold[RED]), len(state.gold[GREEN])) == (2, 1)


def test_a_new_store_turns_every_adjacent_players_joker_active(content: OregonContent) -> None:
    """es "Almacén: 1 punto por cada uno de sus agricultores junto al edificio y puede activar
    su ficha de comodín" — once per player, whatever the number of farmers."""
    pieces = {(0, 6): "1", (1, 8): "2", (1, 6): "2"}
    tokens = {1: "joker=off extra=off", 2: "joker=off extra=off"}
    state = make_state(content, pieces, {1: "pioneer,store,eagle,wagon"}, tokens=tokens)
    events = play(state, "build store pioneer @0,7")
    assert points_by_player(events) == {RED: 1, GREEN: 2}
    assert state.joker[RED] and state.joker[GREEN]


def test_no_extra_turn_follows_a_turn_without_a_legal_play(content: OregonContent) -> None:
    """RULINGS.md: with no legal play the player discards two cards, skips playing and scoring,
    and draws as usual — so the extra turn is not offered."""
    stock = "post_office=0 harbour=0 church=0 coal_mine=0 gold_mine=4 store=4 train_station=4"
    state = make_state(
        content,
        {},
        {1: "church,church,harbour,eagle"},
        tokens={1: "joker=off extra=on"},
        stock=stock,
    )
    play(state, "discard church church")
    assert state.phase_name == "draw"
    assert state.extra[RED]


@pytest.mark.parametrize("players", [3, 4])
def test_the_game_ends_only_once_as_many_stacks_as_players_are_empty(
    content: OregonContent, players: int
) -> None:
    """es "Fin del juego": with 3 players three stacks must run out, with 4 players four."""
    needed = content.stacks_to_end(players)
    assert needed == players

    def stock(empty: int) -> str:
        counts = {name: (0 if i < empty else 4) for i, name in enumerate(STACKS)}
        counts["train_station"] = 1
        return " ".join(f"{name}={n}" for name, n in counts.items())

    for empty, ends in ((needed - 2, False), (needed - 1, True)):
        state = make_state(
            content,
            {},
            {1: "pioneer,train_station,eagle,church"},
            players=players,
            stock=stock(empty),
            tokens={1: "joker=off extra=off"},
        )
        play(state, "build train_station pioneer @0,1")
        assert bool(state.end_reason) is ends


def test_the_joker_row_and_column_forms_of_one_play_are_offered_and_accepted_alike(
    content: OregonContent,
) -> None:
    """DESIGN.md: ``legal_moves`` lists every move ``apply`` accepts.  A joker standing in for
    either card of a same-symbol pair, or naming either band of a building's space, is one and
    the same play: only the listed form may be applied, and the other text reads as it."""
    state = make_state(content, {}, {1: "pioneer,store,campfire,wagon"})
    legal = set(state.legal_moves())
    # Forest 0,7 lies in the pioneer row band and the campfire column band.
    unlisted_build = PlaceBuilding("store", "campfire", (0, 7), True)
    unlisted_farmer = PlaceFarmer("pioneer", "pioneer", (0, 1), "column")
    for move in (unlisted_build, unlisted_farmer):
        assert move not in legal
        with pytest.raises(IllegalMove):
            state.clone().apply(move)
    assert parse_move(state, "build store campfire* @0,7") in legal
    assert parse_move(state, "farmer pioneer/pioneer* @0,1") in legal
