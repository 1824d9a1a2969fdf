"""How long a game's hard bot thinks per decision, and which moves it plays.

Plays two-player deals of ``--game`` (Fields of Green by default; ``--variant`` as the ladder
takes them) with the hard bot in seat 0 (``--seat``) and the normal bot (``--against``) in the
other, every
decision made by a fresh bot seeded as the table seeds it
(:func:`game.bots.ladder.decision_seed`), and times each of the hard bot's first ``--decisions``
decisions with the thinking thread's processor time (``time.thread_time``; other processes on
the machine do not count in it, though a loaded machine still slows it through shared caches).
Prints per deal the median, quartiles and worst in seconds and a digest of the hard bot's
moves, so two versions of the code can be compared on the same decisions (the same digest: the
same moves), and over all deals the median, the worst and how many decisions passed 1 and 3
seconds (the issue's targets: a median of at most 1 s, the worst at most 3 s)::

    .venv/bin/python benchmarks/bench_think.py --deals 520001,520002,520003
    .venv/bin/python benchmarks/bench_think.py --game porto --deals 100000,100001 --decisions 40
    .venv/bin/python benchmarks/bench_think.py --game oregon --deals 100159 --seat 1 --against reference --decisions 1
    .venv/bin/python benchmarks/bench_think.py --dearest docs/ladder/oregon-look-hard-reference.jsonl --top 20

``--dearest FILE`` (repeatable) times again, with today's code, the ``--top`` hard decisions
that took the most processor time in a ladder results file's games as they were recorded (by
the code and under the load of their day), each replayed exactly as the ladder played it, and
prints both figures.

Target (issue 15): below 1 s on median for each of deals 520001-520003.  ``--profile FILE``
also writes a cProfile of the hard bot's thinking (the times printed then include its cost).

Measured (25 decisions a deal, the commit before the nodes kept their moves and this code
run one after the other per deal, load average 7-8 on the 2-core machine, two rounds): medians
1.36/1.46/1.23 s and 1.15/1.14/1.17 s before, 0.77/0.81/0.48 s and 0.71/0.50/0.62 s after, the
same moves (digests fb487e6f78b53899, 034141d894992f63, f3725be5d8d89b9f).
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_ladder import parse_knob  # noqa: E402
from game.bots import ladder  # noqa: E402
from game.bots.ladder import decision_seed  # noqa: E402
from game.games import bot_kit  # noqa: E402
from game.simulate import new_state  # noqa: E402

GAME = "fields_of_green"
DEALS = "520001,520002,520003"


def play_deal(deal: int, decisions: int, profiler: cProfile.Profile | None = None, game: str = GAME,
              variants: frozenset[str] = frozenset(), knobs: dict[str, Any] | None = None,
              players: int = 2, seat: int = 0, against: str = "normal") -> tuple[list[float], str]:
    """The processor seconds of the hard bot's first ``decisions`` decisions on ``deal`` of
    ``game`` (its search ``knobs`` changed as given; it sits in ``seat`` of ``players``, bots
    of level ``against`` in the others) and a digest of the moves it chose."""
    state = new_state(game, players, deal, variants)
    kit = bot_kit(game)
    thinks: list[float] = []
    digest = hashlib.sha256()
    moves = 0
    while not state.is_over and len(thinks) < decisions:
        player = state.current_player
        assert player is not None
        level = "hard" if player == seat else against
        seed = decision_seed(deal, moves, player)
        bot = ladder.make(level, seed, kit, **knobs) if knobs and level == "hard" else ladder.make_bot(level, seed, kit)
        view = state.view(player)
        if player == seat and profiler is not None:
            profiler.enable()
        started = time.thread_time()
        move = bot.choose(view)
        spent = time.thread_time() - started
        if player == seat and profiler is not None:
            profiler.disable()
        if player == seat:
            thinks.append(spent)
            digest.update(str(move).encode() + b"\n")
        state.apply_unchecked(move)
        moves += 1
    return thinks, digest.hexdigest()[:16]


def dearest(paths: list[str], top: int, code: str = "") -> list[tuple[float, str, frozenset[str], int, int, str, int]]:
    """The ``top`` dearest hard decisions recorded in the ladder results files ``paths`` (in
    the games of the code whose key starts with ``code``): (recorded processor seconds, game,
    variants, deal, the hard bot's seat, the other level, the decision's index among the hard
    bot's)."""
    found = []
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            played_by, game, variants, first, second, deal, seat, _options = json.loads(record["key"])
            if first != "hard" or not played_by.startswith(code):
                continue
            for index, cpu in enumerate(record.get("thinking", {}).get("hard", {}).get("cpu", [])):
                found.append((cpu / 1000, game, frozenset(variants), deal, seat, second, index))
    return sorted(found, key=lambda d: -d[0])[:top]


def time_dearest(paths: list[str], top: int, code: str = "") -> int:
    """Time the dearest recorded decisions again (``--dearest``) and print both figures."""
    decisions = dearest(paths, top, code)
    if not decisions:
        print("no hard decision recorded in " + ", ".join(paths))
        return 1
    now = []
    for recorded, game, variants, deal, seat, against, index in decisions:
        thinks, _digest = play_deal(deal, index + 1, None, game, variants, None, 2, seat, against)
        now.append(thinks[index])
        print(f"{game} deal {deal} seat {seat} v {against}, decision {index + 1}: "
              f"recorded {recorded:.3f} s, now {thinks[index]:.3f} s", flush=True)
    print(f"{len(now)} decisions: recorded worst {decisions[0][0]:.3f} s, now median {statistics.median(now):.3f} "
          f"worst {max(now):.3f} s; over 3 s now: {sum(t > 3 for t in now)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--game", default=GAME, help="the game (default: %(default)s)")
    parser.add_argument("--variant", action="append", default=[], help="a variant of the game (repeatable)")
    parser.add_argument("--deals", default=DEALS, help="comma-separated deals")
    parser.add_argument("--knob", action="append", type=parse_knob, default=[], help="hard-bot option name=value")
    parser.add_argument("--decisions", type=int, default=25, help="hard decisions timed per deal")
    parser.add_argument("--players", type=int, default=2, help="players at the table")
    parser.add_argument("--seat", type=int, default=0,
                        help="the hard bot's seat (0: it moves first; the ladder's deal d seats it at d %% 2)")
    parser.add_argument("--against", default="normal", help="the other seats' level (default: %(default)s; reference)")
    parser.add_argument("--profile", help="write a cProfile of the hard bot's thinking to this file")
    parser.add_argument("--dearest", action="append", default=[],
                        help="a ladder results file whose dearest hard decisions to time again (repeatable)")
    parser.add_argument("--top", type=int, default=20, help="how many of the dearest decisions (default: %(default)s)")
    parser.add_argument("--code", default="", help="with --dearest: only the games of the code whose key starts so")
    args = parser.parse_args(argv)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    profiler = cProfile.Profile() if args.profile and not args.dearest else None
    status = time_dearest(args.dearest, args.top, args.code) if args.dearest else time_deals(args, profiler)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if profiler is not None:
        profiler.dump_stats(args.profile)
    return status


def time_deals(args: argparse.Namespace, profiler: cProfile.Profile | None) -> int:
    """Time the hard bot's first decisions on each of ``--deals`` and print the figures."""
    every: list[float] = []
    for deal in (int(d) for d in args.deals.split(",")):
        thinks, digest = play_deal(deal, args.decisions, profiler, args.game, frozenset(args.variant), dict(args.knob),
                                   args.players, args.seat, args.against)
        every += thinks
        q1, median, q3 = statistics.quantiles(thinks, n=4) if len(thinks) > 1 else thinks * 3
        print(f"deal {deal}: {len(thinks)} hard decisions, processor s median {median:.3f} "
              f"quartiles {q1:.3f}-{q3:.3f} worst {max(thinks):.3f} total {sum(thinks):.2f}  moves {digest}",
              flush=True)
    print(f"{args.game}: {len(every)} hard decisions, processor s median {statistics.median(every):.3f} "
          f"worst {max(every):.3f}; over 1 s: {sum(t > 1 for t in every)}, over 3 s: {sum(t > 3 for t in every)}")
    return 0

if __name__ == "__main__":
    raise SystemExit(main())
