"""Tune Agricola's learned judgement of a farm by the games its weights win: the (1+1)
evolution strategy of :mod:`tools.train.tune`, on the fitted weights of
:mod:`game.bots.evaluation.agricola_value`.

    nice -n 10 .venv/bin/python -m tools.train.tune_farm --form family --minutes 60 --jobs 2 \\
        --out build/train/agricola-tune

Needs nothing beyond the program.  The weights were fitted to the final scores of greedy games
(:mod:`tools.train.value`): a fit predicts the score well and may still judge badly where what
goes with a high score is not what makes it (so it went in Porto, ``tools/train/tune.py``).
Here the fitted rows stay and each feature gets a multiplier at the first round and one at
the last (equal steps between), all 1 at the start; a candidate changes ``--mutate`` of them
by ``exp(σ·N(0,1))``.  The players are the hard bot's playout step
(:func:`~game.bots.evaluation.agricola_deep.deep_step`: each placement the one leaving the
mover's farm worth most once its action is finished greedily, ``tools.train.value.greedy_scores``),
the candidate's weights against the current ones, 2 players, each deal from both seats; a
candidate winning ``--promising`` of its training deals meets the current weights on
``--held-out`` fresh deals and is kept if it wins ``--accept`` of those.  After each change
the current weights play the weights started from on the curve deals: the training curve.

``--form family`` plays the revised family game (the ladder's), ``--form full`` the full game
with the cards.  Deals: training from 11,300,000, held-out from 11,500,000, the curve from
11,900,000 (``tools.train.value`` trained on 11,000,000-11,015,000 and measures from
11,900,000; none is the ladder's).  Writes ``value.yaml`` (the start file with the tuned form's
rows, and its provenance) and ``record.json`` (every generation and the curve) to ``--out``
after every generation; copy ``value.yaml`` to ``content/agricola/bots/`` to ship it.
"""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path

from benchmarks.deals import check_tuning
from game.bots.evaluation.agricola_value import FEATURES, STAGES, learned_farm_worth
from game.bots.judgement import Provenance
from game.bots.value_file import ValueModel, value_path
from tools.train.tune import CURVE, Run, Weights, evolve, parser_of, spsa
from tools.train.value import TRAIN_DEALS, greedy_scores, read_weights

VARIANTS = {"family": frozenset({"family", "revised"}), "full": frozenset()}
"""The game each form's tuning plays (2 players)."""

UNTUNED = ("bias", "sheet")
"""Features whose weight no multiplier changes: the constant, and the score already on the
sheet (its weight is 1 in every round)."""


def multipliers(start: ValueModel, form: str) -> Weights:
    """A multiplier of 1 at the first and the last round for every feature ``form``'s rows
    weigh in some round (a multiplier of a weight of 0 would change nothing)."""
    rows = start.forms[form]
    return {name: (1.0, 1.0) for i, name in enumerate(FEATURES)
            if name not in UNTUNED and any(row[i] != 0.0 for row in rows)}


def tuned(start: ValueModel, form: str, weights: Weights, provenance: Provenance | None = None) -> ValueModel:
    """``start`` with ``form``'s row of each round multiplied, feature by feature, by the
    multiplier ``weights`` give that round (the first and last round's, equal steps between)."""
    last = STAGES - 1
    rows = []
    for stage, row in enumerate(start.forms[form]):
        scaled = []
        for name, weight in zip(FEATURES, row, strict=True):
            first_m, last_m = weights.get(name, (1.0, 1.0))
            scaled.append(round(weight * (first_m + (last_m - first_m) * stage / last), 6))
        rows.append(tuple(scaled))
    made = start.provenance
    if provenance is not None:  # the start's history, then this run
        made = provenance.model_copy(update={
            "method": f"{made.method}; then {form}: {provenance.method}",
            "command": f"{made.command}; then {provenance.command}",
            "games": made.games + provenance.games, "seeds": f"{made.seeds}, {provenance.seeds}"})
    return ValueModel(made, FEATURES, {**start.forms, form: tuple(rows)})


def duel(task: tuple[int, frozenset[str], ValueModel, ValueModel, int]) -> float:
    """One greedy game, 2 players: ``mine`` in seat ``seat`` against ``theirs``; ``mine``'s
    share of the win."""
    seed, variants, mine, theirs, seat = task
    judges = [partial(learned_farm_worth, model=theirs)] * 2
    judges[seat] = partial(learned_farm_worth, model=mine)
    scores = greedy_scores(seed, variants, judges)
    return 1.0 if scores[seat] > scores[1 - seat] else 0.5 if scores[seat] == scores[1 - seat] else 0.0


def main(argv: Sequence[str] | None = None) -> int:
    parser = parser_of(__doc__.splitlines()[0])
    parser.add_argument("--form", choices=sorted(VARIANTS), default="family")
    parser.add_argument("--start", type=Path, help="the value file to start from (else the shipped one)")
    given = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(given)
    form: str = args.form
    start = read_weights(args.start or value_path("agricola"))
    out: Path = args.out or Path("build/train") / f"agricola-{form}-tune"
    out.mkdir(parents=True, exist_ok=True)
    check_tuning(range(TRAIN_DEALS, TRAIN_DEALS + CURVE + args.curve))
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    variants = VARIANTS[form]

    def share(deals: range, mine: ValueModel, theirs: ValueModel | None) -> float:
        rival = theirs or start
        tasks = [(d, variants, mine, rival, seat) for d in deals for seat in (0, 1)]
        results = list(pool.imap_unordered(duel, tasks, chunksize=4)) if pool else [duel(t) for t in tasks]
        return sum(results) / len(results)

    run = Run(
        game_id="agricola", first=TRAIN_DEALS, out=out, command=" ".join(["python -m tools.train.tune_farm", *given]),
        title=f"agricola {form}: tuned greedy v the weights started from (line), held-out tests (dots, filled: kept)",
        model_of=lambda weights, provenance=None: tuned(start, form, weights, provenance),
        share=share, curve_rival=start, against="greedy v the weights started from")
    (spsa if args.method == "spsa" else evolve)(run, multipliers(start, form), args)
    if pool is not None:
        pool.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
