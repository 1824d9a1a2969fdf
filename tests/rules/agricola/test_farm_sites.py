"""Rooms, fields and stables: where each may go (facts agricola.md §6).

Rulebook (seed 001, "Preparar"): each player starts with two wooden rooms on the farmyard's two
building spaces — the two lower-left cells (facts §6: column 0, rows 2 and 3 in our names).
"""

from __future__ import annotations

from game.rules.agricola.farmyard import ALL_CELLS, Farmyard, bit, parse_cells, renovated
from game.rules.agricola.fences import add_pasture, parse_pasture_option


def test_the_start_farm_has_two_wooden_rooms_at_the_lower_left() -> None:
    farm = Farmyard.start()
    assert farm.house == "wood"
    assert farm.rooms == parse_cells("a2a3")
    assert farm.room_count() == 2
    assert farm.fields == farm.stables == farm.fences == 0
    assert farm.pastures == ()


def test_a_room_goes_on_a_free_cell_next_to_a_room() -> None:
    assert Farmyard.start().room_sites() == parse_cells("a1b2b3")


def test_a_room_built_earlier_counts_for_the_next_ones() -> None:
    farm = Farmyard.start()
    farm.rooms |= parse_cells("b3")
    assert farm.room_sites() == parse_cells("a1b2c3")


def test_a_room_never_goes_on_a_field_a_stable_or_into_a_pasture() -> None:
    farm = Farmyard.start()
    farm.fields = parse_cells("a1")
    farm.stables = parse_cells("b2")
    add_pasture(farm, parse_pasture_option(farm, 15, "b3"))
    assert farm.room_sites() == 0


def test_the_first_field_goes_on_any_free_unfenced_cell() -> None:
    farm = Farmyard.start()
    farm.stables = parse_cells("e1")
    add_pasture(farm, parse_pasture_option(farm, 15, "e3"))
    assert farm.plow_sites() == ALL_CELLS & ~parse_cells("a2a3e1e3")


def test_later_fields_go_next_to_a_field() -> None:
    farm = Farmyard.start()
    farm.fields = parse_cells("c2")
    assert farm.plow_sites() == parse_cells("c1b2d2c3")
    farm.fields |= parse_cells("d2")
    assert farm.plow_sites() == parse_cells("c1d1b2e2c3d3")


def test_a_stable_goes_anywhere_but_on_a_room_a_field_or_another_stable() -> None:
    farm = Farmyard.start()
    farm.fields = parse_cells("c1")
    farm.stables = parse_cells("e3")
    add_pasture(farm, parse_pasture_option(farm, 15, "e1"))
    sites = farm.stable_sites()
    assert sites == ALL_CELLS & ~parse_cells("a2a3c1e3")
    assert sites & parse_cells("e1"), "a stable may go inside a pasture"


def test_unused_cells_are_those_without_room_field_stable_or_pasture() -> None:
    farm = Farmyard.start()
    farm.fields = parse_cells("c1")
    farm.stables = parse_cells("e3")
    add_pasture(farm, parse_pasture_option(farm, 15, "d1e1"))
    assert farm.unused_cells() == parse_cells("a1b1b2c2d2e2b3c3d3")
    assert farm.free_cells() == farm.unused_cells()


def test_only_stables_inside_a_pasture_are_fenced_stables() -> None:
    farm = Farmyard.start()
    farm.stables = parse_cells("d1e3")
    add_pasture(farm, parse_pasture_option(farm, 15, "d1e1"))
    assert farm.fenced_stables() == parse_cells("d1")


def test_a_sown_field_is_not_empty() -> None:
    farm = Farmyard.start()
    farm.fields = parse_cells("b1c1")
    farm.crops[1] = ("grain", 3)
    assert farm.empty_fields() == bit(2)


def test_renovation_goes_from_wood_to_clay_to_stone_and_no_further() -> None:
    assert renovated("wood") == "clay"
    assert renovated("clay") == "stone"
    assert renovated("stone") is None


def test_a_copy_is_equal_but_independent() -> None:
    farm = Farmyard.start()
    farm.fields = parse_cells("c1")
    farm.crops[2] = ("vegetable", 2)
    twin = farm.copy()
    assert twin == farm
    twin.crops[2] = ("vegetable", 1)
    twin.rooms |= bit(0)
    assert farm.crops[2] == ("vegetable", 2)
    assert farm.rooms == parse_cells("a2a3")
    assert twin != farm
    assert farm.key() != twin.key()
