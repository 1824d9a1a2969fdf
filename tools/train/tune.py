"""Tune a game's learned value by the games its weights win: a (1+1) evolution strategy on the
weights of :mod:`game.bots.evaluation.learned`, for Porto, Oregon and Fields of Green.

    nice -n 10 .venv/bin/python -m tools.train.tune --game porto --minutes 30 --jobs 2 \\
        --out build/train/porto-tune

Needs nothing beyond the program (no numpy).  Fitting the final score (``tools/train/learn.py``)
predicts well but judges badly where what goes with a high score is not what makes it (in Porto
the fitted weights made a card in hand worth nothing before the first roof, and the normal bot
judging with them won 44 % of its games against the hand-made one).  So here the weights are
judged by what they win.

The weights start as the game's hand-made judgement written in the learned features
(``LearnedValue.hand_made``: per feature a weight at the first stage and one at the last,
equal steps between), or with ``--from-hand normal`` as the normal bot's where it has one of
its own (``LearnedValue.hand_made_normal``: Oregon's normal bot learns from there, so that an
earlier point of the run is a normal bot between the hand-made one and the hard bot).  Each
generation multiplies ``--mutate`` of those numbers by ``exp(σ·N(0,1))`` (a zero one is set to
``±σ/2`` instead), and a normal bot judging with the
candidate plays a normal bot judging with the current weights on ``--deals`` fresh training
deals, each twice with the seats swapped (2 players).  A candidate winning at least
``--promising`` of those meets the current weights again on ``--held-out`` deals it was not
chosen on, and replaces them only if it wins at least ``--accept`` of those too.  After each
change the current weights' normal bot plays the hand-made normal bot (the judgement before learning)
on the curve deals: the training curve.

Writes ``value.yaml`` (the weights, with their provenance) and ``record.json`` (every
generation and the curve) to ``--out`` after every generation, so a run stopped early keeps
what it found; copy ``value.yaml`` to ``content/<game>/bots/`` to ship it.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks.deals import check_tuning
from game.bots.judgement import Provenance
from game.bots.value_file import ValueModel, read_value
from tools.train.evolve import code_version
from tools.train.learn import DEALS, duel, learned_value
from tools.train.value import write

TRAIN = 300_000
HELD_OUT = 500_000
CURVE = 900_000
"""Offsets from the game's first deal (``tools.train.learn.DEALS``): training, held-out and
curve deals, all far from the ladder's."""

Weights = dict[str, tuple[float, float]]


def model_of(game_id: str, weights: Weights, provenance: Provenance | None = None) -> ValueModel:
    """The value model ``weights`` (per feature, first and last stage) make."""
    value = learned_value(game_id)
    made = provenance or Provenance(method="candidate", code_version="-", games=0, seeds="-", command="-")
    return ValueModel(made, value.features, {value.forms[0]: value.rows(weights)})


def weights_of(game_id: str, model: ValueModel) -> Weights:
    """The first and last stage's weights of ``model`` (a tuned file read back)."""
    value = learned_value(game_id)
    rows = model.forms[value.forms[0]]
    return {name: (rows[0][i], rows[-1][i]) for i, name in enumerate(value.features) if name not in ("bias", "sheet")}


def mutate(weights: Weights, rng: random.Random, count: int, sigma: float) -> Weights:
    """``weights`` with ``count`` of its numbers changed (see the module docs)."""
    slots = [(name, end) for name in sorted(weights) for end in (0, 1)]
    changed = {name: list(pair) for name, pair in weights.items()}
    for name, end in rng.sample(slots, min(count, len(slots))):
        old = changed[name][end]
        new = old * math.exp(sigma * rng.gauss(0.0, 1.0)) if old else rng.choice((-0.5, 0.5)) * sigma
        changed[name][end] = round(new, 4)
    return {name: (pair[0], pair[1]) for name, pair in changed.items()}


@dataclass(frozen=True)
class Run:
    """What a tuning run plays: the game, its first deal (training, held-out and curve deals
    are offsets from it), where it writes, the weights' model (``model_of``), the share of the
    wins of one model against another over deals, both seats (``share``), and the curve's rival
    (``None``: the hand-made judgement) with how the provenance names that measure."""

    game_id: str
    first: int
    out: Path
    command: str
    title: str
    model_of: Callable[..., ValueModel]
    share: Callable[[range, ValueModel, ValueModel | None], float]
    curve_rival: ValueModel | None
    against: str


def evolve(run: Run, current: Weights, args: argparse.Namespace) -> Weights:
    """The (1+1) evolution strategy of the module docs, from ``current``, for ``args.minutes``:
    writes ``value.yaml`` and ``record.json`` to ``run.out`` after every generation and gives
    the weights it ends with."""
    rng = random.Random(args.seed)
    first = run.first
    curve_deals = range(first + CURVE, first + CURVE + args.curve)
    started = time.monotonic()
    trained_on = code_version()
    record: dict[str, Any] = {"game": run.game_id, "title": run.title, "command": run.command, "start": current,
                              "generations": [],
                              "curve": [{"games": 0, "rate": run.share(curve_deals, run.model_of(current), run.curve_rival)}]}
    games = 2 * args.curve
    print(json.dumps(record["curve"][0]), flush=True)
    train_next, held_next = first + TRAIN, first + HELD_OUT
    generation = 0
    while time.monotonic() - started < args.minutes * 60 and generation < (args.generations or math.inf):
        generation += 1
        candidate = mutate(current, rng, args.mutate, args.sigma)
        trained = run.share(range(train_next, train_next + args.deals), run.model_of(candidate), run.model_of(current))
        train_next += args.deals
        games += 2 * args.deals
        step: dict[str, Any] = {"generation": generation,
                                "changed": {k: [current[k], v] for k, v in candidate.items() if v != current[k]},
                                "train": [round(trained * 2 * args.deals, 1), 2 * args.deals],
                                "held_out": None, "accepted": False}
        if trained >= args.promising:
            held = run.share(range(held_next, held_next + args.held_out), run.model_of(candidate), run.model_of(current))
            held_next += args.held_out
            games += 2 * args.held_out
            step["held_out"] = [round(held * 2 * args.held_out, 1), 2 * args.held_out]
            if held >= args.accept:
                step["accepted"] = True
                current = candidate
                rate = run.share(curve_deals, run.model_of(current), run.curve_rival)
                games += 2 * args.curve
                record["curve"].append({"games": games, "rate": round(rate, 3), "generation": generation})
        step["games"] = games
        record["generations"].append(step)
        print(json.dumps(step), flush=True)
        last = record["curve"][-1]
        provenance = Provenance(
            method="(1+1) evolution strategy on the games won (tools/train/tune.py)",
            code_version=trained_on, games=games, seeds=f"{first + TRAIN}:{train_next}, {first + HELD_OUT}:{held_next}",
            command=run.command, run_time=f"{(time.monotonic() - started) / 60:.0f} min",
            result=f"{run.against}: {last['rate']:.1%} of {2 * args.curve} held-out games",
        )
        write(run.out / "value.yaml", run.model_of(current, provenance), run.game_id)
        (run.out / "record.json").write_text(json.dumps(record, indent=1), encoding="utf-8")
    return current


def spsa(run: Run, current: Weights, args: argparse.Namespace) -> Weights:
    """Simultaneous perturbation (SPSA), for ``args.minutes``: every iteration moves *all* the
    numbers of ``current`` at once, each by ``±c`` times its own scale (its starting size, at
    least 0.1), plays the weights pushed one way against the weights pushed the other on
    ``args.deals`` fresh training deals from both seats, and steps every number toward the side
    that won, by ``a`` times the lead (the share above a half) over ``c``.  ``a`` and ``c``
    shrink as the run goes (``a / (k + 21)^0.602`` and ``c / (k + 1)^0.101`` at iteration
    ``k``, Spall's exponents; with ``a`` 0.6 and ``c`` 0.2 the first steps move a number by
    about a twentieth of its scale when one side wins 60 %).  Many small
    effects, each too small to show in one candidate's games, add up.  Every ``args.every``
    iterations the current weights play the curve's rival on the curve deals: the training
    curve.  Writes ``value.yaml`` and ``record.json`` to ``run.out`` after every curve point."""
    rng = random.Random(args.seed)
    first = run.first
    curve_deals = range(first + CURVE, first + CURVE + args.curve)
    started = time.monotonic()
    trained_on = code_version()
    slots = [(name, end) for name in sorted(current) for end in (0, 1)]
    scale = {slot: max(abs(current[slot[0]][slot[1]]), 0.1) for slot in slots}
    theta = {slot: current[slot[0]][slot[1]] for slot in slots}

    def weights(at: dict[tuple[str, int], float]) -> Weights:
        return {name: (round(at[(name, 0)], 4), round(at[(name, 1)], 4)) for name in sorted(current)}

    record: dict[str, Any] = {"game": run.game_id, "title": run.title, "command": run.command, "start": current,
                              "method": "spsa", "generations": [], "iterations": [],
                              "curve": [{"games": 0, "rate": run.share(curve_deals, run.model_of(current), run.curve_rival)}]}
    games = 2 * args.curve
    print(json.dumps(record["curve"][0]), flush=True)
    train_next = first + TRAIN
    k = 0
    while time.monotonic() - started < args.minutes * 60 and k < (args.generations or math.inf):
        a_k = args.step / (k + 1 + 20) ** 0.602
        c_k = args.sigma / (k + 1) ** 0.101
        signs = {slot: rng.choice((-1.0, 1.0)) for slot in slots}
        plus = {slot: theta[slot] + c_k * signs[slot] * scale[slot] for slot in slots}
        minus = {slot: theta[slot] - c_k * signs[slot] * scale[slot] for slot in slots}
        won = run.share(range(train_next, train_next + args.deals), run.model_of(weights(plus)),
                        run.model_of(weights(minus)))
        train_next += args.deals
        games += 2 * args.deals
        lead = won - 0.5
        for slot in slots:
            theta[slot] += a_k * lead / c_k * signs[slot] * scale[slot]
        k += 1
        record["iterations"].append({"iteration": k, "plus_won": round(won, 3), "games": games})
        if k % args.every == 0:
            rate = run.share(curve_deals, run.model_of(weights(theta)), run.curve_rival)
            games += 2 * args.curve
            record["curve"].append({"games": games, "rate": round(rate, 3), "generation": k})
            print(json.dumps(record["curve"][-1]), flush=True)
            provenance = Provenance(
                method="simultaneous perturbation (SPSA) on the games won (tools/train/tune.py)",
                code_version=trained_on, games=games, seeds=f"{first + TRAIN}:{train_next}",
                command=run.command, run_time=f"{(time.monotonic() - started) / 60:.0f} min",
                result=f"{run.against}: {rate:.1%} of {2 * args.curve} held-out games",
            )
            write(run.out / "value.yaml", run.model_of(weights(theta), provenance), run.game_id)
            (run.out / "record.json").write_text(json.dumps(record, indent=1), encoding="utf-8")
    return weights(theta)


def parser_of(description: str, games: Sequence[str] = ()) -> argparse.ArgumentParser:
    """The command line of a tuning run (this module's and :mod:`tools.train.tune_farm`'s),
    with ``--game`` when there are ``games`` to choose from."""
    parser = argparse.ArgumentParser(description=description)
    if games:
        parser.add_argument("--game", required=True, choices=sorted(games))
    parser.add_argument("--minutes", type=float, default=30.0, help="stop starting generations after this")
    parser.add_argument("--generations", type=int, help="stop after this many generations")
    parser.add_argument("--deals", type=int, default=40, help="training deals a generation (two games each)")
    parser.add_argument("--held-out", type=int, default=80, help="held-out deals of a promising candidate")
    parser.add_argument("--curve", type=int, default=100, help="deals of the curve (two games each)")
    parser.add_argument("--promising", type=float, default=0.55)
    parser.add_argument("--accept", type=float, default=0.53)
    parser.add_argument("--mutate", type=int, default=2, help="numbers changed a candidate")
    parser.add_argument("--sigma", type=float, default=0.4,
                        help="the evolution's step (log-normal), or SPSA's perturbation c (a share of each number)")
    parser.add_argument("--method", choices=("evolve", "spsa"), default="evolve")
    parser.add_argument("--step", type=float, default=0.6, help="SPSA's step a")
    parser.add_argument("--every", type=int, default=25, help="SPSA: iterations between curve points")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = parser_of(__doc__.splitlines()[0], DEALS)
    parser.add_argument("--start", type=Path, help="a value file to start from (else the hand-made judgement)")
    parser.add_argument("--from-hand", choices=("deep", "normal"), default="deep",
                        help="which hand-made judgement to start from without --start: the hard bot's (deep) "
                             "or the normal bot's")
    given = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(given)
    game_id: str = args.game
    value = learned_value(game_id)
    out: Path = args.out or Path("build/train") / f"{game_id}-tune"
    out.mkdir(parents=True, exist_ok=True)
    first = DEALS[game_id]
    check_tuning(range(first, first + CURVE + args.curve))
    if args.start is not None:
        current: Weights = weights_of(game_id, read_value(args.start, value.features, value.forms, value.stages))
    else:
        start = value.hand_made_normal if args.from_hand == "normal" else value.hand_made
        if start is None:
            parser.error(f"{game_id} has no hand-made {args.from_hand} judgement in its learned features")
        current = dict(start)
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None

    def share(deals: range, mine: ValueModel, theirs: ValueModel | None) -> float:
        tasks = [(game_id, d, mine, theirs, seat) for d in deals for seat in (0, 1)]
        results = list(pool.imap_unordered(duel, tasks, chunksize=2)) if pool else [duel(t) for t in tasks]
        return sum(results) / len(results)

    run = Run(
        game_id=game_id, first=first, out=out, command=" ".join(["python -m tools.train.tune", *given]),
        title=f"{game_id}: tuned normal bot v hand-made (line), held-out tests (dots, filled: kept)",
        model_of=lambda weights, provenance=None: model_of(game_id, weights, provenance),
        share=share, curve_rival=None, against="normal bot v the hand-made normal bot")
    (spsa if args.method == "spsa" else evolve)(run, current, args)
    if pool is not None:
        pool.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
