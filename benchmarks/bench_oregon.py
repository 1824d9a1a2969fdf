"""Speed figures of the Oregon rules (prints them; no thresholds).

Run: ``.venv/bin/python benchmarks/bench_oregon.py [--repeat N]``

- a full random 4-player game (new game, then legal_moves + apply_unchecked to the end);
- ``legal_moves`` at a busy mid-game position (4 players, many pieces, both tokens active);
- ``clone`` of that position.

Each figure is min / median / p90 over repeated runs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

# Measure this checkout's rules, not whichever copy the environment has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.content.oregon import load  # noqa: E402
from game.paths import content_dir  # noqa: E402
from game.rules.core import GameConfig, Rng, derive_seed  # noqa: E402
from game.rules.oregon import OregonState, new_game  # noqa: E402


def measure(action: Callable[[], object], repeat: int, inner: int = 1) -> list[float]:
    """Seconds per call of ``action`` for ``repeat`` runs of ``inner`` calls each."""
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(inner):
            action()
        out.append((time.perf_counter() - start) / inner)
    return out


def line(name: str, seconds: list[float], unit: str, scale: float) -> str:
    ordered = sorted(seconds)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    return (
        f"{name:<34} min {ordered[0] * scale:8.2f} {unit}   median "
        f"{statistics.median(ordered) * scale:8.2f} {unit}   p90 {p90 * scale:8.2f} {unit}"
    )


def busy_position(content_seed: int) -> OregonState:
    """A 4-player game played randomly until the board holds many pieces, stopped at a play
    decision with a full hand."""
    content = load(content_dir())
    for i in range(1000):
        seed = derive_seed(content_seed, i)
        state = new_game(content, GameConfig(4), seed)
        rng = Rng(seed)
        while not state.is_over:
            pieces = sum(1 for code in state.cells if code)
            if pieces >= 30 and state.phase_name == "play" and state.joker[state.player]:
                return state
            state.apply_unchecked(rng.choice(state.legal_moves()))
    raise RuntimeError("no busy position found")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    content = load(content_dir())
    games = iter(range(10**9))
    moves: list[int] = []

    def full_game() -> None:
        seed = derive_seed(99, next(games))
        state = new_game(content, GameConfig(4), seed)
        rng = Rng(seed)
        count = 0
        while not state.is_over:
            state.apply_unchecked(rng.choice(state.legal_moves()))
            count += 1
        moves.append(count)

    game_times = measure(full_game, args.repeat)
    busy = busy_position(5)
    legal = measure(busy.legal_moves, args.repeat, inner=50)
    clone = measure(busy.clone, args.repeat, inner=200)
    print(f"Oregon rules, {args.repeat} runs each")
    print(
        line("full random 4-player game", game_times, "ms", 1e3)
        + f"   ({statistics.median(moves):.0f} moves median)"
    )
    print(line(f"legal_moves, busy ({len(busy.legal_moves())} moves)", legal, "µs", 1e6))
    print(line("clone", clone, "µs", 1e6))


if __name__ == "__main__":
    main()
