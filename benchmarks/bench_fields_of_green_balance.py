"""Balance of Fields of Green's cards, measured by games between normal bots.

Deal ``d`` is played by ``2 + d % 3`` normal bots (2, 3 and 4 players in turn; each planning
in one imagined world, see :data:`NORMAL`), every decision by a fresh bot seeded as the table
seeds it, so a deal always plays the same game.  For each
card design the benchmark counts how often it was **offered** (in a hand at a draft pick, or
in the row at a two-player take, with at least two different designs to choose from: a last
card is no choice) and how often it was **taken**, and the final scores of the farms that
**built** it; likewise for each equipment tile (offered among the three drawn, kept).

Games are recorded one JSON line each as they end (``--record``), so a long run can be
stopped and resumed, or run in chunks (``--deals A:B``), and ``--report`` prints the table
from the records alone::

    .venv/bin/python benchmarks/bench_fields_of_green_balance.py --deals 0:2000 --jobs 1
    .venv/bin/python benchmarks/bench_fields_of_green_balance.py --report --markdown

Target (issue 15): every design taken in 5 % to 80 % of the times it is offered.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import balance_kit  # noqa: E402
from benchmarks.balance_kit import aligned, wilson  # noqa: E402
from game.bots import ladder  # noqa: E402
from game.bots.ladder import decision_seed  # noqa: E402
from game.games import bot_kit  # noqa: E402
from game.rules.fields_of_green.legal import Phase  # noqa: E402
from game.rules.fields_of_green.moves import Equip, Pick, Take  # noqa: E402
from game.simulate import new_state  # noqa: E402

GAME = "fields_of_green"
RECORD = "fog_balance.jsonl"
LOW, HIGH = 0.05, 0.80
NORMAL: dict[str, Any] = {"time_limit": None, "worlds": 1}
"""The normal bot as it plays here: without any clock (its work caps decide; its
processor-time ceiling is never reached, and reading a thread's clock is slow on a crowded
machine), planning its turn in one imagined world instead of three (Fields of Green's
evaluation reads nothing hidden, so other worlds change a plan only through equipment drawn
within the turn; a third of the work)."""


def players_of(deal: int) -> int:
    """How many play deal ``deal``: 2, 3 and 4 in turn."""
    return 2 + deal % 3


def play_deal(deal: int) -> dict[str, Any]:
    """Play one deal between normal bots; what was offered, taken, built and scored."""
    players = players_of(deal)
    state: Any = new_state(GAME, players, deal)
    kit = bot_kit(GAME)
    tables = state.tables
    offered: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    tiles: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    built: list[set[str]] = [set() for _ in range(players)]
    kept: list[set[str]] = [set() for _ in range(players)]
    moves = 0
    while not state.is_over:
        player = state.current_player
        bot = ladder.make("normal", decision_seed(deal, moves, player), kit, **NORMAL)
        move = bot.choose(state.view(player))
        if isinstance(move, Pick | Take):
            choice = {tables.cards[c].code for c in (state.row if isinstance(move, Take) else state.players[player].hand)}
            if len(choice) > 1:
                for code in choice:
                    offered[code][0] += 1
                offered[move.code][1] += 1
        elif isinstance(move, Equip) and state.phase == Phase.EQUIP:
            offer = {tables.equipment[t].code for t in state.offer}
            if len(offer) > 1:
                for code in offer:
                    tiles[code][0] += 1
                tiles[move.code][1] += 1
            kept[player].add(move.code)
        for event in state.apply_unchecked(move):  # a bot's move is one of its legal moves
            if event.kind == "built":
                built[event.player].add(event.args["card"])
                if event.args.get("attach"):
                    kept[event.player].add(event.args["attach"])
        moves += 1
    outcome = state.outcome()
    return {
        "deal": deal,
        "players": players,
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
        "offered": dict(offered),
        "tiles": dict(tiles),
        "built": [sorted(b) for b in built],
        "kept": [sorted(k) for k in kept],
    }


def table(games: list[dict[str, Any]], kind: str, owners: str, markdown: bool) -> list[str]:
    """Rows per design: offered, taken share with its interval, farms that built (kept) it,
    their mean final score and their mean lead over their table's average."""
    offered: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    scores: dict[str, list[float]] = defaultdict(list)
    leads: dict[str, list[float]] = defaultdict(list)
    for game in games:
        for code, (seen, taken) in game[kind].items():
            offered[code][0] += seen
            offered[code][1] += taken
        mean = sum(game["scores"]) / len(game["scores"])
        for player, codes in enumerate(game[owners]):
            for code in codes:
                scores[code].append(game["scores"][player])
                leads[code].append(game["scores"][player] - mean)
    head = ("design", "offered", "taken", "95% interval", "farms", "mean score", "mean lead", "")
    rows = []
    for code in sorted(set(offered) | set(scores)):
        seen, taken = offered[code]
        share = taken / seen if seen else 0.0
        low, high = wilson(taken, seen)
        flag = "LOW" if share < LOW else ("HIGH" if share > HIGH else "")
        farms = len(scores[code])
        mean = sum(scores[code]) / farms if farms else 0.0
        lead = sum(leads[code]) / farms if farms else 0.0
        rows.append((code, str(seen), f"{share:.1%}", f"[{low:.1%}, {high:.1%}]", str(farms),
                     f"{mean:.1f}", f"{lead:+.1f}", flag))
    return aligned(head, rows, markdown)


def shares(games: list[dict[str, Any]], kind: str) -> list[tuple[float, str]]:
    """Each design's taken share, lowest first."""
    offered: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for game in games:
        for code, (seen, taken) in game[kind].items():
            offered[code][0] += seen
            offered[code][1] += taken
    return sorted((taken / seen, code) for code, (seen, taken) in offered.items() if seen)


def report(games: list[dict[str, Any]], markdown: bool) -> None:
    """Print the card and equipment tables and the worst designs."""
    counts = defaultdict(int)
    for game in games:
        counts[game["players"]] += 1
    deals = sorted(g["deal"] for g in games)
    print(f"{len(games)} games (deals {deals[0]}-{deals[-1]}; "
          + ", ".join(f"{n} players: {c}" for n, c in sorted(counts.items())) + ")")
    print()
    print("Location cards (offered: times in a hand or row with a choice to make):")
    print("\n".join(table(games, "offered", "built", markdown)))
    print()
    print("Equipment tiles (offered among the three drawn; farms that kept it):")
    print("\n".join(table(games, "tiles", "kept", markdown)))
    card_shares = shares(games, "offered")
    print()
    print("Least taken: " + ", ".join(f"{c} {s:.1%}" for s, c in card_shares[:5]))
    print("Most taken: " + ", ".join(f"{c} {s:.1%}" for s, c in card_shares[::-1][:5]))
    outside = [c for s, c in card_shares if not LOW <= s <= HIGH]
    print(f"Outside {LOW:.0%}-{HIGH:.0%}: {', '.join(outside) if outside else 'none'}")


def main(argv: list[str] | None = None) -> int:
    return balance_kit.main(argv, __doc__, RECORD, play_deal, report)


if __name__ == "__main__":
    raise SystemExit(main())
