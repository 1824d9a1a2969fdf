"""What the card-balance benchmarks share: games recorded one JSON line each (so a long run
can stop and resume, or run in chunks), played by worker processes, and the Wilson interval
of a share."""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

Game = dict[str, Any]


def recorded(path: Path) -> dict[int, Game]:
    """The games already recorded in ``path``, by deal."""
    games: dict[int, Game] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            if line.strip():
                game = json.loads(line)
                games[game["deal"]] = game
    return games


def play(play_deal: Callable[[int], Game], deals: Iterable[int], jobs: int) -> Iterator[Game]:
    """Play ``deals`` with ``jobs`` worker processes, yielding each game as it ends."""
    todo = list(deals)
    if jobs == 1:
        yield from map(play_deal, todo)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(play_deal, todo)


def record(play_deal: Callable[[int], Game], path: Path, deals: range, jobs: int) -> list[Game]:
    """Play the deals of ``deals`` not yet in ``path``, appending each game as it ends, and
    return every recorded game of ``deals`` in deal order."""
    done = recorded(path)
    todo = [d for d in deals if d not in done]
    print(f"{len(deals) - len(todo)} of {len(deals)} deals already recorded in {path}; playing {len(todo)}",
          flush=True)
    started = time.perf_counter()
    with path.open("a") as out:
        for count, game in enumerate(play(play_deal, todo, jobs), 1):
            out.write(json.dumps(game, sort_keys=True) + "\n")
            out.flush()
            if count % 50 == 0:
                rate = (time.perf_counter() - started) / count
                print(f"{count} games, {rate:.2f} s a game, load {os.getloadavg()[0]:.1f}", flush=True)
    return [g for d, g in sorted(recorded(path).items()) if d in deals]


def replay_held(play_deal: Callable[[int], Game], path: Path, deals: range, cards: set[str], jobs: int,
                controls: int = 4) -> None:
    """Play again the recorded deals of ``deals`` in which a player held one of ``cards``, and
    put their new records in place of the old (the file is rewritten whole).

    After a change to those cards' numbers alone, only these games can play differently: the
    deals are the same, and a bot decides from its own hand and the open table, so a game in
    which nobody held a changed card replays move for move.  That is checked, not assumed:
    the first ``controls`` recorded deals without those cards are played again as well, and
    if one of them differs nothing is written and the run says to play every deal again."""
    done = recorded(path)
    todo = [d for d in deals if d in done and any(c in held for held in done[d]["held"] for c in cards)]
    others = [d for d in deals if d in done and d not in todo][:controls]
    print(f"playing again {len(todo)} of {len(deals)} deals where {', '.join(sorted(cards))} was held, "
          f"and {len(others)} deals without them as controls", flush=True)
    fresh = {game["deal"]: game for game in play(play_deal, todo + others, jobs)}
    moved = [d for d in others if json.dumps(fresh[d], sort_keys=True) != json.dumps(done[d], sort_keys=True)]
    if moved:
        raise SystemExit(f"deals {moved} without those cards played differently: the records are from "
                         "other code; play every deal again")
    done.update(fresh)
    temporary = path.with_suffix(path.suffix + ".new")
    temporary.write_text("".join(json.dumps(done[d], sort_keys=True) + "\n" for d in sorted(done)))
    temporary.replace(path)
    print(f"replaced {len(todo)} games in {path}; the {len(others)} controls replayed identically", flush=True)


def wilson(hits: float, total: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of ``hits`` out of ``total``."""
    if not total:
        return (0.0, 1.0)
    p = hits / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return (centre - half, centre + half)


def deal_range(text: str) -> range:
    """``A:B`` as the deals A to B-1."""
    start, _, stop = text.partition(":")
    return range(int(start), int(stop))


def aligned(head: tuple[str, ...], rows: list[tuple[str, ...]], markdown: bool) -> list[str]:
    """``rows`` under ``head`` as a Markdown table or as right-aligned columns."""
    if markdown:
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        return lines + ["| " + " | ".join(row) + " |" for row in rows]
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    return ["  ".join(cell.rjust(w) for cell, w in zip(r, widths, strict=True)) for r in [head, *rows]]


def main(argv: list[str] | None, doc: str | None, default_record: str, play_deal: Callable[[int], Game],
         report: Callable[[list[Game], bool], None]) -> int:
    """A balance benchmark's command line: play (or resume) the deals, then print the report."""
    parser = argparse.ArgumentParser(description=(doc or "").split("\n")[0])
    parser.add_argument("--deals", default="0:2000", help="deals to play, A:B (2, 3, 4 players in turn)")
    parser.add_argument("--record", default=default_record, help="JSON lines file of played games (resumed)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--report", action="store_true", help="only print the table from the records")
    parser.add_argument("--markdown", action="store_true", help="print the tables in Markdown")
    parser.add_argument("--replay-held", default="", metavar="CARD,CARD",
                        help="after changing only these cards: play again the recorded deals where one was held")
    args = parser.parse_args(argv)
    path = Path(args.record)
    deals = deal_range(args.deals)
    if args.replay_held:
        replay_held(play_deal, path, deals, set(args.replay_held.split(",")), args.jobs)
    elif not args.report:
        record(play_deal, path, deals, args.jobs)
    games = [g for d, g in sorted(recorded(path).items()) if d in deals]
    if games:
        report(games, args.markdown)
    return 0
