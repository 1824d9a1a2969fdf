"""A game's bot judgement is data: the shipped file is what the bots judge with, and a damaged
file is refused with the file, the line and the weight at fault."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from game.bots.evaluation.agricola import agricola_worth, deep_worth
from game.bots.evaluation.agricola_weights import DEEP_WEIGHTS, SECTIONS, WEIGHTS
from game.bots.evaluation.judged import check_content
from game.bots.judgement import judgement_path, read_judgement
from game.content.base import ContentErrors

SHIPPED = judgement_path("agricola")


def _damaged(tmp_path: Path, old: str, new: str) -> Path:
    text = SHIPPED.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "agricola" / "bots" / "judgement.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def _line_of(path: Path, start: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, 1) if line.startswith(start))


def test_the_agricola_bots_judge_with_the_shipped_weights() -> None:
    shipped = read_judgement(SHIPPED, SECTIONS)
    assert shipped.sections == {"normal": WEIGHTS, "hard": DEEP_WEIGHTS}
    assert inspect.signature(agricola_worth).parameters["weights"].default is WEIGHTS
    assert inspect.signature(deep_worth).parameters["weights"].default is DEEP_WEIGHTS


def test_the_shipped_judgement_says_where_its_numbers_came_from() -> None:
    provenance = read_judgement(SHIPPED, SECTIONS).provenance
    assert provenance.method and provenance.code_version
    assert provenance.command


@pytest.mark.parametrize(
    ("old", "new", "field", "what"),
    [
        ("  action: 1.1\n", "", "normal.action", "required field is missing"),
        ("  fetch: ", "  fetch: 1.0\n  fetching: ", "normal.fetching", "unknown field"),
        ("  breeding: ", "  breeding: lots #", "normal.breeding", "valid number"),
        ("  hand: ", "  hand: .inf #", "hard.hand", "finite number"),
    ],
    ids=["missing", "unknown", "not a number", "infinite"],
)
def test_a_damaged_weight_is_refused_with_its_file_line_and_field(
    tmp_path: Path, old: str, new: str, field: str, what: str
) -> None:
    path = _damaged(tmp_path, old, new)
    with pytest.raises(ContentErrors) as caught:
        read_judgement(path, SECTIONS)
    [problem] = caught.value.errors
    assert problem.field == field and what in problem.message
    assert problem.file == str(path)
    name = field.split(".")[-1]
    section = _line_of(path, field.split(".")[0] + ":")
    expected = section if what.startswith("required") else _line_of(path, f"  {name}:")
    assert problem.line == expected


def test_validate_names_a_damaged_judgement_file(tmp_path: Path) -> None:
    _damaged(tmp_path, "  free_room: ", "  free_room: [] #")
    with pytest.raises(ContentErrors) as caught:
        check_content(tmp_path)
    [problem] = [error for error in caught.value.errors if error.file.endswith("agricola/bots/judgement.yaml")]
    assert problem.text().startswith("content/agricola/bots/judgement.yaml:")
    assert "normal.free_room" in problem.text()


def test_validate_names_a_missing_judgement_file(tmp_path: Path) -> None:
    with pytest.raises(ContentErrors) as caught:
        check_content(tmp_path)
    assert all("file not found" in error.text() for error in caught.value.errors)
    assert any(error.file == "content/agricola/bots/judgement.yaml" for error in caught.value.errors)



def test_the_oregon_and_fields_of_green_bots_judge_with_the_shipped_weights() -> None:
    from game.bots.evaluation import (
        fields_of_green,
        fields_of_green_weights,
        oregon,
        oregon_weights,
    )

    for game_id, judged, evaluation, normal in (
        ("oregon", oregon_weights, oregon.oregon_worth, oregon_weights.NORMAL_WEIGHTS),
        ("fields_of_green", fields_of_green_weights, fields_of_green.fog_worth, fields_of_green_weights.WEIGHTS),
    ):
        shipped = read_judgement(judgement_path(game_id), judged.SECTIONS)
        assert shipped.sections == {"normal": normal, "hard": judged.DEEP_WEIGHTS}
        assert inspect.signature(evaluation).parameters["weights"].default is normal
