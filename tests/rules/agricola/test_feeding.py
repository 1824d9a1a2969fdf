"""The cheapest feeding the harvest offers by default: the cooks (then "feed") that pay the
family's food losing the fewest points on the scoring table (issue 16, "Feeding and breeding
offer the cheapest conversion by default")."""

from __future__ import annotations

from positions_helpers import PASTURE_FARM, feeding

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, write_position
from game.rules.agricola.feeding import cheapest_feeding
from game.rules.core import Rng


def plan(state: AgricolaState) -> list[str]:
    return [str(move) for move in cheapest_feeding(state, 0)]


def total(state: AgricolaState) -> int:
    return state.scores()[0]


def test_a_family_with_enough_food_just_eats(content: AgricolaContent) -> None:
    assert plan(feeding(content, "food:4,grain:2")) == ["feed"]


def test_with_nothing_to_cook_the_family_begs(content: AgricolaContent) -> None:
    assert plan(feeding(content, "food:1,wood:5")) == ["feed"]


def test_raw_grain_is_eaten_when_the_grain_row_keeps_its_points(content: AgricolaContent) -> None:
    # 5 grain score 2 points, and so do 4: one grain eaten raw costs nothing
    assert plan(feeding(content, "food:3,grain:5")) == ["cook grain", "feed"]


def test_a_sheep_cooked_on_the_fireplace_spares_the_last_grain(content: AgricolaContent) -> None:
    state = feeding(content, "food:2,grain:1", "5,0,0", "fireplace_2", farm=PASTURE_FARM)
    # the last grain is worth two points (1 instead of -1); the fifth sheep none (4 still score 2)
    assert plan(state) == ["cook sheep", "feed"]


def test_the_cooking_hearth_turns_a_vegetable_into_three_food(content: AgricolaContent) -> None:
    state = feeding(content, "food:1,vegetable:2,grain:1", majors="hearth_4")
    assert plan(state) == ["cook vegetable", "feed"]


def test_the_joinery_turns_one_wood_into_food_once_a_harvest(content: AgricolaContent) -> None:
    state = feeding(content, "food:2,wood:9,grain:4", majors="joinery")
    # one wood at the joinery (2 food) loses no bonus point with 8 left; a second is not allowed
    assert plan(state) == ["cook wood", "feed"]
    # four food missing: the wood's 2, then 2 grain raw (the grain row drops one point, 4 to 2)
    hungry = feeding(content, "food:0,wood:9,grain:4", majors="joinery")
    assert plan(hungry) == ["cook grain", "cook grain", "cook wood", "feed"]


def test_food_beyond_the_need_is_not_cooked(content: AgricolaContent) -> None:
    state = feeding(content, "food:3,grain:8", "0,0,2", "fireplace_2", farm=PASTURE_FARM)
    assert plan(state) == ["cook grain", "feed"]


def test_the_cheapest_feeding_plays_as_legal_moves_and_begs_only_for_what_nothing_can_pay(
    content: AgricolaContent,
) -> None:
    state = feeding(content, "food:0,grain:1", "1,0,0", "fireplace_2", farm=PASTURE_FARM)
    for move in cheapest_feeding(state, 0):
        state.apply(move)
    farmer = state.players[0]
    # 1 grain raw and the sheep at 2 make 3 of the 4 food: one begging card
    assert farmer.begging == 1 and farmer.animals == [0, 0, 0] and farmer.goods["grain"] == 0


def test_no_other_way_of_feeding_leaves_more_points_on_random_farms(content: AgricolaContent) -> None:
    rng = Rng(16)
    for _ in range(40):
        goods = f"food:{rng.randrange(4)},grain:{rng.randrange(7)},vegetable:{rng.randrange(4)},wood:{rng.randrange(9)}"
        animals = ",".join(str(rng.randrange(5)) for _ in range(3))
        majors = rng.choice(["-", "fireplace_2", "hearth_4", "hearth_4,joinery"])
        state = feeding(content, goods, animals, majors, people=2 + rng.randrange(3), farm=PASTURE_FARM)
        cheapest = state.clone()
        for move in cheapest_feeding(cheapest, 0):
            cheapest.apply(move)
        assert total(cheapest) >= best_by_search(state), (goods, animals, majors)


def best_by_search(state: AgricolaState) -> int:
    """The best score any sequence of cooks then "feed" leaves (every order tried)."""
    if state.current_player != 0:
        return total(state)
    best = -1000
    for move in state.legal_moves():
        after = state.clone()
        after.apply(move)
        best = max(best, best_by_search(after))
    return best


def test_looking_for_the_cheapest_feeding_changes_nothing(content: AgricolaContent) -> None:
    state = feeding(content, "food:0,grain:3,vegetable:1", "3,0,1", "hearth_4,joinery", farm=PASTURE_FARM)
    before = write_position(state)
    cheapest_feeding(state, 0)
    assert write_position(state) == before
