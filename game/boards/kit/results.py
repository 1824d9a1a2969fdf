"""The results screen's reveal panel, for any game: one row of chips per player showing what
the end of the game turns face up; and the public facts of a seat that the table's player
strip shows (see :class:`game.boards.base.BoardKit`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from game.boards.base import ResultsPanel, RevealedPanel, SeatLook, SeatSummary
from game.boards.kit.words import Gettext
from game.rules.core import State
from game.ui.context import UiContext
from game.ui.reveal import RevealChip, reveal_rows

S = TypeVar("S", bound=State)

Chips = Callable[[State, int, Gettext], list[RevealChip]]
"""``chips(final_state, player, gettext)``: what ``player`` had hidden, as chips."""


def reveal_panel(state_type: type[State], chips: Chips, caption: str) -> ResultsPanel:
    """A ``results_panel`` drawing each player's ``chips`` under ``caption`` (a translatable
    message); ``None`` for a state of another game or when nobody has anything to reveal."""

    def panel(
        ctx: UiContext, state: State, seats: Sequence[SeatLook], size: tuple[int, int], text_px: int, _: Gettext
    ) -> RevealedPanel | None:
        if not isinstance(state, state_type):
            return None
        rows = [chips(state, player, _) for player in range(state.num_players)]
        if not any(rows):
            return None
        looks = [(s.name, s.colour, s.symbol) for s in seats]
        return reveal_rows(ctx.fonts, looks, rows, size, text_px, _(caption))

    return panel


def seat_facts(state_type: type[S], facts: Callable[[S, int], Mapping[str, object]], template: str) -> SeatSummary:
    """A ``seat_summary`` writing ``template`` (a translatable message, "Cards {count}") with
    the values ``facts(view, player)`` reads from the view on screen; empty for a state of
    another game."""

    def summary(view: State, player: int, _: Gettext) -> str:
        return _(template).format(**facts(view, player)) if isinstance(view, state_type) else ""

    return summary
