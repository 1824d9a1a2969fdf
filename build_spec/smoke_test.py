"""Prove a frozen program works like ``python -m game``, headless, on any platform.

    python build_spec/smoke_test.py PATH/TO/tablero[.exe]

Checks, each in a throw-away data folder (``TABLERO_HOME``) with SDL's dummy drivers:
``--version`` names the pyproject version; ``simulate --json`` plays a whole game between bots;
``replay --json`` re-plays that game's save; ``shot --scene title`` writes a PNG of the asked
size; with no arguments the window opens and draws its first frame. Prints one line per check and exits 1 if any failed. Used by the packaging tests and by
the release workflow on every runner.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bundle_data import ROOT, project_version  # noqa: E402

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SHOT_SIZE = (1366, 768)
TIMEOUT = 300
FIRST_FRAME_ENV = "TABLERO_FIRST_FRAME"  # game/app.py prints it once the first frame is drawn


class SmokeFailure(Exception):
    """A check of the frozen program failed; the message says what was seen."""


def headless_env(home: Path) -> dict[str, str]:
    """The environment of a headless run whose data folder is ``home``."""
    env = dict(os.environ)
    env.update(
        TABLERO_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    return env


def run(exe: Path, args: list[str], home: Path) -> str:
    """Run the frozen program; return its standard output or raise :class:`SmokeFailure`."""
    done = subprocess.run(
        [str(exe), *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=headless_env(home),
        cwd=home,
    )
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip().splitlines()[-5:]
        raise SmokeFailure(f"`{' '.join(args)}` exited {done.returncode}: {' | '.join(detail)}")
    return done.stdout


def png_size(path: Path) -> tuple[int, int]:
    """Width and height of a PNG file; :class:`SmokeFailure` if it is not one."""
    data = path.read_bytes()[:24] if path.is_file() else b""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        raise SmokeFailure(f"{path.name} is not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def first_game() -> str:
    """A game whose rules are built (asked of the source tree), ``oregon`` if unknown."""
    try:
        sys.path.insert(0, str(ROOT))
        from game.games import available_games

        games = available_games()
    except Exception:  # the smoke test must not depend on the source tree being importable
        games = []
    return games[0] if games else "oregon"


def check_version(exe: Path, home: Path) -> str:
    """``--version`` prints the version declared in pyproject.toml."""
    out = run(exe, ["--version"], home).strip()
    if project_version() not in out.split():
        raise SmokeFailure(f"--version said {out!r}, expected {project_version()}")
    return out


def check_simulate_and_replay(exe: Path, home: Path) -> str:
    """A whole bot game is simulated, saved, and its save re-plays to the same scores."""
    game, saves = first_game(), home / "saves-out"
    args = ["simulate", "--game", game, "--seats", "bot:random,bot:random", "--games", "1"]
    report = json.loads(run(exe, [*args, "--seed", "7", "--json", "--save-dir", str(saves)], home))
    played = report["games"][0]
    files = sorted(p for p in saves.iterdir() if p.is_file()) if saves.is_dir() else []
    if not files:
        raise SmokeFailure("simulate --save-dir wrote no save file")
    replayed = json.loads(run(exe, ["replay", str(files[0]), "--json"], home))
    if replayed["scores"] != played["scores"]:
        raise SmokeFailure(f"replay scored {replayed['scores']}, simulate {played['scores']}")
    return f"{game}: {played['moves']} moves, scores {played['scores']}, replay agrees"


def check_title_shot(exe: Path, home: Path, size: tuple[int, int] = SHOT_SIZE) -> str:
    """``shot --scene title`` draws the title screen into a PNG of the asked size."""
    out = home / "title.png"
    run(
        exe, ["shot", "--scene", "title", "--out", str(out), "--size", f"{size[0]}x{size[1]}"], home
    )
    if png_size(out) != size:
        raise SmokeFailure(f"title shot is {png_size(out)}, expected {size}")
    return f"title screen {size[0]}x{size[1]} PNG, {out.stat().st_size} bytes"


def first_frame_seconds(exe: Path, home: Path, display: str | None = None) -> float:
    """Seconds from launching the windowed program to its first drawn title frame.

    The program prints ``TABLERO_FIRST_FRAME`` after drawing its first frame and, because the
    variable is ``exit``, quits. Without ``display`` SDL's dummy video driver stands in for a
    screen; with one (e.g. an Xvfb ``":99"``) a real X11 window opens.
    """
    env = headless_env(home)
    env[FIRST_FRAME_ENV] = "exit"
    if display is not None:
        env.update(DISPLAY=display, SDL_VIDEODRIVER="x11")
    started = time.perf_counter()
    done = subprocess.run(
        [str(exe)], capture_output=True, text=True, timeout=TIMEOUT, env=env, cwd=home
    )
    elapsed = time.perf_counter() - started
    if done.returncode != 0 or FIRST_FRAME_ENV not in done.stdout.split():
        detail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        raise SmokeFailure(f"window drew no first frame (exit {done.returncode}): {detail}")
    return elapsed


def check_window_first_frame(exe: Path, home: Path) -> str:
    """With no arguments the program opens its window and draws the title screen."""
    return f"first frame after {first_frame_seconds(exe, home):.2f} s (dummy video driver)"


CHECKS: tuple[Callable[[Path, Path], str], ...] = (
    check_version,
    check_simulate_and_replay,
    check_title_shot,
    check_window_first_frame,
)


def smoke_test(exe: Path) -> list[str]:
    """Run every check; return the failures (empty when the frozen program works)."""
    failures = []
    for check in CHECKS:
        with tempfile.TemporaryDirectory(prefix="tablero-smoke-") as home:
            try:
                print(f"ok   {check.__name__}: {check(exe, Path(home))}", flush=True)
            except (SmokeFailure, subprocess.TimeoutExpired, ValueError, KeyError) as exc:
                print(f"FAIL {check.__name__}: {exc}", flush=True)
                failures.append(f"{check.__name__}: {exc}")
    return failures


def main(argv: list[str]) -> int:
    """Command line: ``smoke_test.py EXECUTABLE``."""
    if len(argv) != 1 or not Path(argv[0]).is_file():
        print("usage: smoke_test.py PATH/TO/FROZEN/tablero", file=sys.stderr)
        return 2
    return 1 if smoke_test(Path(argv[0]).resolve()) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
