"""Measure the bot ladder: win rates between levels and thinking times, per game.

For every available game (or those named with ``--game``), each pairing of levels plays
two-player games with the seats swapped every other game; by default each deal (seed) is
played twice, once from each seat, so the luck of the cards weighs less on the comparison
(``--fresh-deals`` gives every game its own seed).  The table shows the first level's
share of wins with a 95 % Wilson interval, and each level's median and longest think per
decision.  Pairings with the hard bot are slow (about a second per hard decision), so they
have their own game count::

    .venv/bin/python benchmarks/bench_ladder.py --games 60 --hard-games 20 --jobs 2

Targets: hard beats random >= 95 %, easy >= 75 %, normal >= 60 %; normal beats easy >= 60 %;
easy beats random >= 80 %; easy and normal answer within 100 ms; hard within 1 s median and
2.5 s at most.  Other work on the machine inflates thinking times (the hard bot's play is
bounded by its clock), so the load average is printed before and after the games.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games import available_games  # noqa: E402
from game.rules.core import derive_seed  # noqa: E402
from game.simulate import new_state, play_game  # noqa: E402

PAIRINGS: tuple[tuple[str, str, float], ...] = (
    ("easy", "random", 0.80),
    ("normal", "random", 0.0),
    ("normal", "easy", 0.60),
    ("hard", "random", 0.95),
    ("hard", "easy", 0.75),
    ("hard", "normal", 0.60),
)
"""(first level, second level, target share of wins for the first; 0 when there is none)."""


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win share."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_one(task: tuple[str, str, str, int, int, float | None]) -> dict[str, Any]:
    """One game: ``first`` against ``second``, the first sitting in seat ``number % 2``."""
    game_id, first, second, seed, number, budget = task
    levels = [first, second] if number % 2 == 0 else [second, first]
    me = number % 2
    state = new_state(game_id, 2, seed)
    options = {"hard": {"time_budget": budget}} if budget is not None else None
    _, think = play_game(state, levels, seed, options)
    outcome = state.outcome()
    assert outcome is not None
    share = 1.0 / len(outcome.winners) if me in outcome.winners else 0.0
    return {"share": share, "think": {levels[0]: think[0], levels[1]: think[1]}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games per cheap pairing")
    parser.add_argument("--hard-games", type=int, default=10, help="games per hard pairing")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--pairing", action="append", help="only this pairing, e.g. hard-random")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--hard-budget", type=float, default=None, help="seconds per hard move")
    parser.add_argument(
        "--fresh-deals", action="store_true", help="a new seed for every game (not each twice)"
    )
    args = parser.parse_args(argv)
    games = args.game or available_games()
    pairings = [p for p in PAIRINGS if not args.pairing or f"{p[0]}-{p[1]}" in args.pairing]
    think: dict[tuple[str, str], list[float]] = defaultdict(list)
    print(f"load average before: {_load()}")
    print(f"{'game':<10} {'pairing':<16} {'games':>5} {'wins':>6} {'95% CI':>15} {'target':>7}")
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for game_id in games:
            for first, second, target in pairings:
                count = args.hard_games if "hard" in (first, second) else args.games
                tasks = [
                    (
                        game_id,
                        first,
                        second,
                        derive_seed(args.seed, n if args.fresh_deals else n // 2),
                        n,
                        args.hard_budget,
                    )
                    for n in range(count)
                ]
                started = time.perf_counter()
                results = pool.map(play_one, tasks, chunksize=1)
                wins = sum(r["share"] for r in results)
                low, high = wilson(wins, count)
                for r in results:
                    for level, times in r["think"].items():
                        think[(game_id, level)].extend(times)
                mark = (
                    ""
                    if not target
                    else (f"{target:.0%}" + (" ok" if wins / count >= target else " !"))
                )
                print(
                    f"{game_id:<10} {first + ' v ' + second:<16} {count:>5} "
                    f"{wins / count:>6.0%} {f'[{low:.0%}, {high:.0%}]':>15} {mark:>7}"
                    f"   ({time.perf_counter() - started:.0f} s, load {_load()})",
                    flush=True,
                )
    print()
    print(f"{'game':<10} {'level':<8} {'decisions':>9} {'median ms':>10} {'max ms':>9}")
    for (game_id, level), times in sorted(think.items()):
        print(
            f"{game_id:<10} {level:<8} {len(times):>9} {statistics.median(times):>10.1f} "
            f"{max(times):>9.1f}"
        )
    print(f"load average after: {_load()}")
    return 0


def _load() -> str:
    """The 1, 5 and 15 minute load averages (``?`` where the system does not tell)."""
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


if __name__ == "__main__":
    raise SystemExit(main())
