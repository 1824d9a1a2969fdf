"""Privacy in every registered game (issue 32, "Fair and true"), at every player count and with
every variant: seeded random games check what a player's view, the undo button and the log
give away.

- A view shows nothing from which hidden state can be rebuilt: every deal that differs from
  the real one only in what the player cannot see (the hidden cards redealt, the random
  source another) gives the same view — its position text, its generator, its scores, its
  decision, the player's own moves and every attribute a board or a bot could read — and a
  view never carries the game's own generator (Fields of Green's view kept it: the seed, and
  with it every pile and hand, could be rebuilt from it).
- With two or more people at one screen, at every turn change undo never takes back another
  person's decision, whoever is at the screen.
- While the game goes on, the log shows a line about a private thing (cards drawn, a hand, a
  secret pick) only to its owner, and only once the owner is at the screen.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from enum import Enum
from typing import Any

import pytest
from contract.games import Case, actors, case, case_names, walk

from game.games import available_games
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import Rng, State
from game.scenes.table.turns import TurnDriver

CASES = [name for name in case_names() if name.split("-")[0] in available_games()]

SHARED = frozenset({"tables", "config", "content"})
"""What every state of a game shares, read-only (its rules tables and set-up)."""

PEOPLE = ("Tess", "Ana", "Cleo", "Dan", "Eva")
MAX_MOVES = 700


@pytest.fixture(scope="module", params=CASES)
def game(request: pytest.FixtureRequest) -> Case:
    return case(request.param)


# -- what a view gives away ------------------------------------------------------------------

def readable(value: Any, depth: int = 0) -> Any:
    """Everything that can be read from ``value``, as plain data (attributes by name; the
    rules tables every state shares, and memos named with a leading underscore, left out)."""
    if depth > 12:
        return "…"
    if value is None or isinstance(value, bool | int | float | str | Enum):
        return value
    if isinstance(value, list | tuple):
        return [readable(item, depth + 1) for item in value]
    if isinstance(value, set | frozenset):
        return sorted(repr(readable(item, depth + 1)) for item in value)
    if isinstance(value, dict):
        return sorted((repr(key), readable(item, depth + 1)) for key, item in value.items())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: readable(getattr(value, f.name), depth + 1) for f in dataclasses.fields(value)
                if f.name not in SHARED and not f.name.startswith("_")}
    names = {name for cls in type(value).__mro__ for name in getattr(cls, "__slots__", ())}
    names |= set(getattr(value, "__dict__", {}))
    return {name: readable(getattr(value, name), depth + 1) for name in sorted(names)
            if name not in SHARED and not name.startswith("_") and hasattr(value, name)}


def seen(view: State, player: int) -> dict[str, Any]:
    """What a board or a bot of ``player`` can read from ``view``."""
    deciding = player in actors(view)
    return {
        "position": view.to_position(),
        "rng": view.rng.state,  # type: ignore[attr-defined]
        "scores": view.scores(),
        "decision": view.decision(),
        "moves": [str(m) for m in view.legal_moves_for(player)] if deciding else [],
        "attributes": readable(view),
    }


def test_a_view_is_the_same_for_every_deal_that_differs_only_in_what_the_player_cannot_see(game: Case) -> None:
    checked = 0
    for state in walk(game, 1):
        if state.is_over:
            continue
        for player in range(state.num_players):
            view = state.view(player)
            assert view.rng.state != state.rng.state, "the view carries the game's own generator"  # type: ignore[attr-defined]
            expected = seen(view, player)
            for seed in (3, 4):
                other = view.determinize(Rng(seed))
                other.rng = Rng(seed * 0x9E3779B97F4A7C15 + 1)  # type: ignore[attr-defined]
                assert seen(other.view(player), player) == expected
                checked += 1
    assert checked


# -- undo at every turn change ---------------------------------------------------------------

def people(players: int) -> tuple[Seat, ...]:
    colours = ("blue", "orange", "green", "purple", "red")
    return tuple(Seat("human", PEOPLE[i], colour=colours[i]) for i in range(players))


def hotseat(game: Case, seed: int) -> tuple[Match, TurnDriver]:
    setup = MatchSetup(game.rules.id, game.config, seed, people(game.players))
    match = Match(setup, game.content, None)
    return match, TurnDriver(match, bot_delay=0.0)


def removed(before: list[tuple[int, str]], after: list[tuple[int, str]]) -> Counter[tuple[int, str]]:
    """The decisions (mover, move) an undo took away."""
    return Counter(before) - Counter(after)


def test_in_hotseat_undo_never_crosses_into_another_persons_decision(game: Case) -> None:
    if game.players < 2:
        pytest.skip("one player: nobody else's decision to cross")
    changes = 0
    for seed in (1, 2):
        match, driver = hotseat(game, seed)
        chooser = Rng(seed)
        while not match.state.is_over and len(match.moves) < MAX_MOVES:
            if driver.handoff_to is not None:
                if driver.can_undo().allowed:  # the one who chose last, still at the screen
                    assert driver.simultaneous and match.can_take_back(match.movers[-1]).allowed
                driver.take_screen()
            at_screen = driver.viewer
            assert at_screen is not None and driver.interactive
            if match.moves and match.movers[-1] != at_screen:
                changes += 1
                assert not driver.can_undo().allowed, f"{PEOPLE[at_screen]} could undo another's decision"
                assert not match.can_undo().allowed
            elif chooser.random() < 0.2 and driver.can_undo().allowed:
                decisions = list(zip(match.movers, match.moves, strict=True))
                assert driver.undo()
                gone = removed(decisions, list(zip(match.movers, match.moves, strict=True)))
                assert gone and {mover for mover, _ in gone} == {at_screen}, "undo took another's decision"
                continue
            driver.play(chooser.choice(driver.my_moves()))
    assert changes > 5


# -- the log -----------------------------------------------------------------------------------

def test_the_log_shows_a_private_line_only_to_its_owner_at_the_screen(game: Case) -> None:
    if game.players < 2:
        pytest.skip("one player: nobody to hide anything from")
    private = owned = 0
    for seed in (1, 2):
        match, driver = hotseat(game, seed)
        chooser = Rng(seed + 10)
        at_screen: int | None = None
        while not match.state.is_over and len(match.moves) < MAX_MOVES:
            shown = driver.log_viewer
            for entry in match.log:
                event = entry.event
                if event.visible_to is not None and event.visible_for(shown):
                    assert event.visible_for(at_screen), f"{event.kind} of another shown on the screen"
                    private += 1
            if driver.handoff_to is not None:
                driver.take_screen()
            at_screen = driver.viewer
            driver.play(chooser.choice(driver.my_moves()))
        owned += sum(entry.event.visible_to is not None for entry in match.log)
    assert private or not owned, "a person reads their own private lines once at the screen"
