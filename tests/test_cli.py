"""The command line, as players and scripts use it (DESIGN.md, "Command line").

Most tests call ``main(argv)`` in-process with the test-only game Pairs (``tiny``); a few run
``python -m game`` for real to prove there is never a traceback and never a pygame import
where none is needed.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
import types
from pathlib import Path
from typing import Any

import pytest
from contract.tiny_game import PairsContent, new_game

from game.cli import main
from game.games import GAMES
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig, Rng, play_random_game
from game.saves import SaveRecord, write_save

ROOT = Path(__file__).resolve().parent.parent


def run_module(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True, text=True,
        timeout=120, env=env,
    )


def one_error_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("tablero: error: ")
    assert "Traceback" not in stderr
    return lines[0]


def finished_save(tmp_path: Path, content: PairsContent, seed: int = 5) -> tuple[Path, Any]:
    """A save of a whole Pairs game between two random players, and its final state."""
    config = GameConfig(2)
    state = new_game(content, config, seed)
    chooser, moves = Rng(seed), []
    while not state.is_over:
        move = chooser.choice(state.legal_moves())
        moves.append(str(move))
        state.apply(move)
    seats = (Seat("human", "Ana"), Seat("bot", "Bot", level="easy"))
    path = tmp_path / "pairs.json"
    write_save(SaveRecord("tiny", config, seed, seats, tuple(moves), turn=state.round_number), path)
    return path, state


def test_version_prints_the_version_written_in_pyproject() -> None:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    result = run_module("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"tablero {version}"


def test_an_unknown_game_is_one_line_on_stderr_and_status_2() -> None:
    result = run_module("simulate", "--game", "chess", "--seats", "bot:random,bot:random")
    assert result.returncode == 2
    line = one_error_line(result.stderr)
    assert "unknown game 'chess'" in line
    assert result.stdout == ""


def test_a_game_not_built_yet_names_the_games_that_are(capsys: pytest.CaptureFixture[str]) -> None:
    unbuilt = [spec.id for spec in GAMES if not spec.built]
    if not unbuilt:
        pytest.skip("every game is built")
    assert main(["play", "--game", unbuilt[0], "--seats", "human,bot:easy"]) == 2
    line = one_error_line(capsys.readouterr().err)
    assert f"{unbuilt[0]} is not built yet (available games: " in line


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["simulate", "--game", "tiny", "--seats", "bot:random,bot:genius"], "unknown seat 'bot:genius'"),
        (["simulate", "--game", "tiny", "--seats", "bot:random,,bot:easy"], "has an empty seat"),
        (["simulate", "--game", "tiny", "--seats", "human,bot:easy"], "needs a bot in every seat"),
        (["simulate", "--game", "tiny", "--seats", "bot:easy"], "tiny is for 2 to 3 players, not 1"),
        (["simulate", "--game", "tiny", "--seats", "bot:easy,bot:easy", "--variant", "turbo"],
         "tiny has no variant 'turbo'"),
        (["simulate", "--game", "tiny", "--seats", "bot:easy,bot:easy", "--games", "many"],
         "argument --games: 'many' is not a whole number"),
        (["shot", "--out", "x.png", "--size", "1366by768"], "--size '1366by768' is not WIDTHxHEIGHT"),
        (["shot", "--out", "x.png", "--size", "0x768"], "is not WIDTHxHEIGHT"),
        (["shot", "--out", "x.png", "--game", "tiny", "--players", "9"], "tiny is for 2 to 3 players, not 9"),
        (["shot", "--out", "x.png", "--game", "tiny", "--variant", "turbo"], "tiny has no variant 'turbo'"),
        (["shot", "--out", "x.png", "--players", "3"], "--players and --variant need --game"),
        (["play", "--game", "tiny"], "the following arguments are required: --seats"),
        (["dance"], "invalid choice: 'dance'"),
        # issue 32: impossible sets of Agricola's variants
        (["simulate", "--game", "agricola", "--seats", "bot:random", "--variant", "series", "--variant", "series=2.9"],
         "variant 'series' of agricola is given more than once"),
        (["simulate", "--game", "agricola", "--seats", "bot:random", "--variant", "family,series"],
         "variant 'series' of agricola cannot be played with 'family'"),
    ],
)
def test_a_user_mistake_is_one_clear_line(
    argv: list[str], says: str, pairs_game: PairsContent, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert says in one_error_line(captured.err)
    assert captured.out == ""


def test_a_series_game_keeping_an_occupation_twice_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--game", "agricola", "--seats", "bot:random", "--variant", "series=2.0.o_woodcutter+o_woodcutter"]
    assert main(argv) == 2
    assert "the series keeps 'o_woodcutter' twice" in one_error_line(capsys.readouterr().err)


def test_play_opens_the_window_with_the_match_set_up(
    pairs_game: PairsContent, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[dict[str, Any]] = []
    fake = types.ModuleType("game.app")
    fake.run_app = lambda **kwargs: calls.append(kwargs) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.app", fake)
    argv = ["play", "--game", "tiny", "--seats", "human:Ana,bot:hard", "--seed", "42",
            "--variant", "no_pairs", "--lang", "es"]
    assert main(argv) == 0
    assert calls == [{
        "lang": "es",
        "start": MatchSetup(
            "tiny", GameConfig(2, frozenset({"no_pairs"})), 42,
            (Seat("human", "Ana"), Seat("bot", "Bot 2 (hard)", level="hard")),
        ),
    }]


@pytest.mark.filterwarnings("ignore:Please use Window.get_surface:DeprecationWarning")  # pygame-ce, the window's minimum size
def test_a_bug_that_escapes_the_window_is_told_as_a_fault_with_its_log_not_as_a_user_mistake(
    monkeypatch: pytest.MonkeyPatch, tablero_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import game.app

    def broken(*args: Any) -> None:
        raise ValueError("keep-card 0 o_bakers_boy is not a step")

    monkeypatch.delenv("TABLERO_STRICT")
    monkeypatch.setattr(game.app, "_loop", broken)
    assert main(["play", "--game", "oregon", "--seats", "human,bot:easy"]) == 70
    line = one_error_line(capsys.readouterr().err)
    assert "an internal fault stopped the program" in line and str(tablero_home / "tablero.log") in line
    assert "is not a step" in (tablero_home / "tablero.log").read_text(encoding="utf-8")


def test_no_command_opens_the_window_at_the_title_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[dict[str, Any]] = []
    fake = types.ModuleType("game.app")
    fake.run_app = lambda **kwargs: calls.append(kwargs) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.app", fake)
    assert main(["--lang", "fr"]) == 0
    assert calls == [{"lang": "fr"}]


def test_shot_passes_its_options_to_the_renderer(
    pairs_game: PairsContent, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[tuple[Any, ...]] = []
    fake = types.ModuleType("game.shot")
    fake.render_shot = lambda *args: calls.append(args)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.shot", fake)
    out = tmp_path / "shot.png"
    argv = ["shot", "--game", "tiny", "--seed", "3", "--moves", "7", "--out", str(out),
            "--size", "2560x1440", "--lang", "es", "--scene", "results", "--players", "3", "--variant", "no_pairs"]
    assert main(argv) == 0
    assert calls == [("tiny", 3, 7, out, (2560, 1440), "es", "results", GameConfig(3, frozenset({"no_pairs"})))]
    assert main(["shot", "--game", "tiny", "--out", str(out)]) == 0
    assert calls[-1][-1] == GameConfig(2)
    assert main(["shot", "--out", str(out)]) == 0
    assert calls[-1] == (None, 0, 0, out, (1366, 768), "en", "title", None)


def test_replay_json_reports_the_verified_result(
    pairs_game: PairsContent, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, state = finished_save(tmp_path, pairs_game)
    assert main(["replay", str(path), "--json"]) == 0
    outcome = state.outcome()
    assert json.loads(capsys.readouterr().out) == {
        "game": "tiny",
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
        "moves": len(json.loads(path.read_text())["moves"]),
    }


def test_replay_text_names_the_players_and_the_winner(
    pairs_game: PairsContent, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, state = finished_save(tmp_path, pairs_game)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "moves verified (finished)" in out
    assert "Ana" in out and "bot:easy" in out
    assert "winner" in out


def test_replay_of_a_tampered_save_names_the_file_and_the_move(
    pairs_game: PairsContent, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, _state = finished_save(tmp_path, pairs_game)
    data = json.loads(path.read_text())
    data["moves"][2] = "play 77"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    line = one_error_line(capsys.readouterr().err)
    assert line.startswith(f"tablero: error: {path}: move 3 'play 77' is not legal: ")


def test_replay_of_a_damaged_file_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    path.write_text('{"format": "tablero-save", "vers')
    result = run_module("replay", str(path))
    assert result.returncode == 2
    assert f"{path}: cannot be opened: it is damaged or cut short" in one_error_line(result.stderr)


def test_simulate_prints_the_series_as_json_and_saves_replayable_games(
    pairs_game: PairsContent, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "--game", "tiny", "--seats", "bot:random,bot:random", "--games", "3",
            "--seed", "9", "--json", "--save-dir", str(tmp_path / "series")]
    assert main(argv) == 0
    series = json.loads(capsys.readouterr().out)
    assert series["game"] == "tiny"
    assert series["seats"] == ["bot:random", "bot:random"]
    assert len(series["games"]) == 3
    assert sum(series["summary"]["wins"]) == pytest.approx(3)
    saved = sorted((tmp_path / "series").glob("*.json"))
    assert len(saved) == 3
    for path, game in zip(saved, series["games"], strict=True):
        assert main(["replay", str(path), "--json"]) == 0
        replayed = json.loads(capsys.readouterr().out)
        assert (replayed["scores"], replayed["winners"]) == (game["scores"], game["winners"])


def test_simulate_without_json_prints_a_table_per_seat(
    pairs_game: PairsContent, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--game", "tiny", "--seats", "bot:random,bot:random", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("tiny: 2 games from seed 0")
    assert "1 bot:random" in out and "2 bot:random" in out
    assert "moves per game" in out


def test_validate_of_the_shipped_content_is_clean() -> None:
    result = run_module("validate")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("content OK")


def test_validate_points_at_the_broken_line_of_a_game_file(tmp_path: Path) -> None:
    import shutil

    from game import paths

    games = [spec.id for spec in GAMES if spec.content is not None]
    if not games:
        pytest.skip("no game has content yet")
    content = tmp_path / "content"
    shutil.copytree(paths.content_dir(), content)
    broken = sorted((content / games[0]).glob("*.yaml"))[0]
    lines = broken.read_text(encoding="utf-8").splitlines()
    broken.write_text("\n".join(lines + ["broken: [unclosed", ""]), encoding="utf-8")
    result = run_module("validate", "--content", str(content))
    assert result.returncode == 2
    names = {str(broken), broken.relative_to(content).as_posix()}
    located = [line.split(":") for line in result.stdout.splitlines()]
    assert any(
        parts[0] in names and int(parts[1]) > len(lines) and "YAML syntax error" in parts[2]
        for parts in located
    ), result.stdout
    assert "content problem" in one_error_line(result.stderr)


def test_validate_of_a_missing_folder_is_a_user_error(tmp_path: Path) -> None:
    result = run_module("validate", "--content", str(tmp_path / "nowhere"))
    assert result.returncode == 2
    assert "content folder" in one_error_line(result.stderr)


def test_help_exits_cleanly_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "simulate" in capsys.readouterr().out


def test_headless_commands_never_load_pygame(tmp_path: Path) -> None:
    probe = (
        "import sys\n"
        f"sys.path.insert(0, {str(ROOT / 'tests')!r})\n"
        "from contract.tiny_game import PAIRS_RULES, PairsContent\n"
        "from game.games import GameSpec, add_game\n"
        "from game.cli import main\n"
        "add_game(GameSpec('tiny', 'Pairs', (2, 3), '', '', '#000000', rules=lambda: PAIRS_RULES,\n"
        "                  content=lambda: lambda root, sprites: PairsContent()))\n"
        "assert main(['--version']) == 0\n"
        "assert main(['validate']) == 0\n"
        f"assert main(['replay', {str(tmp_path / 'none.json')!r}]) == 2\n"
        "assert main(['simulate', '--game', 'tiny', '--seats', 'bot:easy,bot:random', '--games', '1']) == 0\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr


def test_random_pairs_games_end(pairs_game: PairsContent) -> None:
    state = new_game(pairs_game, GameConfig(3), 1)
    assert play_random_game(state, Rng(2)) > 0
