"""The final scoring table, row by row (facts agricola.md §9).

Rulebook (seed 001, "Objeto del juego"): points for fields, pastures, fenced stables, grain,
vegetables, sheep, wild boar and cattle; −1 for every unused farmyard space; points for the
house's rooms and renovation, for each family member and for played cards; begging cards
cost 3 points each ("Mendicidad").
"""

from __future__ import annotations

import pytest

from game.rules.agricola.farmyard import ALL_CELLS, Farmyard, bit, parse_cells
from game.rules.agricola.fences import add_pasture, parse_pasture_option
from game.rules.agricola.scoring_table import (
    DEFAULT_BANDS,
    SCORE_CATEGORIES,
    ScoringBands,
    score_sheet,
    total,
)


def _sheet(
    farm: Farmyard | None = None,
    goods: dict[str, int] | None = None,
    animals: tuple[int, int, int] = (0, 0, 0),
    people: int = 2,
    begging: int = 0,
    improvements: int = 0,
    bonus: int = 0,
) -> dict[str, int]:
    sheet = score_sheet(
        farm or Farmyard.start(), goods or {}, animals, people, begging, improvements, bonus
    )
    return dict(sheet)


def _fields(count: int) -> Farmyard:
    farm = Farmyard.start()
    farm.fields = sum(bit(cell) for cell in range(count))
    return farm


@pytest.mark.parametrize(("fields", "points"), [(0, -1), (1, -1), (2, 1), (3, 2), (4, 3), (5, 4), (7, 4)])
def test_fields_score_by_the_number_of_field_tiles(fields: int, points: int) -> None:
    assert _sheet(_fields(fields))["fields"] == points


@pytest.mark.parametrize(("pastures", "points"), [(0, -1), (1, 1), (2, 2), (3, 3), (4, 4), (5, 4)])
def test_pastures_score_by_how_many_there_are(pastures: int, points: int) -> None:
    farm = Farmyard.start()
    for text in ("e1", "e2", "e3", "d3", "d2")[:pastures]:
        add_pasture(farm, parse_pasture_option(farm, 15 - farm.fences.bit_count(), text))
    assert len(farm.pastures) == pastures
    assert _sheet(farm)["pastures"] == points


@pytest.mark.parametrize(
    ("grain", "points"),
    [(0, -1), (1, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4), (12, 4)],
)
def test_grain_scores_by_the_supply(grain: int, points: int) -> None:
    assert _sheet(goods={"grain": grain})["grain"] == points


def test_grain_on_the_fields_counts_with_the_supply() -> None:
    farm = _fields(2)
    farm.crops = {0: ("grain", 3), 1: ("grain", 2)}
    assert _sheet(farm, goods={"grain": 1})["grain"] == 3, "6 grain"


@pytest.mark.parametrize(("vegetables", "points"), [(0, -1), (1, 1), (2, 2), (3, 3), (4, 4), (6, 4)])
def test_vegetables_score_by_the_supply(vegetables: int, points: int) -> None:
    assert _sheet(goods={"vegetable": vegetables})["vegetables"] == points


def test_vegetables_on_the_fields_count_with_the_supply() -> None:
    farm = _fields(2)
    farm.crops = {0: ("vegetable", 2), 1: ("grain", 3)}
    assert _sheet(farm, goods={"vegetable": 1})["vegetables"] == 3


@pytest.mark.parametrize(
    ("sheep", "points"),
    [(0, -1), (1, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4), (20, 4)],
)
def test_sheep_bands(sheep: int, points: int) -> None:
    assert _sheet(animals=(sheep, 0, 0))["sheep"] == points


@pytest.mark.parametrize(
    ("boar", "points"),
    [(0, -1), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (15, 4)],
)
def test_wild_boar_bands(boar: int, points: int) -> None:
    assert _sheet(animals=(0, boar, 0))["boar"] == points


@pytest.mark.parametrize(
    ("cattle", "points"),
    [(0, -1), (1, 1), (2, 2), (3, 2), (4, 3), (5, 3), (6, 4), (10, 4)],
)
def test_cattle_bands(cattle: int, points: int) -> None:
    assert _sheet(animals=(0, 0, cattle))["cattle"] == points


def test_every_unused_cell_costs_a_point() -> None:
    assert _sheet()["unused"] == -13
    farm = Farmyard.start()
    farm.fields = parse_cells("a1")
    farm.stables = parse_cells("e3")
    add_pasture(farm, parse_pasture_option(farm, 15, "d1e1"))
    assert _sheet(farm)["unused"] == -9
    farm.fields |= ALL_CELLS & ~(farm.rooms | farm.stables | farm.pastured())
    assert _sheet(farm)["unused"] == 0


def test_only_fenced_stables_score_a_point_each() -> None:
    farm = Farmyard.start()
    farm.stables = parse_cells("d1e1e3")
    add_pasture(farm, parse_pasture_option(farm, 15, "d1e1"))
    assert _sheet(farm)["stables"] == 2


@pytest.mark.parametrize(("house", "points"), [("wood", 0), ("clay", 3), ("stone", 6)])
def test_rooms_score_by_material(house: str, points: int) -> None:
    farm = Farmyard.start()
    farm.house = house
    farm.rooms |= parse_cells("a1")
    assert _sheet(farm)["rooms"] == points


def test_each_person_scores_three_and_each_begging_card_costs_three() -> None:
    sheet = _sheet(people=5, begging=2)
    assert sheet["family"] == 15
    assert sheet["begging"] == -6


def test_improvement_and_bonus_points_are_passed_through() -> None:
    sheet = _sheet(improvements=7, bonus=3)
    assert (sheet["improvements"], sheet["bonus"]) == (7, 3)


def test_the_sheet_lists_every_category_once_in_the_fixed_order() -> None:
    sheet = score_sheet(Farmyard.start(), {}, (0, 0, 0), 2, 0, 0, 0)
    assert tuple(category for category, _points in sheet) == SCORE_CATEGORIES


def test_a_bare_start_farm_scores_minus_fourteen() -> None:
    sheet = score_sheet(Farmyard.start(), {}, (0, 0, 0), 2, 0)
    assert total(sheet) == -7 - 13 + 6


def test_bands_load_from_plain_data_and_keep_the_2007_values_otherwise() -> None:
    bands = ScoringBands.from_mapping({"fields": [1, 2, 3, 4], "person": 2})
    assert bands.fields == (1, 2, 3, 4)
    assert bands.person == 2
    assert bands.sheep == DEFAULT_BANDS.sheep


@pytest.mark.parametrize(
    "data",
    [{"fields": [3, 2, 1, 0]}, {"fields": [1, 2, 3]}, {"horses": 1}, {"person": "3"}],
)
def test_bad_scoring_data_is_refused(data: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        ScoringBands.from_mapping(data)
