"""The farmyard grid: cells, neighbours, fence edges and cell names (facts agricola.md §6, §7).

The rulebook (seed 001, "Componentes") gives each player a farmyard of 3 rows × 5 columns.
"""

from __future__ import annotations

import pytest

from game.rules.agricola.farmyard import (
    CELLS,
    EDGES,
    EDGES_OF,
    NEIGHBOURS,
    around,
    bit,
    boundary,
    cell_name,
    cells_of,
    cells_text,
    components,
    horizontal_edge,
    parse_cells,
    vertical_edge,
)
from game.rules.core import PositionError


def test_the_farmyard_has_fifteen_cells_and_thirty_eight_fence_edges() -> None:
    assert CELLS == 15
    assert EDGES == 38
    every_edge = 0
    for edges in EDGES_OF:
        every_edge |= edges
    assert every_edge == (1 << 38) - 1


def test_cells_count_row_by_row_from_the_top_left() -> None:
    assert cell_name(0) == "a1"
    assert cell_name(4) == "e1"
    assert cell_name(5) == "a2"
    assert cell_name(14) == "e3"


def test_a_corner_has_two_neighbours_an_edge_cell_three_and_a_middle_cell_four() -> None:
    assert NEIGHBOURS[0] == bit(1) | bit(5)
    assert NEIGHBOURS[2] == bit(1) | bit(3) | bit(7)
    assert NEIGHBOURS[7] == bit(2) | bit(6) | bit(8) | bit(12)


def test_horizontal_edges_come_first_row_major_then_vertical_edges() -> None:
    assert horizontal_edge(0, 0) == 0
    assert horizontal_edge(3, 4) == 19
    assert vertical_edge(0, 0) == 20
    assert vertical_edge(2, 5) == 37
    assert EDGES_OF[6] == (
        bit(horizontal_edge(1, 1))
        | bit(horizontal_edge(2, 1))
        | bit(vertical_edge(1, 1))
        | bit(vertical_edge(1, 2))
    )


def test_neighbouring_cells_share_exactly_one_edge() -> None:
    for cell in range(CELLS):
        for other in cells_of(NEIGHBOURS[cell]):
            assert (EDGES_OF[cell] & EDGES_OF[other]).bit_count() == 1


def test_a_cell_set_is_bounded_by_its_outer_edges_only() -> None:
    two = bit(0) | bit(1)
    assert boundary(two).bit_count() == 6
    assert boundary(bit(0)).bit_count() == 4
    assert boundary((1 << CELLS) - 1).bit_count() == 16
    assert not boundary(two) & EDGES_OF[0] & EDGES_OF[1]


def test_the_cells_around_a_set_exclude_the_set_itself() -> None:
    assert around(bit(0) | bit(1)) == bit(2) | bit(5) | bit(6)


def test_components_split_a_set_into_connected_parts() -> None:
    assert components(bit(0) | bit(1) | bit(3)) == [bit(0) | bit(1), bit(3)]
    assert components(0) == []


def test_cell_names_round_trip_in_any_order() -> None:
    mask = bit(0) | bit(6) | bit(14)
    assert cells_text(mask) == "a1b2e3"
    assert parse_cells("e3a1b2") == mask


@pytest.mark.parametrize("text", ["", "a", "f1", "a4", "a1a1", "A1"])
def test_text_that_names_no_cells_is_refused(text: str) -> None:
    with pytest.raises(PositionError):
        parse_cells(text)
