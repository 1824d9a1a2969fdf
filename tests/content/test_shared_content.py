"""``validate`` checks the content every game shares, not only the games' own files: the
screen layouts and the rules references (the catalogue has its own tests in tests/scenes)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game import paths
from game.games import validate


@pytest.fixture
def content(tmp_path: Path) -> Path:
    copy = tmp_path / "content"
    shutil.copytree(paths.content_dir(), copy)
    return copy


def problems_in(content: Path) -> list[str]:
    return [problem.text() for problem in validate(content)]


def test_the_shipped_content_has_no_problem() -> None:
    assert problems_in(paths.content_dir()) == []


def test_a_broken_screen_layout_is_reported_at_its_line(content: Path) -> None:
    layout = sorted((content / "layouts").glob("*.yaml"))[0]
    layout.write_text("canvas: [1600, 900]\nregions: [\n", encoding="utf-8")
    found = problems_in(content)
    assert [p for p in found if p.startswith(f"content/layouts/{layout.name}:3: YAML syntax error")], found


def test_a_layout_region_outside_its_canvas_is_reported(content: Path) -> None:
    layout = sorted((content / "layouts").glob("*.yaml"))[0]
    layout.write_text("canvas: [1600, 900]\nregions:\n  heading: {rect: [100, 30, 1600, 100]}\n", encoding="utf-8")
    assert any("outside the canvas" in p for p in problems_in(content))


def test_a_rules_reference_without_sections_names_the_missing_field(content: Path) -> None:
    reference = sorted(content.glob("*/rules/*.yaml"))[0]
    reference.write_text("title: How to play\n", encoding="utf-8")
    where = reference.relative_to(content.parent).as_posix()
    assert f"{where}:1: sections: required field is missing" in problems_in(content)


def test_a_rules_reference_picture_that_does_not_exist_is_reported_at_its_line(content: Path) -> None:
    reference = sorted(content.glob("*/rules/*.yaml"))[0]
    text = reference.read_text(encoding="utf-8")
    reference.write_text(
        text.replace("sections:\n", "sections:\n  - id: a\n    heading: A\n    text: B\n    picture: no/such/picture.svg\n", 1),
        encoding="utf-8",
    )
    where = reference.relative_to(content.parent).as_posix()
    found = [p for p in problems_in(content) if p.startswith(f"{where}:")]
    assert len(found) == 1 and "sections[0].picture: sprite 'no/such/picture.svg' not found" in found[0], found
