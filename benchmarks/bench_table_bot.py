"""The hard bot where players meet it: the real table scene, headless, against the normal bot.

The table runs its own frame loop at the window's rate (60 frames a second, animations at
normal speed) and drives the hard bot as it does for a player (:class:`~game.bots.BotRunner`:
the worker process, or a thread with ``--thread``).  The other seat is a person whose moves are
the normal bot's choices, made when it is their turn and handed to the table as a completed
board move would be.  Deals and seats follow ``bench_ladder.py`` (the hard bot sits in seat
``deal % 2``) and every decision's bot is seeded as the table seeds it, so the games are the
ladder's games on the same deals: the digest printed for a range of deals equals the ladder's.

Prints hard v normal wins with a 95 % Wilson interval, the hard bot's think at the table
(from its turn to its answer: median and maximum), and the frames while it thinks: the
frame's work (update and draw; median and worst) and the time between frames (median and
worst)::

    SDL_VIDEODRIVER=dummy .venv/bin/python benchmarks/bench_table_bot.py --game oregon --deals 100000:100010
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLERO_HOME", tempfile.mkdtemp(prefix="tablero-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from benchmarks.bench_ladder import deal_range, load_average, run_digest, wilson  # noqa: E402
from game.app import FPS  # noqa: E402
from game.bots import Bot, BotRunner, make_bot  # noqa: E402
from game.bots.ladder import decision_seed  # noqa: E402
from game.context import build_context  # noqa: E402
from game.games import bot_kit  # noqa: E402
from game.match import Match  # noqa: E402
from game.match_setup import MatchSetup, Seat  # noqa: E402
from game.rules.core import GameConfig  # noqa: E402
from game.scenes.stack import SceneStack  # noqa: E402
from game.scenes.table.fallback import kit_for  # noqa: E402
from game.scenes.table.match_content import game_content  # noqa: E402
from game.scenes.table.scene import TableScene  # noqa: E402
from game.settings import Settings  # noqa: E402

GAME_PATIENCE = 1800.0
"""Seconds after which a game that has not ended is a failure of the table or the bot."""


@dataclass
class TableGames:
    """What the games at the table showed."""

    shares: list[float] = field(default_factory=list)
    digests: list[dict[str, str]] = field(default_factory=list)
    thinks: list[float] = field(default_factory=list)
    work: list[float] = field(default_factory=list)
    gaps: list[float] = field(default_factory=list)
    idle_work: list[float] = field(default_factory=list)
    in_process: int = 0
    in_thread: int = 0


def play_at_the_table(game_id: str, deal: int, size: tuple[int, int], settings: Settings, thread: bool,
                      seen: TableGames) -> None:
    """One game on ``deal``: the hard bot in seat ``deal % 2``, the normal bot's choices in the
    other, the table drawing at the window's rate until the results appear."""
    hard = deal % 2
    person = 1 - hard
    seats = [Seat("human", "Ana", "", "blue"), Seat("human", "Ana", "", "orange")]
    seats[hard] = Seat("bot", "Bot", "hard", ("blue", "orange")[hard])
    setup = MatchSetup(game_id, GameConfig(2), deal, tuple(seats))
    match = Match(setup, game_content(game_id), None)
    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, settings, on_start=lambda setup: None)
    table = TableScene(ctx, match, kit_for(game_id))
    stack.push(table)
    stack.apply_requests()
    _think_in_threads(thread)
    kit = bot_kit(game_id)
    clock = pygame.time.Clock()
    began = time.monotonic()
    turn_began: float | None = None
    answered = False
    last_frame = time.perf_counter()
    dt = 0.0
    while not match.state.is_over or stack.top is table:
        if time.monotonic() - began > GAME_PATIENCE:
            raise RuntimeError(f"{game_id} deal {deal}: no end after {GAME_PATIENCE:.0f} s")
        driver = table.driver
        if not match.state.is_over and driver.current == person and driver.interactive and not table.board.busy:
            # the person moves when it is their turn, after the animations, as the normal bot would
            seed = decision_seed(deal, len(match.moves), person)
            move = make_bot("normal", seed, kit).choose(match.view_for(person))
            table.after_move(driver.play(move))
        thinking = driver.bot_thinking is not None and not answered
        start = time.perf_counter()
        stack.update(dt)
        stack.draw(screen)
        pygame.display.flip()
        done = time.perf_counter()
        (seen.work if thinking else seen.idle_work).append((done - start) * 1000.0)
        if thinking:
            seen.gaps.append((start - last_frame) * 1000.0)
        last_frame = start
        turn_began, answered = _follow_the_bot(driver, turn_began, answered, seen)
        stack.apply_requests()
        dt = clock.tick(FPS) / 1000.0
    outcome = match.state.outcome()
    assert outcome is not None
    seen.shares.append(1.0 / len(outcome.winners) if hard in outcome.winners else 0.0)
    digest = hashlib.sha256("".join(f"{text}\n" for text in match.moves).encode()).hexdigest()
    seen.digests.append({"digest": digest})


def _follow_the_bot(driver: object, turn_began: float | None, answered: bool,
                    seen: TableGames) -> tuple[float | None, bool]:
    """Time the hard bot's think: from the frame its runner started to the first frame that
    found its answer there (progress complete, or the move already played)."""
    from game.scenes.table.turns import TurnDriver

    assert isinstance(driver, TurnDriver)
    now = time.perf_counter()
    if driver.bot_thinking is None:
        if turn_began is not None and not answered:
            seen.thinks.append((now - turn_began) * 1000.0)
        return None, False
    if turn_began is None:
        runner = driver._bot  # the benchmark looks at where the table's bot thinks  # noqa: SLF001
        if runner is not None and runner.in_process:
            seen.in_process += 1
        else:
            seen.in_thread += 1
        return now, False
    if not answered and driver.bot_progress().fraction >= 1.0:
        seen.thinks.append((now - turn_began) * 1000.0)
        return turn_began, True
    return turn_began, answered


class _ThreadRunner(BotRunner):
    """A runner that always thinks in a thread, as the table's did before the worker process."""

    def __init__(self, bot: Bot) -> None:
        super().__init__(bot, use_process=False)


def _think_in_threads(thread: bool) -> None:
    """Make the table's runners think in threads (or, again, as the table decides)."""
    import game.scenes.table.turns as turns

    turns.BotRunner = _ThreadRunner if thread else BotRunner  # type: ignore[misc]


PROBES = ("worker process", "thread", "nobody")
"""Where the bots think in a probe; ``nobody``: two people sit at the table and nobody thinks,
the frames the machine gives the window at its present load."""


def frame_probe(game_id: str, deal: int, seconds: float, size: tuple[int, int], settings: Settings,
                where: str) -> tuple[list[float], list[float]]:
    """Frame work and the time between frames at a table where two hard bots play each other
    for ``seconds`` (so a bot is nearly always thinking), thinking ``where`` (:data:`PROBES`)."""
    _think_in_threads(where == "thread")
    kind, level = ("human", "") if where == "nobody" else ("bot", "hard")
    seats = (Seat(kind, "Bot 1", level, "blue"), Seat(kind, "Bot 2", level, "orange"))
    match = Match(MatchSetup(game_id, GameConfig(2), deal, seats), game_content(game_id), None)
    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, settings, on_start=lambda setup: None)
    table = TableScene(ctx, match, kit_for(game_id))
    stack.push(table)
    stack.apply_requests()
    clock = pygame.time.Clock()
    work: list[float] = []
    gaps: list[float] = []
    dt = 0.0
    last = time.perf_counter()
    end = time.monotonic() + seconds
    while time.monotonic() < end and stack.top is table:
        thinking = table.driver.bot_thinking is not None or where == "nobody"
        start = time.perf_counter()
        stack.update(dt)
        stack.draw(screen)
        pygame.display.flip()
        if thinking:
            work.append((time.perf_counter() - start) * 1000.0)
            gaps.append((start - last) * 1000.0)
        last = start
        stack.apply_requests()
        dt = clock.tick(FPS) / 1000.0
    table.driver.close()
    _think_in_threads(False)
    return work, gaps


def spread(samples: list[float]) -> str:
    """Median and worst of ``samples`` (milliseconds)."""
    if not samples:
        return "none"
    return f"median {statistics.median(samples):7.1f}  worst {max(samples):7.1f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--game", action="append", help="oregon, porto (repeatable; default both)")
    parser.add_argument("--deals", default="100000:100010", help="deals A:B (as bench_ladder's --report-seeds)")
    parser.add_argument("--bot-delay", type=float, default=0.0, help="seconds a bot's move stays before the next")
    parser.add_argument("--thread", action="store_true", help="think in a thread, as before the worker process")
    parser.add_argument("--size", default="1366x768", help="window size")
    parser.add_argument("--probe", type=float, default=0.0, metavar="SECONDS",
                        help="only compare frames while hard bots think in the worker process, in a thread, "
                             "and with nobody thinking, in turns of SECONDS (three turns each)")
    args = parser.parse_args(argv)
    deals = deal_range(args.deals)
    width, height = (int(x) for x in args.size.split("x"))
    settings = Settings(window_size=(width, height), animation_speed="normal", bot_delay=args.bot_delay)
    pygame.display.init()
    pygame.font.init()
    if args.probe:
        for game_id in args.game or ["oregon", "porto"]:
            found: dict[str, tuple[list[float], list[float]]] = {where: ([], []) for where in PROBES}
            for turn in range(3 * len(PROBES)):
                where = PROBES[turn % len(PROBES)]
                work, gaps = frame_probe(game_id, deals.start + turn // len(PROBES), args.probe, (width, height),
                                         settings, where)
                found[where][0].extend(work)
                found[where][1].extend(gaps)
            for where, (work, gaps) in found.items():
                rate = 1000.0 / statistics.median(gaps) if gaps else 0.0
                late = sum(1 for gap in gaps if gap > 2000.0 / FPS)
                print(f"{game_id:<8} hard bots thinking in {where:<15}: {len(gaps)} frames, {rate:5.1f} fps median; "
                      f"work {spread(work)}; between frames {spread(gaps)}; {late} gaps over two frames "
                      f"(load {load_average()})", flush=True)
        return 0
    print(f"table at {width}x{height}, {FPS} frames a second, animations normal, bot delay {args.bot_delay} s, "
          f"the hard bot thinking in {'a thread' if args.thread else 'the worker process'}; load {load_average()}", flush=True)
    for game_id in args.game or ["oregon", "porto"]:
        seen = TableGames()
        started = time.monotonic()
        for deal in deals:
            play_at_the_table(game_id, deal, (width, height), settings, args.thread, seen)
            wins = sum(seen.shares)
            print(f"  {game_id} deal {deal}: hard {'won' if seen.shares[-1] else 'lost'}, "
                  f"{wins:.1f}/{len(seen.shares)} so far ({time.monotonic() - started:.0f} s, load {load_average()})", flush=True)
        count = len(seen.shares)
        wins = sum(seen.shares)
        low, high = wilson(wins, count)
        print(f"{game_id:<8} hard v normal at the table, deals {deals.start}:{deals.stop}: {count} games, "
              f"{wins / count:.1%} [{low:.1%}, {high:.1%}], digest {run_digest(seen.digests)} "
              f"(bench_ladder's on the same deals is the same when the games are)")
        print(f"         hard think at the table ({len(seen.thinks)} thinks; worker process {seen.in_process}, "
              f"thread {seen.in_thread}): {spread(seen.thinks)}")
        print(f"         frames while it thinks ({len(seen.work)}): work {spread(seen.work)}; "
              f"between frames {spread(seen.gaps)}")
        if seen.gaps:
            print(f"         frame rate while it thinks: median {1000.0 / statistics.median(seen.gaps):.1f} fps, "
                  f"{sum(1 for gap in seen.gaps if gap > 2000.0 / FPS)} of {len(seen.gaps)} gaps over two frames")
        print(f"         frames otherwise ({len(seen.idle_work)}): work {spread(seen.idle_work)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
