"""Where each guided first game was left (``tutorials.json`` in the data folder): kept per
game, forgotten once finished, and a damaged or foreign file reads as no progress — the
tutorials start at their first step and the file is written whole again at the next step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.tutorials import progress_file, read_progress, remember_step, step_left_at


def test_a_step_is_kept_per_game_and_forgotten_when_the_tutorial_is_finished(tablero_home: Path) -> None:
    remember_step("porto", 5)
    remember_step("oregon", 2)
    assert step_left_at("porto", 16) == 5 and step_left_at("oregon", 18) == 2
    remember_step("porto", None)
    assert read_progress() == {"oregon": 2}


def test_a_step_beyond_a_shorter_tutorial_starts_it_again(tablero_home: Path) -> None:
    remember_step("porto", 30)
    assert step_left_at("porto", 16) == 0


@pytest.mark.parametrize("text", ["", "{not json", "[1, 2]", '{"porto": "five", "oregon": -3, "agricola": true}',
                                  '{"porto": ' + "[" * 200 + "]" * 200 + "}"])
def test_a_damaged_or_foreign_file_reads_as_no_progress_and_is_written_again(tablero_home: Path, text: str) -> None:
    path = progress_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    assert read_progress() == {}
    assert step_left_at("porto", 16) == 0
    remember_step("fields_of_green", 4)
    assert json.loads(path.read_text(encoding="utf-8")) == {"fields_of_green": 4}
