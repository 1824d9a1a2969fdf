"""Figures of Agricola's drafting variant (prints them; no thresholds).

    .venv/bin/python benchmarks/bench_agricola_draft.py [--deals N] [--levels easy,normal,hard]

Per player count: how long a bot thinks over one pick of the draft (median and the slowest,
in ms of wall time, every pick of every player over ``--deals`` drafts), how long a guessed
world takes to draw from a view in the middle of the draft and after it, and how the picks of
the normal bot compare with random picks: the mean prospect (the bots' estimate of a card's
worth, :func:`card_prospect`) of the hands each ends with, with a 95 % interval.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.bots import make_bot  # noqa: E402
from game.bots.evaluation.agricola import BOTS  # noqa: E402
from game.bots.evaluation.agricola_cards import card_prospect  # noqa: E402
from game.games import load_game_content  # noqa: E402
from game.rules.agricola import new_game  # noqa: E402
from game.rules.core import GameConfig, Rng  # noqa: E402


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{mean:.2f} [{mean - half:.2f}, {mean + half:.2f}]"


def draft(content: object, players: int, seed: int, level: str, rival: str = "random") -> tuple[list[float], list[float], list[float]]:
    """One draft with ``level`` in seat 0 and ``rival`` elsewhere: seat 0's think times (ms),
    and each seat's hand worth at the end (seat 0 first)."""
    state = new_game(content, GameConfig(players, frozenset({"draft"})), seed)
    bots = [make_bot(level if p == 0 else rival, seed * 7 + p, BOTS) for p in range(players)]
    thinks: list[float] = []
    worlds: list[float] = []
    rng = Rng(seed)
    while state.draft is not None and state.draft.active:
        decision = state.decision()
        assert decision is not None
        player = decision.pending[0]
        view = state.view(player)
        if player == 0:
            start = time.perf_counter()
            view.determinize(rng)
            worlds.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        move = bots[player].choose(view)
        if player == 0:
            thinks.append((time.perf_counter() - start) * 1000)
        state.apply(move)
    worth = [sum(card_prospect(state, p, c) for c in state.players[p].hand) for p in range(players)]
    return thinks, worlds, worth


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--levels", default="easy,normal,hard")
    args = parser.parse_args()
    content = load_game_content("agricola")
    for players in (2, 3, 4, 5):
        for level in args.levels.split(","):
            thinks: list[float] = []
            worlds: list[float] = []
            mine: list[float] = []
            theirs: list[float] = []
            for deal in range(args.deals):
                t, w, worth = draft(content, players, 700000 + 10 * players + deal, level)
                thinks += t
                worlds += w
                mine.append(worth[0])
                theirs += worth[1:]
            print(f"{players}p {level:>6}: pick median {statistics.median(thinks):7.1f} ms, slowest {max(thinks):7.1f} ms; "
                  f"world {statistics.median(worlds):5.2f} ms; hand worth {interval(mine)} v random {interval(theirs)}")


if __name__ == "__main__":
    main()
