"""Issue 34: every farm reads at a glance — on the small farms of a four- or five-player table
the rooms, fields, pastures and stables are counted beside the farmyard, and the improvements a
farm owns lie by it as chips (their card under the pointer), not only as words."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from agricola_table import Table, play_until

from game.boards.agricola import help, tableau
from game.boards.agricola.farm_counts import column, farmyard_counts
from game.rules.agricola.legal import Phase
from game.ui import text_watch

TableFor = Callable[..., Table]


@pytest.mark.parametrize("players", [4, 5])
def test_every_small_farm_counts_its_rooms_fields_pastures_and_stables_beside_its_farmyard(
        table_for: TableFor, players: int) -> None:
    state = play_until(3, players, lambda s: any(p.farm.pastures and p.farm.fields for p in s.players),
                       frozenset({"family"}), prefer=("fence", "go fencing", "go farmland", "plow"))
    table = table_for(state, viewer=0)
    with text_watch.watching() as seen:
        table.paint()
    small = [place for place in table.board.farms if not place.large]
    assert len(small) == players - 1
    for place in small:
        rows = column(table.board, place)
        assert [kind for kind, _rect in rows] == ["room", "field", "pasture", "stable"]
        for (kind, count), (_kind, rect) in zip(farmyard_counts(state.players[place.player].farm), rows, strict=True):
            assert not rect.colliderect(place.grid) and place.panel.contains(rect)
            written = [line for line in seen.lines.values()
                       if line.text == str(count) and line.ink is not None and rect.contains(line.ink)]
            assert written, f"the {kind} count {count} is written by farm {place.player}"
            assert written[0].px >= 12
    fenced = next(place for place in small if state.players[place.player].farm.pastures)
    said = table.board.tooltip(column(table.board, fenced)[2][1].center)
    pastures = len(state.players[fenced.player].farm.pastures)
    assert said is not None and f"{pastures} pasture" in said and "room" in said


@pytest.mark.parametrize(("players", "variants"), [(2, frozenset()), (5, frozenset()), (5, frozenset({"family"}))])
def test_every_farm_shows_the_majors_it_owns_as_chips_named_under_the_pointer(table_for: TableFor, players: int,
                                                                               variants: frozenset[str]) -> None:
    # issue 34: "Agricola's owned majors and minors drawn by the farm, not only as text"; in the
    # family game the large farm keeps its small cards under its supply (tested on their own)
    state = play_until(3, players, lambda s: sum(len(p.majors) for p in s.players) >= 2 and s.phase == Phase.WORK,
                       variants, prefer=("go major", "go improvement", "buy", "major"))
    table = table_for(state, viewer=0)
    table.paint()
    for place in table.board.farms:
        if variants and place.large:
            continue
        farmer = state.players[place.player]
        chips = dict(tableau.chips(table.board, place))
        for major in farmer.majors:
            rect = chips.get(f"{tableau.MAJOR}{major}")
            assert rect is not None, f"{major} lies by the farm of player {place.player}"
            said = table.board.tooltip(rect.center)
            assert said is not None and said.startswith(help.major_name(major, table.board.gettext))
