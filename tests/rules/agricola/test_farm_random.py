"""Random legal farms, built by random legal steps, keep every farmyard rule (facts §6, §7).

Each farm grows by rooms, fields, stables (at most 4, rulebook "Componentes"), pastures,
sowing, harvesting and renovation, always picking among the legal choices; then the text grid,
the fencing options and the animal housing are checked against their definitions.
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.agricola.farm_text import (
    read_farm,
    read_farm_compact,
    write_farm,
    write_farm_compact,
)
from game.rules.agricola.farmyard import (
    ALL_CELLS,
    BORDER_CELLS,
    FENCES_PER_PLAYER,
    Farmyard,
    boundary,
    cells_of,
    components,
    renovated,
)
from game.rules.agricola.fences import add_pasture, pasture_options
from game.rules.agricola.herds import best_kept, can_house, capacity_plan, housing

STEPS = st.lists(st.tuples(st.integers(0, 6), st.integers(0, 1 << 20)), max_size=40)


def _pick(mask: int, pick: int) -> int | None:
    cells = list(cells_of(mask))
    return cells[pick % len(cells)] if cells else None


def build_farm(steps: list[tuple[int, int]]) -> Farmyard:
    """A farm grown by legal steps: kind 0 room, 1 field, 2 stable, 3 pasture, 4 sow,
    5 harvest one crop from every field, 6 renovate."""
    farm = Farmyard.start()
    for kind, pick in steps:
        if kind == 0 and (cell := _pick(farm.room_sites(), pick)) is not None:
            farm.rooms |= 1 << cell
        elif kind == 1 and (cell := _pick(farm.plow_sites(), pick)) is not None:
            farm.fields |= 1 << cell
        elif kind == 2 and farm.stables.bit_count() < 4:
            if (cell := _pick(farm.stable_sites(), pick)) is not None:
                farm.stables |= 1 << cell
        elif kind == 3:
            options = pasture_options(farm, FENCES_PER_PLAYER - farm.fences.bit_count())
            if options:
                add_pasture(farm, options[pick % len(options)])
        elif kind == 4 and (cell := _pick(farm.empty_fields(), pick)) is not None:
            farm.crops[cell] = ("grain", 3) if pick % 2 else ("vegetable", 2)
        elif kind == 5:
            farm.crops = {
                cell: (crop, count - 1) for cell, (crop, count) in farm.crops.items() if count > 1
            }
        elif kind == 6 and (material := renovated(farm.house)) is not None:
            farm.house = material
    return farm


def _connected(mask: int) -> bool:
    return len(components(mask)) <= 1


def assert_legal(farm: Farmyard) -> None:
    """Every farmyard rule of facts §6 and §7 holds on ``farm``."""
    pastured = 0
    closing = 0
    for pasture in farm.pastures:
        assert not pasture & pastured, "pastures never overlap"
        assert _connected(pasture)
        assert not boundary(pasture) & ~farm.fences, "a pasture is fully enclosed"
        pastured |= pasture
        closing |= boundary(pasture)
    assert not farm.fences & ~closing, "every fence helps close a pasture"
    assert farm.fences.bit_count() <= FENCES_PER_PLAYER
    assert not pastured & (farm.rooms | farm.fields), "pastures hold only empty cells or stables"
    assert _connected(pastured), "each new pasture touched an existing one"
    for part in components(ALL_CELLS & ~pastured):
        assert part & BORDER_CELLS, "no cell outside the pastures is walled in by fences"
    assert _connected(farm.rooms) and _connected(farm.fields)
    assert not farm.rooms & farm.fields and not farm.stables & (farm.rooms | farm.fields)
    assert set(farm.crops) <= set(cells_of(farm.fields))
    assert list(farm.pastures) == sorted(farm.pastures)


@settings(max_examples=150, deadline=None)
@given(STEPS)
def test_a_farm_built_by_legal_steps_keeps_every_rule(steps: list[tuple[int, int]]) -> None:
    assert_legal(build_farm(steps))


@settings(max_examples=150, deadline=None)
@given(STEPS)
def test_the_text_grid_and_the_compact_form_round_trip(steps: list[tuple[int, int]]) -> None:
    farm = build_farm(steps)
    assert read_farm(write_farm(farm)) == farm
    assert read_farm_compact(write_farm_compact(farm)) == farm


@settings(max_examples=60, deadline=None)
@given(STEPS)
def test_every_pasture_option_leads_to_a_legal_farm(steps: list[tuple[int, int]]) -> None:
    farm = build_farm(steps)
    left = FENCES_PER_PLAYER - farm.fences.bit_count()
    for option in pasture_options(farm, left):
        fenced = farm.copy()
        add_pasture(fenced, option)
        assert_legal(fenced)
        assert option.cells in fenced.pastures
        assert fenced.fences.bit_count() == farm.fences.bit_count() + option.cost
        assert read_farm(write_farm(fenced)).pastures == fenced.pastures


@settings(max_examples=25, deadline=None)
@given(STEPS)
def test_every_legal_pasture_is_offered(steps: list[tuple[int, int]]) -> None:
    farm = build_farm(steps)
    left = FENCES_PER_PLAYER - farm.fences.bit_count()
    offered = {(option.cells, option.new_fences) for option in pasture_options(farm, left)}
    pastured = farm.pastured()
    open_cells = ALL_CELLS & ~(pastured | farm.rooms | farm.fields)
    for cells in range(1, ALL_CELLS + 1):
        if cells & ~open_cells or not _connected(cells):
            continue
        new_fences = boundary(cells) & ~farm.fences
        fenced = farm.copy()
        fenced.fences |= new_fences
        fenced.pastures = tuple(sorted((*farm.pastures, cells)))
        touches = not pastured or any(
            _connected(cells | pasture) for pasture in farm.pastures
        )
        walled_in = any(
            not part & BORDER_CELLS for part in components(ALL_CELLS & ~(pastured | cells))
        )
        legal = touches and not walled_in and new_fences.bit_count() <= left
        assert ((cells, new_fences) in offered) == legal, f"{cells:#x}"


@settings(max_examples=40, deadline=None)
@given(STEPS)
def test_every_subdivision_is_offered_once(steps: list[tuple[int, int]]) -> None:
    farm = build_farm(steps)
    left = FENCES_PER_PLAYER - farm.fences.bit_count()
    offered = [
        (option.splits, option.new_fences)
        for option in pasture_options(farm, left)
        if option.splits
    ]
    cuts = set()
    for pasture in farm.pastures:
        for cells in range(1, pasture):
            if cells & ~pasture or not _connected(cells):
                continue
            new_fences = boundary(cells) & ~farm.fences
            if new_fences.bit_count() <= left:
                cuts.add((pasture, new_fences))
    assert sorted(offered) == sorted(cuts)


def _fits_by_trying_every_arrangement(places: tuple[int, ...], herds: tuple[int, ...]) -> bool:
    for kinds in itertools.product(range(3), repeat=len(places)):
        room = [0, 0, 0]
        for capacity, kind in zip(places, kinds, strict=True):
            room[kind] += capacity
        if all(need <= have for need, have in zip(herds, room, strict=True)):
            return True
    return False


HERDS = st.tuples(st.integers(0, 9), st.integers(0, 9), st.integers(0, 9))


@settings(max_examples=150, deadline=None)
@given(STEPS, HERDS)
def test_housing_agrees_with_trying_every_arrangement_whatever_the_last_one(
    steps: list[tuple[int, int]], herds: tuple[int, int, int]
) -> None:
    farm = build_farm(steps)
    if len(capacity_plan(farm).places()) > 7:
        farm.stables = 0  # fewer places keep trying every arrangement quick
    places = capacity_plan(farm).places()
    fits = can_house(farm, *herds)
    if len(places) <= 7:
        assert fits == _fits_by_trying_every_arrangement(places, herds)
    last = housing(farm, *best_kept(farm, herds[2], herds[0], herds[1])[0])
    for previous in (None, last):
        found = housing(farm, *herds, previous=previous)
        assert (found is not None) == fits
        if found is not None:
            herd_places = found.herds()
            for herd, capacity in zip(herd_places, places, strict=True):
                assert herd is None or 0 < herd.count <= capacity
            for kind, name in enumerate(("sheep", "boar", "cattle")):
                kept = sum(herd.count for herd in herd_places if herd and herd.animal == name)
                assert kept == herds[kind]


@settings(max_examples=100, deadline=None)
@given(STEPS, HERDS)
def test_best_kept_is_every_maximal_housable_herd(
    steps: list[tuple[int, int]], herds: tuple[int, int, int]
) -> None:
    farm = build_farm(steps)
    front = best_kept(farm, *herds)
    for kept in front:
        assert all(k <= h for k, h in zip(kept, herds, strict=True))
        assert can_house(farm, *kept)
        for more in range(3):
            bigger = list(kept)
            bigger[more] += 1
            assert bigger[more] > herds[more] or not can_house(farm, *bigger)
    for sheep, boar, cattle in itertools.product(*(range(h + 1) for h in herds)):
        if can_house(farm, sheep, boar, cattle):
            assert any(k[0] >= sheep and k[1] >= boar and k[2] >= cattle for k in front)
