"""Carry a ladder results file over to today's code when the code changed without changing a move.

A results file (``bench_ladder.py --results``) names every game with the code that played it,
so a change to the bots' or rules' files starts a file's count again, even when the change
plays every game move for move as before (a faster sum, a docstring, a part computed only when
it weighs something).  This tool replays the first ``--check`` games of each older code in the
file with the code of the work tree, and when every replay digests the same moves as the
recorded game, it names all of that code's games with today's code, noting on each line the
code it was played by and the deals replayed to show the moves unchanged (``rekeyed``).  A
file holding several pairings (``normal-easy`` and ``easy-random``) has each pairing's first
games replayed, and ``--pairing`` carries over one pairing only, leaving the others' games
named by the code that played them (a pairing whose bots changed).  One differing replay and
the file is left as it was::

    .venv/bin/python benchmarks/ladder_rekey.py docs/ladder/oregon-look-hard-reference.jsonl --check 2
    .venv/bin/python benchmarks/ladder_rekey.py docs/ladder/fields_of_green-lower.jsonl --pairing easy-random

The replays are played as the ladder plays them (a fresh bot per decision, seeded by the deal,
the moves and the seat), so a game replayed by the same code always digests the same.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_ladder import Task, code_version, play_one, read_results  # noqa: E402
from game.bots.reference import read_reference  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def task_of(key: str) -> tuple[str, Task]:
    """The code a results-file key names and the game it names."""
    code, game_id, variants, first, second, deal, seat, options = json.loads(key)
    return code, Task(game_id, first, second, deal, seat, tuple(tuple(o) for o in options), frozenset(variants))


def today(code: str, playing: str, reference: str) -> str:
    """``code`` (a key's first part) with its own code replaced by ``playing`` (the reference's
    part, when it has one, must be ``reference``: that side is frozen, not replayed)."""
    own, sep, rest = code.partition("|")
    if sep and rest != f"reference {reference}":
        raise ValueError(f"the file's games met another reference ({rest}); it cannot be carried over")
    return playing + sep + rest


def rekey(path: Path, check: int, pairing: str | None = None) -> int:
    """Replay, compare and rewrite ``path`` (see the module's text), only the games of
    ``pairing`` (``first-second``) when given; 0 when carried over or nothing needed it, 1
    when a replay differed."""
    playing = code_version(ROOT)
    if playing.endswith("+changed") or playing == "unknown":
        print(f"the work tree's code is {playing}: commit it first, so the games are named by a commit")
        return 1
    reference = read_reference().commit
    records = read_results(path)
    by_code: dict[tuple[str, str], list[tuple[str, Task]]] = defaultdict(list)
    held: set[str] = set()
    for key in records:
        code, task = task_of(key)
        paired = f"{task.first}-{task.second}"
        held.add(paired)
        if code.partition("|")[0] != playing and pairing in (None, paired):
            by_code[(code, paired)].append((key, task))
    if pairing is not None and pairing not in held:
        print(f"{path}: no game of the pairing {pairing} (the file holds {', '.join(sorted(held)) or 'no game'})")
        return 1
    if not by_code:
        print(f"{path}: every game{f' of {pairing}' if pairing else ''} is already named by today's code {playing}")
        return 0
    renamed: dict[str, dict[str, Any]] = {}
    for (code, paired), games in by_code.items():
        try:
            new_code = today(code, playing, reference)
        except ValueError as error:
            print(f"{path}: {error}")
            return 1
        games.sort(key=lambda pair: (pair[1].deal, pair[1].seat))
        replayed = []
        for key, task in games[:check]:
            replay = play_one(task)
            digest = replay["digest"]
            same = digest == records[key]["digest"]
            ceilings = sum(record.ceilings for record in replay["thinking"].values())
            print(f"{task.game_id} {task.first}-{task.second} deal {task.deal}: "
                  f"{'the same moves' if same else 'other moves'} ({digest[:16]})"
                  + (f", {ceilings} decisions cut by the processor ceiling (a loaded machine?)" if ceilings else ""),
                  flush=True)
            if not same:
                print(f"{path}: the code {code} played deal {task.deal} otherwise; the file is left as it was")
                return 1
            replayed.append(task.deal)
        for key, task in games:
            record = dict(records[key])
            record["key"] = task.key(new_code)
            record["rekeyed"] = {"played_by": code.partition("|")[0], "replayed": replayed}
            renamed[key] = record
        print(f"{len(games)} {paired} games of {code.partition('|')[0]} now named by {playing} "
              f"(replayed: {replayed})")
    lines = [json.dumps(renamed.get(key, record)) for key, record in records.items()]
    temporary = path.with_suffix(path.suffix + ".tmp")
    temporary.write_text("\n".join(lines) + "\n", encoding="utf-8")
    os.replace(temporary, path)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("results", type=Path, help="a bench_ladder.py --results file")
    parser.add_argument("--check", type=int, default=2, metavar="N",
                        help="games of each older code to replay (the first deals), at least 1")
    parser.add_argument("--pairing", metavar="FIRST-SECOND",
                        help="carry over this pairing's games only (e.g. easy-random)")
    args = parser.parse_args(argv)
    if args.check < 1:
        parser.error("--check must replay at least one game")
    if not args.results.is_file():
        parser.error(f"no results file at {args.results}")
    return rekey(args.results, args.check, args.pairing)


if __name__ == "__main__":
    sys.exit(main())
