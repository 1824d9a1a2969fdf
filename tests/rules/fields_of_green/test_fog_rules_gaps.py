"""Rules the pages state that the other test files did not play yet: how equipment is gained
and where it fits, storage limits, and open areas on the way of the water."""

from __future__ import annotations

from fog_helpers import acting, build_at, fresh, texts

from game.content.fields_of_green import FogContent
from game.rules.fields_of_green.farm import SILO_CARD, TOWER_CARD, Location, add_water
from game.rules.fields_of_green.legal import Phase, equip_reason
from game.rules.fields_of_green.moves import Build, Equip
from game.rules.fields_of_green.state import FogState


def tile(state: FogState, code: str) -> int:
    return state.tables.equipment_by_code[code]


def test_gaining_equipment_draws_3_keeps_1_and_puts_the_others_at_the_bottom(content: FogContent) -> None:
    state = acting(fresh(content), "C01")  # tool shed: gain equipment
    drill, tank, extension = tile(state, "E1"), tile(state, "E3"), tile(state, "E5")
    state.equipment[:3] = [drill, tank, extension]
    stack = len(state.equipment)
    state.apply(Build((2, 0)))
    assert state.phase == Phase.EQUIP and state.offer == [drill, tank, extension]
    assert "equip E3 0,0" in texts(state.legal_moves()) and "equip E1 aside" in texts(state.legal_moves())
    state.apply(Equip("E3", (0, 0)))
    assert state.players[0].farm[(0, 0)].equipment == (tank,)
    assert state.equipment[-2:] == [drill, extension] and len(state.equipment) == stack - 1
    assert not state.offer and state.phase != Phase.EQUIP


def test_a_tile_fits_only_the_location_type_it_names_and_its_harvest_keyword(content: FogContent) -> None:
    state = fresh(content)
    build_at(state, 0, "F01", (2, 0))  # a field with a harvest ability
    build_at(state, 0, "F08", (-1, 0))  # a field without one
    build_at(state, 0, "L01", (0, 1))
    farm, tables = state.players[0].farm, state.tables
    assert equip_reason(tables, tile(state, "E1"), farm[(2, 0)]) is None
    assert equip_reason(tables, tile(state, "E1"), farm[(-1, 0)]) is not None
    assert equip_reason(tables, tile(state, "E1"), farm[(0, 1)]) is not None
    assert equip_reason(tables, tile(state, "E3"), farm[(0, 0)]) is None  # the tower
    assert equip_reason(tables, tile(state, "E3"), farm[(1, 0)]) is not None  # the silo
    assert equip_reason(tables, tile(state, "E5"), farm[(1, 0)]) is None


def test_a_location_holds_at_most_2_tiles_and_never_the_same_twice(content: FogContent) -> None:
    state = fresh(content)
    tower = state.players[0].farm[(0, 0)]
    tank, hose = tile(state, "E3"), tile(state, "E4")
    tower.equipment = (tank,)
    assert equip_reason(state.tables, tank, tower) is not None
    assert equip_reason(state.tables, hose, tower) is None
    tower.equipment = (tank, hose)
    assert equip_reason(state.tables, hose, tower) is not None
    assert equip_reason(state.tables, tank, tower) is not None


def test_a_tower_holds_3_water_and_a_silo_4_food_unless_equipment_adds_room(content: FogContent) -> None:
    state = acting(fresh(content), "C01")
    farmer = state.players[0]
    assert add_water(farmer.farm, 5) == 5  # the starting tower is full already
    assert farmer.food_capacity == 4
    state.equipment[:3] = [tile(state, "E3"), tile(state, "E5"), tile(state, "E1")]
    state.apply(Build((2, 0)))
    state.apply(Equip("E3", (0, 0)))
    tank = next(t for t in content.tiles if t.id == "E3").effect.params["water"]
    assert add_water(farmer.farm, 5) == 5 - tank and farmer.farm[(0, 0)].water == 3 + tank
    state = acting(fresh(content), "C01")
    state.equipment[:3] = [tile(state, "E5"), tile(state, "E3"), tile(state, "E1")]
    state.apply(Build((2, 0)))
    state.apply(Equip("E5", (1, 0)))
    extension = next(t for t in content.tiles if t.id == "E5").effect.params["food"]
    assert state.players[0].food_capacity == 4 + extension


def test_a_face_down_open_area_still_counts_as_a_step_of_the_water_range(content: FogContent) -> None:
    state = acting(fresh(content), "F03")  # costs 1 water
    farm = state.players[0].farm
    build_at(state, 0, "F01", (0, 1), up=False)  # an open area next to the tower
    assert (0, 2) in {m.cell for m in state.legal_moves() if isinstance(m, Build)}
    state.apply(Build((0, 2)))
    assert farm[(0, 0)].water == 2


def test_towers_and_silos_are_locations_a_new_card_may_touch(content: FogContent) -> None:
    state = acting(fresh(content), "B07")
    state.players[0].farm = {(0, 0): Location(TOWER_CARD, water=3, capacity=3), (1, 0): Location(SILO_CARD)}
    cells = {m.cell for m in state.legal_moves() if isinstance(m, Build)}
    assert cells == {(-1, 0), (0, 1), (0, -1), (2, 0), (1, 1), (1, -1)}
