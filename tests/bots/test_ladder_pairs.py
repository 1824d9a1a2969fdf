"""Two ladder runs on the same deals are compared deal by deal, whatever code or knobs played them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.ladder_pairs import compare, deal_games, main


def results(path: Path, code: str, knobs: list[list[object]], games: dict[int, tuple[float, int, int]]) -> Path:
    """A results file of hard v reference Porto games: deal → (share, hard's score, other's)."""
    lines = []
    for deal, (share, mine, theirs) in games.items():
        key = json.dumps([code, "porto", [], "hard", "reference", deal, deal % 2, knobs])
        lines.append(json.dumps({"key": key, "share": share, "scores": [mine, theirs]}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_only_the_deals_both_runs_played_are_compared_and_the_lead_change_is_theirs(tmp_path: Path) -> None:
    before = results(tmp_path / "a.jsonl", "old", [], {1: (1.0, 70, 60), 2: (0.0, 50, 60), 3: (1.0, 80, 70)})
    after = results(tmp_path / "b.jsonl", "new", [["close_budget", 2.0]], {1: (1.0, 75, 60), 2: (1.0, 66, 60),
                                                                            4: (0.0, 1, 99)})
    figures = compare(deal_games(before), deal_games(after))
    assert figures["games"] == 2
    assert (figures["wins_before"], figures["wins_after"]) == (1.0, 2.0)
    assert (figures["only_before"], figures["only_after"]) == (0, 1)
    # leads 10 and -10 before, 15 and 6 after: changes +5 and +16
    assert figures["change"] == pytest.approx(10.5)
    assert figures["half"] > 0


def test_a_damaged_line_is_named_and_the_rest_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = results(tmp_path / "a.jsonl", "old", [], {1: (1.0, 70, 60)})
    path.write_text(path.read_text(encoding="utf-8") + "{not json\n", encoding="utf-8")
    assert len(deal_games(path)) == 1
    assert "a.jsonl:2: not a ladder game" in capsys.readouterr().err


def test_a_missing_file_is_one_line_and_a_failing_exit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(tmp_path / "none.jsonl"), str(tmp_path / "none.jsonl")]) == 2
    assert capsys.readouterr().err.strip() == f"{tmp_path / 'none.jsonl'}: no such results file"
