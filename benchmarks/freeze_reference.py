"""Freeze the ladder's reference on a commit: ``benchmarks/reference.yaml`` then names it.

Done on purpose only, when the frozen program can no longer read today's position text (a
rules change) or when the ladder moves its yardstick; every figure measured against the old
reference stops being comparable, so say why::

    .venv/bin/python benchmarks/freeze_reference.py HEAD --why "the position text of Porto changed"

The commit must be in the repository and carry the bot server (``game/bots/serve.py``).  Its
program is unpacked into the cache and asked for a move on the first decision of every game
before the file is written; a commit that cannot answer them is refused and the file is left
as it was.
"""

from __future__ import annotations

import argparse
import datetime
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.reference import (  # noqa: E402
    REFERENCE_FILE,
    Reference,
    ReferenceBot,
    ReferenceUnavailable,
    checkout_root,
    materialize,
    resolve,
)
from game.games import available_games  # noqa: E402
from game.simulate import new_state  # noqa: E402


def smoke(named: Reference) -> None:
    """Ask the frozen program for a move on the first decision of every game (2 players);
    :class:`ReferenceUnavailable` on the first that fails."""
    for game_id in available_games():
        state = new_state(game_id, 2, 100_000)
        player = state.current_player
        assert player is not None
        move = ReferenceBot(0, Reference(named.commit, level="easy")).choose(state.view(player))
        if move not in state.legal_moves_for(player):
            raise ReferenceUnavailable(f"{game_id}: the frozen program answered {move}, not a legal move")
        print(f"  {game_id}: answers {move}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("commit", help="the commit to freeze (an id, a branch, HEAD)")
    parser.add_argument("--why", required=True, help="why the reference moves (one sentence)")
    parser.add_argument("--level", default="hard", help="the level of that commit the reference plays")
    args = parser.parse_args(argv)
    try:
        full = resolve(args.commit)
        print(f"unpacking {full} ...")
        materialize(full)
        named = Reference(full, args.level)
        smoke(named)
    except ReferenceUnavailable as error:
        print(f"freeze_reference: error: {error}", file=sys.stderr)
        return 2
    path = checkout_root() / REFERENCE_FILE
    why = " ".join(args.why.split())
    path.write_text(
        "# The frozen reference of the bot ladder: `bot:reference` is the hard bot of this commit,\n"
        "# played from that commit's own program (game/bots/reference.py; README, \"Bots\").\n"
        "# Re-freeze on purpose only, with one command (it checks the new commit answers every game):\n"
        "#   .venv/bin/python benchmarks/freeze_reference.py COMMIT --why \"...\"\n"
        f"commit: {full}\n"
        f"level: {args.level}\n"
        f"date: {datetime.date.today().isoformat()}\n"
        f"why: >\n  {why}\n",
        encoding="utf-8",
    )
    print(f"{path}: the reference is now {full[:12]} ({args.level}); commit the file")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
