"""Speed figures of the Porto rules (prints them; no thresholds).

    .venv/bin/python benchmarks/bench_porto.py [--games N]

Targets from the issue: a full random 4-player game < 25 ms, ``legal_moves`` < 1 ms,
``clone`` < 50 us.  Also prints how often random games end by the roof-track mark.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import paths  # noqa: E402
from game.content.porto import load  # noqa: E402
from game.rules.core import GameConfig, Rng, derive_seed, play_random_game  # noqa: E402
from game.rules.porto import PortoState, new_game  # noqa: E402


def _summary(name: str, samples: list[float], unit: str, scale: float) -> None:
    values = sorted(s * scale for s in samples)
    q1, median, q3 = statistics.quantiles(values, n=4) if len(values) > 1 else (values[0],) * 3
    print(
        f"{name:<28} median {median:9.3f} {unit}   IQR {q1:.3f}-{q3:.3f}   "
        f"min {values[0]:.3f}   max {values[-1]:.3f}   (n={len(values)})"
    )


def _time_each(action: Callable[[], object], repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        action()
    return (time.perf_counter() - start) / repeat


def mid_game_positions(content: object, count: int) -> list[PortoState]:
    """Positions from the middle of random 4-player games."""
    positions = []
    for i in range(count):
        state = new_game(content, GameConfig(4), derive_seed(7, i))  # type: ignore[arg-type]
        rng = Rng(i)
        for _ in range(40 + i % 40):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_moves()))
        if not state.is_over:
            positions.append(state)
    return positions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="random games per player count")
    args = parser.parse_args()
    content = load(paths.content_dir())

    game_times, moves = [], []
    ends: Counter[str] = Counter()
    for players in (2, 3, 4):
        for i in range(args.games):
            state = new_game(content, GameConfig(players), derive_seed(players, i))
            start = time.perf_counter()
            moves_played = play_random_game(state, Rng(i))
            if players == 4:
                game_times.append(time.perf_counter() - start)
                moves.append(moves_played)
            outcome = state.outcome()
            assert outcome is not None
            ends[outcome.end_reason] += 1
    _summary("full random 4-player game", game_times, "ms", 1e3)
    print(f"{'moves per 4-player game':<28} median {statistics.median(moves):9.0f}")

    positions = mid_game_positions(content, 200)
    _summary("legal_moves (mid-game)", [_time_each(s.legal_moves, 20) for s in positions], "us", 1e6)
    _summary("clone (mid-game)", [_time_each(s.clone, 200) for s in positions], "us", 1e6)
    _summary("view + determinize", [
        _time_each(lambda s=s: s.view(s.current).determinize(Rng(1)), 20) for s in positions
    ], "us", 1e6)

    total = sum(ends.values())
    for reason, count in ends.most_common():
        print(f"games ending by {reason:<16} {count:5d} / {total}  ({100 * count / total:.1f}%)")


if __name__ == "__main__":
    main()
