"""A ladder results file is carried over to new code only when the new code replays its games
move for move."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from benchmarks import ladder_rekey
from benchmarks.bench_ladder import accumulated, read_results, tasks_for


@pytest.fixture
def results(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Three quick games recorded by ``old-code``, today's code being ``new-code``."""
    path = tmp_path / "porto.jsonl"
    tasks = tasks_for("porto", "easy", "random", range(100_000, 100_003), False, ())
    accumulated(tasks, 1, "old-code", read_results(path), path)
    monkeypatch.setattr(ladder_rekey, "code_version", lambda root: "new-code")
    monkeypatch.setattr(ladder_rekey, "read_reference", lambda: SimpleNamespace(commit="frozen"))
    return path


def test_games_the_new_code_replays_move_for_move_are_named_by_the_new_code(results: Path) -> None:
    assert ladder_rekey.rekey(results, check=1) == 0
    records = read_results(results)
    assert len(records) == 3
    assert all(json.loads(key)[0] == "new-code" for key in records)
    assert all(r["rekeyed"] == {"played_by": "old-code", "replayed": [100_000]} for r in records.values())


def test_one_game_replayed_otherwise_leaves_the_file_as_it_was(results: Path) -> None:
    lines = results.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first["digest"] = "0" * 64  # as if the old code had played deal 100000 otherwise
    lines[0] = json.dumps(first)
    results.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = results.read_text(encoding="utf-8")
    assert ladder_rekey.rekey(results, check=2) == 1
    assert results.read_text(encoding="utf-8") == before


def test_games_against_another_frozen_reference_are_not_carried_over() -> None:
    assert ladder_rekey.today("old|reference frozen", "new", "frozen") == "new|reference frozen"
    with pytest.raises(ValueError, match="another reference"):
        ladder_rekey.today("old|reference thawed", "new", "frozen")
