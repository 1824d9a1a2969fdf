"""Where the ladder stands is one table read from the results files the standing file names:
only the games of the named code count, a step says whether it met its target over 200 games,
and a damaged entry or a missing file is one line naming it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.ladder_standing import STANDING, main, read_standing

STEP = """- game: porto
  variants: []
  steps:
    - {pairing: hard-normal, target: 0.75, code: aaaa, files: [run.jsonl]}
"""


def results(path: Path, games: list[tuple[str, int, float]]) -> None:
    """A results file of hard v normal Porto games: (code, deal, hard's share)."""
    lines = []
    for code, deal, share in games:
        key = json.dumps([code, "porto", [], "hard", "normal", deal, deal % 2, []])
        thinking = {"hard": {"wall": [900.0], "cpu": [800.0], "playouts": [3000], "ceilings": 0},
                    "normal": {"wall": [3.0], "cpu": [2.0], "playouts": [], "ceilings": 0}}
        lines.append(json.dumps({"key": key, "share": share, "scores": [70, 60], "digest": "d",
                                 "thinking": thinking}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_only_the_named_codes_games_count_and_two_hundred_games_meet_the_target(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "standing.yaml").write_text(STEP, encoding="utf-8")
    results(tmp_path / "run.jsonl", [("aaaa1234", d, 1.0 if d % 10 else 0.0) for d in range(200)]
            + [("bbbb", d, 0.0) for d in range(200, 260)])
    assert main(["--standing", str(tmp_path / "standing.yaml")]) == 0
    row = capsys.readouterr().out.splitlines()[-1]
    assert "| porto |  | hard v normal | 200 | **90.0%** |" in row
    assert "| 75% | **met** |" in row
    assert "800 ms / 800 ms" in row


def test_fewer_than_two_hundred_games_are_counted_as_such(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "standing.yaml").write_text(STEP, encoding="utf-8")
    results(tmp_path / "run.jsonl", [("aaaa", d, 1.0) for d in range(50)])
    assert main(["--standing", str(tmp_path / "standing.yaml")]) == 0
    assert "50 of 200 games (foot above)" in capsys.readouterr().out


def test_a_damaged_step_and_a_missing_file_are_one_line_each(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    damaged = STEP + "    - {pairing: hard, target: 0.75, code: aaaa, files: [run.jsonl]}\n"
    (tmp_path / "standing.yaml").write_text(damaged, encoding="utf-8")
    assert main(["--standing", str(tmp_path / "standing.yaml")]) == 1
    err = capsys.readouterr().err.splitlines()
    assert any("game 1, step 2: pairing 'hard' is not two levels" in line for line in err)
    assert any(line.endswith("run.jsonl: no such file") for line in err)


def test_the_shipped_standing_file_names_files_that_exist() -> None:
    steps, problems = read_standing(STANDING)
    assert problems == []
    assert {step.game_id for step in steps} == {"agricola", "fields_of_green", "porto", "oregon"}
    for step in steps:
        assert all((STANDING.parent / name).exists() for name in step.files), step


def test_a_level_at_the_table_thinking_past_three_seconds_is_marked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # issue 31: think time at most 1 s on median and 3 s at worst, at the table
    (tmp_path / "standing.yaml").write_text(STEP, encoding="utf-8")
    results(tmp_path / "run.jsonl", [("aaaa", d, 1.0) for d in range(3)])
    lines = (tmp_path / "run.jsonl").read_text(encoding="utf-8").splitlines()
    slow = json.loads(lines[0])
    slow["thinking"]["hard"]["cpu"] = [800.0, 3500.0]
    lines[0] = json.dumps(slow)
    (tmp_path / "run.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["--standing", str(tmp_path / "standing.yaml")]) == 0
    row = capsys.readouterr().out.splitlines()[-1]
    assert "800 ms / 3.50 s (1 of 4 over 3 s)" in row
    assert "2 ms / 2 ms |" in row, "the normal bot within both targets is not marked"


def test_write_puts_the_table_in_place_of_the_old_one_and_keeps_the_text_around_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "standing.yaml").write_text(STEP, encoding="utf-8")
    results(tmp_path / "run.jsonl", [("aaaa", d, 1.0) for d in range(10)])
    page = tmp_path / "ladder.md"
    page.write_text("# Ladder\n\nBefore.\n\n| game | form | step | old |\n|---|\n| porto | old row |\n\nAfter.\n",
                    encoding="utf-8")
    assert main(["--standing", str(tmp_path / "standing.yaml"), "--write", str(page)]) == 0
    text = page.read_text(encoding="utf-8")
    assert "old row" not in text and "| old |" not in text
    assert text.startswith("# Ladder\n\nBefore.\n\n| game | form | step | games |")
    assert "| porto |  | hard v normal | 10 | **100.0%** |" in text
    assert text.endswith("|\n\nAfter.\n")


def test_write_to_a_page_without_a_table_says_so_and_leaves_it_as_it_was(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "standing.yaml").write_text(STEP, encoding="utf-8")
    results(tmp_path / "run.jsonl", [("aaaa", d, 1.0) for d in range(10)])
    page = tmp_path / "notes.md"
    page.write_text("# Notes\n\nNo table here.\n", encoding="utf-8")
    assert main(["--standing", str(tmp_path / "standing.yaml"), "--write", str(page)]) == 1
    assert page.read_text(encoding="utf-8") == "# Notes\n\nNo table here.\n"
    assert any(line.startswith(f"{page}: no standing table to replace") for line in capsys.readouterr().err.splitlines())
