"""The Agricola rules diagrams show what the rules say (``content/agricola/rules/figures.yaml``):
each farm is read by the rules' own position reader, and every lit space, band, ring and cross
is the one the rules' legal moves and the farmyard's own pastures name, so the pictures cannot
lie."""

from __future__ import annotations

import copy

from game.boards.kit.diagrams import diagram_state, game_diagrams
from game.content.rules_diagrams import Diagram
from game.rules.agricola.farmer import Farmer
from game.rules.agricola.farmyard import around, bit, cells_of
from game.rules.agricola.moves import Build, Choose, Go
from game.rules.agricola.state import AgricolaState


def figure(section: str) -> Diagram:
    return game_diagrams("agricola").page(section)


def state_of(section: str) -> AgricolaState:
    state = diagram_state("agricola", figure(section))
    assert isinstance(state, AgricolaState)
    return state


def farmer_of(section: str) -> Farmer:
    state = state_of(section)
    assert state.current_player is not None
    return state.players[state.current_player]


def cells(diagram: Diagram, kind: str, label: str) -> set[int]:
    return {cell[0] for cell in diagram.marked(kind, label)}


def mask(found: set[int]) -> int:
    out = 0
    for cell in found:
        out |= bit(cell)
    return out


def legal_builds(state: AgricolaState, space: str, verb: str, what: str) -> set[int]:
    """The spaces where the rules let the player to move build ``what`` after taking ``space``."""
    trial = copy.deepcopy(state)
    trial.apply(Go(space))
    for _ in range(3):
        moves = trial.legal_moves()
        builds = {m.cell for m in moves if isinstance(m, Build) and m.what == what}
        if builds:
            return builds
        choose = [m for m in moves if isinstance(m, Choose) and m.verb == verb]
        if not choose:
            break
        trial.apply(choose[0])
    return set()


def test_the_farmyard_page_lights_exactly_where_the_rules_let_a_room_be_built() -> None:
    diagram, farmer = figure("building"), farmer_of("building")
    assert cells(diagram, "ring", "rooms") == set(cells_of(farmer.farm.rooms))
    assert cells(diagram, "lit", "new_room") == legal_builds(state_of("building"), "build_rooms", "rooms", "room")
    assert mask(cells(diagram, "band", "stable")) & farmer.farm.stables


def test_the_fields_page_marks_the_sown_fields_and_where_the_rules_let_the_next_be_ploughed() -> None:
    diagram, farmer = figure("fields"), farmer_of("fields")
    assert cells(diagram, "band", "sown") == set(farmer.farm.crops)
    (empty,) = cells(diagram, "ring", "empty")
    assert farmer.farm.fields & bit(empty) and empty not in farmer.farm.crops
    assert cells(diagram, "lit", "next_field") == legal_builds(state_of("fields"), "farmland", "plow", "plow")


def test_the_fences_page_bands_a_real_pasture_with_its_stable_and_points_to_spaces_next_to_it() -> None:
    diagram, farmer = figure("fences"), farmer_of("fences")
    pasture = mask(cells(diagram, "band", "pasture"))
    assert pasture in farmer.farm.pastures
    (stable,) = cells(diagram, "ring", "stable")
    assert farmer.farm.stables & bit(stable) and pasture & bit(stable)
    start, *targets = [cell[0] for mark in diagram.marks if mark.kind == "arrow" for cell in mark.cells]
    assert pasture & bit(start) and all(around(pasture) & bit(t) for t in targets)


def test_the_animals_page_marks_a_pasture_with_a_stable_a_lone_stable_and_a_room_for_the_pet() -> None:
    diagram, farmer = figure("animals"), farmer_of("animals")
    pasture = mask(cells(diagram, "band", "pasture"))
    assert pasture in farmer.farm.pastures and pasture & farmer.farm.stables
    (alone,) = cells(diagram, "ring", "stable")
    fenced = mask({c for p in farmer.farm.pastures for c in cells_of(p)})
    assert farmer.farm.stables & bit(alone) and not fenced & bit(alone)
    (pet,) = cells(diagram, "lit", "pet")
    assert farmer.farm.rooms & bit(pet)
    assert sum(farmer.animals) >= 3, "sheep in the pasture, one in the stable and a pet"


def test_the_harvest_page_marks_the_sown_fields_the_house_and_a_breeding_pair() -> None:
    diagram, farmer = figure("harvest"), farmer_of("harvest")
    assert cells(diagram, "lit", "fields") == set(farmer.farm.crops)
    assert cells(diagram, "ring", "feeding") == set(cells_of(farmer.farm.rooms))
    assert mask(cells(diagram, "band", "breeding")) in farmer.farm.pastures
    assert farmer.animals[0] >= 2, "a pair of sheep that breeds"


def test_the_scoring_page_crosses_exactly_the_unused_spaces() -> None:
    diagram, farmer = figure("scoring"), farmer_of("scoring")
    farm = farmer.farm
    fenced = mask({c for p in farm.pastures for c in cells_of(p)})
    used = farm.rooms | farm.fields | farm.stables | fenced
    assert cells(diagram, "cross", "unused") == {c for c in range(15) if not used & bit(c)}
    assert cells(diagram, "lit", "fields") == set(cells_of(farm.fields))
    assert mask(cells(diagram, "band", "pastures")) == fenced
    assert cells(diagram, "ring", "fenced_stable") == set(cells_of(farm.stables & fenced))


def test_the_setting_up_page_rings_the_two_starting_rooms_of_a_new_game() -> None:
    from game.games import get_rules, load_game_content
    from game.rules.core import GameConfig

    diagram, state = figure("setup"), state_of("setup")
    fresh = get_rules("agricola").new_game(load_game_content("agricola"), GameConfig(4, frozenset({"family"})), 7)
    farmer = farmer_of("setup")
    assert cells(diagram, "ring", "house") == set(cells_of(farmer.farm.rooms)) == set(cells_of(fresh.players[0].farm.rooms))
    assert all(p.people == 2 for p in state.players)


def test_the_setting_up_page_shows_the_start_food_of_each_seat_and_the_round_cards_by_stage() -> None:
    from game.content.agricola_facts import rules_facts

    diagram, state = figure("setup"), state_of("setup")
    assert [inset.kind for inset in diagram.insets] == ["start_food", "stages"]
    facts = rules_facts(state.tables)
    food = [state.players[(state.start + i) % state.num_players].goods["food"] for i in range(state.num_players)]
    assert food == [facts["start_food"]] + [facts["other_food"]] * (state.num_players - 1)


def test_the_board_draws_each_strip_of_the_setting_up_page_and_refuses_others() -> None:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.boards.kit.diagrams import board_for
    from game.context import build_context
    from game.scenes.stack import SceneStack
    from game.settings import Settings

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1366, 768))
    ctx = build_context(SceneStack((1366, 768)), Settings(window_size=(1366, 768)), on_start=lambda setup: None)
    board = board_for(ctx, "agricola", figure("setup"))
    for kind in ("start_food", "stages"):
        strip = board.diagram_inset(kind, 400, 30)
        assert strip is not None and strip.get_width() <= 400, kind
        assert strip.get_bounding_rect().width > 200, f"{kind}: the strip is drawn across its room"
    assert board.diagram_inset("no such strip", 400, 30) is None
