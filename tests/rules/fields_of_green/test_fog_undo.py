"""Undo in the simultaneous draft (three and four players; the suite of every game plays
two): whatever is undone was the person's own decision of this turn, and no undo takes back
a reveal, so a face-down choice may be changed until the choices turn over, never after."""

from __future__ import annotations

import pytest

from game.content.fields_of_green import FogContent
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import CHOICES_REVEALED, GameConfig, Rng

ANA = Seat("human", "Ana", colour="blue")
BEN = Seat("human", "Ben", colour="orange")
BOT = Seat("bot", "Bot", level="random", colour="green")


@pytest.mark.parametrize(
    "seats", [(ANA, BOT, BOT), (ANA, BEN, BOT, BOT)], ids=["3 players against bots", "4 players, 2 people"]
)
def test_undo_in_the_draft_takes_back_only_the_persons_own_choice_and_never_a_reveal(
    content: FogContent, seats: tuple[Seat, ...]
) -> None:
    undone = 0
    for seed in range(3):
        match = Match(MatchSetup("fields_of_green", GameConfig(len(seats)), seed, seats), content, None)
        rng = Rng(seed)
        while not match.state.is_over and len(match.moves) < 250:
            if rng.random() < 0.35 and match.can_undo().allowed:
                moves, movers = list(match.moves), list(match.movers)
                revealing = {e.move_index for e in match.log if e.event.reveals or e.event.kind == CHOICES_REVEALED}
                assert match.undo()
                kept = len(match.moves)
                assert match.moves == moves[:kept]
                removed = set(movers[kept:])
                assert len(removed) == 1 and not seats[removed.pop()].is_bot
                assert not revealing & set(range(kept, len(moves))), "undo took back a reveal"
                undone += 1
                continue
            match.play(rng.choice(match.state.legal_moves()), autosave=False)
    assert undone > 10
