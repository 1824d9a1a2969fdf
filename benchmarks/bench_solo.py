"""Measure a bot alone at a solo farm: its mean final score on fresh deals, with its interval.

A solo game has no opponent to win against, so the ladder's share of wins says nothing there;
what a player sees is the score.  Each deal ``d`` is the solo game dealt from seed ``d``,
played by one level, every decision made by a fresh bot seeded as the table seeds it
(:func:`game.bots.ladder.decision_seed`), so a deal plays the same game here, in a worker
process and at the table::

    nice -n 5 .venv/bin/python benchmarks/bench_solo.py --game agricola --level hard \\
        --variant family --report-seeds 100000:100200 --jobs 2 \\
        --results docs/ladder/agricola-solo-family-hard.jsonl

prints the games, the mean score with its 95 % interval (Student's t), the median and the
spread, the mean points of each row of the score sheet, and the level's think per decision (processor time: what it takes on an idle
machine).  ``--results`` keeps every game as one JSON line, keyed by the code that played it
(as :mod:`benchmarks.bench_ladder` keys its games), so a run can be stopped and continued.
``--before FILE`` compares the games with another run's on the same deals (another level,
another code): the mean change a deal with its interval, and the deals better and worse.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_ladder import (  # noqa: E402
    REPORT_SEEDS,
    TUNE_SEEDS,
    code_version,
    cpu_ms,
    deal_range,
    decision_bot,
    load_average,
    overlap,
    parse_knob,
    played,
    read_results,
)
from benchmarks.ladder_pairs import interval  # noqa: E402
from game.bots.base import LADDER_LEVELS  # noqa: E402
from game.bots.ladder import decision_seed  # noqa: E402
from game.bots.reference import read_reference  # noqa: E402
from game.games import available_games, bot_kit, game_spec  # noqa: E402
from game.simulate import new_state  # noqa: E402


@dataclass(frozen=True)
class SoloTask:
    """One solo game: ``level`` alone on ``deal`` (with the game's ``variants``)."""

    game_id: str
    level: str
    deal: int
    variants: frozenset[str] = frozenset()
    hard_options: tuple[tuple[str, Any], ...] = ()

    def key(self, code: str) -> str:
        """What names this game in a results file, with the ``code`` that played it."""
        return json.dumps([code, self.game_id, sorted(self.variants), self.level, self.deal,
                           [list(o) for o in self.hard_options]])


def play_solo(task: SoloTask) -> dict[str, Any]:
    """Play one solo game: its final score, the processor milliseconds of each decision and a
    digest of its moves (the same digest means the same game)."""
    state = new_state(task.game_id, 1, task.deal, task.variants)
    kit = bot_kit(task.game_id)
    options = dict(task.hard_options)
    cpu: list[float] = []
    digest = hashlib.sha256()
    moves = 0
    while not state.is_over:
        bot = decision_bot(task.level, decision_seed(task.deal, moves, 0), kit, options)
        started = time.thread_time()
        move = bot.choose(state.view(0))
        cpu.append(round(cpu_ms(bot, started), 1))
        state.apply(move)
        moves += 1
        digest.update(str(move).encode() + b"\n")
    outcome = state.outcome()
    assert outcome is not None
    sheet = dict(zip(outcome.categories, outcome.breakdown[0], strict=True))
    return {"score": state.scores()[0], "sheet": sheet, "cpu": cpu, "digest": digest.hexdigest()}


def deal_of(key: str) -> str:
    """A results line's deal (game, variants and deal; not the code, level or knobs)."""
    game_id, variants, _level, deal = json.loads(key)[1:5]
    return json.dumps([game_id, variants, deal])


def compared(before: dict[str, dict[str, Any]], after: dict[str, dict[str, Any]]) -> str:
    """One line: the deals both runs played, each run's mean, the mean change a deal with its
    interval, and the deals better and worse after."""
    earlier = {deal_of(k): r["score"] for k, r in before.items()}
    later = {deal_of(k): r["score"] for k, r in after.items()}
    shared = sorted(set(earlier) & set(later))
    if not shared:
        return "no deal in common with the earlier run"
    changes = [later[d] - earlier[d] for d in shared]
    mean, half = interval(changes)
    better = sum(c > 0 for c in changes)
    worse = sum(c < 0 for c in changes)
    return (f"{len(shared)} deals in common: before {statistics.fmean(earlier[d] for d in shared):.1f}, "
            f"after {statistics.fmean(later[d] for d in shared):.1f}, change {mean:+.1f} ± {half:.1f} a game; "
            f"{better} deals better, {worse} worse")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--game", default="agricola", help="the game (one that can be played alone)")
    parser.add_argument("--level", default="hard", help=f"the bot ({', '.join(LADDER_LEVELS)})")
    parser.add_argument("--variant", action="append", default=[], help="a variant of the game (repeatable)")
    parser.add_argument("--tune-seeds", default=TUNE_SEEDS, help="deals tuning may use, A:B")
    parser.add_argument("--report-seeds", default=REPORT_SEEDS, help="deals to report on, A:B")
    parser.add_argument("--play", choices=("report", "tune"), default="report", help="which deals to play")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--knob", action="append", type=parse_knob, default=[], help="hard-bot option name=value")
    parser.add_argument("--results", type=Path, metavar="FILE.jsonl",
                        help="append each game here, and skip the games it already holds")
    parser.add_argument("--before", type=Path, metavar="FILE.jsonl",
                        help="compare with this earlier run's games on the same deals")
    args = parser.parse_args(argv)
    if args.game not in available_games():
        parser.error(f"unknown game {args.game!r} (games: {', '.join(available_games())})")
    if args.level not in LADDER_LEVELS:
        parser.error(f"unknown level {args.level!r} (levels: {', '.join(LADDER_LEVELS)})")
    try:
        tune, report = deal_range(args.tune_seeds), deal_range(args.report_seeds)
    except ValueError as error:
        parser.error(str(error))
    shared = overlap(tune, report)
    if shared:
        parser.error(f"--report-seeds shares the deals {shared.start}:{shared.stop} with --tune-seeds")
    deals = tune if args.play == "tune" else report
    variants = frozenset(args.variant)
    if game_spec(args.game).min_players > 1:
        parser.error(f"{args.game} is not played alone (from {game_spec(args.game).min_players} players)")
    code = code_version(Path(__file__).resolve().parent.parent)
    if args.level == "reference":
        code += "|reference " + read_reference().commit
    tasks = [SoloTask(args.game, args.level, d, variants, tuple(args.knob)) for d in deals]
    known = read_results(args.results) if args.results else {}
    missing = [t for t in tasks if t.key(code) not in known]
    print(f"{args.game} solo{' (' + ', '.join(sorted(variants)) + ')' if variants else ''}, {args.level}, "
          f"deals {deals.start}:{deals.stop}; code {code}; {len(tasks) - len(missing)} games known, "
          f"{len(missing)} to play; load average {load_average()}", flush=True)
    started = time.perf_counter()
    out = None
    if args.results is not None and missing:
        args.results.parent.mkdir(parents=True, exist_ok=True)
        out = args.results.open("a", encoding="utf-8")
    try:
        for task, result in zip(missing, played(missing, args.jobs, play_solo), strict=True):
            record = {"key": task.key(code), **result}
            known[record["key"]] = record
            if out is not None:
                out.write(json.dumps(record) + "\n")
                out.flush()
    finally:
        if out is not None:
            out.close()
    records = {t.key(code): known[t.key(code)] for t in tasks}
    scores = [r["score"] for r in records.values()]
    cpu = [ms for r in records.values() for ms in r["cpu"]]
    mean, half = interval(scores)
    print(f"games {len(scores)}: mean score {mean:.1f} ± {half:.1f} (95 %), median {statistics.median(scores):.1f}, "
          f"lowest {min(scores)}, highest {max(scores)}   ({time.perf_counter() - started:.0f} s)")
    print(f"think: {len(cpu)} decisions, processor median {statistics.median(cpu):.0f} ms, "
          f"worst {max(cpu):.0f} ms; {sum(ms > 3000 for ms in cpu)} past 3 s; load average {load_average()}")
    rows = sheet_means(list(records.values()))
    if rows:
        print("points a game by row: " + ", ".join(f"{name} {points:.1f}" for name, points in rows.items()))
    if args.before is not None:
        print(compared(read_results(args.before), records))
    return 0


def sheet_means(records: Sequence[dict[str, Any]]) -> dict[str, float]:
    """The mean points of each row of the score sheet over the games that kept theirs (``{}``
    when none did: a file written before the sheets were kept)."""
    sheets = [r["sheet"] for r in records if isinstance(r.get("sheet"), dict)]
    if not sheets:
        return {}
    return {name: statistics.fmean(s.get(name, 0) for s in sheets) for name in sheets[0]}


if __name__ == "__main__":
    raise SystemExit(main())
