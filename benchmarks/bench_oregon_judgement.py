"""Tune the hard bot's Oregon judgement by self-play between normal bots.

A normal bot judging with the deep weights (``DEEP_WEIGHTS`` in
``game/bots/evaluation/oregon.py``, or the weights given here) plays a normal bot with the
normal weights in two-player games, each deal played from both seats.  Normal bots answer in
milliseconds, so a few hundred games take about a minute on two cores, which makes this the
cheap way to compare judgements; the ladder benchmark then confirms the hard bot with the
chosen weights.  Prints the deep side's share of wins (95 % Wilson interval) and its mean
margin in points with its standard error::

    .venv/bin/python benchmarks/bench_oregon_judgement.py --games 200 --pair 2 --clock 8

Measured when the weights were chosen (200 games per row, seed 300 unless noted; margin in
points): normal weights +0.3 (none); pair 1 +3.3; clock 5 +1.6; pair 1 and clock 5 +4.5;
pair 1.5 and clock 8 +5.9; pair 2 and clock 8 +6.2 (73 %), on fresh deals (seed 900) +3.8
(63 %); open-space worth 0 or 0.7 instead of 0.35 -4.5 / -7.5; worth by the best building a
space could hold -7.2; a lone farmer 0.3 -1.2.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_ladder import wilson  # noqa: E402

from game.bots.evaluation.oregon import DEEP_WEIGHTS, EVALUATION, Weights, evaluation_with  # noqa: E402
from game.bots.lookahead import NormalBot  # noqa: E402
from game.rules.core import derive_seed  # noqa: E402
from game.simulate import new_state  # noqa: E402


def play_one(task: tuple[Weights, int, int]) -> tuple[float, int]:
    """One game; returns the deep side's share of the win and its margin."""
    weights, seed, number = task
    me = number % 2
    state = new_state("oregon", 2, seed)
    bots = [NormalBot(derive_seed(seed, 1 + seat), EVALUATION) for seat in range(2)]
    bots[me] = NormalBot(derive_seed(seed, 1 + me), evaluation_with(weights, "oregon-tuning"))
    while not state.is_over:
        player = state.current_player
        assert player is not None
        state.apply(bots[player].choose(state.view(player)))
    outcome = state.outcome()
    assert outcome is not None
    share = 1.0 / len(outcome.winners) if me in outcome.winners else 0.0
    return share, outcome.scores[me] - outcome.scores[1 - me]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=2)
    for field in dataclasses.fields(Weights):
        parser.add_argument(f"--{field.name.replace('_', '-')}", type=type(field.default))
    args = parser.parse_args(argv)
    changes = {
        f.name: getattr(args, f.name)
        for f in dataclasses.fields(Weights)
        if getattr(args, f.name) is not None
    }
    weights = dataclasses.replace(DEEP_WEIGHTS, **changes)
    tasks = [(weights, derive_seed(args.seed, n // 2), n) for n in range(args.games)]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        results = pool.map(play_one, tasks, chunksize=1)
    wins = sum(share for share, _ in results)
    margins = [margin for _, margin in results]
    low, high = wilson(wins, len(results))
    spread = statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else 0.0
    print(f"weights: {weights}")
    print(
        f"deep v normal judgement: {len(results)} games, wins {wins / len(results):.0%} "
        f"[{low:.0%}, {high:.0%}], margin {statistics.mean(margins):+.2f} (se {spread:.2f})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
