"""Small helpers for the Agricola rules tests: play moves by their text, find a space."""

from __future__ import annotations

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, new_game
from game.rules.core import Event, GameConfig, find_move


def game(content: AgricolaContent, players: int = 2, *variants: str, seed: int = 1) -> AgricolaState:
    """A new game for ``players`` with ``variants``."""
    return new_game(content, GameConfig(players, frozenset(variants)), seed)


def play(state: AgricolaState, *texts: str) -> list[Event]:
    """Play the moves written as text (each must be legal); the events of the last."""
    events: list[Event] = []
    for text in texts:
        events = state.apply(find_move(state, text))
    return events


def stock(state: AgricolaState, space_id: str) -> dict[str, int]:
    """The goods lying on the space ``space_id``."""
    index = next(i for i, s in enumerate(state.spaces) if s.id == space_id)
    return {k: v for k, v in state.stock[index].items() if v}


def moves(state: AgricolaState) -> list[str]:
    """The legal moves' texts."""
    return [str(m) for m in state.legal_moves()]
