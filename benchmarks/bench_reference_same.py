"""Does today's hard bot still play the reference's moves?  The share of decisions on which
they agree, asked with the same view and the same seed.

Right after the reference is frozen on today's code, every decision agrees (the bot server
reads the view back from its position text and thinks as the table's hard bot does); once the
evaluations or the search change, this says how much of the play moved, quicker than the
ladder says whether it got stronger::

    nice -n 10 .venv/bin/python benchmarks/bench_reference_same.py --game porto --positions 20

Positions are reached by random moves from the ladder's deals (:mod:`benchmarks.deals`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import deals  # noqa: E402
from game.bots.ladder import decision_seed, make_bot  # noqa: E402
from game.bots.reference import ReferenceBot  # noqa: E402
from game.games import available_games, bot_kit  # noqa: E402
from game.rules.core import Rng  # noqa: E402
from game.simulate import new_state  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--variant", action="append", default=[], help="a variant of the game (repeatable)")
    parser.add_argument("--positions", type=int, default=10, help="decisions asked per game")
    args = parser.parse_args(argv)
    for game_id in args.game or available_games():
        agree = asked = 0
        kit = bot_kit(game_id)
        for index in range(args.positions):
            deal = deals.LADDER.start + index
            state = new_state(game_id, 2, deal, frozenset(args.variant))
            chooser = Rng(deal)
            for _ in range(chooser.randrange(31)):
                if state.is_over:
                    break
                state.apply(chooser.choice(state.legal_moves()))
            player = state.current_player
            if player is None or len(state.legal_moves_for(player)) < 2:
                continue
            seed = decision_seed(deal, index, player)
            view = state.view(player)
            hard, frozen = make_bot("hard", seed, kit).choose(view), ReferenceBot(seed).choose(view)
            asked += 1
            agree += hard == frozen
            if hard != frozen:
                print(f"  {game_id} deal {deal}: hard {hard}, reference {frozen}")
        print(f"{game_id}: the same move on {agree} of {asked} decisions", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
