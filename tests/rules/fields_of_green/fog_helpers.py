"""Helpers that arrange Fields of Green positions for tests, keeping every card in one place."""

from __future__ import annotations

from game.content.fields_of_green import FogContent
from game.rules.core import GameConfig
from game.rules.fields_of_green import FogState, new_game
from game.rules.fields_of_green.farm import Location
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.tables import KINDS


def fresh(content: FogContent, players: int = 3, seed: int = 1, variants: tuple[str, ...] = ()) -> FogState:
    """A new game at the first player's draw; the first player is seat 0."""
    state = new_game(content, GameConfig(players, frozenset(variants)), seed)
    state.first = state.current = 0
    return state


def take(state: FogState, code: str) -> int:
    """Take one copy of card ``code`` out of its pile (so every card is still counted once)."""
    card = state.tables.by_code[code]
    state.piles[KINDS.index(state.tables.cards[card].kind)].remove(card)
    return card


def acting(state: FogState, code: str, player: int = 0) -> FogState:
    """The position where ``player`` acts with the revealed card ``code`` (hands empty)."""
    state.phase = Phase.ACT
    state.current = player
    state.first = player
    state.acted = 0  # the first to act this turn: the others follow
    state.players[player].pick = take(state, code)
    return state


def build_at(state: FogState, player: int, code: str, cell: tuple[int, int], up: bool = True) -> None:
    """Put a location card from its pile straight into ``player``'s farm at ``cell``."""
    state.players[player].farm[cell] = Location(take(state, code), up)


def harvesting(state: FogState, player: int = 0) -> FogState:
    """The position where ``player`` harvests first: every face-up harvest location waits.
    The next player has a hay meadow to harvest, so the year does not end with ``player``."""
    state.phase = Phase.HARVEST
    state.current = state.first = player
    state.acted = 0
    following = (player + 1) % state.num_players
    build_at(state, following, "F10", (-1, 0))
    cards = state.tables.cards
    for farmer in state.players:
        farmer.todo = sorted(
            cell for cell, loc in farmer.farm.items() if loc.up and loc.card >= 0 and cards[loc.card].harvest
        )
    return state


def texts(moves: object) -> list[str]:
    """The text forms of some moves."""
    return [str(m) for m in moves]  # type: ignore[attr-defined]
