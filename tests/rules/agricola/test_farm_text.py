"""The farmyard as a text grid in positions (our format; facts agricola.md §6, §7)."""

from __future__ import annotations

import pytest

from game.rules.agricola.farm_text import (
    read_farm,
    read_farm_compact,
    write_farm,
    write_farm_compact,
)
from game.rules.agricola.farmyard import Farmyard, parse_cells
from game.rules.agricola.fences import add_pasture, parse_pasture_option
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


def test_the_compact_form_names_the_same_farm_in_one_word() -> None:
    farm = _busy()
    word = write_farm_compact(farm)
    assert word == "house=clay;rooms=a2b2a3;fields=c1:3g,c2:2v,d2;stables=a1d1e3;pastures=d1e1,e2,e3"
    assert read_farm_compact(word) == farm


def test_the_compact_start_farm_lists_nothing_as_a_dash() -> None:
    word = write_farm_compact(Farmyard.start())
    assert word == "house=wood;rooms=a2a3;fields=-;stables=-;pastures=-"
    assert read_farm_compact(word) == Farmyard.start()


@pytest.mark.parametrize(
    ("broken", "reason"),
    [
        ("house=wood;rooms=a2a3;fields=-;stables=-", "lacks pastures"),
        ("house=straw;rooms=a2a3;fields=-;stables=-;pastures=-", "not a house"),
        ("house=wood;rooms=a2a3;fields=-;stables=-;pastures=-;horses=2", "not one of"),
        ("house=wood;rooms=a2a3;fields=a2;stables=-;pastures=-", "two of"),
        ("house=wood;rooms=a2a3;fields=c1c2;stables=-;pastures=-", "one new cell"),
        ("house=wood;rooms=a2a3;fields=c1:4x;stables=-;pastures=-", "not a crop"),
        ("house=wood;rooms=a2a3;fields=-;stables=-;pastures=d1e1,e1", "not the areas"),
        ("house=wood;rooms=a2a3;fields=-;stables=-;pastures=a2", "only empty cells"),
    ],
)
def test_a_broken_compact_farm_is_refused_with_its_reason(broken: str, reason: str) -> None:
    with pytest.raises(PositionError, match=reason):
        read_farm_compact(broken)
