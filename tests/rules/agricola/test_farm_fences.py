"""Fencing pastures, one pasture at a time (facts agricola.md §7, the 2007 rules).

Rulebook (seed 001, "Componentes"): 15 fences per player.  Facts §7: every fence helps close a
pasture; a pasture holds only empty cells or stables; a new pasture touches an existing one;
pastures may be subdivided; fences already built are never paid again.
"""

from __future__ import annotations

import pytest

from game.rules.agricola.farmyard import (
    BORDER_CELLS,
    Farmyard,
    around,
    boundary,
    components,
    parse_cells,
)
from game.rules.agricola.fences import (
    PastureOption,
    add_pasture,
    parse_pasture_option,
    pasture_options,
)
from game.rules.core import PositionError


def _fence(farm: Farmyard, *texts: str) -> Farmyard:
    for text in texts:
        add_pasture(farm, parse_pasture_option(farm, 15 - farm.fences.bit_count(), text))
    return farm


def _option(farm: Farmyard, text: str, fences_left: int = 15) -> PastureOption:
    return parse_pasture_option(farm, fences_left, text)


def _texts(options: list[PastureOption]) -> set[str]:
    return {option.text for option in options}


def test_the_first_pasture_may_go_anywhere_free_and_pays_every_side() -> None:
    farm = Farmyard.start()
    assert _option(farm, "e3").cost == 4
    assert _option(farm, "a1b1").cost == 6
    assert _option(farm, "d1e1d2e2").cost == 8


def test_no_pasture_holds_a_room_or_a_field() -> None:
    farm = Farmyard.start()
    farm.fields = parse_cells("c2")
    for option in pasture_options(farm, 15):
        assert not option.cells & (farm.rooms | farm.fields)


def test_a_pasture_may_enclose_a_stable() -> None:
    farm = Farmyard.start()
    farm.stables = parse_cells("e1")
    assert _option(farm, "e1").cells == farm.stables


def test_every_option_is_enclosed_by_its_fences() -> None:
    farm = _fence(Farmyard.start(), "d1e1", "d2")
    for option in pasture_options(farm, 15 - farm.fences.bit_count()):
        fenced = farm.copy()
        add_pasture(fenced, option)
        assert not boundary(option.cells) & ~fenced.fences
        assert option.cost == option.new_fences.bit_count()
        assert not option.new_fences & farm.fences


def test_a_new_pasture_touches_an_existing_one() -> None:
    farm = _fence(Farmyard.start(), "e1")
    for option in pasture_options(farm, 11):
        assert option.splits or around(option.cells) & farm.pastured()
    assert "c3" not in _texts(pasture_options(farm, 11))


def test_a_pasture_next_to_another_reuses_the_shared_fence() -> None:
    farm = _fence(Farmyard.start(), "e1")
    assert _option(farm, "d1", 11).cost == 3
    assert _option(farm, "e2", 11).cost == 3


def test_an_existing_pasture_may_be_subdivided_with_the_fences_between_the_parts() -> None:
    farm = _fence(Farmyard.start(), "d1e1")
    split = _option(farm, "e1", 9)
    assert split.splits == parse_cells("d1e1")
    assert split.cost == 1
    add_pasture(farm, split)
    assert farm.pastures == (parse_cells("d1"), parse_cells("e1"))
    assert farm.fences.bit_count() == 7


def test_a_two_way_subdivision_is_offered_once_and_named_by_either_part() -> None:
    farm = _fence(Farmyard.start(), "d1e1")
    splits = [option for option in pasture_options(farm, 9) if option.splits]
    assert len(splits) == 1
    assert _option(farm, "d1", 9) == _option(farm, "e1", 9)


def test_cutting_out_the_middle_of_a_row_makes_three_pastures() -> None:
    farm = _fence(Farmyard.start(), "c1d1e1")
    add_pasture(farm, _option(farm, "d1", 7))
    assert farm.pastures == tuple(sorted(parse_cells(name) for name in ("c1", "d1", "e1")))
    assert farm.fences.bit_count() == 10


def test_no_option_costs_more_fences_than_are_left() -> None:
    farm = _fence(Farmyard.start(), "d1e1d2e2")
    for left in range(8):
        assert all(option.cost <= left for option in pasture_options(farm, left))
    assert pasture_options(farm, 1) == [], "halving a 2×2 pasture takes two fences"
    assert {option.cost for option in pasture_options(farm, 2)} == {2}


def test_fifteen_fences_cannot_close_more_than_their_length() -> None:
    farm = Farmyard.start()
    assert all(option.cost <= 15 for option in pasture_options(farm, 15))
    assert "b1c1d1e1b2c2d2e2" in _texts(pasture_options(farm, 12)), "needs 12 fences"
    assert "b1c1d1e1b2c2d2e2" not in _texts(pasture_options(farm, 11))
    assert "a1b1c1d1e1e2c3d3e3" not in _texts(pasture_options(farm, 15)), "needs 20 fences"


def test_no_fencing_walls_in_a_cell_it_does_not_fence() -> None:
    farm = Farmyard.start()
    farm.fields = parse_cells("c2")
    _fence(farm, "c1", "b1b2", "d1d2")
    for option in pasture_options(farm, 15 - farm.fences.bit_count()):
        outside = farm.free_cells() & ~option.cells | farm.fields | farm.rooms
        for part in components(outside):
            assert part & BORDER_CELLS, f"{option.text} walls in {part:#x}"
    assert "c3" not in _texts(pasture_options(farm, 15))


def test_a_free_cell_boxed_in_by_rooms_and_fields_is_not_walled_in_by_fences() -> None:
    farm = Farmyard.start()
    farm.rooms |= parse_cells("b3")
    farm.fields = parse_cells("b1c1c2")
    assert "d1e1" in _texts(pasture_options(farm, 15)), "b2 still reaches the border unfenced"


def test_a_ring_of_fences_around_an_unfenced_cell_is_not_offered() -> None:
    farm = Farmyard.start()
    assert "b1c1d1b2d2b3c3d3" not in _texts(pasture_options(farm, 15))


def test_every_option_is_a_different_fencing() -> None:
    farm = _fence(Farmyard.start(), "c1d1e1", "c2")
    options = pasture_options(farm, 15 - farm.fences.bit_count())
    assert len({option.new_fences for option in options}) == len(options)


def test_pastures_are_kept_in_ascending_order() -> None:
    farm = _fence(Farmyard.start(), "e3", "e2", "e1")
    assert list(farm.pastures) == sorted(farm.pastures)


@pytest.mark.parametrize("text", ["a2", "zz", "b2e3", "a1"])
def test_fencing_text_that_is_not_a_legal_pasture_is_refused(text: str) -> None:
    farm = _fence(Farmyard.start(), "e1")
    with pytest.raises(PositionError):
        parse_pasture_option(farm, 11, text)


def test_a_card_granting_more_fences_allows_longer_first_pastures() -> None:
    assert "a1b1c1d1e1e2c3d3e3" in _texts(pasture_options(Farmyard.start(), 20))
