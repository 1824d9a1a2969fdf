"""Damaged content files — every YAML file of the shared content and of every registered
game — through ``validate`` (the function and the command): no exception escapes, the C
loader never meets a nesting it cannot take, and every problem is one ``file:line:`` line
naming a content file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from files_helpers import SEED, built_games, count, yaml_mutations

from game import paths
from game.cli import main
from game.content import clear_cache
from game.games import validate

CASES_PER_FILE = 2
"""Damaged versions of each content file: the kinds of mutation rotate over the files, so
every kind meets some sixteen of them."""


def content_files() -> list[str]:
    """Every YAML file of the shipped content, as a path inside ``content/``."""
    root = paths.content_dir()
    return sorted(path.relative_to(root).as_posix() for path in root.rglob("*.yaml"))


def test_every_built_game_has_content_files_to_damage() -> None:
    folders = {name.split("/")[0] for name in content_files()}
    assert {spec.id for spec in built_games()} <= folders


@pytest.mark.parametrize(("number", "name"), list(enumerate(content_files())), ids=lambda value: str(value))
def test_damaged_content_files_are_problems_with_their_file_never_a_crash(number: int, name: str, tmp_path: Path) -> None:
    copy = tmp_path / "content"
    shutil.copytree(paths.content_dir(), copy)
    target = copy / name
    good = target.read_text(encoding="utf-8")
    tried = 0
    for label, text in yaml_mutations(good, SEED + number, CASES_PER_FILE + number % 8)[number % 8:]:
        target.write_text(text, encoding="utf-8")
        try:
            problems = validate(copy)
        except Exception as exc:
            raise AssertionError(f"{name} {label}: {exc.__class__.__name__} escaped: {str(exc)[:300]}") from exc
        for problem in problems:
            line = problem.text()
            assert "\n" not in line, (name, label, line[:300])
            assert len(line) < 2000, (name, label, line[:300])
        tried += 1
    clear_cache()
    assert tried == CASES_PER_FILE
    count("content: validate over damaged YAML", tried)


def _first_data_file(game_id: str) -> str:
    """The first of a game's own YAML files (every one of them is read by ``validate``)."""
    folder = paths.content_dir() / game_id
    return f"{game_id}/{min(path.name for path in folder.glob('*.yaml'))}"


@pytest.mark.parametrize(
    "name", ["players.yaml", "layouts/title.yaml", *(_first_data_file(spec.id) for spec in built_games())]
)
def test_the_validate_command_refuses_fifty_thousand_brackets_in_one_line(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / "content"
    shutil.copytree(paths.content_dir(), copy)
    (copy / name).write_text("a: " + "[" * 50_000 + "\n", encoding="utf-8")
    assert main(["validate", "--content", str(copy)]) == 2
    out, err = capsys.readouterr()
    assert f"content/{name}:1: nested more than 200 levels deep" in out.splitlines() or any(
        line.endswith(f"{name}:1: nested more than 200 levels deep") for line in out.splitlines()
    ), out[-2000:]
    assert err.startswith("tablero: error: ") and len(err.strip().splitlines()) == 1
    clear_cache()
    count("content: validate command, deep nesting", 1)
