"""The farmyard as a text grid in positions (our format; facts agricola.md §6, §7)."""

from __future__ import annotations

import pytest

from game.rules.agricola.farm_text import read_farm, write_farm
from game.rules.agricola.farmyard import (
    Farmyard,
    add_pasture,
    parse_cells,
    parse_pasture_option,
)
from game.rules.core import PositionError

START = """\
+   +   +   +   +   +
:   :   :   :   :   :
+   +   +   +   +   +
:Rw :   :   :   :   :
+   +   +   +   +   +
:Rw :   :   :   :   :
+   +   +   +   +   +"""

BUSY = """\
+   +   +   +---+---+
: s :   :F3g| s :   |
+   +   +   +---+---+
:Rc :Rc :F2v: F |   |
+   +   +   +   +---+
:Rc :   :   :   | s |
+   +   +   +   +---+"""


def _busy() -> Farmyard:
    farm = Farmyard.start()
    farm.house = "clay"
    farm.rooms |= parse_cells("b2")
    farm.fields = parse_cells("c1c2d2")
    farm.crops = {2: ("grain", 3), 7: ("vegetable", 2)}
    farm.stables = parse_cells("a1d1e3")
    for text in ("d1e1", "e2", "e3"):
        add_pasture(farm, parse_pasture_option(farm, 15 - farm.fences.bit_count(), text))
    return farm


def test_the_start_farm_is_two_wooden_rooms_and_no_fences() -> None:
    assert write_farm(Farmyard.start()) == START
    assert read_farm(START) == Farmyard.start()


def test_a_busy_farm_reads_back_to_the_same_farm() -> None:
    farm = _busy()
    assert write_farm(farm) == BUSY
    assert read_farm(BUSY) == farm


def test_pastures_are_the_areas_the_fences_close() -> None:
    farm = read_farm(BUSY)
    assert farm.pastures == tuple(sorted(parse_cells(t) for t in ("d1e1", "e2", "e3")))
    assert farm.fenced_stables() == parse_cells("d1e3")
    assert farm.stables == parse_cells("a1d1e3")


def test_trailing_spaces_and_blank_lines_around_the_grid_do_not_matter() -> None:
    ragged = "\n" + "\n".join(line.rstrip() for line in BUSY.splitlines()) + "\n\n"
    assert read_farm(ragged) == read_farm(BUSY)


@pytest.mark.parametrize(
    ("broken", "reason"),
    [
        (START.replace(":Rw :   :   :   :   :\n+   +   +   +   +   +\n:Rw", ":Rw", 1), "lines"),
        (START.replace(":Rw ", ":Rx ", 1), "room"),
        (START.replace(":Rw ", ":Rs ", 1), "materials"),
        (START.replace(":   :   :   :   :   :", ":F0g:   :   :   :   :"), "room, field or stable"),
        (START.replace(":   :   :   :   :   :", ":F3x:   :   :   :   :"), "neither"),
        (START.replace("+   +   +   +   +   +", "+---+   +   +   +   +", 1), "every fence"),
        (START.replace("+   +   +   +   +   +", "+ - +   +   +   +   +", 1), "neither"),
        (START.replace(":   :   :   :   :   :", "!   :   :   :   :   :"), "neither"),
        (START.replace(":   :   :   :   :   :", ":   :   :   :   :   :  x"), "longer"),
        (BUSY.replace("| s :   |", "| s :F  |"), "only empty cells and stables"),
    ],
)
def test_a_broken_grid_is_refused_with_its_reason(broken: str, reason: str) -> None:
    with pytest.raises(PositionError, match=reason):
        read_farm(broken)
