"""A ladder results file is carried over to new code only when the new code replays its games
move for move."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from benchmarks import ladder_rekey
from benchmarks.bench_ladder import Task, accumulated, read_results, tasks_for


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


@pytest.fixture
def two_pairings(results: Path) -> Path:
    """The three easy-random games of ``results`` and two normal-easy games, all by ``old-code``."""
    tasks = tasks_for("porto", "normal", "easy", range(100_000, 100_002), False, ())
    accumulated(tasks, 1, "old-code", read_results(results), results)
    return results


def pairings_named(path: Path) -> dict[tuple[str, str], str]:
    """Each game's pairing and deal, and the code naming it."""
    named = {}
    for key in read_results(path):
        code, _game, _variants, first, second, deal, _seat, _options = json.loads(key)
        named[(f"{first}-{second}", str(deal))] = code
    return named


def test_each_pairing_of_a_file_has_its_own_first_games_replayed(
        two_pairings: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    replays = []
    play_one = ladder_rekey.play_one

    def replay(task: Task) -> dict[str, Any]:
        replays.append((task.first, task.second, task.deal))
        return play_one(task)

    monkeypatch.setattr(ladder_rekey, "play_one", replay)
    assert ladder_rekey.rekey(two_pairings, check=1) == 0
    assert sorted(replays) == [("easy", "random", 100_000), ("normal", "easy", 100_000)]
    assert set(pairings_named(two_pairings).values()) == {"new-code"}


def test_a_pairing_whose_bots_changed_stays_named_by_its_old_code(two_pairings: Path) -> None:
    lines = two_pairings.read_text(encoding="utf-8").splitlines()
    changed = [json.loads(line) for line in lines]
    for record in changed:
        if json.loads(record["key"])[3] == "normal":
            record["digest"] = "0" * 64  # as if the normal bot had since changed its moves
    two_pairings.write_text("\n".join(json.dumps(r) for r in changed) + "\n", encoding="utf-8")
    assert ladder_rekey.rekey(two_pairings, check=1) == 1, "the whole file: the normal bot's game differs"
    assert ladder_rekey.rekey(two_pairings, check=1, pairing="easy-random") == 0
    named = pairings_named(two_pairings)
    assert {code for (pairing, _), code in named.items() if pairing == "easy-random"} == {"new-code"}
    assert {code for (pairing, _), code in named.items() if pairing == "normal-easy"} == {"old-code"}


def test_a_pairing_the_file_does_not_hold_is_said_and_nothing_is_rewritten(
        results: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = results.read_text(encoding="utf-8")
    assert ladder_rekey.rekey(results, check=1, pairing="hard-normal") == 1
    assert "no game of the pairing hard-normal (the file holds easy-random)" in capsys.readouterr().out
    assert results.read_text(encoding="utf-8") == before
