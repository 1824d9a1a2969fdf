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
    args = parser.parse_args(argv)
    path = Path(args.record)
    deals = deal_range(args.deals)
    if not args.report:
        record(play_deal, path, deals, args.jobs)
    games = [g for d, g in sorted(recorded(path).items()) if d in deals]
    if games:
        report(games, args.markdown)
    return 0
