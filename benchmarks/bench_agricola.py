"""Speed figures of the Agricola rules (prints them with their spread; no thresholds).

    .venv/bin/python benchmarks/bench_agricola.py [--games N] [--clock cpu|wall] [--full]

Targets from issue 16: a full random 4-player family game under 100 ms, ``legal_moves`` at a
busy position (fencing, a full farm) under 1 ms, ``clone`` under 60 us.  Busy positions are
the decisions of rounds 9 to 14 of random 4-player family games, with the fencing steps among
them on their own, and the written round-11 position of the rules tests (a full farm, 12 wood)
at its fencing step.  ``legal_moves`` is timed as a search meets it (the farm model's caches
warm) and "fresh" (caches cleared before every call).  The hover preview of every space and
the cheapest feeding are timed too.  Times are the process's processor time by default.
``--full`` plays the full game (occupations and minor improvements) instead of the family game.
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
from game.content.agricola import AgricolaContent, load  # noqa: E402
from game.rules.agricola import AgricolaState, fences, herds, new_game, read_position  # noqa: E402
from game.rules.agricola.feeding import cheapest_feeding  # noqa: E402
from game.rules.agricola.legal import Phase  # noqa: E402
from game.rules.agricola.preview import space_previews  # noqa: E402
from game.rules.core import GameConfig, Rng, derive_seed, find_move, play_random_game  # noqa: E402

BUSY_FILE = Path(__file__).resolve().parents[1] / "tests" / "rules" / "agricola" / "positions" / "busy_4p_round11.txt"
FAMILY = frozenset({"family"})

clock: Callable[[], float] = time.process_time


def spread(name: str, samples: list[float], unit: str, scale: float) -> None:
    """Print the median and quartiles (and the extremes) of ``samples`` in ``unit``."""
    values = sorted(sample * scale for sample in samples)
    low, middle, high = statistics.quantiles(values, n=4) if len(values) > 1 else (values[0],) * 3
    print(f"{name:<36} median {middle:9.3f} {unit}   quartiles {low:.3f}-{high:.3f}   "
          f"min {values[0]:.3f}   max {values[-1]:.3f}   (n={len(values)})")


def each(action: Callable[[], object], repeat: int, before: Callable[[], None] | None = None) -> float:
    """The mean time of one ``action`` over ``repeat`` calls (``before`` each, untimed)."""
    spent = 0.0
    for _ in range(repeat):
        if before is not None:
            before()
        start = clock()
        action()
        spent += clock() - start
    return spent / repeat


def clear_caches() -> None:
    fences.clear_caches()
    herds.clear_caches()


def late_positions(content: AgricolaContent, games: int, variant: frozenset[str] = FAMILY) -> tuple[list[AgricolaState], list[AgricolaState]]:
    """Decisions of rounds 9-14 of random 4-player family games (one in three), and the
    fencing steps among every decision of those rounds."""
    busy, fencing = [], []
    for i in range(games):
        state = new_game(content, GameConfig(4, variant), derive_seed(16, i))
        rng = Rng(i)
        step = 0
        while not state.is_over:
            if state.round >= 9:
                decision = state.decision()
                if decision is not None and decision.kind == "fence_pasture":
                    fencing.append(state.clone())
                elif step % 3 == 0:
                    busy.append(state.clone())
            state.apply(rng.choice(state.legal_moves()))
            step += 1
    return busy, fencing


def written_fencing(content: AgricolaContent) -> AgricolaState:
    """The rules tests' round-11 position, its player at the fencing space's first step."""
    state = read_position(content, BUSY_FILE.read_text(encoding="utf-8"))
    state.apply(find_move(state, "go fencing"))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="random 4-player family games")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu", help="what time to measure")
    parser.add_argument("--full", action="store_true", help="the full game with cards, not the family game")
    args = parser.parse_args()
    global clock
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    content = load(paths.content_dir())
    variant = frozenset() if args.full else FAMILY
    game = "full" if args.full else "family"

    game_times, moves = [], []
    for i in range(args.games):
        state = new_game(content, GameConfig(4, variant), derive_seed(4, i))
        start = clock()
        moves.append(play_random_game(state, Rng(i)))
        game_times.append(clock() - start)
    spread(f"full random 4-player {game} game", game_times, "ms", 1e3)
    print(f"{'moves per game':<36} median {statistics.median(moves):9.0f}")

    busy, fencing = late_positions(content, max(4, args.games // 5), variant)
    fencing.append(written_fencing(content))
    sizes = [len(s.legal_moves()) for s in fencing]
    print(f"{'busy positions':<36} {len(busy)}, fencing steps {len(fencing)} "
          f"(pastures offered: median {statistics.median(sizes):.0f}, max {max(sizes)})")
    spread("legal_moves (busy)", [each(s.legal_moves, 20) for s in busy], "us", 1e6)
    spread("legal_moves (fencing)", [each(s.legal_moves, 20) for s in fencing], "us", 1e6)
    spread("legal_moves (fencing, fresh)", [each(s.legal_moves, 5, clear_caches) for s in fencing], "us", 1e6)
    spread("clone (busy)", [each(s.clone, 200) for s in busy], "us", 1e6)

    working = [s for s in busy if s.phase == Phase.WORK]
    working.append(read_position(content, BUSY_FILE.read_text(encoding="utf-8")))
    spread("space_previews, every space", [each(lambda s=s: space_previews(s, s.current), 3) for s in working],
           "ms", 1e3)
    feeding = [s for s in busy if s.phase == Phase.FEED]
    if feeding:
        spread("cheapest_feeding", [each(lambda s=s: cheapest_feeding(s, s.feeding[0]), 20) for s in feeding],
               "us", 1e6)


if __name__ == "__main__":
    main()
