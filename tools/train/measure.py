"""Measure learned weights against others (the shipped, hand-set ones by default) on fresh
deals: normal bot v normal bot, 2 players, each deal twice with the seats swapped, the game's
forms in turn.

    nice -n 10 .venv/bin/python -m tools.train.measure --game agricola --jobs 2 \\
        --learned build/train/agricola/judgement.yaml

By default it plays the ladder's first deals (``benchmarks/deals.py``), which no tuning or
training may use.  Prints the
learned weights' wins with their 95 % Wilson interval and the mean score margin, and with
``--json`` writes them to a file.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path

from benchmarks.balance_kit import deal_range, wilson
from benchmarks.deals import LADDER
from game.bots.judgement import judgement_path, read_judgement
from tools.train.selfplay import SECTION, Players, paired, sections

FRESH_DEALS = f"{LADDER.start}:{LADDER.start + 30}"
"""Deals never used for training: the ladder's first 30 (``benchmarks/deals.py``)."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="agricola")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--learned", type=Path, required=True)
    parser.add_argument("--against", type=Path, help="default: the shipped judgement")
    parser.add_argument("--deals", default=FRESH_DEALS, help="A:B, the deals A to B-1")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)

    kinds = sections(args.game)
    learned = asdict(read_judgement(args.learned, kinds).sections[SECTION])
    against = asdict(read_judgement(args.against or judgement_path(args.game), kinds).sections[SECTION])
    deals = deal_range(args.deals)
    with Players(args.jobs) as players:
        tally = players.tally(paired(args.game, deals, learned, against), learned)
    low, high = wilson(tally.wins, tally.games)
    result = {"game": args.game, "deals": args.deals, "games": tally.games, "wins": tally.wins,
              "rate": round(tally.rate, 4), "wilson95": [round(low, 4), round(high, 4)],
              "mean_margin": round(tally.mean_margin, 2)}
    print(f"learned v {args.against or 'shipped'}: {tally.wins:g} of {tally.games} "
          f"({100 * tally.rate:.1f} %, 95 % [{100 * low:.1f}, {100 * high:.1f}]), "
          f"mean margin {tally.mean_margin:+.2f}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
