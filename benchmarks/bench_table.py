"""Figures for the table (printed, no thresholds): frame time at 1920×1080 with a full board,
click to highlighted legal spaces, resident memory during a 4-player game.

    TABLERO_HOME=/tmp/bench .venv/bin/python benchmarks/bench_table.py [--game oregon]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("TABLERO_HOME", tempfile.mkdtemp(prefix="tablero-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.match import Match  # noqa: E402
from game.match_setup import MatchSetup, Seat  # noqa: E402
from game.rules.core import GameConfig  # noqa: E402
from game.scenes.stack import SceneStack  # noqa: E402
from game.scenes.table.fallback import kit_for  # noqa: E402
from game.scenes.table.launch import game_content, random_match, shot_scene  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.ui.context import build_context  # noqa: E402


def rss_mb() -> float:
    """Peak resident memory of this process so far, in MB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def frame_times(game: str, size: tuple[int, int], frames: int) -> list[float]:
    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(window_size=size), on_start=lambda setup: None)
    # a late position: the board is full of pieces
    probe = random_match(game, 5, None)
    table = shot_scene(ctx, "table", game, 5, max(0, len(probe.moves) - 6))
    stack.push(table)
    stack.apply_requests()
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        stack.update(1 / 60)
        stack.draw(screen)
        times.append((time.perf_counter() - start) * 1000)
    return times


def click_times(game: str, size: tuple[int, int]) -> list[float]:
    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(window_size=size), on_start=lambda setup: None)
    table = shot_scene(ctx, "table", game, 9, 20)
    assert isinstance(table, TableScene)
    stack.push(table)
    stack.apply_requests()
    stack.update(0.0)
    stack.draw(screen)
    area = table.board.rect
    times = []
    for k in range(40):
        pos = (area.x + (k * 97) % area.width, area.y + (k * 61) % area.height)
        start = time.perf_counter()
        stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        stack.update(1 / 60)
        stack.draw(screen)
        times.append((time.perf_counter() - start) * 1000)
        table.board.cancel()
    return times


def four_player_memory(game: str, frames: int) -> float:
    size = (1920, 1080)
    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(window_size=size), on_start=lambda setup: None)
    seats = tuple(Seat("bot", f"Bot {i + 1}", "easy", c) for i, c in enumerate(("blue", "orange", "green", "purple")))
    match = Match(MatchSetup(game, GameConfig(4), 3, seats), game_content(game), None)
    table = TableScene(ctx, match, kit_for(game))
    table.driver.bot_delay = 0.0
    stack.push(table)
    for _ in range(frames):
        stack.apply_requests()
        if stack.top is not table:
            break
        stack.update(1 / 60)
        stack.draw(screen)
    table.driver.close()
    return rss_mb()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="oregon")
    parser.add_argument("--frames", type=int, default=200)
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()
    frames = frame_times(args.game, (1920, 1080), args.frames)
    print(f"table frame at 1920x1080, late position of {args.game}: median {statistics.median(frames):.2f} ms, "
          f"p95 {sorted(frames)[int(len(frames) * 0.95)]:.2f} ms")
    clicks = click_times(args.game, (1920, 1080))
    print(f"click to next drawn frame (selection highlighted): median {statistics.median(clicks):.2f} ms, "
          f"max {max(clicks):.2f} ms")
    print(f"resident memory after 4-player {args.game} with easy bots at the table: {four_player_memory(args.game, 1500):.0f} MB")


if __name__ == "__main__":
    main()
