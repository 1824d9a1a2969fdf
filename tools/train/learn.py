"""Learn a table-wide game's judgement from self-play (the learned value of
:mod:`game.bots.evaluation.learned`): Porto, Oregon and Fields of Green.

    nice -n 10 .venv/bin/python -m tools.train.learn --game porto --games 2000 --iterations 3 \\
        --jobs 2 --out build/train/porto-value

Needs the training extra (``pip install -e .[train]``: numpy, for the fitting only).
Agricola has its own tool, ``tools/train/value.py`` (its farms are judged one by one, and its
greedy player finishes an action before judging it).

Each iteration plays ``--games`` games between normal bots (each plans its own turn and judges
where it leaves it) judging with the current weights (the game's hand-made deep judgement
before the first fit), each decision with chance ``--explore`` a random move instead, so the
games visit positions the bots would not reach.  At every decision the mover's view is read:
every player's features as the mover sees them, each paired with the score that player ended
the game with.  The weights are fitted per stage by ridge regression
(:func:`tools.train.fitting.fit`, no weight below zero) over this iteration's positions and
the previous one's.
Tables: 2 players seven games in ten, 3 and 4 the others.

After each fit a normal bot with the new weights plays a normal bot with the hand-made
judgement (the normal bot before learning) on ``--measure`` held-out deals, each deal twice with the
seats swapped: the training curve.  Writes ``value.yaml`` (the weights with their provenance),
``record.json`` (the curve) and each iteration's positions to ``--out``; copy ``value.yaml``
to ``content/<game>/bots/`` to ship it.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import pickle
import random
import sys
import time
from collections.abc import Sequence
from importlib import import_module
from pathlib import Path
from typing import Any

from benchmarks.deals import check_tuning
from game.bots.evaluation.base import Evaluation
from game.bots.evaluation.learned import LearnedValue, learned_evaluation
from game.bots.judgement import Provenance
from game.bots.lookahead import NormalBot
from game.bots.value_file import ValueModel, read_value
from game.rules.core import derive_seed
from game.simulate import new_state
from tools.train.evolve import code_version
from tools.train.fitting import Row, fit
from tools.train.value import write

DEALS = {"porto": 12_000_000, "oregon": 13_000_000, "fields_of_green": 14_000_000}
"""Each game's first training deal; its curve's deals start 900,000 further (far from the
ladder's, ``benchmarks/deals.py``)."""

CURVE = 900_000
PLAYERS = (2, 2, 2, 2, 2, 2, 2, 3, 4, 2)
"""The table of each game in turn (2 players seven games in ten)."""


def learned_value(game_id: str) -> LearnedValue:
    """The game's :class:`LearnedValue` declaration."""
    if game_id == "porto":
        from game.bots.evaluation.porto_value import VALUE
    elif game_id == "oregon":
        from game.bots.evaluation.oregon_value import VALUE
    elif game_id == "fields_of_green":
        from game.bots.evaluation.fields_of_green_value import VALUE
    else:
        raise ValueError(f"no learned value for {game_id!r} (games: {', '.join(DEALS)})")
    return VALUE


def hand_made(game_id: str, deep: bool = False) -> Evaluation:
    """The game's hand-made judgement: the normal bot's, or with ``deep`` the hard bot's where
    the game has a deeper one (whatever the bots are shipped with)."""
    module = import_module(f"game.bots.evaluation.{game_id}")
    found: Evaluation = getattr(module, "DEEP_EVALUATION", module.EVALUATION) if deep else module.EVALUATION
    return found


def judged_by(game_id: str, model: ValueModel | None) -> Evaluation:
    """The evaluation the training's bots judge with: ``model``'s weights, or the game's
    hand-made deep judgement before the first fit."""
    deep = hand_made(game_id, deep=True)
    if model is None:
        return deep
    return learned_evaluation(learned_value(game_id), f"{game_id}-training", deep.scale, deep.gain, model)


def play(task: tuple[str, int, int, ValueModel | None, float]) -> list[Row]:
    """One recorded game: ``(game, seed, players, model, explore)`` → every player's features
    at every decision, seen by the mover, with the score that player ended with."""
    game_id, seed, players, model, explore = task
    value = learned_value(game_id)
    evaluation = judged_by(game_id, model)
    state: Any = new_state(game_id, players, seed, frozenset())
    chance = random.Random(seed)
    seen: list[tuple[int, list[float], int]] = []
    decision = 0
    while not state.is_over:
        mover = state.current_player
        view = state.view(mover)
        stage = value.stage(view)
        for p, features in enumerate(value.read(view, mover)):
            seen.append((stage, features, p))
        if chance.random() < explore:
            move = chance.choice(state.legal_moves())
        else:
            move = NormalBot(derive_seed(seed, decision), evaluation=evaluation).choose(view)
        state.apply(move)
        decision += 1
    scores = state.scores()
    return [(stage, features, float(scores[p])) for stage, features, p in seen]


def duel(task: tuple[str, int, ValueModel | None, ValueModel | None, int]) -> float:
    """One game, 2 players, both normal bots: ``mine`` in seat ``seat`` against ``theirs``
    (``None``: the normal bot's hand-made judgement); ``mine``'s share of the win."""
    game_id, seed, mine, theirs, seat = task
    judges = [hand_made(game_id) if theirs is None else judged_by(game_id, theirs)] * 2
    judges[seat] = hand_made(game_id) if mine is None else judged_by(game_id, mine)
    state: Any = new_state(game_id, 2, seed, frozenset())
    decision = 0
    while not state.is_over:
        mover = state.current_player
        state.apply(NormalBot(derive_seed(seed, decision), evaluation=judges[mover]).choose(state.view(mover)))
        decision += 1
    scores = state.scores()
    mine_score, theirs_score = scores[seat], scores[1 - seat]
    return 1.0 if mine_score > theirs_score else 0.5 if mine_score == theirs_score else 0.0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=sorted(DEALS))
    parser.add_argument("--games", type=int, default=1000, help="games per iteration")
    parser.add_argument("--iterations", type=int, default=3)
    parser.add_argument("--explore", type=float, default=0.05, help="chance of a random move")
    parser.add_argument("--ridge", type=float, default=30.0)
    parser.add_argument("--measure", type=int, default=100, help="held-out deals per measure (each played twice)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--start", type=Path, help="a value file to play the first iteration with "
                        "(else the hand-made judgement); its games count in the provenance")
    parser.add_argument("--first-deal", type=int, default=0, help="skip this many training deals (a continued run)")
    args = parser.parse_args(argv)
    game_id: str = args.game
    value = learned_value(game_id)
    out: Path = args.out or Path("build/train") / f"{game_id}-value"
    out.mkdir(parents=True, exist_ok=True)
    first_deal = DEALS[game_id] + args.first_deal
    check_tuning(range(first_deal, first_deal + args.games * args.iterations))
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    started = time.monotonic()
    model: ValueModel | None = None
    record: list[dict[str, Any]] = []
    games_before = 0
    previous: list[Row] = []
    command = "python -m tools.train.learn " + " ".join(sys.argv[1:] if argv is None else argv)
    if args.start is not None:
        model = read_value(args.start, value.features, value.forms, value.stages)
        games_before = model.provenance.games
        command = f"{model.provenance.command}; then {command}"
        earlier = args.start.parent / "record.json"
        if earlier.exists():  # the run continued: its curve goes on
            record = json.loads(earlier.read_text(encoding="utf-8"))
        kept = sorted(args.start.parent.glob("positions-*.pickle"))
        if kept:
            with kept[-1].open("rb") as last:
                previous = pickle.load(last)
    for iteration in range(args.iterations):
        first = first_deal + iteration * args.games
        tasks = [(game_id, first + i, PLAYERS[i % len(PLAYERS)], model, args.explore) for i in range(args.games)]
        rows: list[Row] = []
        for game_rows in (pool.imap_unordered(play, tasks, chunksize=8) if pool else map(play, tasks)):
            rows.extend(game_rows)
        with (out / f"positions-{first}.pickle").open("wb") as kept_file:  # to fit again without playing
            pickle.dump(rows, kept_file)
        played = time.monotonic() - started
        weights = fit(rows + previous, args.ridge, value.features, value.stages, nonnegative=True)
        previous = rows
        games = games_before + args.games * (iteration + 1)
        provenance = Provenance(
            method="ridge regression on self-play positions (tools/train/learn.py)",
            code_version=code_version(), games=games,
            seeds=f"{DEALS[game_id]}:{first + args.games}", command=command,
            run_time=f"{played / 60:.0f} min",
        )
        model = ValueModel(provenance, value.features, {value.forms[0]: weights})
        curve = DEALS[game_id] + CURVE
        duels = [(game_id, curve + d, model, None, seat) for d in range(args.measure) for seat in (0, 1)]
        shares = list(pool.imap_unordered(duel, duels, chunksize=4)) if pool else [duel(t) for t in duels]
        rate = sum(shares) / len(shares) if shares else 0.0
        record.append({"game": game_id, "iteration": len(record) + 1, "games": games, "positions": len(rows),
                       "minutes": round((time.monotonic() - started) / 60, 1),
                       "normal_v_hand_made": round(rate, 3), "measured_games": len(shares)})
        print(json.dumps(record[-1]), flush=True)
        provenance = provenance.model_copy(update={
            "result": f"normal bot v the hand-made normal bot: {rate:.1%} of {len(shares)} held-out games"})
        write(out / "value.yaml", ValueModel(provenance, value.features, model.forms), game_id)
        (out / "record.json").write_text(json.dumps(record, indent=1), encoding="utf-8")
    if pool is not None:
        pool.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
