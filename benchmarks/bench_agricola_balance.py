"""Balance of Agricola's occupations and minor improvements, measured by games between
normal bots.

Deal ``d`` is the full game (the cards dealt 7 + 7) played by ``2 + d % 3`` normal bots (2, 3
and 4 players in turn, so the 3+ and 4+ decks are in play too), every decision by a fresh bot
seeded as the table seeds it, so a deal always plays the same game.  For each card the
benchmark counts the players who **held** it (dealt it, or handed it as a traveling minor) and
those who **played** it, and how the players who played it fared against the others at their
table: a player **beats** each other player with a lower final score (a tie counts half), so
their share of the others beaten is 1/2 for an even card whatever the table's size, and one
yardstick serves 2, 3 and 4 players.  A card's **won** is the mean of that share over the
players who played it, and its interval is Wilson's 95 % over those players (each counts once:
the meetings at one table share a final score, so they are not independent draws).  Beside it,
the same share for the players who held the card and did not play it shows how much of a high
or low figure is the farm rather than the card.

Games are recorded one JSON line each as they end (``--record``), so a long run can be
stopped and resumed, or run in chunks (``--deals A:B``), and ``--report`` prints the table
from the records alone::

    .venv/bin/python benchmarks/bench_agricola_balance.py --deals 0:2000 --jobs 2
    .venv/bin/python benchmarks/bench_agricola_balance.py --report --markdown

After a change to a few cards' numbers alone, ``--replay-held CARD,CARD`` plays again only
the recorded deals where one of them was held (the others cannot change; a few are replayed
as controls, and the run refuses if one differs)::

    .venv/bin/python benchmarks/bench_agricola_balance.py --replay-held m_chapel --deals 0:2000

Target (issue 17): no card's players win above 65 % or below 35 % with a 95 % interval clear
of 50 %.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import balance_kit  # noqa: E402
from benchmarks.balance_kit import Game, aligned, wilson  # noqa: E402
from game.bots import ladder  # noqa: E402
from game.bots.ladder import decision_seed  # noqa: E402
from game.games import bot_kit  # noqa: E402
from game.simulate import new_state  # noqa: E402

GAME = "agricola"
RECORD = "agricola_balance.jsonl"
LOW, HIGH = 0.35, 0.65
NORMAL: dict[str, Any] = {"time_limit": None, "worlds": 1}
"""The normal bot without any clock: its work caps decide, so a deal plays the same game on a
busy machine."""


def players_of(deal: int) -> int:
    """How many play deal ``deal``: 2, 3 and 4 in turn."""
    return 2 + deal % 3


def play_deal(deal: int) -> Game:
    """Play one full game between normal bots; who held and who played each card, and the
    final scores."""
    players = players_of(deal)
    state: Any = new_state(GAME, players, deal)
    kit = bot_kit(GAME)
    held = [set(farmer.hand) for farmer in state.players]
    played: list[list[str]] = [[] for _ in range(players)]
    moves = 0
    while not state.is_over:
        player = state.current_player
        bot = ladder.make("normal", decision_seed(deal, moves, player), kit, **NORMAL)
        move = bot.choose(state.view(player))
        for event in state.apply_unchecked(move):  # a bot's move is one of its legal moves
            if event.kind == "card_played":
                played[event.player].append(event.args["card"])
            elif event.kind == "card_passed":
                held[event.args["to"]].add(event.args["card"])
        moves += 1
    outcome = state.outcome()
    return {
        "deal": deal,
        "players": players,
        "scores": list(outcome.scores),
        "held": [sorted(h) for h in held],
        "played": played,
    }


def beaten(game: Game, player: int) -> float:
    """The share of the other players at the table that ``player`` outscored (ties half)."""
    scores = game["scores"]
    mine = scores[player]
    won = sum(1.0 if mine > s else 0.5 if mine == s else 0.0
              for other, s in enumerate(scores) if other != player)
    return won / (len(scores) - 1)


class Tally:
    """One card's counts over the games: ``won`` sums the players' :func:`beaten` shares,
    ``kept`` those of the players who held the card and did not play it."""

    __slots__ = ("held", "played", "won", "kept", "score")

    def __init__(self) -> None:
        self.held = 0
        self.played = 0
        self.won = 0.0
        self.kept = 0.0
        self.score = 0.0


def tallies(games: list[Game]) -> dict[str, Tally]:
    """Every card's :class:`Tally`."""
    found: dict[str, Tally] = defaultdict(Tally)
    for game in games:
        for player, cards in enumerate(game["held"]):
            share = beaten(game, player)
            played = set(game["played"][player])
            for card in cards:
                found[card].held += 1
                if card not in played:
                    found[card].kept += share
        for player, cards in enumerate(game["played"]):
            share = beaten(game, player)
            for card in set(cards):
                tally = found[card]
                tally.played += 1
                tally.won += share
                tally.score += game["scores"][player]
    return found


def verdict(tally: Tally) -> str:
    """``HIGH`` or ``LOW`` when the card's players win above 65 % or below 35 % with an
    interval clear of 50 %, else nothing."""
    if not tally.played:
        return ""
    share = tally.won / tally.played
    low, high = wilson(tally.won, tally.played)
    if share > HIGH and low > 0.5:
        return "HIGH"
    if share < LOW and high < 0.5:
        return "LOW"
    return ""


def table(found: dict[str, Tally], kind: str, markdown: bool) -> list[str]:
    """Rows per card of ``kind`` (``o_`` occupations, ``m_`` minors)."""
    head = ("card", "held", "played", "play rate", "won", "95% interval", "held, not played", "mean score", "")
    rows = []
    for code in sorted(c for c in found if c.startswith(kind)):
        tally = found[code]
        share = tally.won / tally.played if tally.played else 0.0
        low, high = wilson(tally.won, tally.played)
        mean = tally.score / tally.played if tally.played else 0.0
        rate = tally.played / tally.held if tally.held else 0.0
        unplayed = tally.held - tally.played
        kept = f"{tally.kept / unplayed:.1%}" if unplayed > 0 else "-"
        rows.append((code, str(tally.held), str(tally.played), f"{rate:.1%}", f"{share:.1%}",
                     f"[{low:.1%}, {high:.1%}]", kept, f"{mean:.1f}", verdict(tally)))
    return aligned(head, rows, markdown)


def report(games: list[Game], markdown: bool) -> None:
    """Print the occupation and minor-improvement tables and the cards outside the target."""
    counts: dict[int, int] = defaultdict(int)
    for game in games:
        counts[game["players"]] += 1
    deals = sorted(g["deal"] for g in games)
    print(f"{len(games)} games (deals {deals[0]}-{deals[-1]}; "
          + ", ".join(f"{n} players: {c}" for n, c in sorted(counts.items())) + ")")
    found = tallies(games)
    held = sum(t.held for t in found.values())
    played = sum(t.played for t in found.values())
    seats = sum(g["players"] for g in games)
    print(f"Cards played per player and game: {played / seats:.2f} of {held / seats:.1f} held")
    by_size = {n: [x for g in games if g["players"] == n for x in g["scores"]] for n in sorted(counts)}
    print(f"Mean final score: {sum(x for g in games for x in g['scores']) / seats:.1f} ("
          + ", ".join(f"{n} players: {sum(xs) / len(xs):.1f}" for n, xs in by_size.items()) + ")")
    print()
    print("Occupations (won: the share of the others at the table outscored by the players who played it):")
    print("\n".join(table(found, "o_", markdown)))
    print()
    print("Minor improvements:")
    print("\n".join(table(found, "m_", markdown)))
    print()
    outside = [f"{code} {verdict(t)}" for code, t in sorted(found.items()) if verdict(t)]
    never = sorted(code for code, t in found.items() if not t.played)
    print(f"Outside {LOW:.0%}-{HIGH:.0%} with the interval clear of 50 %: {', '.join(outside) if outside else 'none'}")
    print(f"Never played: {', '.join(never) if never else 'none'}")


def main(argv: list[str] | None = None) -> int:
    return balance_kit.main(argv, __doc__, RECORD, play_deal, report)


if __name__ == "__main__":
    raise SystemExit(main())
