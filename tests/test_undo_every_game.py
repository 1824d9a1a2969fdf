"""Undo in every registered game (issue 14, "Wrong"): whatever is undone was decided by the
person now at the table, in this turn, and nothing it takes back had revealed anything.

Random matches against a bot and in hotseat try Undo (and sometimes Redo) at random moments;
every undo is checked against the moves it removed.  Porto once let Undo take back the bot's
whole turn together with the person's previous decision: this test fails on that build.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.games import available_games, get_rules, load_game_content
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import CHOICES_REVEALED, GameConfig, Rng

ANA = Seat("human", "Ana", colour="blue")
BEN = Seat("human", "Ben", colour="orange")
BOT = Seat("bot", "Bot", level="random", colour="orange")


def seatings(game: str) -> list[tuple[Seat, ...]]:
    """Against a bot and in hotseat, at the game's smallest table of two or more."""
    players = max(2, get_rules(game).min_players)
    return [(ANA, *[BOT] * (players - 1)), (ANA, BEN, *[BOT] * (players - 2))]


def revealing_moves(match: Match) -> set[int]:
    """The indices of the moves whose events showed something hidden."""
    return {e.move_index for e in match.log if e.event.reveals or e.event.kind == CHOICES_REVEALED}


@pytest.mark.parametrize("game", available_games())
@pytest.mark.parametrize("hotseat", [False, True], ids=["against a bot", "hotseat"])
def test_undo_takes_back_only_the_persons_own_decisions_of_this_turn_and_never_a_reveal(
    game: str, hotseat: bool
) -> None:
    content = load_game_content(game)
    undone = 0
    for seed in range(6):
        seats = seatings(game)[int(hotseat)]
        match = Match(MatchSetup(game, GameConfig(len(seats)), seed, seats), content, None)
        rng = Rng(seed)
        while not match.state.is_over and len(match.moves) < 400:
            if rng.random() < 0.35 and match.can_undo().allowed:
                moves, movers, revealing = list(match.moves), list(match.movers), revealing_moves(match)
                assert match.undo()
                kept = len(match.moves)
                assert kept < len(moves) and match.moves == moves[:kept]
                removed = set(movers[kept:])
                assert len(removed) == 1, "undo took back decisions of more than one player"
                person = removed.pop()
                assert not seats[person].is_bot, "undo took back a bot's decision"
                assert not revealing & set(range(kept, len(moves))), "undo took back a reveal"
                decision = match.state.decision()
                assert decision is not None and person in decision.players, "the person does not decide now"
                undone += 1
                if rng.random() < 0.3:
                    assert match.redo() and match.moves == moves
                continue
            legal = match.state.legal_moves()
            match.play(rng.choice(legal), autosave=False)
    assert undone > 10


def hotseat_set_ups() -> list[Any]:
    """Every registered game as it is dealt by default, and each of its variants."""
    found = []
    for game in available_games():
        found.append(pytest.param(game, frozenset(), id=game))
        found += [pytest.param(game, frozenset({v.id}), id=f"{game}-{v.id}")
                  for v in get_rules(game).variants if not v.players or 2 in v.players]
    return found


@pytest.mark.parametrize(("game", "variants"), hotseat_set_ups())
def test_once_the_turn_passes_to_another_person_nobody_can_undo_the_last_ones_decision(
    game: str, variants: frozenset[str]
) -> None:
    """Issue 32: two people at one screen; when the decision is no longer the last mover's but
    another person's (an open turn, a hidden pick, a secret contract), undo is closed."""
    content = load_game_content(game)
    seats = (ANA, BEN)
    changes = 0
    for seed in range(2):
        match = Match(MatchSetup(game, GameConfig(2, variants), seed, seats), content, None)
        rng = Rng(seed)
        while not match.state.is_over and len(match.moves) < 600:
            match.play(rng.choice(match.state.legal_moves()), autosave=False)
            decision = match.state.decision()
            if decision is None or match.movers[-1] in decision.pending:
                continue
            changes += 1
            assert not match.can_undo().allowed, f"after move {len(match.moves)} the next person could undo"
            assert not match.undo()
    assert changes > 10
