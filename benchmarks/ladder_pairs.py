"""Two ladder runs on the same deals, compared deal by deal.

A change to the hard bot is measured against the frozen reference on the ladder's deals; a
second run of the same pairing on the same deals (another code, other knobs) meets the same
cards and the same seats.  Comparing the two deal by deal takes the deals' luck out: the
difference of the first level's lead (its score minus the other's) on each shared deal has a
far smaller spread than the leads themselves, so a few dozen deals tell what a few hundred
independent games would.

    .venv/bin/python benchmarks/ladder_pairs.py docs/ladder/A.jsonl docs/ladder/B.jsonl

prints, for the deals both files hold (same game, variants, levels, deal and seat; the code and
the hard bot's knobs may differ): each run's
wins, the deals one run won and the other lost, and the mean change of the lead with its 95 %
interval (Student's t).  Every game of a file is counted whatever code played it: a file is
expected to hold one run.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# Student's t, two-sided 95 %, by degrees of freedom (1-30); 1.96 beyond.
T95 = [12.71, 4.30, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.20, 2.18, 2.16, 2.14, 2.13,
       2.12, 2.11, 2.10, 2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06, 2.05, 2.05, 2.05, 2.04]


def deal_games(path: Path) -> dict[str, dict[str, Any]]:
    """A results file's games by what names the deal (the key without the code and the hard
    bot's knobs), the last game of a deal winning; a line that is not a game is named and
    skipped."""
    games: dict[str, dict[str, Any]] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            record = json.loads(line)
            deal = json.dumps(json.loads(record["key"])[1:7])
            games[deal] = {"share": float(record["share"]), "lead": record["scores"][0] - record["scores"][1]}
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            print(f"{path}:{number}: not a ladder game ({exc}); skipped", file=sys.stderr)
    return games


def t95(freedom: int) -> float:
    """Student's two-sided 95 % quantile for ``freedom`` degrees of freedom."""
    return T95[freedom - 1] if 0 < freedom <= len(T95) else 1.96


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` (0 when there are none) and the half width of its 95 % interval
    (Student's t; infinite below two values)."""
    mean = statistics.fmean(values) if values else 0.0
    if len(values) < 2:
        return mean, math.inf
    return mean, t95(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))


def compare(before: dict[str, dict[str, Any]], after: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The shared deals' figures: games, each run's wins, the deals won by one run only, the
    mean change of the lead (``after`` minus ``before``) and the half width of its interval."""
    shared = sorted(set(before) & set(after))
    changes = [after[d]["lead"] - before[d]["lead"] for d in shared]
    mean, half = interval(changes)
    return {
        "games": len(shared),
        "wins_before": sum(before[d]["share"] for d in shared),
        "wins_after": sum(after[d]["share"] for d in shared),
        "only_before": sum(1 for d in shared if before[d]["share"] > after[d]["share"]),
        "only_after": sum(1 for d in shared if after[d]["share"] > before[d]["share"]),
        "lead_before": statistics.fmean(before[d]["lead"] for d in shared) if shared else 0.0,
        "lead_after": statistics.fmean(after[d]["lead"] for d in shared) if shared else 0.0,
        "change": mean,
        "half": half,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path, help="the first run's results file")
    parser.add_argument("after", type=Path, help="the second run's results file")
    args = parser.parse_args(argv)
    for path in (args.before, args.after):
        if not path.is_file():
            print(f"{path}: no such results file", file=sys.stderr)
            return 2
    figures = compare(deal_games(args.before), deal_games(args.after))
    if not figures["games"]:
        print("the two files share no deal")
        return 1
    print(f"{figures['games']} shared deals")
    print(f"  wins:  {figures['wins_before']:g} before, {figures['wins_after']:g} after "
          f"(won only before: {figures['only_before']}, only after: {figures['only_after']})")
    print(f"  lead:  {figures['lead_before']:+.1f} before, {figures['lead_after']:+.1f} after; "
          f"change {figures['change']:+.1f} points a game, 95 % interval "
          f"[{figures['change'] - figures['half']:+.1f}, {figures['change'] + figures['half']:+.1f}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
