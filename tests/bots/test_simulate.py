"""Tournaments between bots: the JSON of DESIGN.md, reproducible, parallel, with saves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.games import available_games
from game.saves import read_save, replay_save
from game.simulate import run_series


def without_timings(series: dict[str, Any]) -> dict[str, Any]:
    """The series with thinking times removed (they differ from run to run)."""
    games = [{k: v for k, v in g.items() if k != "think_ms"} for g in series["games"]]
    summary = {k: v for k, v in series["summary"].items() if "think" not in k}
    return {**series, "games": games, "summary": summary}


def test_a_series_reports_every_game_and_a_summary(pairs_game: Any) -> None:
    series = run_series("tiny", ["bot:random", "bot:easy"], games=5, seed=3)
    assert series["game"] == "tiny"
    assert series["seats"] == ["bot:random", "bot:easy"]
    assert len(series["games"]) == 5
    for game in series["games"]:
        assert set(game) == {"seed", "scores", "winners", "end", "moves", "think_ms"}
        assert len(game["scores"]) == len(game["think_ms"]) == 2
        assert game["winners"] and set(game["winners"]) <= {0, 1}
        assert game["moves"] > 0 and game["end"]
    summary = series["summary"]
    assert set(summary) == {"wins", "mean_score", "mean_think_ms", "max_think_ms"}
    assert sum(summary["wins"]) == pytest.approx(5)
    for seat in range(2):
        mean = sum(g["scores"][seat] for g in series["games"]) / 5
        assert summary["mean_score"][seat] == pytest.approx(mean, abs=1e-3)


def test_the_same_seed_replays_the_same_series(pairs_game: Any) -> None:
    first = run_series("tiny", ["bot:easy", "bot:random"], games=4, seed=9)
    again = run_series("tiny", ["bot:easy", "bot:random"], games=4, seed=9)
    other = run_series("tiny", ["bot:easy", "bot:random"], games=4, seed=10)
    assert without_timings(first) == without_timings(again)
    assert [g["seed"] for g in first["games"]] != [g["seed"] for g in other["games"]]
    assert len({g["seed"] for g in first["games"]}) == 4


def test_a_human_seat_is_refused_with_a_clear_reason(pairs_game: Any) -> None:
    with pytest.raises(ValueError, match="no human players"):
        run_series("tiny", ["human", "bot:easy"], games=1)
    with pytest.raises(ValueError, match="unknown seat"):
        run_series("tiny", ["bot:genius", "bot:easy"], games=1)


def test_every_finished_game_is_saved_and_replays(pairs_game: Any, tmp_path: Path) -> None:
    series = run_series("tiny", ["bot:random", "bot:normal"], games=3, seed=1, save_dir=tmp_path)
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 3
    for path, game in zip(saves, series["games"], strict=True):
        record = read_save(path)
        assert record.seed == game["seed"]
        assert [s.level for s in record.seats] == ["random", "normal"]
        final = replay_save(record, pairs_game)
        outcome = final.outcome()
        assert outcome is not None and list(outcome.scores) == game["scores"]


def test_two_worker_processes_give_the_same_series_as_one() -> None:
    games = available_games()
    if not games:
        pytest.skip("no game with rules yet")
    seats = ["bot:random", "bot:random"]
    alone = run_series(games[0], seats, games=4, seed=5, jobs=1)
    shared = run_series(games[0], seats, games=4, seed=5, jobs=2)
    assert without_timings(alone) == without_timings(shared)
