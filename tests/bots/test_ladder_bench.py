"""The ladder benchmark reports on deals tuning never saw, and a long run continues where it stopped."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from benchmarks import bench_ladder, deals
from benchmarks.bench_ladder import (
    REPORT_SEEDS,
    Task,
    accumulated,
    any_code,
    chosen_pairings,
    deal_range,
    decision_bot,
    main,
    overlap,
    play_one,
    read_results,
    tasks_for,
)


def test_a_deal_range_reads_from_its_first_deal_to_before_its_last() -> None:
    assert deal_range("10:13") == range(10, 13)
    with pytest.raises(ValueError):
        deal_range("13:10")
    with pytest.raises(ValueError):
        deal_range("ten")


def test_ranges_that_share_deals_overlap() -> None:
    assert overlap(range(0, 100), range(50, 150)) == range(50, 100)
    assert not overlap(range(0, 100), range(100, 200))


def test_the_benchmark_refuses_to_report_on_tuning_deals(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as refused:
        main(["--tune-seeds", "0:100", "--report-seeds", "50:150", "--pairing", "hard-normal"])
    assert refused.value.code == 2
    assert "50:100" in capsys.readouterr().err


def test_any_two_ladder_levels_can_meet_the_reference_among_them() -> None:
    assert chosen_pairings(["hard-reference"]) == [("hard", "reference", 0.0)]
    assert chosen_pairings(["hard-normal"]) == [("hard", "normal", 0.65)]
    with pytest.raises(ValueError, match="two levels"):
        chosen_pairings(["hard-genius"])


def test_the_hard_bot_on_trial_can_meet_the_shipped_one_judging_by_another_levels_weights() -> None:
    from game.bots.ismcts import HardBot
    from game.games import bot_kit

    assert chosen_pairings(["hard-shipped"]) == [("hard", "shipped", 0.0)]
    with pytest.raises(ValueError, match="two levels"):
        chosen_pairings(["shipped-hard"])
    kit = bot_kit("porto")
    assert kit.judgement_of("normal") is not kit.judgement_of("hard")
    trial = decision_bot("hard", 7, kit, {"judgement": "normal", "playouts": 50})
    shipped = decision_bot("shipped", 7, kit, {"judgement": "normal", "playouts": 50})
    assert isinstance(trial, HardBot) and isinstance(shipped, HardBot)
    assert trial.evaluation is kit.judgement_of("normal")
    assert shipped.evaluation is kit.judgement_of("hard")
    assert trial.knobs == {"playouts": 50} and not shipped.knobs


def test_the_ladder_deals_are_never_tuning_deals() -> None:
    assert not overlap(deals.TUNING, deals.LADDER)
    assert deal_range(REPORT_SEEDS) == deals.LADDER_FIRST
    with pytest.raises(ValueError, match="ladder's"):
        deals.check_tuning(range(99_990, 100_010))
    deals.check_tuning(range(0, 5000))


def test_a_stopped_run_continues_from_its_results_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    results = tmp_path / "porto.jsonl"
    tasks = tasks_for("porto", "easy", "random", range(100_000, 100_003), False, ())
    first = accumulated(tasks[:2], 1, "code-1", read_results(results), results)
    assert len(results.read_text(encoding="utf-8").splitlines()) == 2

    def nothing_more(todo: list[Task], jobs: int) -> Iterator[dict[str, Any]]:
        assert [t.deal for t in todo] == [100_002], "only the game not in the file is played"
        yield from (play_one(t) for t in todo)

    monkeypatch.setattr(bench_ladder, "played", nothing_more)
    again = accumulated(tasks, 1, "code-1", read_results(results), results)
    assert [r["digest"] for r in again[:2]] == [r["digest"] for r in first]
    assert all(len(r["scores"]) == 2 for r in again)
    assert len(results.read_text(encoding="utf-8").splitlines()) == 3


def test_games_played_by_other_code_are_played_again(tmp_path: Path) -> None:
    results = tmp_path / "porto.jsonl"
    tasks = tasks_for("porto", "random", "random", range(100_000, 100_001), False, ())
    accumulated(tasks, 1, "code-1", read_results(results), results)
    accumulated(tasks, 1, "code-2", read_results(results), results)
    assert len(read_results(results)) == 2


def test_a_finished_runs_table_can_count_its_games_whatever_code_played_them() -> None:
    task = tasks_for("porto", "hard", "reference", range(100_000, 100_001), False, ())[0]
    assert any_code(task.key("code-1")) == any_code(task.key("code-2")) == task.key("any")
