"""Damaged settings and statistics files: the program starts with the defaults or fresh
statistics, says so once in one line naming the file, and keeps the damaged file aside under
a dated name that nothing ever overwrites — not the next save of the settings, not the end of
the next match."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from files_helpers import SEED, Screens, built_games, count, mutations, one_line

from game.match_setup import Seat
from game.paths import settings_file, stats_file
from game.rules.core import Outcome
from game.settings import Settings, load_settings, save_settings
from game.settings import take_notices as take_settings_notices
from game.stats import GameStats, read_stats, record_result, take_notices

CASES = 90
"""Damaged files of each kind (ten of every mutation)."""
ROOT = Path(__file__).resolve().parents[2]


def kept_aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.stem}.damaged-*{path.suffix}"))


def test_damaged_settings_give_the_defaults_one_line_and_are_kept_aside_for_good(tablero_home: Path) -> None:
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = Settings(language="es", animation_speed="fast").to_json()
    for label, raw in mutations(good, SEED, CASES):
        before = set(kept_aside(path))
        path.write_bytes(raw)
        settings, warning = load_settings(path)
        assert isinstance(settings, Settings), label
        if warning is None:
            assert path.read_bytes() == raw, label
            continue
        one_line(warning, path)
        (new,) = set(kept_aside(path)) - before
        assert new.read_bytes() == raw, label
        assert new.name in warning, label
        save_settings(settings, path)
        assert new.read_bytes() == raw, label
    take_settings_notices()
    count("settings: load, keep aside, next save", CASES)


def test_damaged_settings_are_said_once_on_the_title_screen(tablero_home: Path) -> None:
    from game.scenes.title import TitleScene

    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"ui_scale": NaN}', encoding="utf-8")
    take_settings_notices()
    load_settings(path)
    screens = Screens()
    title = screens.open(TitleScene(screens.ctx))
    assert [text for text in screens.shown() if "NaN" in text and "kept as settings.damaged-" in text]
    title.on_resume()
    screens.frame()
    assert not [text for text in screens.shown() if "NaN" in text]
    screens.open(TitleScene(screens.ctx))
    assert not [text for text in screens.shown() if "NaN" in text], "said once"
    screens.stack.clear()
    screens.stack.apply_requests()


def test_statistics_damaged_any_way_survive_the_screen_and_the_end_of_a_match(tablero_home: Path) -> None:
    from game.scenes.table.stats_screen import StatisticsScene

    path = stats_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = {spec.id: GameStats(games=57, human_wins=20, best_score=88, best_by="Ana",
                               games_against={"hard": 30}, wins_against={"hard": 9}).to_dict()
            for spec in built_games()}
    game = built_games()[0].id
    seats = (Seat("human", "Ana"), Seat("bot", "Bot", "hard"))
    outcome = Outcome((3, 5), ("points",), ((3,), (5,)), (1,), "end")
    screens = Screens()
    for number, (label, raw) in enumerate(mutations(good, SEED + 1, CASES)):
        before = set(kept_aside(path))
        path.write_bytes(raw)
        take_notices()
        if number % 3 == 0:
            screen = screens.open(StatisticsScene(screens.ctx))
            notice = screen.notices[-1] if screen.notices else None
        else:
            notice = read_stats(path).notice
        if notice is None:
            record_result(game, seats, outcome, path)
            continue
        one_line(notice, path)
        (new,) = set(kept_aside(path)) - before
        assert new.read_bytes() == raw, label
        record_result(game, seats, outcome, path)
        assert read_stats(path).stats[game].games == 1, label
        assert new.read_bytes() == raw, label
    screens.stack.clear()
    screens.stack.apply_requests()
    count("statistics: screen, end of a match, keep aside", CASES)


def test_statistics_damaged_at_the_end_of_a_match_are_told_once_on_the_statistics_screen(
    tablero_home: Path,
) -> None:
    from game.scenes.table.stats_screen import StatisticsScene

    path = stats_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"oregon": {"games": Infinity}}', encoding="utf-8")
    take_notices()
    record_result("oregon", (Seat("human", "Ana"), Seat("bot", "Bot", "easy")),
                  Outcome((9, 5), ("points",), ((9,), (5,)), (0,), "end"), path)
    screens = Screens()
    screens.open(StatisticsScene(screens.ctx))
    assert [text for text in screens.shown() if "Infinity" in text and "kept as statistics.damaged-" in text]
    screens.open(StatisticsScene(screens.ctx))
    assert not [text for text in screens.shown() if "Infinity" in text]
    screens.stack.clear()
    screens.stack.apply_requests()


@pytest.mark.parametrize(
    "content",
    ['{"ui_scale": ' + "1" * 5000 + "}", '{"bot_delay": Infinity}', "[" * 50_000],
    ids=["5000 digits", "Infinity", "50000 brackets"],
)
def test_the_program_starts_with_damaged_settings_and_says_so_in_one_line(content: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(content, encoding="utf-8")
    env = dict(os.environ, TABLERO_HOME=str(home), TABLERO_FIRST_FRAME="exit", SDL_VIDEODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "TABLERO_FIRST_FRAME" in done.stdout
    (line,) = [line for line in done.stderr.splitlines() if "settings.json" in line]
    assert "kept as settings.damaged-" in line
    assert len(list(home.glob("settings.damaged-*.json"))) == 1
    count("settings: the program starting", 1)


def test_statistics_are_written_through_the_atomic_writer_with_fsync(
    tablero_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real(fd))
    record_result("oregon", (Seat("human", "Ana"),), Outcome((9,), ("points",), ((9,),), (0,), "end"))
    assert synced
    assert not list(stats_file().parent.glob(".*.tmp"))
