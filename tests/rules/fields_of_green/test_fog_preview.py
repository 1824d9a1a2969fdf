"""The previews the table shows: build places with cost, paying towers and points; a tower's
range; the locations a harvest would flip."""

from __future__ import annotations

from fog_helpers import acting, build_at, fresh, harvesting

from game.content.fields_of_green import FogContent
from game.rules.fields_of_green.preview import build_options, harvest_flips, tower_range


def test_build_options_name_the_paying_tower_and_the_points(content: FogContent) -> None:
    state = acting(fresh(content), "F03")  # 4 coins, 1 water, 2 points printed
    options = {o.cell: o for o in build_options(state, 0)}
    assert set(options) == {(-1, 0), (2, 0), (0, 1), (0, -1), (1, 1), (1, -1)}
    option = options[(2, 0)]
    assert (option.coins, option.water, option.towers) == (4, 1, (((0, 0), 1),))
    assert option.points == 2  # its 2 printed points; the 4 coins it costs are shown apart


def test_a_tower_reaches_two_steps_over_built_locations(content: FogContent) -> None:
    state = fresh(content)
    reach = tower_range(state, 0, (0, 0))
    assert (2, 0) in reach and (1, 1) in reach and (0, 2) not in reach and (-2, 0) not in reach


def test_the_harvest_preview_names_what_would_flip(content: FogContent) -> None:
    state = fresh(content)
    build_at(state, 0, "L08", (-1, 0))  # beef herd eats 3 food; the silo holds 1
    build_at(state, 0, "L01", (0, 1))  # the chicken coop eats the only food
    harvesting(state)
    assert harvest_flips(state, 0) == [(-1, 0)]
    assert state.players[0].farm[(-1, 0)].up
