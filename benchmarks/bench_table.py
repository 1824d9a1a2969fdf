"""Figures for the table (printed, no thresholds): frame time with a full board (target under
8 ms at 1920×1080), click to highlighted legal spaces (target under 50 ms), a move early in the
game against one late in it (the log is append-only: late at most 1.2× early), resident memory
during a 4-player game (target under 300 MB).

    TABLERO_HOME=/tmp/bench .venv/bin/python benchmarks/bench_table.py [--game oregon --game porto]

Frame times are wall-clock (what a player sees) with the processor time beside them: on a
machine shared with other work the wall-clock spread grows while the processor time stays.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLERO_HOME", tempfile.mkdtemp(prefix="tablero-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.context import build_context  # noqa: E402
from game.match import Match  # noqa: E402
from game.match_setup import MatchSetup, Seat  # noqa: E402
from game.rules.core import GameConfig, Rng  # noqa: E402
from game.scenes.stack import SceneStack  # noqa: E402
from game.scenes.table.fallback import kit_for  # noqa: E402
from game.scenes.table.launch import game_content, random_match, shot_scene  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402
from game.settings import Settings  # noqa: E402


def rss_mb() -> float:
    """Peak resident memory of this process so far, in MB."""
    status = Path("/proc/self/status")
    if status.exists():
        # VmHWM starts afresh at exec; ru_maxrss would carry the parent's peak over
        for line in status.read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def spread(samples: list[float]) -> str:
    """Median, 95th percentile and maximum of ``samples`` (milliseconds)."""
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"median {statistics.median(ordered):6.2f}  p95 {p95:6.2f}  max {ordered[-1]:6.2f} ms"


def frame_times(game: str, size: tuple[int, int], frames: int) -> tuple[list[float], list[float]]:
    """Wall-clock and processor milliseconds of each frame (update and draw) of a late position."""
    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(window_size=size), on_start=lambda setup: None)
    # a late position: the board is full of pieces
    probe = random_match(game, 5, None)
    table = shot_scene(ctx, "table", game, 5, max(0, len(probe.moves) - 6))
    stack.push(table)
    stack.apply_requests()
    times, cpu = [], []
    for _ in range(frames):
        start, start_cpu = time.perf_counter(), time.thread_time()
        stack.update(1 / 60)
        stack.draw(screen)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    return times, cpu


def full_farms_frame_times(size: tuple[int, int], frames: int) -> tuple[list[float], ...]:
    """Fields of Green with four farms of 25 locations (issue 15's figure): wall and processor
    milliseconds of each frame with the pointer still, of frames where the pointer moves to
    another card each frame, and of frames where the whole board is painted again (what a
    move or a click costs)."""
    from game.boards.fields_of_green.sample import fill_farms
    from game.rules.fields_of_green.legal import Phase

    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(window_size=size), on_start=lambda setup: None)
    seats = tuple(Seat("human", name, "", colour) for name, colour in
                  (("Ana", "blue"), ("Ben", "orange"), ("Chloé", "green"), ("Dani", "purple")))
    match = Match(MatchSetup("fields_of_green", GameConfig(4), 3, seats), game_content("fields_of_green"), None)
    rng = Rng(3)
    while not (match.state.phase == Phase.ACT and match.state.year == 3):
        match.play(rng.choice(match.state.legal_moves()), autosave=False)
    fill_farms(match.state)  # type: ignore[arg-type]
    table = TableScene(ctx, match, kit_for("fields_of_green"))
    board = table.board
    cells = [rect.center for place in board.farms for rect in place.cells.values()]  # type: ignore[attr-defined]
    return still_hover_repaint(screen, stack, table, cells, frames)


def still_hover_repaint(screen: pygame.Surface, stack: SceneStack, table: TableScene,
                        spots: list[tuple[int, int]], frames: int) -> tuple[list[float], ...]:
    """Wall and processor milliseconds of ``frames`` frames of ``table`` each: the pointer
    still, the pointer moving to another of ``spots`` each frame, the board painted again."""
    table.driver.bot_delay = 3600.0
    table.take_screen()
    stack.push(table)
    stack.apply_requests()
    board = table.board
    samples: list[list[float]] = [[], [], [], [], [], []]
    for frame in range(3 * frames):
        part = frame // frames
        start, start_cpu = time.perf_counter(), time.thread_time()
        if part == 1:
            pos = spots[frame % len(spots)]
            stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        elif part == 2:
            board.picture.forget()  # type: ignore[attr-defined]
        stack.update(1 / 60)
        stack.draw(screen)
        samples[2 * part].append((time.perf_counter() - start) * 1000)
        samples[2 * part + 1].append((time.thread_time() - start_cpu) * 1000)
    return tuple(samples)


def five_farms_frame_times(size: tuple[int, int], frames: int) -> tuple[list[float], ...]:
    """Agricola with five farms late in a family game (issue 16's figure): wall and processor
    milliseconds of each frame with the pointer still, of frames where the pointer moves to
    another action space each frame (the band shows its preview), and of frames where the
    whole board is painted again (what a move costs)."""
    from game.rules.agricola.legal import Phase

    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(window_size=size), on_start=lambda setup: None)
    seats = tuple(Seat("human", name, "", colour) for name, colour in
                  (("Ana", "blue"), ("Ben", "orange"), ("Chloé", "green"), ("Dani", "purple"), ("Eli", "vermilion")))
    match = Match(MatchSetup("agricola", GameConfig(5, frozenset({"family"})), 3, seats), game_content("agricola"),
                  None)
    rng = Rng(3)
    while not (match.state.round >= 12 and match.state.phase == Phase.WORK):  # type: ignore[attr-defined]
        match.play(rng.choice(match.state.legal_moves()), autosave=False)
    table = TableScene(ctx, match, kit_for("agricola"))
    spaces = [rect.center for rect in table.board.space_rects().values()]  # type: ignore[attr-defined]
    return still_hover_repaint(screen, stack, table, spaces, frames)


def five_hands_frame_times(size: tuple[int, int], frames: int) -> tuple[list[float], ...]:
    """Agricola with five farms late in the full game (issue 17's figure): wall and processor
    milliseconds of each frame with the pointer still, of frames where the pointer moves to
    another card of the hand or in play each frame (the card grows to its full text), and of
    frames where the whole board is painted again."""
    from game.boards.agricola import hand, tableau
    from game.rules.agricola.legal import Phase

    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(window_size=size), on_start=lambda setup: None)
    seats = tuple(Seat("human", name, "", colour) for name, colour in
                  (("Ana", "blue"), ("Ben", "orange"), ("Chloé", "green"), ("Dani", "purple"), ("Eli", "vermilion")))
    match = Match(MatchSetup("agricola", GameConfig(5), 3, seats), game_content("agricola"), None)
    rng = Rng(3)
    while not (match.state.round >= 10 and match.state.phase == Phase.WORK):  # type: ignore[attr-defined]
        match.play(rng.choice(match.state.legal_moves()), autosave=False)
    table = TableScene(ctx, match, kit_for("agricola"))
    table.take_screen()
    stack.push(table)
    stack.apply_requests()
    stack.update(0.0)
    board: Any = table.board
    spots = [card.rect.center for card in hand.laid_out(board)]
    spots += [rect.center for place in board.farms for key, rect in tableau.chips(board, place) if key[:1] in "om"]
    table.driver.bot_delay = 3600.0
    return still_hover_repaint(screen, stack, table, spots or [board.rect.center], frames)


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


def move_times(game: str, size: tuple[int, int], seed: int) -> tuple[list[float], list[float]]:
    """Wall-clock and processor milliseconds from each move of a whole two-person game to the
    next drawn frame (the move applied, the table rebuilt with its log, the frame drawn); the
    last move, which opens the results, is left out."""
    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(window_size=size), on_start=lambda setup: None)
    seats = (Seat("human", "Ana", "", "blue"), Seat("human", "Ben", "", "orange"))
    match = Match(MatchSetup(game, GameConfig(2), seed, seats), game_content(game), None)
    table = TableScene(ctx, match, kit_for(game))
    stack.push(table)
    stack.apply_requests()
    rng = Rng(seed)
    times, cpu = [], []
    while not match.state.is_over:
        if table.driver.handoff_to is not None:
            table.take_screen()
        stack.update(1 / 60)
        stack.draw(screen)
        move = rng.choice(match.state.legal_moves())
        start, start_cpu = time.perf_counter(), time.thread_time()
        table.after_move(table.driver.play(move))
        stack.update(1 / 60)
        stack.draw(screen)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
    table.driver.close()
    return times[:-1], cpu[:-1]


def steady_move_times(game: str, size: tuple[int, int], seed: int, repeat: int) -> tuple[list[float], list[float]]:
    """:func:`move_times` of the same game played ``repeat`` times, keeping each move's fastest
    time: on a machine shared with other work a stall then lands in one run, not the figure."""
    runs = [move_times(game, size, seed) for _ in range(repeat)]
    wall = [min(times) for times in zip(*(run[0] for run in runs), strict=True)]
    cpu = [min(times) for times in zip(*(run[1] for run in runs), strict=True)]
    return wall, cpu


def early_and_late(times: list[float], share: int = 20) -> tuple[float, float]:
    """The median of the first and of the last ``share`` moves (milliseconds)."""
    return statistics.median(times[:share]), statistics.median(times[-share:])


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


SIZES = ((1920, 1080), (2560, 1440))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", action="append", help="oregon, porto, fields_of_green, agricola (repeatable; default "
                        "oregon and porto)")
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--moves-only", action="store_true", help="only the early and late move times")
    parser.add_argument("--repeat", type=int, default=3, help="plays of each game for the move times (fastest kept)")
    parser.add_argument("--no-memory", action="store_true", help="skip the 4-player memory runs")
    parser.add_argument("--full-farms", action="store_true",
                        help="only Fields of Green's frame with four farms of 25 locations")
    parser.add_argument("--five-farms", action="store_true", help="only Agricola's frame with five farms")
    parser.add_argument("--five-hands", action="store_true",
                        help="only Agricola's frame with five farms in the full game, the pointer over the cards")
    parser.add_argument("--memory-of", help=argparse.SUPPRESS)
    args = parser.parse_args()
    games = args.game or ["oregon", "porto"]
    pygame.display.init()
    pygame.font.init()
    if args.memory_of:
        print(f"{four_player_memory(args.memory_of, 1500):.0f}")
        return
    farms = ((args.full_farms or "fields_of_green" in games, args.full_farms, full_farms_frame_times,
              "Fields of Green, four farms of 25 locations"),
             (args.five_farms or "agricola" in games, args.five_farms, five_farms_frame_times,
              "Agricola, five farms late in a family game"),
             (args.five_hands or "agricola" in games, args.five_hands, five_hands_frame_times,
              "Agricola, five farms late in the full game, the pointer over the cards"))
    for wanted, only, measure, title in farms:
        if not wanted:
            continue
        print(f"{title}, {args.frames} frames after the first (target < 8 ms at 1920x1080)")
        for size in SIZES:
            wall, cpu, moving, moving_cpu, painted, painted_cpu = measure(size, args.frames + 1)
            print(f"  {size[0]}x{size[1]}  still:   wall {spread(wall[1:])}   cpu {spread(cpu[1:])}")
            print(f"  {size[0]}x{size[1]}  hover:   wall {spread(moving)}   cpu {spread(moving_cpu)}")
            print(f"  {size[0]}x{size[1]}  repaint: wall {spread(painted)}   cpu {spread(painted_cpu)}")
        if only:
            return
    print(f"a move to the next drawn frame, median of the first and of the last 20 moves of a 2-person game at "
          f"1920x1080, each move's fastest of {args.repeat} plays (target: late at most 1.2x early)")
    for game in games:
        for seed in (1, 2, 3):
            wall, cpu = steady_move_times(game, (1920, 1080), seed, args.repeat)
            early, late = early_and_late(wall)
            early_cpu, late_cpu = early_and_late(cpu)
            print(f"  {game:<8} seed {seed}  {len(wall) + 1:3d} moves  wall early {early:6.2f} late {late:6.2f} ms "
                  f"late/early {late / early:4.2f}   cpu early {early_cpu:6.2f} late {late_cpu:6.2f} ms "
                  f"late/early {late_cpu / early_cpu:4.2f}")
    if args.moves_only:
        return
    print(f"table frame, late position, {args.frames} frames after the first (target < 8 ms at 1920x1080)")
    for game in games:
        for size in SIZES:
            wall, cpu = frame_times(game, size, args.frames + 1)
            where = f"{game} {size[0]}x{size[1]}"
            print(f"  {where:<17} wall {spread(wall[1:])}   cpu {spread(cpu[1:])}   first {wall[0]:.0f} ms")
    print("click on the board to the next drawn frame, selection highlighted (target < 50 ms)")
    for game in games:
        clicks = click_times(game, (1920, 1080))
        print(f"  {game:<17} {spread(clicks)}")
    if not args.no_memory:
        for game in games:
            # a fresh process per game, so that the peak is the game's own
            peak = subprocess.run([sys.executable, __file__, "--memory-of", game], capture_output=True, text=True,
                                  check=True).stdout.split()[-1]
            print(f"resident memory, peak of a 4-player {game} with easy bots at the table: {peak} MB (target < 300 MB)")


if __name__ == "__main__":
    main()
