"""Where Agricola's bots win and lose: two bots play 2-player family games (or full games with
the cards, ``--full``) and the script prints the first one's share of wins and both sides'
average score sheets, row by row.

    .venv/bin/python benchmarks/bench_agricola_sheets.py --first hard --second normal \\
        --deals 900000:900010 --jobs 1

A bot is written ``level`` or ``level:evaluation``, where the evaluation is one of
:data:`EVALUATIONS` (``base``: the normal bot's, ``deep``: the hard bot's); a hard bot may
take knobs (``--knob playouts=80``).  Each deal is played once, the first bot sitting in seat
``deal % 2``, and every decision is made by a fresh bot seeded as the table seeds it, so a deal
replays the same game.  ``--show N`` prints the score sheets of the first N games.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_ladder import deal_range, parse_knob, wilson  # noqa: E402
from game.bots import ladder  # noqa: E402
from game.bots.base import Bot  # noqa: E402
from game.bots.evaluation import Evaluation  # noqa: E402
from game.bots.evaluation.agricola import (  # noqa: E402
    DEEP_EVALUATION,
    EVALUATION,
    HAND_MADE_DEEP,
    deep_evaluation_with,
    judged_evaluation,
    learned_evaluation,
)
from game.bots.evaluation.agricola_value import (  # noqa: E402
    FEATURES,
    FORMS,
    STAGES,
    farm_features,
    shipped_model,
)
from game.bots.evaluation.agricola_weights import DEEP_WEIGHTS  # noqa: E402
from game.bots.ismcts import HardBot  # noqa: E402
from game.bots.ladder import decision_seed  # noqa: E402
from game.bots.lookahead import NormalBot  # noqa: E402
from game.bots.value_file import read_value  # noqa: E402
from game.games import bot_kit  # noqa: E402
from game.rules.agricola.legal import Phase  # noqa: E402
from game.rules.agricola.moves import PlayCard  # noqa: E402
from game.simulate import new_state  # noqa: E402


def family_farm_with_cards(s: Any, player: int, viewer: int | None = None) -> float:
    """A full-game farm judged by the family game's learned weights (its farm) plus what the
    hand-made judgement sees in its cards (those in play still to bring, the hand): an
    experiment for the full game, whose own learned weights lost to the reference."""
    features = farm_features(s, player, viewer, unused=frozenset({"building"}))
    if s.phase == Phase.OVER:
        return features[1]
    cards = features[FEATURES.index("cards_ahead")] + features[FEATURES.index("hand")]
    return shipped_model().predict("family", s.round - 1, features) + cards


EVALUATIONS: dict[str, Evaluation] = {
    "base": EVALUATION, "deep": DEEP_EVALUATION, "hand": HAND_MADE_DEEP,
    "cards": judged_evaluation("agricola-family-with-cards", family_farm_with_cards)}
"""The evaluations a bot spec may name (``hand``: the hard bot's judgement before it was learned,
the frozen reference's; ``cards``: :func:`family_farm_with_cards`, an experiment for the full
game; ``learned``: the learned judgement in every form with the weights of ``--value``)."""


@lru_cache(maxsize=4)
def learned_from(path: str) -> Evaluation:
    """The learned judgement with the weights of the value file ``path``, in every form (the
    full game too): a trial of weights before they ship."""
    model = read_value(Path(path), FEATURES, FORMS, STAGES)
    return learned_evaluation(model, frozenset(FORMS), name=f"agricola-learned:{Path(path).name}")


@dataclass(frozen=True)
class Game:
    """One game: ``first`` against ``second`` (bot specs) on ``deal``."""

    first: str
    second: str
    deal: int
    knobs: tuple[tuple[str, Any], ...] = ()
    weights: tuple[tuple[str, Any], ...] = ()
    full: bool = False
    """The full game with the cards (else the family game)."""
    revised: bool = False
    """The 2016 revised edition's board and rules (``--variant revised``)."""
    value: str = ""
    """The value file a ``learned`` evaluation judges with (``--value``)."""


def make_bot(spec: str, seed: int, knobs: dict[str, Any], weights: dict[str, Any] | None = None,
             value: str = "") -> Bot:
    """The bot a spec names (see the module docs), seeded with ``seed``; ``weights`` change
    the deep evaluation's :class:`DeepWeights` (for the first bot only); ``value`` is the
    value file of a ``learned`` evaluation."""
    level, _, name = spec.partition(":")
    kit = bot_kit("agricola")
    if level == "random":
        return Bot(seed)
    if level not in ("normal", "hard"):
        return ladder.make(level, seed, kit)
    if name == "learned":
        evaluation = learned_from(value)
    elif weights and (name == "deep" or (level == "hard" and not name)):
        evaluation = deep_evaluation_with(replace(DEEP_WEIGHTS, **weights))
    else:
        evaluation = EVALUATIONS[name or ("base" if level == "normal" else "deep")]
    if level == "normal":
        return NormalBot(seed, evaluation)
    return HardBot(seed, evaluation, search=kit.search, **knobs)


def play(game: Game) -> dict[str, Any]:
    """Play one game; the sheets (first bot's first), the first bot's share, think times and
    cards played (occupations and minor improvements, traveling ones included)."""
    seat = game.deal % 2
    specs = [game.first, game.second] if seat == 0 else [game.second, game.first]
    variants = (set() if game.full else {"family"}) | ({"revised"} if game.revised else set())
    state: Any = new_state("agricola", 2, game.deal, frozenset(variants))
    moves = 0
    think: list[list[float]] = [[], []]
    played = [0, 0]
    while not state.is_over:
        player = state.current_player
        weights = dict(game.weights) if player == seat else None
        bot = make_bot(specs[player], decision_seed(game.deal, moves, player), dict(game.knobs), weights, game.value)
        start = time.thread_time()
        move = bot.choose(state.view(player))
        think[player].append(time.thread_time() - start)
        state.apply(move)
        if isinstance(move, PlayCard):
            played[player] += 1
        moves += 1
    outcome = state.outcome()
    order = [seat, 1 - seat]
    sheets = [dict(zip(outcome.categories, outcome.breakdown[p], strict=True)) for p in order]
    share = (1.0 / len(outcome.winners)) if seat in outcome.winners else 0.0
    return {"deal": game.deal, "sheets": sheets, "share": share, "think": [think[p] for p in order],
            "cards": [played[p] for p in order]}


def stream(result: dict[str, Any]) -> None:
    """One game's line as soon as it is played (the first bot's share, both totals, and the
    first bot's think times in processor milliseconds), so that a long run can be read
    before it ends."""
    first, second = result["sheets"]
    think = " ".join(str(round(t * 1000)) for t in result["think"][0])
    print(f"game {result['deal']} share {result['share']:g} score {sum(first.values())} v "
          f"{sum(second.values())} begging {first.get('begging', 0)}/{second.get('begging', 0)} "
          f"cards played {result['cards'][0]}/{result['cards'][1]} "
          f"think total {sum(result['think'][0]):.1f} s: {think}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--first", default="hard")
    parser.add_argument("--second", default="normal")
    parser.add_argument("--deals", default="900000:900010")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--knob", action="append", type=parse_knob, default=[])
    parser.add_argument("--deep", action="append", type=parse_knob, default=[],
                        help="a deep-evaluation weight for the first bot, name=value")
    parser.add_argument("--show", type=int, default=0, help="print the sheets of the first N games")
    parser.add_argument("--full", action="store_true", help="the full game with the cards, not the family game")
    parser.add_argument("--revised", action="store_true", help="the 2016 revised edition (as the ladder plays it)")
    parser.add_argument("--value", type=Path, help="the value file a 'learned' evaluation judges with")
    args = parser.parse_args(argv)
    if not args.value and any(spec.endswith(":learned") for spec in (args.first, args.second)):
        parser.error("the 'learned' evaluation needs --value FILE")
    value = str(args.value.resolve()) if args.value else ""
    games = [Game(args.first, args.second, d, tuple(args.knob), tuple(args.deep), args.full, args.revised, value)
             for d in deal_range(args.deals)]
    started = time.perf_counter()
    results = []
    if args.jobs == 1:
        for g in games:
            results.append(play(g))
            stream(results[-1])
    else:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            for result in pool.imap(play, games, chunksize=1):
                results.append(result)
                stream(result)
    categories = list(results[0]["sheets"][0])
    for result in results[: args.show]:
        first, second = result["sheets"]
        rows = "  ".join(f"{c[:5]} {first[c]:+d}/{second[c]:+d}" for c in categories if first[c] or second[c])
        print(f"deal {result['deal']}: {sum(first.values())} v {sum(second.values())}  {rows}")
    wins = sum(r["share"] for r in results)
    low, high = wilson(wins, len(results))
    print(f"{args.first} v {args.second}: {wins:g}/{len(results)} = {wins / len(results):.1%} "
          f"[{low:.1%}, {high:.1%}]  ({time.perf_counter() - started:.0f} s)")
    print(f"{'category':<13} {args.first:>12} {args.second:>12}")
    for category in [*categories, "total"]:
        values = []
        for side in (0, 1):
            if category == "total":
                values.append(statistics.mean(sum(r["sheets"][side].values()) for r in results))
            else:
                values.append(statistics.mean(r["sheets"][side][category] for r in results))
        print(f"{category:<13} {values[0]:>12.2f} {values[1]:>12.2f}")
    played = [statistics.mean(r["cards"][side] for r in results) for side in (0, 1)]
    print(f"{'cards played':<13} {played[0]:>12.2f} {played[1]:>12.2f}")
    for side, spec in enumerate((args.first, args.second)):
        print(think_summary(spec, [r["think"][side] for r in results]))
    return 0


def think_summary(spec: str, games: list[list[float]]) -> str:
    """One bot's think in processor time: per decision (quartiles and maximum, ms) and per
    game (the total of its decisions: median and worst, s)."""
    times = sorted(t for game in games for t in game)
    totals = sorted(sum(game) for game in games)
    quartiles = statistics.quantiles(times, n=4) if len(times) > 1 else [times[0]] * 3
    return (f"{spec}: {len(times)} decisions, processor per decision quartiles "
            f"{quartiles[0] * 1000:.0f} / {quartiles[1] * 1000:.0f} / {quartiles[2] * 1000:.0f} ms, "
            f"max {times[-1] * 1000:.0f} ms; per game median {statistics.median(totals):.1f} s, "
            f"worst {totals[-1]:.1f} s")


if __name__ == "__main__":
    raise SystemExit(main())
