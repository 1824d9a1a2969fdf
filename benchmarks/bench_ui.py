"""How fast the window opens and how long a frame of the menus takes.

    .venv/bin/python benchmarks/bench_ui.py [--runs 5] [--frames 200]

Prints: launch to the first frame of the title screen (a subprocess timed from start until it
prints the ``TABLERO_FIRST_FRAME`` marker; target under 1 s), and the median and spread of
one frame (events, update, draw) of the title and new-game screens at 1920x1080 headless
(target under 5 ms).

Launches are timed as a player's launches are: with Python's compiled bytecode kept between
runs (in a temporary folder, after one untimed launch), even where the environment sets
``PYTHONDONTWRITEBYTECODE``.  Launches that write no bytecode (so compile the game's modules
every time, as this environment does) are printed on their own line.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def spread(samples: list[float]) -> str:
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    return f"median {statistics.median(ordered):7.2f}  min {ordered[0]:7.2f}  p90 {p90:7.2f}  max {ordered[-1]:7.2f}"


def launch_times(runs: int, command: list[str], bytecode: str | None) -> list[float]:
    """Milliseconds from starting ``command`` to its first title frame, ``runs`` times.

    ``bytecode`` is a folder where compiled modules are kept between runs (``None``: nothing
    is written, so every run compiles the modules that have no bytecode beside them yet).
    """
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLERO_FIRST_FRAME="exit")
    if bytecode is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = bytecode
    times = []
    with tempfile.TemporaryDirectory() as home:
        env["TABLERO_HOME"] = home
        if bytecode is not None:
            subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
        for _ in range(runs):
            start = time.perf_counter()
            process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            assert process.stdout is not None
            for line in process.stdout:
                if line.strip() == "TABLERO_FIRST_FRAME":
                    times.append((time.perf_counter() - start) * 1000)
                    break
            process.wait(timeout=30)
    return times


def frame_times(frames: int) -> dict[str, list[float]]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.context import build_context
    from game.scenes.new_game import NewGameScene
    from game.scenes.stack import Scene, SceneStack
    from game.scenes.title import TitleScene
    from game.settings import Settings
    from game.ui.context import UiContext

    pygame.display.init()
    pygame.font.init()
    size = (1920, 1080)
    screen = pygame.display.set_mode(size)
    results: dict[str, list[float]] = {}
    makers: dict[str, type[Scene]] = {"title": TitleScene, "new game": NewGameScene}
    for name, maker in makers.items():
        stack = SceneStack(size)
        ctx: UiContext = build_context(stack, Settings(language="en", window_size=size), on_start=lambda setup: None)
        stack.push(maker(ctx))  # type: ignore[call-arg]
        stack.apply_requests()
        samples = []
        for i in range(frames):
            start = time.perf_counter()
            motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(200 + i * 7 % 1500, 400 + i * 3 % 500), rel=(0, 0), buttons=(0, 0, 0))
            stack.handle_event(motion)
            stack.apply_requests()
            stack.update(1 / 60)
            stack.draw(screen)
            pygame.display.flip()
            samples.append((time.perf_counter() - start) * 1000)
        results[name] = samples[5:]
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frames", type=int, default=200)
    args = parser.parse_args()
    app = [sys.executable, "-c", "from game.app import run_app; raise SystemExit(run_app())"]
    cli = [sys.executable, "-m", "game"]
    print(f"launch to first title frame, ms over {args.runs} runs (target < 1000)")
    with tempfile.TemporaryDirectory() as bytecode:
        print(f"  run_app        {spread(launch_times(args.runs, app, bytecode))}")
        print(f"  python -m game {spread(launch_times(args.runs, cli, bytecode))}")
    print(f"  python -m game, no bytecode written {spread(launch_times(args.runs, cli, None))}")
    print(f"frame time at 1920x1080 headless, ms over {args.frames} frames (target < 5)")
    for name, samples in frame_times(args.frames).items():
        print(f"  {name:<12} {spread(samples)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
