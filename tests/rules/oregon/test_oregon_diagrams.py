"""The Oregon rules diagrams show what the rules say (``content/oregon/rules/figures.yaml``):
each position is one the game can reach in its pieces' places, and every lit space, band and
ring is the one the rules' own tables and legal moves name, so the pictures cannot lie."""

from __future__ import annotations

import pytest

from game.boards.kit.diagrams import diagram_state, game_diagrams
from game.content.oregon import OregonContent
from game.content.rules_diagrams import Cell, Diagram, DiagramMark
from game.rules.oregon.board import tables_for
from game.rules.oregon.moves import PlaceBuilding, PlaceFarmer
from game.rules.oregon.scoring import BUILDING
from game.rules.oregon.state import OregonState


def figure(section: str) -> Diagram:
    return game_diagrams("oregon").page(section)


def state_of(section: str) -> OregonState:
    state = diagram_state("oregon", figure(section))
    assert isinstance(state, OregonState)
    return state


def shown(diagram: Diagram) -> set[Cell]:
    return set(DiagramMark(kind="band", block=diagram.show).every_cell())


def band_cells(content: OregonContent, *, row: int | None = None, column: int | None = None) -> set[Cell]:
    """The spaces of a symbol's row band or column band, by the rules' tables."""
    t = tables_for(content)
    return {t.space_of(cell) for cell in range(t.rows * t.columns)
            if (row is not None and t.row_symbol[cell] == row) or (column is not None and t.column_symbol[cell] == column)}


@pytest.mark.parametrize("section", ["map", "farmer", "building", "earnings", "groups"])
def test_every_piece_of_a_diagram_stands_where_the_rules_allow(section: str, content: OregonContent) -> None:
    state, t = state_of(section), tables_for(content)
    for cell, code in enumerate(state.cells):
        if code:
            assert not t.water[cell], t.space_of(cell)
        if code >= BUILDING:
            assert t.suits[code - BUILDING][cell], t.space_of(cell)
    for player in range(state.num_players):
        on_board = sum(1 for code in state.cells if code == player + 1)
        assert on_board + state.supply[player] == content.farmers_per_player - 1  # one marks the score


def test_the_farmer_area_lights_the_eight_spaces_the_rules_call_around(content: OregonContent) -> None:
    diagram, state, t = figure("earnings"), state_of("earnings"), tables_for(content)
    (farmer,) = diagram.marked("ring")
    assert 0 < state.cells[t.cell_of(farmer)] < BUILDING
    assert diagram.marked("lit") == {t.space_of(n) for n in t.neighbours[t.cell_of(farmer)]}
    buildings_around = [n for n in t.neighbours[t.cell_of(farmer)] if state.cells[n] >= BUILDING]
    assert len(buildings_around) >= 3, "the picture shows several buildings paying the farmer"
    (far,) = diagram.marked("cross")
    assert state.cells[t.cell_of(far)] >= BUILDING and t.cell_of(far) not in t.neighbours[t.cell_of(farmer)]


def test_the_map_shows_a_row_band_and_a_column_band_and_their_area_where_they_cross(content: OregonContent) -> None:
    diagram, t = figure("map"), tables_for(content)
    row_band, column_band = diagram.marked("band", "row_band"), diagram.marked("band", "column_band")
    (row,) = {t.row_symbol[t.cell_of(c)] for c in row_band}
    (column,) = {t.column_symbol[t.cell_of(c)] for c in column_band}
    assert row_band == band_cells(content, row=row) & shown(diagram)
    assert column_band == band_cells(content, column=column) & shown(diagram)
    area = band_cells(content, row=row) & band_cells(content, column=column)
    assert diagram.marked("lit") == area and len(area) == content.rows_per_symbol * content.columns_per_symbol
    edges = diagram.marked("ring")
    assert {r for r, c in edges if c == -1} == {r for r, _c in row_band}
    assert {c for r, c in edges if r == -1} == {c for _r, c in column_band}


def test_the_farmer_diagram_lights_exactly_the_spaces_the_two_cards_allow(content: OregonContent) -> None:
    diagram, state, t = figure("farmer"), state_of("farmer"), tables_for(content)
    moves = [m for m in state.legal_moves() if isinstance(m, PlaceFarmer)]
    assert {m.joker for m in moves} == {""}, "the picture shows a play without the joker"
    assert diagram.marked("lit") == {m.space for m in moves}
    played = {m.row_symbol for m in moves} | {m.column_symbol for m in moves}
    assert len(played) == 2, "two different symbols: both areas, in either order"
    bands = [content.symbols.index(symbol) for symbol in played]
    rows = set().union(*(band_cells(content, row=b) for b in bands))
    columns = set().union(*(band_cells(content, column=b) for b in bands))
    assert {r for r, c in diagram.marked("ring") if c == -1} == {r for r, _c in rows}
    assert {c for r, c in diagram.marked("ring") if r == -1} == {c for _r, c in columns}
    assert any(state.cells[t.cell_of(space)] for space in rows & columns), "an occupied space stays dark"


def test_the_building_diagram_lights_exactly_the_spaces_a_church_and_a_campfire_allow(content: OregonContent) -> None:
    diagram, state = figure("building"), state_of("building")
    moves = [m for m in state.legal_moves()
             if isinstance(m, PlaceBuilding) and (m.building, m.symbol, m.joker) == ("church", "campfire", False)]
    assert diagram.marked("lit") == {m.space for m in moves}
    campfire = content.symbols.index("campfire")
    assert diagram.marked("band") == band_cells(content, row=campfire) | band_cells(content, column=campfire)


def test_the_building_diagram_rings_the_campfire_symbols_of_those_bands(content: OregonContent) -> None:
    diagram = figure("building")
    campfire = content.symbols.index("campfire")
    rings = diagram.marked("ring", "symbol")
    assert {r for r, c in rings if c == -1} == {r for r, _c in band_cells(content, row=campfire)}
    assert {c for r, c in rings if r == -1} == {c for _r, c in band_cells(content, column=campfire)}


def test_the_groups_diagram_lights_the_group_the_rules_pay_and_leaves_out_a_diagonal_farmer(content: OregonContent) -> None:
    diagram, t = figure("groups"), tables_for(content)
    before = diagram_state("oregon", diagram.model_copy(update={"moves": ()}))
    assert isinstance(before, OregonState)
    (text,) = diagram.moves
    (move,) = [m for m in before.legal_moves() if str(m) == text]
    assert isinstance(move, PlaceFarmer)
    events = before.clone().apply(move)
    (bonus,) = [e for e in events if e.kind == "scored" and e.args.get("source") == "group"]
    (farmer,) = diagram.marked("ring", "farmer")
    assert farmer == move.space
    after = state_of("groups")
    code = after.cells[t.cell_of(farmer)]
    group, todo = {t.cell_of(farmer)}, [t.cell_of(farmer)]
    while todo:
        for n in t.orthogonal[todo.pop()]:
            if after.cells[n] == code and n not in group:
                group.add(n)
                todo.append(n)
    assert diagram.marked("lit", "group") == {t.space_of(c) for c in group}
    assert bonus.args["farmers"] == len(group) >= content.group_size
    (diagonal,) = diagram.marked("cross")
    cell = t.cell_of(diagonal)
    assert after.cells[cell] == code and cell in t.neighbours[t.cell_of(farmer)] and cell not in group
