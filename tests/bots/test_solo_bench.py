"""The solo benchmark plays a bot alone on numbered deals, the same game every time, keeps each
game as it ends, and compares two runs deal by deal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.bench_solo import SoloTask, compared, interval, main, play_solo, sheet_means

FAMILY = frozenset({"family"})


def test_a_deal_plays_the_same_solo_game_every_time() -> None:
    task = SoloTask("agricola", "easy", 100_001, FAMILY)
    first, again = play_solo(task), play_solo(task)
    assert first["digest"] == again["digest"] and first["score"] == again["score"]
    assert first["digest"] != play_solo(SoloTask("agricola", "easy", 100_002, FAMILY))["digest"]
    assert len(first["cpu"]) > 14, "a bot decides at least once a round"
    assert sum(first["sheet"].values()) == first["score"], "the sheet's rows add up to the score"
    assert "begging" in first["sheet"]


def test_the_mean_s_interval_narrows_with_more_games() -> None:
    few, many = interval([30, 40, 35]), interval([30, 40, 35] * 10)
    assert few[0] == many[0] == 35
    assert many[1] < few[1]


def test_two_runs_are_compared_on_the_deals_both_played() -> None:
    def record(level: str, deal: int, score: int) -> tuple[str, dict[str, int]]:
        key = json.dumps(["code", "agricola", ["family"], level, deal, []])
        return key, {"score": score}

    before = dict(record("hard", d, s) for d, s in ((1, 30), (2, 40), (3, 50)))
    after = dict(record("hard", d, s) for d, s in ((1, 35), (2, 38), (4, 99)))
    said = compared(before, after)
    assert said.startswith("2 deals in common: before 35.0, after 36.5, change +1.5")
    assert said.endswith("1 deals better, 1 worse")


def test_a_run_continues_where_its_results_file_stopped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    results = tmp_path / "solo.jsonl"
    arguments = ["--level", "easy", "--variant", "family", "--report-seeds", "100000:100002", "--jobs", "1",
                 "--results", str(results)]
    assert main(arguments) == 0
    assert "0 games known, 2 to play" in capsys.readouterr().out
    assert main([*arguments[:5], "100000:100003", *arguments[6:]]) == 0
    assert "2 games known, 1 to play" in capsys.readouterr().out
    assert len(results.read_text(encoding="utf-8").splitlines()) == 3


def test_a_game_not_played_alone_is_refused_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--game", "porto"])
    assert "porto is not played alone (from 2 players)" in capsys.readouterr().err


def test_the_solo_benchmark_refuses_to_report_on_tuning_deals(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--tune-seeds", "0:100", "--report-seeds", "50:150"])
    assert "50:100" in capsys.readouterr().err


def test_the_sheet_s_rows_are_averaged_over_the_games_that_kept_them() -> None:
    games = [{"score": 5, "sheet": {"fields": 2, "begging": -3}}, {"score": 9, "sheet": {"fields": 4, "begging": 0}},
             {"score": 7}]
    assert sheet_means(games) == {"fields": 3.0, "begging": -1.5}
    assert sheet_means([{"score": 7}]) == {}
