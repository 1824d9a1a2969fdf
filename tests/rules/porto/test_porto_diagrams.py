"""The Porto rules diagrams show what the rules say (``content/porto/rules/figures.yaml``):
each street is one the rules allow, the houses lit are those the rules let the cards build
on, and the arrows of a build's level neighbours are as many as the points the rules pay."""

from __future__ import annotations

import pytest

from game.boards.kit.diagrams import diagram_state, game_diagrams
from game.content.rules_diagrams import Cell, Diagram, DiagramMark
from game.rules.porto.moves import Build
from game.rules.porto.state import PortoState
from game.rules.porto.street import adjacent_tiles


def figure(section: str) -> Diagram:
    return game_diagrams("porto").page(section)


def state_of(diagram: Diagram) -> PortoState:
    state = diagram_state("porto", diagram)
    assert isinstance(state, PortoState)
    return state


def houses(cells: set[Cell]) -> set[int]:
    return {cell[0] for cell in cells}


def shown(diagram: Diagram) -> set[int]:
    return houses(set(DiagramMark(kind="band", block=diagram.show).every_cell()))


@pytest.mark.parametrize("section", ["street", "building", "scoring"])
def test_no_two_neighbouring_houses_of_a_diagram_share_a_colour(section: str) -> None:
    state = state_of(figure(section))
    for h in range(len(state.house_tiles)):
        for n in state.layout.neighbours[h]:
            if state.house_tiles[h] and state.house_tiles[n]:
                assert state.house_colour[h] != state.house_colour[n], (h + 1, n + 1)


def test_the_street_marks_the_houses_out_of_play_an_empty_plot_and_a_completed_house() -> None:
    diagram = figure("street")
    state = state_of(diagram)
    out = {h + 1 for h, playable in enumerate(state.layout.playable) if not playable}
    assert houses(diagram.marked("band", "out_of_play")) == out & shown(diagram) != set()
    for house in houses(diagram.marked("lit", "empty")):
        assert state.house_tiles[house - 1] == 0 and state.ground_token[house - 1] > 0
    for house in houses(diagram.marked("ring", "complete")):
        assert state.house_tiles[house - 1] == state.layout.heights[house - 1]
    heights = {state.layout.heights[h - 1] for h in shown(diagram)}
    assert len(heights) >= 3, "the street shows houses of different heights"


def test_the_building_diagram_lights_exactly_the_houses_the_two_cards_can_build_on() -> None:
    diagram = figure("building")
    state = state_of(diagram)
    builds = [m for m in state.legal_moves() if isinstance(m, Build)]
    assert len({(m.floors, m.colour) for m in builds}) == 2, "either card gives the floors"
    assert houses(diagram.marked("lit")) == {m.house for m in builds} & shown(diagram)
    barred = houses(diagram.marked("cross"))
    assert barred and not barred & {m.house for m in builds}
    (full,) = houses(diagram.marked("cross", "full"))
    assert state.house_tiles[full - 1] == state.layout.heights[full - 1]
    (other,) = houses(diagram.marked("cross", "colour"))
    colours = {state.tables.card_colour[state.tables.kind_by_code[code]] for m in builds for code in (m.floors, m.colour)}
    assert state.house_tiles[other - 1] and state.house_colour[other - 1] not in colours


def test_the_scoring_diagram_rings_the_new_floors_and_points_at_every_level_neighbour_floor() -> None:
    diagram = figure("scoring")
    before = state_of(diagram.model_copy(update={"moves": ()}))
    (text,) = diagram.moves
    (build,) = [m for m in before.legal_moves() if str(m) == text]
    assert isinstance(build, Build)
    h, start = build.house - 1, before.house_tiles[build.house - 1]
    floors = state_of(diagram).house_tiles[h] - start
    assert diagram.marked("ring", "new") == {(build.house, level) for level in range(start, start + floors)}
    level_floors = sum(adjacent_tiles(start, floors, before.house_tiles[n]) for n in before.layout.neighbours[h])
    arrows = [mark for mark in diagram.marks if mark.kind == "arrow"]
    targets = [cell for mark in arrows for cell in mark.every_cell()[1:]]
    assert len(targets) == len(set(targets)) == level_floors > 0
    for mark in arrows:
        source, *ends = mark.every_cell()
        assert source in diagram.marked("ring", "new")
        for end in ends:
            assert end[1] == source[1] and end[0] - 1 in before.layout.neighbours[h]
            assert end[1] < before.house_tiles[end[0] - 1]
