"""The harvest ("Fase de cosecha"), upkeep ("Fase de mantenimiento") and the first-player token."""

from __future__ import annotations

from fog_helpers import build_at, fresh, harvesting, texts

from game.content.fields_of_green import FogContent
from game.rules.fields_of_green.abilities import draw_equipment
from game.rules.fields_of_green.farm import TOWER_CARD, Location
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.moves import AutoHarvest, Equip, Flip, Harvest
from game.rules.fields_of_green.turns import start_year


def test_paying_a_harvest_cost_applies_the_ability(content: FogContent) -> None:
    state = fresh(content)
    build_at(state, 0, "F01", (-1, 0))  # wheat: 1 water -> 2 food
    harvesting(state)
    state.apply(Harvest((-1, 0)))
    farmer = state.players[0]
    assert farmer.food == 3 and farmer.farm[(0, 0)].water == 2


def test_a_harvest_cost_left_unpaid_turns_the_location_into_an_open_area(content: FogContent) -> None:
    state = fresh(content)
    build_at(state, 0, "L04", (-1, 0))  # dairy cows eat 2 food; the silo holds 1
    harvesting(state)
    assert texts(state.legal_moves()) == ["flip -1,0", "auto-harvest"]
    state.apply(Flip((-1, 0)))
    assert not state.players[0].farm[(-1, 0)].up


def test_a_flipped_location_loses_its_equipment_for_good(content: FogContent) -> None:
    state = fresh(content)
    build_at(state, 0, "L04", (-1, 0))
    state.players[0].farm[(-1, 0)].equipment = (state.tables.equipment_by_code["E2"],)
    harvesting(state)
    state.apply(Flip((-1, 0)))
    assert state.players[0].farm[(-1, 0)].equipment == ()


def test_harvest_water_comes_only_from_towers_in_range(content: FogContent) -> None:
    state = fresh(content)
    farm = state.players[0].farm
    build_at(state, 0, "B07", (2, 0))
    build_at(state, 0, "F01", (3, 0))  # three steps from the tower
    harvesting(state)
    assert "harvest 3,0" not in texts(state.legal_moves())
    farm[(3, 1)] = Location(TOWER_CARD, water=1, capacity=3)
    assert "harvest 3,0" in texts(state.legal_moves())


def test_harvests_may_be_paid_in_any_order_so_food_made_can_feed_animals(content: FogContent) -> None:
    state = fresh(content)
    state.players[0].food = 0
    build_at(state, 0, "F01", (-1, 0))  # makes 2 food
    build_at(state, 0, "L04", (0, 1))  # eats 2 food, makes 5 coins
    harvesting(state)
    assert "harvest 0,1" not in texts(state.legal_moves())
    state.apply(Harvest((-1, 0)))
    state.apply(Harvest((0, 1)))
    assert state.players[0].coins == 20 and state.players[0].food == 0


def test_food_beyond_the_silos_room_is_lost(content: FogContent) -> None:
    state = fresh(content)
    state.players[0].food = 3
    build_at(state, 0, "F03", (-1, 0))  # 2 water -> 4 food
    harvesting(state)
    state.apply(Harvest((-1, 0)))
    assert state.players[0].food == 4


def test_the_game_may_pay_every_harvest_in_a_good_order(content: FogContent) -> None:
    state = fresh(content)
    state.players[0].food = 0
    build_at(state, 0, "L04", (0, 1))
    build_at(state, 0, "F01", (-1, 0))
    build_at(state, 0, "L08", (0, -1))  # eats 3 food: cannot be fed
    harvesting(state)
    state.apply(AutoHarvest())
    farm = state.players[0].farm
    assert farm[(0, 1)].up and farm[(-1, 0)].up and not farm[(0, -1)].up
    assert state.players[0].coins == 20


def test_equipment_gained_during_the_harvest_may_be_used_in_it(content: FogContent) -> None:
    state = fresh(content)
    tables = state.tables
    drill = tables.equipment_by_code["E1"]
    build_at(state, 0, "F01", (-1, 0))
    state.equipment[:3] = [drill, drill, drill]
    state.players[0].food = 0
    harvesting(state)
    draw_equipment(state)
    state.phase, state.resume = Phase.EQUIP, Phase.HARVEST
    state.apply(Equip("E1", (-1, 0)))
    assert state.phase == Phase.HARVEST
    state.apply(Harvest((-1, 0)))
    assert state.players[0].food == 3  # 2 from the wheat, 1 from the seed drill


def test_upkeep_from_the_second_year_gives_1_food_2_water_and_3_coins(content: FogContent) -> None:
    state = fresh(content)
    farm = state.players[0].farm
    farm[(0, 0)].water = 0
    state.year = 2
    start_year(state, [])
    farmer = state.players[0]
    assert (farmer.food, farm[(0, 0)].water, farmer.coins) == (2, 2, 18)


def test_upkeep_water_and_food_that_do_not_fit_are_lost(content: FogContent) -> None:
    state = fresh(content)
    farmer = state.players[0]
    farmer.food = 4
    state.year = 2
    events: list = []
    start_year(state, events)
    assert farmer.food == 4 and farmer.farm[(0, 0)].water == 3
    upkeep = next(e for e in events if e.kind == "upkeep" and e.player == 0)
    assert upkeep.args["lost_food"] == 1 and upkeep.args["lost_water"] == 2


def test_after_each_harvest_the_first_player_token_passes_left(content: FogContent) -> None:
    state = fresh(content)
    build_at(state, 0, "F01", (-1, 0))
    harvesting(state)
    state.apply(AutoHarvest())
    state.apply(AutoHarvest())  # the next player's hay meadow
    assert state.first == 1 and state.year == 2 and state.phase == Phase.DRAW and state.current == 1


def test_a_harvest_takes_its_water_from_the_tower_the_other_harvests_need_least(content: FogContent) -> None:
    state = fresh(content)
    farm = state.players[0].farm
    farm[(0, 0)].water = 1
    farm[(-1, 1)] = Location(TOWER_CARD, water=3, capacity=3)
    build_at(state, 0, "F01", (-1, 0))  # reached by both towers
    build_at(state, 0, "F04", (1, -1))  # reached by the starting tower only
    harvesting(state)
    state.apply(Harvest((-1, 0)))
    assert farm[(0, 0)].water == 1 and farm[(-1, 1)].water == 2
    assert "harvest 1,-1" in texts(state.legal_moves())


def test_harvest_water_that_a_full_tower_cannot_hold_is_said_lost(content: FogContent) -> None:
    # rulebook, "Fase de cosecha": what the towers cannot hold is lost, and the log says so
    state = fresh(content)
    build_at(state, 0, "C07", (-1, 0))  # the irrigation pump: free, 2 water
    harvesting(state)
    tower = state.players[0].farm[(0, 0)]
    tower.water = tower.capacity - 1
    events = state.apply(Harvest((-1, 0)))
    spilt = [e for e in events if e.kind == "spilt" and e.player == 0]
    assert [e.args["water"] for e in spilt] == [1]
    assert tower.water == tower.capacity


def test_a_harvest_that_fits_says_nothing_lost(content: FogContent) -> None:
    state = fresh(content)
    build_at(state, 0, "C07", (-1, 0))
    harvesting(state)
    state.players[0].farm[(0, 0)].water = 0
    events = state.apply(Harvest((-1, 0)))
    assert not [e for e in events if e.kind == "spilt"]
