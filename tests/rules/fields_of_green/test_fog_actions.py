"""The five actions with the revealed card ("Fase de acción", A to E) and building rules."""

from __future__ import annotations

import pytest
from fog_helpers import acting, build_at, fresh, texts

from game.content.fields_of_green import FogContent
from game.rules.core import IllegalMove
from game.rules.fields_of_green.farm import SILO_CARD, TOWER_CARD, Location
from game.rules.fields_of_green.moves import Build, BuildSilo, BuildTower, Market, Restore


@pytest.mark.parametrize(("food", "coins"), [(0, 2), (1, 4), (2, 6)])
def test_the_market_table_discard_a_card_and_sell_up_to_2_food(content: FogContent, food: int, coins: int) -> None:
    state = acting(fresh(content), "F01")
    state.players[0].food = 3
    state.apply(Market(food))
    assert state.players[0].coins == 15 + coins and state.players[0].food == 3 - food
    assert state.discard == [state.tables.by_code["F01"]]


def test_no_more_food_is_sold_than_the_silos_hold(content: FogContent) -> None:
    state = acting(fresh(content), "F01")
    assert [str(m) for m in state.legal_moves() if isinstance(m, Market)] == ["market 0", "market 1"]


def test_a_water_tower_costs_2_coins_and_comes_with_3_water(content: FogContent) -> None:
    state = acting(fresh(content), "B07")
    left = state.towers_left
    state.apply(BuildTower((-1, 0)))
    tower = state.players[0].farm[(-1, 0)]
    assert (tower.card, tower.water, tower.capacity) == (TOWER_CARD, 3, 3)
    assert state.players[0].coins == 13 and state.towers_left == left - 1


def test_no_tower_without_2_coins_or_when_the_tower_pile_is_empty(content: FogContent) -> None:
    state = acting(fresh(content), "B07")
    state.players[0].coins = 1
    assert not [m for m in state.legal_moves() if isinstance(m, BuildTower)]
    state.players[0].coins = 5
    state.towers_left = 0
    assert not [m for m in state.legal_moves() if isinstance(m, BuildTower)]


def test_a_silo_is_free_and_comes_empty_and_none_is_built_when_the_pile_is_empty(content: FogContent) -> None:
    state = acting(fresh(content), "B07")
    state.apply(BuildSilo((0, 1)))
    silo = state.players[0].farm[(0, 1)]
    assert (silo.card, silo.capacity) == (SILO_CARD, 4) and state.players[0].coins == 15
    assert state.players[0].food_capacity == 8
    state = acting(fresh(content), "B07")
    state.silos_left = 0
    assert not [m for m in state.legal_moves() if isinstance(m, BuildSilo)]


def test_restoring_an_open_area_costs_a_card_and_1_coin(content: FogContent) -> None:
    state = acting(fresh(content), "B07")
    build_at(state, 0, "F01", (0, 1), up=False)
    assert "restore 0,1" in texts(state.legal_moves())
    state.apply(Restore((0, 1)))
    assert state.players[0].farm[(0, 1)].up and state.players[0].coins == 14


def test_a_location_is_built_only_orthogonally_next_to_the_farm(content: FogContent) -> None:
    state = acting(fresh(content), "F01")
    cells = {m.cell for m in state.legal_moves() if isinstance(m, Build)}
    assert cells == {(-1, 0), (2, 0), (0, 1), (0, -1), (1, 1), (1, -1)}
    with pytest.raises(IllegalMove, match="next to one already in the farm"):
        state.apply(Build((2, 1)))  # diagonal to the silo only


def test_building_pays_the_coins_printed_on_the_card(content: FogContent) -> None:
    state = acting(fresh(content), "B07")
    state.apply(Build((2, 0)))
    assert state.players[0].coins == 15 - 7
    assert state.players[0].farm[(2, 0)].card == state.tables.by_code["B07"]


def test_a_card_that_cannot_be_paid_must_take_another_action(content: FogContent) -> None:
    state = acting(fresh(content), "B07")
    state.players[0].coins = 6
    moves = state.legal_moves()
    assert not [m for m in moves if isinstance(m, Build)] and Market(0) in moves
    with pytest.raises(IllegalMove, match="costs 7 coins"):
        state.apply(Build((2, 0)))


def test_water_is_paid_from_towers_within_distance_2_through_built_locations(content: FogContent) -> None:
    state = acting(fresh(content), "F03")  # costs 4 coins and 1 water
    farm = state.players[0].farm
    farm[(0, 0)].water = 1
    cells = {m.cell for m in state.legal_moves() if isinstance(m, Build)}
    assert (2, 0) in cells  # tower, silo, here: distance 2
    farm[(2, 0)] = Location(SILO_CARD, capacity=4)
    cells = {m.cell for m in state.legal_moves() if isinstance(m, Build)}
    assert (3, 0) not in cells  # distance 3
    with pytest.raises(IllegalMove, match="water from towers within range"):
        state.apply(Build((2, 1)))  # through (2, 0) and (1, 0): distance 3
    state.apply(Build((1, 1)))  # through the silo at (1, 0): distance 2
    assert farm[(0, 0)].water == 0


def test_a_gap_in_the_farm_breaks_the_water_range(content: FogContent) -> None:
    state = acting(fresh(content), "F03")
    farm = state.players[0].farm
    farm[(0, 0)].water = 0
    farm[(3, 0)] = Location(TOWER_CARD, water=3, capacity=3)  # not connected through (2, 0)
    farm[(3, 1)] = Location(SILO_CARD, capacity=4)
    cells = {m.cell for m in state.legal_moves() if isinstance(m, Build)}
    assert (2, 1) in cells and (4, 0) in cells and (0, 1) not in cells


def test_food_in_a_cost_comes_from_any_silo(content: FogContent) -> None:
    state = acting(fresh(content), "L06")  # 3 coins and 1 food
    state.players[0].farm[(5, 5)] = Location(SILO_CARD, capacity=4)
    state.apply(Build((-1, 0)))
    assert state.players[0].food == 0 and state.players[0].coins == 12


def test_an_immediate_ability_applies_when_built(content: FogContent) -> None:
    state = acting(fresh(content), "C05")  # compost heap: 2 food now
    state.apply(Build((-1, 0)))
    assert state.players[0].food == 3


def test_equipment_set_aside_may_be_placed_only_while_building_a_fitting_location(content: FogContent) -> None:
    state = acting(fresh(content), "F01")
    drill = state.tables.equipment_by_code["E1"]
    state.players[0].aside = [drill]
    assert "build 2,0 +E1" in texts(state.legal_moves())
    state.apply(Build((2, 0), "E1"))
    assert state.players[0].farm[(2, 0)].equipment == (drill,) and not state.players[0].aside
    state = acting(fresh(content), "B07")
    state.players[0].aside = [drill]
    assert not [m for m in state.legal_moves() if isinstance(m, Build) and m.attach]


def test_an_ongoing_discount_lowers_the_coins_of_later_cards_of_its_group(content: FogContent) -> None:
    state = acting(fresh(content), "F03")  # a field of 4 coins
    build_at(state, 0, "C10", (-1, 0))  # seed store: fields cost 1 coin less
    state.apply(Build((0, 1)))
    assert state.players[0].coins == 15 - 3


def test_an_ongoing_ability_pays_when_its_group_is_built_next_to_it(content: FogContent) -> None:
    state = acting(fresh(content), "L01")  # chicken coop: livestock, 2 coins
    build_at(state, 0, "F05", (-1, 0))  # cabbage rows: 2 coins per livestock built beside
    state.apply(Build((-1, 1)))
    assert state.players[0].coins == 15 - 2 + 2


def test_a_tile_set_aside_for_a_water_tower_goes_on_a_tower_as_it_is_built(content: FogContent) -> None:
    # rulebook, "Equipo": a tile set aside may be placed whenever you build a location it fits
    # (towers and silos count as locations, "Torres de agua y silos")
    state = acting(fresh(content), "B07")
    tank = state.tables.equipment_by_code["E3"]
    state.players[0].aside = [tank]
    assert "tower 2,0 +E3" in texts(state.legal_moves())
    assert "silo 2,0 +E3" not in texts(state.legal_moves())
    events = state.apply(BuildTower((2, 0), "E3"))
    tower = state.players[0].farm[(2, 0)]
    assert tower.card == TOWER_CARD and tower.equipment == (tank,) and not state.players[0].aside
    assert tower.capacity == state.tables.numbers.tower_capacity + 2  # the Extra Tank holds 2 more
    assert [e.args["attach"] for e in events if e.kind == "tower_built"] == ["E3"]


def test_a_tile_set_aside_for_a_silo_goes_on_a_silo_as_it_is_built(content: FogContent) -> None:
    state = acting(fresh(content), "B07")
    extension = state.tables.equipment_by_code["E5"]
    state.players[0].aside = [extension]
    assert "silo 2,0 +E5" in texts(state.legal_moves())
    assert "tower 2,0 +E5" not in texts(state.legal_moves())
    state.apply(BuildSilo((2, 0), "E5"))
    silo = state.players[0].farm[(2, 0)]
    assert silo.card == SILO_CARD and silo.equipment == (extension,) and not state.players[0].aside
    assert state.players[0].food_capacity == 2 * state.tables.numbers.silo_capacity + 4


def test_a_tower_or_silo_may_still_be_built_without_the_tile_and_never_with_one_not_set_aside(content: FogContent) -> None:
    state = acting(fresh(content), "B07")
    state.players[0].aside = [state.tables.equipment_by_code["E4"]]
    moves = texts(state.legal_moves())
    assert "tower 2,0" in moves and "tower 2,0 +E4" in moves and "silo 2,0" in moves
    with pytest.raises(IllegalMove, match="E3 is not set aside"):
        state.apply(BuildTower((2, 0), "E3"))
    with pytest.raises(IllegalMove, match="E4 does not fit"):
        state.apply(BuildSilo((2, 0), "E4"))
    state.apply(BuildTower((2, 0)))
    assert state.players[0].farm[(2, 0)].equipment == () and len(state.players[0].aside) == 1


def test_a_tower_with_its_tile_is_written_and_read_back(content: FogContent) -> None:
    from game.rules.fields_of_green.moves import parse_move_text

    assert str(BuildTower((2, 0), "E3")) == "tower 2,0 +E3"
    assert parse_move_text("tower 2,0 +E3") == BuildTower((2, 0), "E3")
    assert parse_move_text("silo -1,0 +E5") == BuildSilo((-1, 0), "E5")
    assert parse_move_text("silo -1,0") == BuildSilo((-1, 0))
