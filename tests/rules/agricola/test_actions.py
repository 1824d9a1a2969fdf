"""The actions of the spaces, one step per choice: rooms, stables, fields and sowing, family
growth, renovation, major improvements, baking and fences (rulebook: the action spaces and
round cards; facts §2, §3, §5, §6, §7, §8)."""

from __future__ import annotations

from agricola_helpers import game, moves, play

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState
from game.rules.agricola.legal import Phase


def family(content: AgricolaContent, **goods: int) -> tuple[AgricolaState, int]:
    """A 2-player family game where the player to move holds ``goods``."""
    state = game(content, 2, "family", seed=2)
    me = state.current
    state.players[me].goods.update(goods)
    return state, me


def turn_up(state: AgricolaState, card_id: str) -> None:
    """Put the round card ``card_id`` on the board now (as if its round had come)."""
    if any(space.id == card_id for space in state.spaces):
        return
    card = next(c for c in state.deck if c.id == card_id)
    state.deck.remove(card)
    state.spaces.append(card)
    state.stock.append(dict(card.refill_for(state.num_players)))
    state.taken.append(-1)


def test_a_space_whose_action_cannot_be_done_is_not_offered(content: AgricolaContent) -> None:
    state, _ = family(content)
    assert "go build_rooms" not in moves(state)
    assert "go farmland" in moves(state)


def test_a_room_costs_five_of_the_house_material_and_two_reed_next_to_a_room(content: AgricolaContent) -> None:
    state, me = family(content, wood=10, reed=4)
    play(state, "go build_rooms", "part 0 rooms")
    assert set(moves(state)) == {"room a1", "room b2", "room b3"}
    play(state, "room a1")
    assert state.players[me].goods["wood"] == 5 and state.players[me].goods["reed"] == 2
    play(state, "room b3")
    assert state.players[me].farm.room_count() == 4
    assert state.current != me, "nothing left to afford ends the action"


def test_build_rooms_and_or_stables_lets_the_player_stop_after_the_rooms(content: AgricolaContent) -> None:
    state, me = family(content, wood=7, reed=2)
    play(state, "go build_rooms", "part 0 rooms", "room a1")
    assert state.current == me and "part 1 stables" in moves(state) and "done" in moves(state)
    play(state, "part 1 stables", "stable e1")
    assert state.players[me].goods["wood"] == 0 and state.current != me


def test_the_first_field_goes_anywhere_and_later_ones_beside_a_field(content: AgricolaContent) -> None:
    state, me = family(content)
    play(state, "go farmland")
    assert len(moves(state)) == 13
    play(state, "plow c2")
    assert state.players[me].farm.fields and state.current != me
    state.current = me
    state.players[me].placed = 0
    state.taken = [-1] * len(state.spaces)
    play(state, "go farmland")
    assert set(moves(state)) == {"plow c1", "plow b2", "plow d2", "plow c3"}


def test_sowing_grain_fills_a_field_with_three_and_vegetables_with_two(content: AgricolaContent) -> None:
    state, me = family(content, grain=1, vegetable=1)
    farm = state.players[me].farm
    farm.fields = 0b11 << 2
    turn_up(state, "grain_utilization")
    play(state, "go grain_utilization")
    play(state, "sow c1 grain", "sow d1 vegetable")
    assert farm.crops == {2: ("grain", 3), 3: ("vegetable", 2)}
    assert state.players[me].goods["grain"] == 0 and state.current != me


def test_family_growth_needs_a_free_room_and_the_newborn_waits_a_round(content: AgricolaContent) -> None:
    state, me = family(content)
    turn_up(state, "wish_for_children")
    assert "go wish_for_children" not in moves(state)
    state.players[me].farm.rooms |= 1
    play(state, "go wish_for_children")
    farmer = state.players[me]
    assert farmer.people == 3 and farmer.newborns == 1 and farmer.free_people == 1


def test_urgent_wish_for_children_needs_no_room(content: AgricolaContent) -> None:
    state, me = family(content)
    turn_up(state, "urgent_wish_for_children")
    play(state, "go urgent_wish_for_children")
    assert state.players[me].people == 3


def test_renovation_costs_one_clay_a_room_and_one_reed(content: AgricolaContent) -> None:
    state, me = family(content, clay=2, reed=1)
    turn_up(state, "house_redevelopment")
    play(state, "go house_redevelopment")
    farmer = state.players[me]
    assert farmer.farm.house == "clay" and farmer.goods["clay"] == 0 and farmer.goods["reed"] == 0


def test_a_cooking_hearth_may_be_paid_by_handing_back_a_fireplace(content: AgricolaContent) -> None:
    state, me = family(content, clay=2)
    turn_up(state, "improvement")
    play(state, "go improvement")
    assert "major fireplace_2" in moves(state) and "major fireplace_3" not in moves(state)
    play(state, "major fireplace_2")
    assert state.players[me].majors == ["fireplace_2"] and state.players[me].goods["clay"] == 0
    state.current, state.players[me].placed = me, 0
    state.taken = [-1] * len(state.spaces)
    play(state, "go improvement")
    assert "major hearth_4 fireplace_2" in moves(state)
    play(state, "major hearth_4 fireplace_2")
    assert state.players[me].majors == ["hearth_4"] and "fireplace_2" in state.majors_left


def test_a_new_clay_oven_bakes_once_at_once_one_grain_into_five_food(content: AgricolaContent) -> None:
    state, me = family(content, clay=3, stone=1, grain=2, food=0)
    turn_up(state, "improvement")
    play(state, "go improvement", "major clay_oven")
    assert moves(state) == ["bake 1", "done"]
    play(state, "bake 1")
    assert state.players[me].goods["food"] == 5 and state.players[me].goods["grain"] == 1


def test_the_well_puts_a_food_on_each_of_the_next_five_rounds(content: AgricolaContent) -> None:
    state, me = family(content, wood=1, stone=3)
    turn_up(state, "improvement")
    play(state, "go improvement", "major well")
    assert state.players[me].promised == {2: 1, 3: 1, 4: 1, 5: 1, 6: 1}


def test_fencing_one_pasture_costs_a_wood_per_fence(content: AgricolaContent) -> None:
    state, me = family(content, wood=4)
    turn_up(state, "fencing")
    play(state, "go fencing")
    assert "pasture e1" in moves(state)
    play(state, "pasture e1")
    farmer = state.players[me]
    assert farmer.goods["wood"] == 0 and farmer.farm.pastures == (1 << 4,)
    assert state.current != me


def test_a_sheep_lives_in_the_house_and_one_that_does_not_fit_runs_away(content: AgricolaContent) -> None:
    state, me = family(content)
    turn_up(state, "sheep_market")
    index = len(state.spaces) - 1
    state.stock[index] = {"sheep": 2}
    play(state, "go sheep_market")
    assert state.phase == Phase.HOUSING and moves(state) == ["keep 1 0 0"]
    play(state, "keep 1 0 0")
    assert state.players[me].animals == [1, 0, 0] and state.current != me


def test_animals_that_do_not_fit_are_cooked_by_a_fireplace(content: AgricolaContent) -> None:
    state, me = family(content, food=0)
    state.players[me].majors.append("fireplace_2")
    turn_up(state, "sheep_market")
    state.stock[len(state.spaces) - 1] = {"sheep": 3}
    play(state, "go sheep_market", "keep 1 0 0")
    assert state.players[me].goods["food"] == 4


# -- food costs paid with goods turned into food at any time ---------------------------------------


def test_the_animal_markets_food_may_be_paid_with_a_grain_eaten_raw(content: AgricolaContent) -> None:
    # rulebook ("Fase de cosecha 2"): "Cada grano o vegetal sin procesar se puede convertir en
    # 1 alimento en cualquier momento" -- not only at the feeding
    state = game(content, 5, "family", seed=2)
    me = state.current
    farmer = state.players[me]
    farmer.goods.update(food=0, grain=1, vegetable=0)
    play(state, "go animal_market_5")
    assert "part 2 buy" in moves(state), "the cattle for 1 food is offered"
    play(state, "part 2 buy")
    assert farmer.animals[2] == 1
    assert farmer.goods["grain"] == 0 and farmer.goods["food"] == 0


def test_a_food_cost_lets_the_player_choose_what_to_cook_for_it(content: AgricolaContent) -> None:
    state = game(content, 5, "family", seed=2)
    me = state.current
    farmer = state.players[me]
    farmer.goods.update(food=0, grain=2, vegetable=1)
    play(state, "go animal_market_5")
    assert {"cook grain", "cook vegetable"} <= set(moves(state))
    play(state, "cook vegetable")
    assert "cook grain" not in moves(state), "the food is in the supply now"
    play(state, "part 2 buy")
    assert farmer.goods["grain"] == 2 and farmer.goods["vegetable"] == 0 and farmer.animals[2] == 1


def test_a_food_cost_no_goods_can_pay_is_not_offered(content: AgricolaContent) -> None:
    state = game(content, 5, "family", seed=2)
    farmer = state.players[state.current]
    farmer.goods.update(food=0, grain=0, vegetable=0)
    farmer.animals[:] = [0, 0, 0]
    play(state, "go animal_market_5")
    assert "part 2 buy" not in moves(state) and not any(m.startswith("cook") for m in moves(state))
