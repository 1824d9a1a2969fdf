"""The command line with bad arguments, over every subcommand and every one of its options
(read from the parser itself, so an option added tomorrow is tried too): each ends with one
``tablero: error:`` line and status 2, never a traceback, never a window, never a crash."""

from __future__ import annotations

import argparse
import subprocess
import sys
import types
from pathlib import Path

import pytest
from files_helpers import built_games, coming_games, count

from game.cli import main
from game.cli.parser import build_parser

ROOT = Path(__file__).resolve().parents[2]
HUGE = "9" * 5000
LONG = "x" * 100_000

BAD_NUMBERS = ("", "-1", "x", "1.5", "1e400", "nan", "²", "①", HUGE, LONG, "\ud800", "\u0000", "0x10")
BAD_VALUES: dict[str, tuple[str, ...]] = {
    "--game": ("", "chess", "base", "..", "../../etc", "\ud800", "\u0000", LONG, *(s.id for s in coming_games())),
    "--seats": ("", ",", "human,,bot:easy", "bot:", "bot:genius", "robot", "bot:random," * 200, "\ud800", LONG),
    "--seed": BAD_NUMBERS + (str(2**64),),
    "--variant": ("nightmare", "\ud800", LONG),
    "--lang": ("zz", "", "\ud800", LONG),
    "--games": BAD_NUMBERS + ("0",),
    "--jobs": BAD_NUMBERS + ("0", "65", "100000"),
    "--save-dir": ("/dev/null/saves", "\u0000"),
    "--moves": BAD_NUMBERS,
    "--players": BAD_NUMBERS + ("0", "9", "100000"),
    "--out": ("", "/", "/dev/null/x.png", "\u0000.png", "/no/such/folder\u0000/x.png"),
    "--size": ("640x480", "0x0", "1x1", "99999x99999", "x", "1366x768x2", "-1366x768", "1366X", HUGE, "\ud800"),
    "--scene": ("board", "", "\ud800"),
    "--content": ("/no/such/folder", "", "/dev/null", "\u0000"),
    "--sprites": ("/no/such/folder",),
    "file": ("", "/", "/no/such/save.json", "/dev/null", "\u0000", "\ud800", LONG),
}
"""Values no option of that name accepts."""


def valid_argv() -> dict[str, list[str]]:
    """A command line each subcommand accepts, to put one bad value into at a time."""
    game = built_games()[0].id
    return {
        "play": ["play", "--game", game, "--seats", "human,bot:easy", "--seed", "1", "--lang", "en"],
        "simulate": ["simulate", "--game", game, "--seats", "bot:random,bot:random", "--games", "1", "--jobs", "1"],
        "replay": ["replay", "/no/such/save.json"],
        "validate": ["validate", "--content", "/no/such/folder"],
        "shot": ["shot", "--game", game, "--out", "/dev/null/x.png", "--size", "1366x768", "--scene", "table"],
    }


def options_of(command: str) -> list[str]:
    """The options (and positional arguments) of ``command``, from the parser."""
    parser = build_parser("0")
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    actions = sub.choices[command]._actions
    return [
        (a.option_strings[0] if a.option_strings else a.dest)
        for a in actions
        if not isinstance(a, argparse._HelpAction | argparse._StoreTrueAction)
    ]


def with_value(argv: list[str], option: str, value: str) -> list[str]:
    """``argv`` with ``option`` set to ``value`` (the positional ``file`` replaced)."""
    if option == "file":
        return [argv[0], value, *argv[2:]]
    if option in argv:
        out = list(argv)
        out[out.index(option) + 1] = value
        return out
    return [*argv, option, value]


def bad_command_lines() -> list[list[str]]:
    """Every bad command line tried: one bad value per option, each required option left out,
    an unknown option, a stray word; and the same for the window's own options."""
    lines: list[list[str]] = []
    for command, argv in valid_argv().items():
        for option in options_of(command):
            values = BAD_VALUES.get(option)
            assert values, f"no bad values for {command} {option}: add them to BAD_VALUES"
            lines += [with_value(argv, option, value) for value in values]
            if option.startswith("--") and option in argv and command != "validate":
                at = argv.index(option)
                if option in ("--game", "--seats", "--out"):
                    lines.append(argv[:at] + argv[at + 2:])
        lines += [[*argv, "--frobnicate"], [*argv, "stray"], [*argv, "--seed"]]
    lines += [["dance"], ["--lang", "zz"], ["--lang"], ["--"], ["-"], ["\ud800"], [LONG], ["replay"]]
    return lines


@pytest.fixture
def no_window(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, object]]:
    """The window is never opened: ``game.app`` is replaced by a stub that records calls."""
    calls: list[dict[str, object]] = []
    fake = types.ModuleType("game.app")
    fake.run_app = lambda **kwargs: calls.append(kwargs) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.app", fake)
    return calls


def test_every_bad_command_line_is_one_error_line_and_status_2(
    no_window: list[dict[str, object]], capsys: pytest.CaptureFixture[str], tablero_home: Path
) -> None:
    tried = bad_command_lines()
    for argv in tried:
        shown = [a[:40] for a in argv]
        status = main(argv)
        out, err = capsys.readouterr()
        assert status == 2, (shown, out[-300:], err[-300:])
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("tablero: error: "), (shown, err[-500:])
        assert len(lines[0]) < 700, shown
    assert no_window == []
    count("command line: bad arguments (in process)", len(tried))


@pytest.mark.parametrize(
    "argv",
    [
        ["shot", "--size", "640x480", "--out", "/tmp/never.png"],
        ["simulate", "--game", "oregon", "--seats", "bot:random,bot:random", "--jobs", "0"],
        ["replay", "/"],
        ["play", "--game", "..", "--seats", "human"],
    ],
)
def test_a_bad_command_line_for_real_is_one_line_without_a_traceback(argv: list[str]) -> None:
    done = subprocess.run([sys.executable, "-m", "game", *argv], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and done.stderr.startswith("tablero: error: ")
    count("command line: bad arguments (real process)", 1)


def test_a_hundred_million_games_start_printing_at_once() -> None:
    """``simulate --games 100000000`` prints its first game without making the whole series
    first (the jobs are made as they are needed)."""
    game = built_games()[0].id
    with subprocess.Popen(
        [sys.executable, "-m", "game", "simulate", "--game", game, "--seats", "bot:random,bot:random",
         "--games", "100000000", "--json"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    ) as process:
        assert process.stdout is not None
        head = process.stdout.read(200)
        process.kill()
    assert head.startswith(b'{"game": "') and b'"games": [{"seed": ' in head
    count("command line: simulate streams", 1)
