"""Speed figures of the Fields of Green rules (prints them with their spread; no thresholds).

    .venv/bin/python benchmarks/bench_fields_of_green.py [--games N]

Targets from issue 15: a full random 4-player game under 50 ms, ``legal_moves`` at a busy
position under 1 ms, ``clone`` under 50 us.  A busy position is an action of the last two
years of a random 4-player game, where the farms are largest and a card may be built on the
most cells (each checked for water within range); the figures are also given for the busiest
tenth of them.  Times are the process's processor time by default (``--clock wall`` for the
clock on the wall), so other programs sharing the machine count for little in them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import paths  # noqa: E402
from game.content.fields_of_green import load  # noqa: E402
from game.rules.core import GameConfig, Rng, derive_seed, play_random_game  # noqa: E402
from game.rules.fields_of_green import FogState, new_game  # noqa: E402
from game.rules.fields_of_green.legal import Phase  # noqa: E402


def _summary(name: str, samples: list[float], unit: str, scale: float) -> None:
    values = sorted(s * scale for s in samples)
    q1, median, q3 = statistics.quantiles(values, n=4) if len(values) > 1 else (values[0],) * 3
    print(
        f"{name:<34} median {median:9.3f} {unit}   IQR {q1:.3f}-{q3:.3f}   "
        f"min {values[0]:.3f}   max {values[-1]:.3f}   (n={len(values)})"
    )


CLOCK: Callable[[], float] = time.process_time


def _time_each(action: Callable[[], object], repeat: int) -> float:
    start = CLOCK()
    for _ in range(repeat):
        action()
    return (CLOCK() - start) / repeat


def busy_positions(content: object, games: int) -> list[FogState]:
    """Actions of years 3 and 4 of random 4-player games (one every few moves)."""
    positions = []
    for i in range(games):
        state = new_game(content, GameConfig(4), derive_seed(11, i))
        rng = Rng(i)
        moves = 0
        while not state.is_over:
            if state.phase == Phase.ACT and state.year >= 3 and moves % 5 == 0:
                positions.append(state.clone())
            state.apply(rng.choice(state.legal_moves()))
            moves += 1
    return positions


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="random games per player count")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu", help="what time to measure")
    args = parser.parse_args()
    global CLOCK
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    content = load(paths.content_dir())

    game_times: list[float] = []
    moves: list[int] = []
    for players in (2, 3, 4):
        for i in range(args.games):
            state = new_game(content, GameConfig(players), derive_seed(players, i))
            start = CLOCK()
            moves_played = play_random_game(state, Rng(i))
            if players == 4:
                game_times.append(CLOCK() - start)
                moves.append(moves_played)
    _summary("full random 4-player game", game_times, "ms", 1e3)
    print(f"{'moves per 4-player game':<34} median {statistics.median(moves):9.0f}")

    positions = busy_positions(content, 40)
    sizes = [len(s.legal_moves()) for s in positions]
    farms = [len(s.players[s.current].farm) for s in positions]
    print(f"{'busy positions':<34} {len(positions)}: legal moves median {statistics.median(sizes):.0f} "
          f"(max {max(sizes)}), farm median {statistics.median(farms):.0f} locations (max {max(farms)})")
    legal = [_time_each(s.legal_moves, 20) for s in positions]
    _summary("legal_moves (busy)", legal, "us", 1e6)
    busiest = sorted(range(len(positions)), key=lambda k: -sizes[k])[: max(1, len(positions) // 10)]
    _summary("legal_moves (busiest tenth)", [legal[k] for k in busiest], "us", 1e6)
    _summary("clone (busy)", [_time_each(s.clone, 200) for s in positions], "us", 1e6)
    _summary("view + determinize (busy)", [
        _time_each(lambda s=s: s.view(s.current).determinize(Rng(1)), 20) for s in positions
    ], "us", 1e6)


if __name__ == "__main__":
    main()
