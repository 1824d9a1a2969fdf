"""Measure the bot ladder: win rates between levels and thinking times, per game, on fresh deals.

Deals are numbered; deal ``d`` is the game dealt from seed ``d``.  Knobs are tuned on one range
of deals (``--tune-seeds``) and strength is reported on another (``--report-seeds``) that
tuning never saw; the two must not overlap.  Each deal is played once, the first level sitting
in seat ``d % 2`` (``--both-seats`` plays every deal from both seats instead), and every
decision is made by a fresh bot seeded as the table seeds it (from the deal, the moves played
and the seat; :func:`game.bots.ladder.decision_seed`), so the games are fixed by the deals and
are the games the table plays: ``--jobs 1`` and
``--jobs 2`` play the same games (each line prints a digest of its games' moves to show it, and
``--check-jobs N`` plays the first N games both ways and compares them).

The table shows the first level's share of wins with a 95 % Wilson interval, then per level
its decisions and think per decision: wall-clock median and maximum, the processor time the
thinking thread got (median and maximum: what the think takes on an idle machine, since another
process sharing the processor does not count in it), and for the hard bot its playouts::

    .venv/bin/python benchmarks/bench_ladder.py --pairing hard-normal --game oregon \\
        --report-seeds 100000:100200 --jobs 2

Tuning a knob (the tuning deals; ``--knob`` is a hard-bot option such as ``playouts=3000``)::

    .venv/bin/python benchmarks/bench_ladder.py --play tune --knob playouts=3000 ...

A knob may also name the level whose judgement the hard bot plays by (``--knob
judgement=normal``), and ``--pairing hard-shipped`` sets the hard bot with the knobs against
the hard bot as shipped: the most direct measure of a change's strength.

Any two levels can meet, the frozen ``reference`` among them (``--pairing hard-reference``;
:mod:`game.bots.reference`): the table then also gives both levels' mean scores.  With
``--results FILE.jsonl`` every finished game is appended to the file as one JSON line, and the
games the file already holds for the same code (the trees of ``game/`` and ``content/``, and
the reference's commit) are not played again: a long run can be stopped and continued, or
extended to more deals, and its table covers every game in the file::

    nice -n 10 .venv/bin/python benchmarks/bench_ladder.py --game porto --pairing hard-reference \
        --report-seeds 100000:100200 --jobs 2 --results docs/ladder/porto-hard-reference.jsonl

The deals are declared in :mod:`benchmarks.deals` (tuning and training never use the ladder's).

Targets: hard beats random >= 95 %, easy >= 75 %, normal >= 65 %; normal beats easy >= 60 %;
easy beats random >= 80 %; easy and normal answer within 100 ms; hard within 1 s median on an
idle machine.  The load average is printed before and after the games.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import math
import multiprocessing
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import deals as declared  # noqa: E402
from game.bots import ladder  # noqa: E402
from game.bots.base import LADDER_LEVELS, Bot  # noqa: E402
from game.bots.ismcts import HardBot  # noqa: E402
from game.bots.knowledge import BotKit  # noqa: E402
from game.bots.ladder import decision_seed  # noqa: E402
from game.bots.reference import ReferenceBot, read_reference  # noqa: E402
from game.games import available_games, bot_kit  # noqa: E402
from game.simulate import new_state  # noqa: E402

PAIRINGS: tuple[tuple[str, str, float], ...] = (
    ("easy", "random", 0.80),
    ("normal", "random", 0.0),
    ("normal", "easy", 0.60),
    ("hard", "random", 0.95),
    ("hard", "easy", 0.75),
    ("hard", "normal", 0.65),
)
"""(first level, second level, target share of wins for the first; 0 when there is none)."""

TUNE_SEEDS = f"{declared.TUNING.start}:{declared.TUNING.stop}"
"""The deals tuning may use unless told otherwise."""

REPORT_SEEDS = f"{declared.LADDER_FIRST.start}:{declared.LADDER_FIRST.stop}"
"""The deals strength is reported on unless told otherwise: never used for tuning."""


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win share."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def deal_range(text: str) -> range:
    """``A:B`` as the deals ``A`` to ``B - 1``; ``ValueError`` when it is not one."""
    start, sep, stop = text.partition(":")
    if not sep or not start.strip().isdigit() or not stop.strip().isdigit():
        raise ValueError(f"a deal range is written A:B, not {text!r}")
    deals = range(int(start), int(stop))
    if not deals:
        raise ValueError(f"the deal range {text} is empty")
    return deals


def overlap(first: range, second: range) -> range:
    """The deals two ranges share."""
    return range(max(first.start, second.start), min(first.stop, second.stop))


@dataclass(frozen=True)
class Task:
    """One game: ``first`` against ``second`` on ``deal``, the first sitting in ``seat``."""

    game_id: str
    first: str
    second: str
    deal: int
    seat: int
    hard_options: tuple[tuple[str, Any], ...] = ()
    variants: frozenset[str] = frozenset()

    def key(self, code: str) -> str:
        """What names this game in a results file, with the ``code`` that played it."""
        return json.dumps([code, self.game_id, sorted(self.variants), self.first, self.second,
                           self.deal, self.seat, [list(o) for o in self.hard_options]])


@dataclass
class Thinking:
    """One level's decisions in a game: wall and processor milliseconds, hard playouts."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    playouts: list[int] = field(default_factory=list)
    ceilings: int = 0


def play_one(task: Task) -> dict[str, Any]:
    """Play one game; its first level's share of the win, both levels' scores (first, second),
    each level's thinking, and a digest of its moves (the same digest means the same game)."""
    levels = [task.first, task.second] if task.seat == 0 else [task.second, task.first]
    state = new_state(task.game_id, 2, task.deal, task.variants)
    kit = bot_kit(task.game_id)
    hard_options = dict(task.hard_options)
    thinking = {level: Thinking() for level in levels}
    digest = hashlib.sha256()
    moves_played = 0
    while not state.is_over:
        player = state.current_player
        assert player is not None
        # a fresh bot for every decision, seeded as the table seeds it: the same deal plays
        # the same game here, in a worker process and at the table
        bot = decision_bot(levels[player], decision_seed(task.deal, moves_played, player), kit, hard_options)
        view = state.view(player)
        wall, cpu = time.perf_counter(), time.thread_time()
        move = bot.choose(view)
        record = thinking[levels[player]]
        record.wall.append((time.perf_counter() - wall) * 1000.0)
        record.cpu.append(cpu_ms(bot, cpu))
        if isinstance(bot, HardBot | ReferenceBot) and bot.last_iterations:
            record.playouts.append(bot.last_iterations)
            record.ceilings += bot.hit_ceiling
        state.apply(move)
        moves_played += 1
        digest.update(str(move).encode() + b"\n")
    outcome = state.outcome()
    assert outcome is not None
    share = 1.0 / len(outcome.winners) if task.seat in outcome.winners else 0.0
    scores = [outcome.scores[task.seat], outcome.scores[1 - task.seat]]
    return {"share": share, "scores": scores, "thinking": thinking, "digest": digest.hexdigest()}


SHIPPED = "shipped"
"""A ladder-only name for the hard bot as shipped, whatever knobs are on trial: ``--pairing
hard-shipped --knob ...`` plays the hard bot with the knobs against itself without them."""

JUDGEMENT_KNOB = "judgement"
"""A knob naming the level whose judgement the hard bot on trial plays by (``judgement=normal``)."""


def decision_bot(level: str, seed: int, kit: BotKit, hard_options: dict[str, Any]) -> Bot:
    """The bot making one decision: the level as the table makes it, the hard bot with
    ``hard_options`` (knobs on trial, ``judgement`` naming another level's judgement) when
    there are any; :data:`SHIPPED` is the hard bot without them."""
    if level == SHIPPED:
        return ladder.make_bot("hard", seed, kit)
    if level == "hard" and hard_options:
        options = dict(hard_options)
        if JUDGEMENT_KNOB in options:
            options["evaluation"] = kit.judgement_of(str(options.pop(JUDGEMENT_KNOB)))
        return ladder.make(level, seed, kit, **options)
    return ladder.make_bot(level, seed, kit)


def cpu_ms(bot: Bot, started: float) -> float:
    """The processor milliseconds of ``bot``'s decision begun at thread time ``started`` (the
    reference thinks in its own process, which measures its processor time)."""
    return bot.last_cpu_ms if isinstance(bot, ReferenceBot) else (time.thread_time() - started) * 1000.0


def tasks_for(game_id: str, first: str, second: str, deals: range, both_seats: bool,
              hard_options: tuple[tuple[str, Any], ...],
              variants: frozenset[str] = frozenset()) -> list[Task]:
    """The games of one pairing on ``deals`` (with the game's ``variants``)."""
    if both_seats:
        return [Task(game_id, first, second, d, s, hard_options, variants) for d in deals for s in (0, 1)]
    return [Task(game_id, first, second, d, d % 2, hard_options, variants) for d in deals]


def run(tasks: Sequence[Task], jobs: int) -> list[dict[str, Any]]:
    """Play ``tasks`` with ``jobs`` worker processes (one: in this process), in order."""
    return list(played(tasks, jobs))


def played(tasks: Sequence[Any], jobs: int,
           work: Callable[[Any], dict[str, Any]] = play_one) -> Iterator[dict[str, Any]]:
    """The results of ``tasks`` in order (each played by ``work``, a module function so a
    worker process can run it), each as soon as it and those before it are played."""
    if jobs == 1 or len(tasks) <= 1:
        yield from (work(t) for t in tasks)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(work, tasks, chunksize=1)


PLAYING_CODE = ("game/rules", "game/bots", "game/games", "game/content", "game/simulate.py", "content")
"""What decides how a ladder game is played (the screens do not)."""


def code_version(root: Path) -> str:
    """The code that plays: the git ids of :data:`PLAYING_CODE` (``+changed`` when the work
    tree differs from them), or ``unknown`` without git."""
    git = shutil.which("git")
    if git is None:
        return "unknown"
    trees = subprocess.run([git, "-C", str(root), "rev-parse", *(f"HEAD:{p}" for p in PLAYING_CODE)],
                           capture_output=True, text=True, check=False)
    if trees.returncode != 0:
        return "unknown"
    changed = subprocess.run([git, "-C", str(root), "status", "--porcelain", "--", *PLAYING_CODE],
                             capture_output=True, text=True, check=False).stdout.strip()
    digest = hashlib.sha256(trees.stdout.encode()).hexdigest()[:16]
    return digest + ("+changed" if changed else "")


def game_record(task: Task, code: str, result: dict[str, Any]) -> dict[str, Any]:
    """One results-file line: the game (its key) and what came of it."""
    thinking = {
        level: {"wall": [round(x, 1) for x in t.wall], "cpu": [round(x, 1) for x in t.cpu],
                "playouts": t.playouts, "ceilings": t.ceilings}
        for level, t in result["thinking"].items()
    }
    return {"key": task.key(code), "share": result["share"], "scores": result["scores"],
            "digest": result["digest"], "thinking": thinking}


def result_of(record: dict[str, Any]) -> dict[str, Any]:
    """A results-file line back as :func:`play_one`'s result."""
    thinking = {level: Thinking(t["wall"], t["cpu"], t["playouts"], t["ceilings"])
                for level, t in record["thinking"].items()}
    return {"share": record["share"], "scores": record["scores"], "thinking": thinking,
            "digest": record["digest"]}


def any_code(key: str) -> str:
    """``key`` with the code that played replaced by ``any``."""
    return json.dumps(["any", *json.loads(key)[1:]])


def read_results(path: Path) -> dict[str, dict[str, Any]]:
    """The games a results file holds, by key (a damaged line is skipped with one line said)."""
    found: dict[str, dict[str, Any]] = {}
    if not path.exists():
        return found
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
                found[record["key"]] = record
            except (json.JSONDecodeError, KeyError, TypeError):
                print(f"{path}:{number}: not a game's result, skipped", file=sys.stderr)
    return found


def run_digest(results: Sequence[dict[str, Any]]) -> str:
    """One short digest of all the games' moves, in order."""
    return hashlib.sha256("".join(r["digest"] for r in results).encode()).hexdigest()[:16]


def parse_knob(text: str) -> tuple[str, Any]:
    """``name=value`` with the value read as a Python literal (``None``, a number)."""
    name, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"a knob is written name=value, not {text!r}")
    try:
        return name.strip(), ast.literal_eval(value.strip())
    except (ValueError, SyntaxError):
        return name.strip(), value.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--pairing", action="append", help="only this pairing, e.g. hard-normal")
    parser.add_argument("--tune-seeds", default=TUNE_SEEDS, help="deals tuning may use, A:B")
    parser.add_argument("--report-seeds", default=REPORT_SEEDS, help="deals to report on, A:B")
    parser.add_argument("--hard-seeds", help="a shorter report range for pairings with the hard bot")
    parser.add_argument("--play", choices=("report", "tune"), default="report", help="which deals to play")
    parser.add_argument("--both-seats", action="store_true", help="play every deal from both seats")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--knob", action="append", type=parse_knob, default=[], help="hard-bot option name=value")
    parser.add_argument("--variant", action="append", default=[],
                        help="play with this variant of the game (repeatable), e.g. family")
    parser.add_argument("--hard-budget", type=float, default=None, help="cut the hard bot by the clock (seconds)")
    parser.add_argument("--check-jobs", type=int, default=0, metavar="N",
                        help="first play N games of each pairing with one job and with two, and compare")
    parser.add_argument("--results", type=Path, metavar="FILE.jsonl",
                        help="append each game here, and skip the games it already holds")
    parser.add_argument("--any-code", action="store_true",
                        help="count the file's games whatever code played them (a finished run's table "
                             "after the code moved on)")
    args = parser.parse_args(argv)
    try:
        tune, report = deal_range(args.tune_seeds), deal_range(args.report_seeds)
        hard_report = deal_range(args.hard_seeds) if args.hard_seeds else report
    except ValueError as error:
        parser.error(str(error))
    for name, deals in (("--report-seeds", report), ("--hard-seeds", hard_report)):
        shared = overlap(tune, deals)
        if shared:
            parser.error(f"{name} shares the deals {shared.start}:{shared.stop} with --tune-seeds: "
                         "report on deals tuning never saw")
    options = tuple(args.knob)
    variants = frozenset(args.variant)
    if args.hard_budget is not None:
        options += (("time_budget", args.hard_budget),)
    games = args.game or available_games()
    try:
        pairings = chosen_pairings(args.pairing)
    except ValueError as error:
        parser.error(str(error))
    code = code_version(Path(__file__).resolve().parent.parent)
    if any("reference" in p[:2] for p in pairings):
        try:
            code += "|reference " + read_reference().commit
        except ValueError as error:
            parser.error(str(error))
    known = read_results(args.results) if args.results else {}
    if args.any_code:
        if not args.results:
            parser.error("--any-code counts the games of a --results file")
        code, known = "any", {any_code(key): record for key, record in known.items()}
    print(f"deals: tuning {tune.start}:{tune.stop}, playing the {args.play} deals"
          f"{'; variants ' + ', '.join(sorted(variants)) if variants else ''}; load average before: {load_average()}")
    if args.check_jobs:
        for game_id in games:
            for first, second, _ in pairings:
                deals = tune if args.play == "tune" else (hard_report if "hard" in (first, second) else report)
                sample = tasks_for(game_id, first, second, deals, args.both_seats, options, variants)[: args.check_jobs]
                one, two = run_digest(run(sample, 1)), run_digest(run(sample, 2))
                verdict = "identical" if one == two else "DIFFERENT"
                print(f"{game_id:<10} {first} v {second}: {len(sample)} games, one job {one}, two jobs {two}: {verdict}",
                      flush=True)
    thinking: dict[tuple[str, str], Thinking] = defaultdict(Thinking)
    print(f"code {code}" + (f"; results in {args.results} ({len(known)} games there)" if args.results else ""))
    print(f"{'game':<10} {'pairing':<16} {'deals':>13} {'games':>5} {'wins':>6} {'95% CI':>15} {'target':>7}"
          f" {'mean scores':>13}  digest")
    for game_id in games:
        for first, second, target in pairings:
            deals = tune if args.play == "tune" else (hard_report if "hard" in (first, second) else report)
            tasks = tasks_for(game_id, first, second, deals, args.both_seats, options, variants)
            if args.any_code:  # a table of what the file holds: nothing is played
                tasks = [t for t in tasks if t.key(code) in known]
                if not tasks:
                    print(f"{game_id:<10} {first + ' v ' + second:<16} no games in {args.results}")
                    continue
            started = time.perf_counter()
            results = accumulated(tasks, args.jobs, code, known, args.results)
            wins = sum(r["share"] for r in results)
            count = len(results)
            low, high = wilson(wins, count)
            means = [statistics.fmean(r["scores"][i] for r in results) for i in (0, 1)]
            for r in results:
                for level, record in r["thinking"].items():
                    total = thinking[(game_id, level)]
                    total.wall += record.wall
                    total.cpu += record.cpu
                    total.playouts += record.playouts
                    total.ceilings += record.ceilings
            mark = "" if not target else (f"{target:.0%}" + (" ok" if wins / count >= target else " !"))
            print(
                f"{game_id:<10} {first + ' v ' + second:<16} {f'{deals.start}:{deals.stop}':>13} {count:>5} "
                f"{wins / count:>6.1%} {f'[{low:.1%}, {high:.1%}]':>15} {mark:>7} {f'{means[0]:.1f} v {means[1]:.1f}':>13}"
                f"  {run_digest(results)}"
                f"   ({time.perf_counter() - started:.0f} s, {args.jobs} jobs, load {load_average()})",
                flush=True,
            )
    print()
    print(f"{'game':<10} {'level':<8} {'decisions':>9} {'wall median':>11} {'max':>8} "
          f"{'cpu median':>10} {'max':>8} {'playouts median':>15} {'max':>6} {'ceiling hits':>12}  (ms)")
    for (game_id, level), record in sorted(thinking.items()):
        playouts = (f"{statistics.median(record.playouts):>15.0f} {max(record.playouts):>6d} {record.ceilings:>12d}"
                    if record.playouts else "")
        print(
            f"{game_id:<10} {level:<8} {len(record.wall):>9} {statistics.median(record.wall):>11.1f} "
            f"{max(record.wall):>8.1f} {statistics.median(record.cpu):>10.1f} {max(record.cpu):>8.1f} {playouts}"
        )
    print(f"load average after: {load_average()}")
    return 0


def chosen_pairings(named: list[str] | None) -> list[tuple[str, str, float]]:
    """The pairings ``--pairing`` names (default: :data:`PAIRINGS`); any two ladder levels
    may meet, with the target :data:`PAIRINGS` gives them (none for the others), and the
    hard bot on trial may meet the :data:`SHIPPED` one."""
    if not named:
        return list(PAIRINGS)
    chosen = []
    for text in named:
        first, sep, second = text.partition("-")
        if not sep or first not in LADDER_LEVELS or second not in (*LADDER_LEVELS, SHIPPED) or first == second:
            raise ValueError(f"a pairing is two levels, e.g. hard-reference, not {text!r} "
                             f"(levels: {', '.join(LADDER_LEVELS)}; {SHIPPED} as the second only)")
        target = next((t for a, b, t in PAIRINGS if (a, b) == (first, second)), 0.0)
        chosen.append((first, second, target))
    return chosen


def accumulated(tasks: Sequence[Task], jobs: int, code: str, known: dict[str, dict[str, Any]],
                results: Path | None) -> list[dict[str, Any]]:
    """The results of ``tasks``: those ``known`` (read from the results file) for this code,
    the others played and appended to ``results`` one line per game as each ends."""
    missing = [t for t in tasks if t.key(code) not in known]
    if results is not None and missing:
        results.parent.mkdir(parents=True, exist_ok=True)
        with results.open("a", encoding="utf-8") as out:
            for task, result in zip(missing, played(missing, jobs), strict=True):
                record = game_record(task, code, result)
                out.write(json.dumps(record) + "\n")
                out.flush()
                known[record["key"]] = record
    elif missing:
        for task, result in zip(missing, played(missing, jobs), strict=True):
            known[task.key(code)] = game_record(task, code, result)
    return [result_of(known[t.key(code)]) for t in tasks]


def load_average() -> str:
    """The 1, 5 and 15 minute load averages (``?`` where the system does not tell)."""
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


if __name__ == "__main__":
    raise SystemExit(main())
