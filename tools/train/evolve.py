"""Tune a game's normal-bot judgement by self-play: a (1+1) evolution strategy.

    nice -n 10 .venv/bin/python -m tools.train.evolve --game agricola --jobs 2 \\
        --minutes 30 --out build/train/agricola

Each generation mutates a few weights of the current set (each multiplied by ``exp(σ·N(0,1))``)
and plays the candidate against the current set on fresh training deals, each deal twice with
the seats swapped, the game's forms in turn (Agricola: family game, full game).  A candidate
that wins at least ``--promising`` of them meets the current set again on held-out deals it was
not chosen on, and replaces it only if it wins at least ``--accept`` of those too.  After each
change the current set plays the starting set on a fixed curve set of deals (the training
curve: games played → win rate against the starting weights).

Deals: training from ``TRAIN_DEALS``, held-out from ``HELD_OUT_DEALS``, the curve set from
``CURVE_DEALS``, all at 10,000,000 or more, so never a deal the benchmarks measure on.

Writes ``judgement.yaml`` (the learned weights with their provenance, the other sections as
shipped) and ``record.json`` (every generation and the curve) to ``--out``, after every
generation, so a run stopped early keeps what it found.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from benchmarks.deals import check_tuning
from game.bots.judgement import judgement_path, read_judgement
from tools.train.selfplay import FORMS, SECTION, Players, paired, sections, shipped

TRAIN_DEALS = 10_000_000
HELD_OUT_DEALS = 10_500_000
CURVE_DEALS = 10_900_000

FORM_NAMES = {"family": frozenset({"family"}), "full": frozenset()}
"""The forms ``--form`` names: Agricola's family game and its full game with the cards."""


def mutate(weights: dict[str, Any], rng: random.Random, count: int, sigma: float) -> dict[str, Any]:
    """``weights`` with ``count`` of its numbers (never its whole-number tuples) scaled by
    ``exp(sigma·N(0,1))``, rounded to three decimals."""
    tunable = [name for name, value in weights.items() if isinstance(value, float)]
    changed = dict(weights)
    for name in rng.sample(tunable, min(count, len(tunable))):
        changed[name] = round(weights[name] * math.exp(sigma * rng.gauss(0.0, 1.0)), 3)
    return changed


def code_version() -> str:
    """The commit the code was at (``unknown`` outside a git checkout)."""
    try:
        done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return done.stdout.strip() or "unknown"


def write_judgement(path: Path, game_id: str, learned: dict[str, Any], provenance: dict[str, Any]) -> None:
    """The game's judgement file with ``learned`` as the trained section and ``provenance``,
    the other sections as shipped; read back to check it."""
    from dataclasses import asdict

    import yaml

    kinds = sections(game_id)
    shipped_file = read_judgement(judgement_path(game_id), kinds)
    data: dict[str, Any] = {"provenance": provenance}
    for name in kinds:
        values = learned if name == SECTION else asdict(shipped_file.sections[name])
        data[name] = {key: list(value) if isinstance(value, tuple) else value for key, value in values.items()}
    header = (f"# How the {game_id} bots judge, in points: learned by tools/train/evolve.py "
              "(docs/learning.md says how to make it again).\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(header + yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    read_judgement(path, kinds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="agricola")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=30.0, help="stop starting generations after this")
    parser.add_argument("--generations", type=int, default=1_000_000)
    parser.add_argument("--deals", type=int, default=6, help="training deals a generation (two games each)")
    parser.add_argument("--held-out", type=int, default=8, help="held-out deals of a promising candidate")
    parser.add_argument("--curve", type=int, default=8, help="deals of the curve set")
    parser.add_argument("--promising", type=float, default=0.6)
    parser.add_argument("--accept", type=float, default=0.65)
    parser.add_argument("--mutate", type=int, default=4, help="weights changed a candidate")
    parser.add_argument("--sigma", type=float, default=0.3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--form", action="append", choices=sorted(FORM_NAMES),
                        help="play only this form of the game (repeatable; default: all its forms in turn)")
    parser.add_argument("--out", type=Path, required=True)
    given = sys.argv[1:] if argv is None else argv
    args = parser.parse_args(given)

    started = time.monotonic()
    forms = tuple(FORM_NAMES[name] for name in args.form) if args.form else FORMS[args.game]
    rng = random.Random(args.seed)
    start = shipped(args.game)
    current = dict(start)
    games = 0
    record: dict[str, Any] = {"game": args.game, "command": " ".join(["python -m tools.train.evolve", *given]),
                              "start": start, "generations": [], "curve": [{"games": 0, "rate": 0.5}]}
    train_next, held_next = TRAIN_DEALS, HELD_OUT_DEALS
    curve_deals = range(CURVE_DEALS, CURVE_DEALS + args.curve)
    check_tuning(range(TRAIN_DEALS, CURVE_DEALS + args.curve))  # never a deal the ladder reports on
    with Players(args.jobs) as players:
        for generation in range(1, args.generations + 1):
            if time.monotonic() - started > args.minutes * 60:
                break
            candidate = mutate(current, rng, args.mutate, args.sigma)
            deals = range(train_next, train_next + args.deals)
            train_next += args.deals
            trained = players.tally(paired(args.game, deals, candidate, current, forms), candidate)
            games += trained.games
            step: dict[str, Any] = {
                "generation": generation, "changed": {k: [current[k], v] for k, v in candidate.items() if v != current[k]},
                "train": [trained.wins, trained.games, round(trained.mean_margin, 2)], "held_out": None, "accepted": False,
            }
            if trained.rate >= args.promising:
                held = range(held_next, held_next + args.held_out)
                held_next += args.held_out
                checked = players.tally(paired(args.game, held, candidate, current, forms), candidate)
                games += checked.games
                step["held_out"] = [checked.wins, checked.games, round(checked.mean_margin, 2)]
                if checked.rate >= args.accept:
                    step["accepted"] = True
                    current = candidate
                    against = players.tally(paired(args.game, curve_deals, current, start, forms), current)
                    games += against.games
                    record["curve"].append({"games": games, "rate": against.rate, "margin": round(against.mean_margin, 2),
                                            "generation": generation})
            step["games"] = games
            record["generations"].append(step)
            print(json.dumps(step), flush=True)
            minutes = (time.monotonic() - started) / 60
            record.update(current=current, games=games, minutes=round(minutes, 1))
            _save(args, record, current, games, minutes, train_next, held_next, forms)
    return 0


def _save(args: argparse.Namespace, record: dict[str, Any], current: dict[str, Any], games: int,
          minutes: float, train_next: int, held_next: int, forms: tuple[frozenset[str], ...]) -> None:
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "record.json").write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    provenance = {
        "method": "evolution strategy (tools/train/evolve.py): normal bot v normal bot, 2 players, "
                  + ", ".join(sorted(v) and "+".join(sorted(v)) or "full game" for v in forms),
        "code_version": code_version(),
        "games": games,
        "seeds": f"training {TRAIN_DEALS}-{train_next - 1}, held-out {HELD_OUT_DEALS}-{held_next - 1}, "
                 f"curve {CURVE_DEALS}-{CURVE_DEALS + args.curve - 1}; ES seed {args.seed}",
        "command": record["command"],
        "run_time": f"{minutes:.1f} min with --jobs {args.jobs}",
    }
    write_judgement(args.out / "judgement.yaml", args.game, current, provenance)


if __name__ == "__main__":
    raise SystemExit(main())
