"""``validate`` checks the content every game shares, not only the games' own files: the
screen layouts and the rules references (the catalogue has its own tests in tests/scenes)."""

from __future__ import annotations

import re
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


def test_a_layout_missing_a_region_its_screen_uses_is_refused_at_its_line(content: Path) -> None:
    layout = content / "layouts" / "title.yaml"
    text = layout.read_text(encoding="utf-8")
    kept = "\n".join(line for line in text.splitlines() if not line.strip().startswith("tiles:"))
    layout.write_text(kept + "\n", encoding="utf-8")
    found = problems_in(content)
    assert any(p.startswith("content/layouts/title.yaml:") and "needs a region 'tiles'" in p for p in found), found


def test_a_missing_layout_file_of_a_screen_is_refused(content: Path) -> None:
    (content / "layouts" / "dialog.yaml").unlink()
    assert "content/layouts/dialog.yaml: file not found" in problems_in(content)


def test_every_region_a_scene_asks_for_is_declared_for_its_screen() -> None:
    """The scenes' code (``layout_name`` and the names given to their placement) against
    :data:`REQUIRED_REGIONS`, so a region a screen starts using is required by ``validate``."""
    import re

    from game.content.layouts import REQUIRED_REGIONS

    scenes = Path(__file__).resolve().parents[2] / "game" / "scenes"
    for source in scenes.rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        screen = re.search(r'layout_name = "(\w+)"', text)
        if screen is None or not screen.group(1):
            continue
        used = set(re.findall(r'place\.(?:rect|text|gap)\("(\w+)"\)', text))
        used |= set(re.findall(r'\.heading\(.*, "(\w+)"\)', text)) | set(re.findall(r'_grown\("(\w+)"', text))
        assert used <= REQUIRED_REGIONS[screen.group(1)], (source.name, used - REQUIRED_REGIONS[screen.group(1)])


def test_an_empty_game_list_is_refused_with_its_file_and_line(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.games

    monkeypatch.setattr(game.games, "GAMES", ())
    found = problems_in(paths.content_dir())
    assert any(re.match(r"game/games/__init__\.py:\d+: GAMES: no playable game is registered", p) for p in found), found


@pytest.mark.parametrize("name", ["players.yaml", "layouts/title.yaml", "layouts/table.yaml"])
def test_fifty_thousand_nested_brackets_are_refused_before_the_c_loader(content: Path, name: str) -> None:
    (content / name).write_text("a: " + "[" * 50_000 + "\n", encoding="utf-8")
    found = problems_in(content)
    assert f"content/{name}:1: nested more than 200 levels deep" in found, found


def test_a_number_of_five_thousand_digits_in_a_layout_is_one_problem(content: Path) -> None:
    (content / "layouts" / "title.yaml").write_text("canvas: [" + "9" * 5000 + ", 900]\nregions: {}\n", encoding="utf-8")
    found = problems_in(content)
    assert "content/layouts/title.yaml: a number has too many digits" in found, found
