"""Keeping animals: pastures, stables and the house pet (facts agricola.md §7).

Rulebook (seed 001, "Fase 3"): animals are never kept in the supply but go straight into the
farmyard; those that do not fit go back or are cooked at once.  Facts §7: a pasture holds 2
animals per cell, doubled by each stable in it; an unfenced stable holds 1; the house keeps one
pet; every place holds a single type.
"""

from __future__ import annotations

import pytest

from game.rules.agricola.farmyard import Farmyard, parse_cells
from game.rules.agricola.fences import add_pasture, parse_pasture_option
from game.rules.agricola.herds import Herd, Housing, best_kept, can_house, capacity_plan, housing


def _farm(pastures: tuple[str, ...] = (), stables: str = "") -> Farmyard:
    farm = Farmyard.start()
    farm.stables = parse_cells(stables) if stables else 0
    for text in pastures:
        add_pasture(farm, parse_pasture_option(farm, 15 - farm.fences.bit_count(), text))
    return farm


@pytest.mark.parametrize(
    ("pasture", "stables", "capacity"),
    [
        ("e1", "", 2),
        ("e1", "e1", 4),
        ("d1e1", "", 4),
        ("d1e1", "e1", 8),
        ("d1e1", "d1e1", 16),
    ],
)
def test_a_pasture_holds_two_per_cell_doubled_by_each_stable_in_it(
    pasture: str, stables: str, capacity: int
) -> None:
    plan = capacity_plan(_farm((pasture,), stables))
    assert [space.capacity for space in plan.pastures] == [capacity]
    assert plan.stables == ()


def test_an_unfenced_stable_holds_one_animal_and_the_house_one_pet() -> None:
    plan = capacity_plan(_farm(stables="c3e3"))
    assert plan.pastures == ()
    assert plan.stables == (12, 14)
    assert plan.places() == (1, 1, 1)
    assert plan.total == 3


def test_a_card_may_give_the_house_more_pets() -> None:
    assert capacity_plan(Farmyard.start(), pets=2).places() == (1, 1)


def test_the_start_farm_keeps_exactly_one_animal_as_a_pet() -> None:
    farm = Farmyard.start()
    assert can_house(farm, 0, 0, 1)
    assert can_house(farm, 1, 0, 0)
    assert not can_house(farm, 2, 0, 0)
    assert not can_house(farm, 1, 1, 0)


def test_each_place_holds_a_single_type() -> None:
    farm = _farm(("d1e1",))
    assert can_house(farm, 4, 1, 0)
    assert not can_house(farm, 2, 1, 1), "four places of room, but only two places"


def test_one_type_may_spread_over_several_pastures_and_stables() -> None:
    farm = _farm(("e1", "e2"), stables="a1")
    assert can_house(farm, 6, 0, 0)
    assert not can_house(farm, 7, 0, 0)


def test_everything_fits_means_a_single_best_choice() -> None:
    assert best_kept(_farm(("d1e1",)), 3, 1, 0) == [(3, 1, 0)]


def test_mixed_herds_that_do_not_fit_offer_every_maximal_choice() -> None:
    farm = _farm(("d1e1",))
    assert sorted(best_kept(farm, 5, 2, 1)) == [(0, 2, 1), (1, 2, 0), (4, 0, 1), (4, 1, 0), (5, 0, 0)]


def test_a_choice_keeps_no_fewer_of_a_type_than_another_without_keeping_less_of_another() -> None:
    farm = _farm(("d1e1", "c1"), stables="a1")
    front = best_kept(farm, 6, 3, 2)
    for kept in front:
        assert can_house(farm, *kept)
        for other in front:
            if other != kept:
                assert not all(o >= k for o, k in zip(other, kept, strict=True))


def test_a_farm_with_no_animals_keeps_nothing() -> None:
    assert best_kept(Farmyard.start(), 0, 0, 0) == [(0, 0, 0)]
    assert best_kept(Farmyard.start(), 0, 0, 0, pets=0) == [(0, 0, 0)]


def test_housing_puts_the_largest_herd_in_the_largest_pasture_and_the_pet_last() -> None:
    farm = _farm(("d1e1", "c1"), stables="e1a1")
    found = housing(farm, 5, 2, 1)
    assert found is not None
    assert found.pastures == ((parse_cells("c1"), Herd("boar", 2)), (parse_cells("d1e1"), Herd("sheep", 5)))
    assert found.stables == ((0, Herd("cattle", 1)),)
    assert found.house == (None,)


def test_housing_uses_the_house_pet_when_it_must() -> None:
    found = housing(_farm(("e1",)), 2, 0, 1)
    assert found is not None
    assert found.pastures == ((parse_cells("e1"), Herd("sheep", 2)),)
    assert found.house == (Herd("cattle", 1),)


def test_there_is_no_housing_for_animals_that_do_not_fit() -> None:
    assert housing(Farmyard.start(), 1, 1, 0) is None


def test_housing_is_the_same_every_time() -> None:
    farm = _farm(("c1d1e1", "d2e2"), stables="e2c3")
    assert housing(farm, 4, 4, 1) == housing(farm.copy(), 4, 4, 1)


def test_housing_keeps_each_type_where_the_player_last_had_it_when_it_still_fits() -> None:
    farm = _farm(("d1e1", "c1"))
    fresh = housing(farm, 2, 3, 0)
    assert fresh is not None
    assert fresh.kind_at(parse_cells("d1").bit_length() - 1) == "boar"
    before = Housing(((parse_cells("c1"), None), (parse_cells("d1e1"), Herd("sheep", 4))), (), (None,))
    kept = housing(farm, 2, 3, 0, previous=before)
    assert kept is not None
    assert kept.pastures == ((parse_cells("c1"), Herd("boar", 2)), (parse_cells("d1e1"), Herd("sheep", 2)))
    assert kept.house == (Herd("boar", 1),)


def test_both_parts_of_a_subdivided_pasture_remember_its_herd() -> None:
    farm = _farm(("d1e1",))
    before = housing(farm, 4, 0, 0)
    add_pasture(farm, parse_pasture_option(farm, 9, "e1"))
    after = housing(farm, 1, 1, 0, previous=before)
    assert after is not None
    assert [herd.animal if herd else None for herd in after.herds()] == ["sheep", "boar", None]


def test_a_last_arrangement_that_no_longer_fits_gives_way() -> None:
    farm = _farm(("e1",))
    before = housing(farm, 2, 0, 0)
    after = housing(farm, 1, 2, 0, previous=before)
    assert after is not None
    assert after.pastures == ((parse_cells("e1"), Herd("boar", 2)),)
    assert after.house == (Herd("sheep", 1),)
