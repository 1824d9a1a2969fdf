"""An earlier point of a tuning run as a value file: the weights a run of ``tools/train/tune.py``
had kept at a given generation, rebuilt from its record, for a bot level that should play
weaker than the run's end (the normal bot: docs/learning.md, "The normal bot learns").

    .venv/bin/python -m tools.train.checkpoint docs/learning_porto_record.json --generation 7 \\
        --level normal

The record (``record.json``, written beside the run's ``value.yaml``) holds the weights the run
started from and every generation's change and whether it was kept; replaying the kept changes
up to ``--generation`` gives the weights the run held then, exactly.  The file's provenance
names the run's command, the generation, the games played by then and that point's curve
figure (its normal bot against the hand-made normal bot).  Writes
``content/<game>/bots/value_<level>.yaml`` unless ``--out``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.bots.judgement import Provenance
from game.bots.value_file import ValueModel, read_value, value_path
from tools.train.evolve import code_version
from tools.train.learn import learned_value
from tools.train.tune import Weights, model_of
from tools.train.value import write


def kept_at(record: dict[str, Any], generation: int) -> Weights:
    """The weights the run of ``record`` held once ``generation`` was played: its start with
    every kept change of the generations up to it."""
    weights: Weights = {name: (pair[0], pair[1]) for name, pair in record["start"].items()}
    for step in record["generations"]:
        if step["generation"] > generation:
            break
        if step["accepted"]:
            weights.update({name: (to[0], to[1]) for name, (_, to) in step["changed"].items()})
    return weights


def curve_at(record: dict[str, Any], generation: int) -> dict[str, Any]:
    """The run's last curve point at or before ``generation`` (the start's if none was kept)."""
    points = [p for p in record["curve"] if p.get("generation", 0) <= generation]
    return points[-1]


def run_version(game_id: str, record: dict[str, Any]) -> str:
    """The code version the run trained on, as its own shipped file says when that file came
    from the same command; today's otherwise."""
    shipped = value_path(game_id)
    if shipped.exists():
        value = learned_value(game_id)
        made = read_value(shipped, value.features, value.forms, value.stages).provenance
        if made.command == record["command"]:
            return made.code_version
    return code_version()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("record", type=Path, help="a tuning run's record.json")
    parser.add_argument("--generation", type=int, required=True)
    parser.add_argument("--level", default="normal", help="the bot level the weights are for")
    parser.add_argument("--out", type=Path, help="where to write (else the game's file for --level)")
    given = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(given)
    try:
        record = json.loads(args.record.read_text(encoding="utf-8"))
        game_id = record["game"]
        generations = [step["generation"] for step in record["generations"]]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        parser.error(f"{args.record}: not a tuning run's record ({exc})")
    if args.generation not in generations:
        parser.error(f"{args.record}: no generation {args.generation} (it has 1 to {max(generations, default=0)})")
    point = curve_at(record, args.generation)
    played = next(step["games"] for step in record["generations"] if step["generation"] == args.generation)
    provenance = Provenance(
        method=f"(1+1) evolution strategy on the games won (tools/train/tune.py), the weights kept at generation "
               f"{args.generation} of the run",
        code_version=run_version(game_id, record), games=played, seeds="the run's first generations (its record)",
        command=f"{record['command']}; python -m tools.train.checkpoint {' '.join(given)}",
        result=f"normal bot v the hand-made normal bot: {point['rate']:.1%} of the run's curve games",
    )
    model: ValueModel = model_of(game_id, kept_at(record, args.generation), provenance)
    out: Path = args.out or value_path(game_id, level=args.level)
    write(out, model, game_id)
    print(f"{out}: {game_id}'s weights at generation {args.generation} ({point['rate']:.1%} against hand-made)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
