"""Where the ladder stands: one table of every game's steps, from the results files.

``docs/ladder/standing.yaml`` names, for each game (and form of it) and each step of the ladder
(reference, hard, normal, easy, random), the results files of ``bench_ladder.py --results``
that measure today's bots and the code whose games count.  This prints one Markdown row per
step: the games, the first level's share of wins with its 95 % Wilson interval, the issue's
target and whether it is met (over 200 games; on the interval's foot or on the point), both
levels' mean scores, each level's think per decision (processor time, median and worst; a level
offered at the table, the frozen reference aside, marked where it passes the issue's second on
median or three seconds at worst), and whether the code that played is today's::

    .venv/bin/python benchmarks/ladder_standing.py
    .venv/bin/python benchmarks/ladder_standing.py --write docs/ladder.md

Nothing is played; ``--write`` puts the table in place of the one the Markdown file holds.
A step whose files hold no game of its code, or a damaged entry of the standing file, is said
on one line naming it; the other rows are still printed.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_ladder import code_version, read_results, wilson  # noqa: E402
from game.bots.base import LEVELS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
STANDING = ROOT / "docs" / "ladder" / "standing.yaml"
ENOUGH = 200
"""The games the issue asks of each figure."""
THINK_MEDIAN_MS, THINK_WORST_MS = 1000.0, 3000.0
"""The issue's think targets for a level offered at the table (:data:`~game.bots.base.LEVELS`):
at most a second on median, at most three seconds at worst."""


@dataclass(frozen=True)
class Step:
    """One step of one game's ladder: ``first`` against ``second``, counted from ``files``
    (names under the standing file's folder) where the code that played starts with ``code``."""

    game_id: str
    variants: tuple[str, ...]
    first: str
    second: str
    target: float
    code: str
    files: tuple[str, ...]
    form: str = ""
    """How the table names the game's form (the entry's ``form``, else its variants)."""


def read_standing(path: Path) -> tuple[list[Step], list[str]]:
    """The steps ``path`` declares, and one line for each entry it could not read."""
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        return [], [f"{path}: not readable: {str(error).splitlines()[0]}"]
    if not isinstance(raw, list):
        return [], [f"{path}: a list of games is expected"]
    steps: list[Step] = []
    problems: list[str] = []
    for number, entry in enumerate(raw, start=1):
        try:
            game_id = str(entry["game"])
            variants = tuple(sorted(str(v) for v in entry.get("variants") or ()))
            form = str(entry.get("form") or " ".join(variants))
            for index, step in enumerate(entry["steps"], start=1):
                try:
                    first, sep, second = str(step["pairing"]).partition("-")
                    if not sep:
                        raise ValueError(f"pairing {step['pairing']!r} is not two levels")
                    steps.append(Step(game_id, variants, first, second, float(step["target"]),
                                      str(step["code"]), tuple(str(f) for f in step["files"]), form))
                except (KeyError, TypeError, ValueError) as error:
                    problems.append(f"{path}: game {number}, step {index}: {error}")
        except (KeyError, TypeError, AttributeError) as error:
            problems.append(f"{path}: game {number}: {error}")
    return steps, problems


def counted(step: Step, folder: Path) -> tuple[list[dict[str, Any]], list[str]]:
    """The games of ``step`` its files hold (each deal and seat once), and a line for each file
    that is missing."""
    games: dict[tuple[int, int], dict[str, Any]] = {}
    missing: list[str] = []
    for name in step.files:
        path = folder / name
        if not path.exists():
            missing.append(f"{path}: no such file")
            continue
        for key, record in read_results(path).items():
            code, game_id, variants, first, second, deal, seat, _options = json.loads(key)
            if (code.startswith(step.code) and game_id == step.game_id and tuple(sorted(variants)) == step.variants
                    and (first, second) == (step.first, step.second)):
                games[(deal, seat)] = record
    return list(games.values()), missing


def verdict(wins: float, games: int, target: float) -> str:
    """Whether the step meets its target: over :data:`ENOUGH` games, by the interval's foot or
    by the point; below it; or not yet measured enough."""
    low, _ = wilson(wins, games)
    share = wins / games
    if games < ENOUGH:
        return f"{games} of {ENOUGH} games" + (" (foot above)" if low >= target else "")
    if low >= target:
        return "**met**"
    return "met on the point" if share >= target else "below"


def think(records: list[dict[str, Any]], level: str) -> str:
    """``level``'s processor time per decision over ``records``: median / worst (every decision
    counted, a forced one too, as ``bench_ladder.py`` counts them)."""
    cpu = [ms for r in records for ms in r["thinking"].get(level, {}).get("cpu", [])]
    if not cpu:
        return "-"
    median, worst = statistics.median(cpu), max(cpu)
    text = f"{median:.0f} ms / {worst / 1000:.2f} s" if worst >= 1000 else f"{median:.0f} ms / {worst:.0f} ms"
    if level not in LEVELS:  # a ladder-only level (the frozen reference) is never at the table
        return text
    over = [f"median over {THINK_MEDIAN_MS / 1000:g} s"] if median > THINK_MEDIAN_MS else []
    if worst > THINK_WORST_MS:
        over.append(f"{sum(ms > THINK_WORST_MS for ms in cpu)} of {len(cpu)} over {THINK_WORST_MS / 1000:g} s")
    return f"{text} ({'; '.join(over)})" if over else text


def row(step: Step, records: list[dict[str, Any]], today: str) -> str:
    """One Markdown row of the standing table."""
    games = len(records)
    wins = sum(r["share"] for r in records)
    low, high = wilson(wins, games)
    means = [statistics.fmean(r["scores"][i] for r in records) for i in (0, 1)]
    code = "today's" if today.startswith(step.code) else f"`{step.code[:8]}`"
    return (f"| {step.game_id} | {step.form} | {step.first} v {step.second} | {games} | **{wins / games:.1%}** "
            f"| [{low:.1%}, {high:.1%}] | {step.target:.0%} | {verdict(wins, games, step.target)} "
            f"| {means[0]:.1f} v {means[1]:.1f} | {think(records, step.first)} | {think(records, step.second)} | {code} |")


HEADER = ("| game | form | step | games | first wins | 95 % interval | target | met? | mean scores "
          "| first's think, cpu median / worst | second's | code |")
TABLE_START = "| game | form | step |"
"""How the standing table's first line begins, on the page it is written to."""


def write_table(path: Path, table: list[str]) -> str | None:
    """Put ``table`` (its header first) in place of the standing table in the Markdown file
    ``path`` (the lines from the header to the last row), written whole or not at all; a
    line saying what is wrong when ``path`` holds no such table."""
    try:
        lines = path.read_text(encoding="utf-8").split("\n")
    except (OSError, UnicodeDecodeError) as error:
        return f"{path}: cannot be read ({error})"
    starts = [i for i, line in enumerate(lines) if line.startswith(TABLE_START)]
    if len(starts) != 1:
        return (f"{path}: {'no' if not starts else len(starts)} standing table{'s' if starts else ''} "
                f"to replace (a line starting {TABLE_START!r})")
    end = starts[0]
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    lines[starts[0]:end] = table
    temporary = path.with_suffix(path.suffix + ".tmp")
    temporary.write_text("\n".join(lines), encoding="utf-8")
    temporary.replace(path)
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--standing", type=Path, default=STANDING, help="the standing file (YAML)")
    parser.add_argument("--write", type=Path, metavar="FILE.md",
                        help="also put the table in place of the one FILE.md holds (docs/ladder.md)")
    args = parser.parse_args(argv)
    steps, problems = read_standing(args.standing)
    today = code_version(ROOT)
    print(f"code today {today}")
    table = [HEADER, "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for step in steps:
        records, missing = counted(step, args.standing.parent)
        problems += missing
        if not records:
            problems.append(f"{step.game_id} {step.form} {step.first} v {step.second}: no game of code {step.code}")
            continue
        table.append(row(step, records, today))
    print("\n".join(table))
    if args.write is not None:
        trouble = write_table(args.write, table)
        problems += [trouble] if trouble else []
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
