"""The frozen program behaves like ``python -m game`` (built once per session, then reused)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
import smoke_test

pytestmark = pytest.mark.slow


def test_the_frozen_program_reports_the_version_pyproject_declares(
    frozen_tablero: Path, tmp_path: Path
) -> None:
    assert smoke_test.check_version(frozen_tablero, tmp_path).startswith("tablero ")


def test_the_frozen_program_plays_a_whole_bot_game_and_replays_its_save(
    frozen_tablero: Path, tmp_path: Path
) -> None:
    smoke_test.check_simulate_and_replay(frozen_tablero, tmp_path)


def test_the_frozen_program_draws_the_title_screen_at_the_asked_size(
    frozen_tablero: Path, tmp_path: Path
) -> None:
    smoke_test.check_title_shot(frozen_tablero, tmp_path, (1366, 768))
    smoke_test.check_title_shot(frozen_tablero, tmp_path, (1600, 900))


def test_the_frozen_program_answers_bad_input_with_one_line_not_a_traceback(
    frozen_tablero: Path, tmp_path: Path
) -> None:
    done = subprocess.run(
        [str(frozen_tablero), "simulate", "--game", "no_such_game", "--seats", "bot:random"],
        capture_output=True,
        text=True,
        env=smoke_test.headless_env(tmp_path),
        timeout=smoke_test.TIMEOUT,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_the_frozen_simulation_runs_worker_processes_and_prints_the_documented_json(
    frozen_tablero: Path, tmp_path: Path
) -> None:
    game = smoke_test.first_game()
    args = ["simulate", "--game", game, "--seats", "bot:random,bot:random", "--games", "2"]
    args += ["--jobs", "2"]
    report = json.loads(smoke_test.run(frozen_tablero, [*args, "--json"], tmp_path))
    assert report["game"] == game
    assert len(report["games"]) == 2
    assert sum(report["summary"]["wins"]) == pytest.approx(2)


def test_the_licence_notices_sit_beside_the_frozen_program(frozen_tablero: Path) -> None:
    notices = (frozen_tablero.parent / "THIRD_PARTY_LICENSES.txt").read_text(encoding="utf-8")
    assert "pygame-ce" in notices and "Python" in notices


def test_the_frozen_program_opens_its_window_at_the_title_screen(
    frozen_tablero: Path, tmp_path: Path
) -> None:
    assert smoke_test.first_frame_seconds(frozen_tablero, tmp_path) > 0


@pytest.mark.xvfb
def test_the_frozen_program_opens_a_real_window_under_xvfb(
    frozen_tablero: Path, tmp_path: Path, xvfb_display: str
) -> None:
    assert smoke_test.first_frame_seconds(frozen_tablero, tmp_path, xvfb_display) > 0
