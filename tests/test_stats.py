"""Statistics read as an untrusted file: a damaged one is kept aside, never overwritten."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.match_setup import Seat
from game.rules.core import Outcome
from game.stats import GameStats, read_stats, record_result, take_notices

SEATS = (Seat("human", "Ana"), Seat("bot", "Bot", "easy"))
WON = Outcome((9, 5), ("points",), ((9,), (5,)), (0,), "end")


@pytest.mark.parametrize(
    "content",
    ['{"oregon": {"games": Infinity}}', '{"oregon": {"games": NaN}}', '{"oregon": {"games": 1e400}}',
     '{"oregon": {"games": ' + "5" * 5000 + "}}", '{"oregon": {"games": -3}}', '{"oregon": []}', "[]", "{"],
)
def test_the_end_of_a_match_keeps_damaged_statistics_aside_and_starts_afresh(content: str, tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(content, encoding="utf-8")
    stats = record_result("oregon", SEATS, WON, path)
    assert stats["oregon"].games == 1
    (kept,) = tmp_path.glob("statistics.damaged-*.json")
    assert kept.read_text(encoding="utf-8") == content
    (notice,) = take_notices()
    assert kept.name in notice and str(path) in notice


def test_statistics_of_games_and_levels_this_version_does_not_know_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text('{"newgame": {"games": 4, "games_against": {"expert": 2}}}', encoding="utf-8")
    record_result("oregon", SEATS, WON, path)
    stats = read_stats(path).stats
    assert stats["newgame"] == GameStats(games=4, games_against={"expert": 2})


def test_damaged_statistics_that_cannot_be_kept_aside_are_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "statistics.json"
    path.write_text('{"oregon": {"games": Infinity}}', encoding="utf-8")

    def refuse(*_args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    with pytest.raises(OSError, match="not overwritten"):
        record_result("oregon", SEATS, WON, path)
    assert path.read_text(encoding="utf-8") == '{"oregon": {"games": Infinity}}'
    take_notices()
