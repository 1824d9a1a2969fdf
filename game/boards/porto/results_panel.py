"""What the end of a Porto game reveals, for the results screen: every player's private
contracts, what each counted on the finished street and the points it paid; and the public
size of each hand for the table's player strip."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.boards.base import RevealedPanel, SeatLook
from game.boards.porto.names import private_text
from game.rules.core import State
from game.rules.porto.contracts import completed_colours, private_count, private_points
from game.rules.porto.state import PortoState
from game.ui.context import UiContext
from game.ui.reveal import RevealChip, reveal_rows

Gettext = Callable[[str], str]

CONTRACT_PAPER = (214, 196, 234)
"""The lavender of private contract cards."""


def contract_chips(state: PortoState, player: int, _: Gettext) -> list[RevealChip]:
    """A chip per private contract ``player`` kept: what it counts, how many it found, the
    points it paid (faded when it paid nothing)."""
    tables = state.tables
    street = completed_colours(state.layout, state.house_colour, state.house_tiles)
    chips = []
    for index in state.private_kept[player]:
        if index < 0:  # still hidden: only a full final state reveals contracts
            continue
        rule = tables.private[index]
        found = private_count(rule, street, tables.colours)
        points = private_points(rule, street, tables.colours)
        text = _("{contract}: {count} found").format(contract=private_text(rule, tables, _), count=found)
        chips.append(RevealChip(text, _("+{points}").format(points=points), CONTRACT_PAPER, points > 0))
    return chips


def results_panel(
    ctx: UiContext, state: State, seats: Sequence[SeatLook], size: tuple[int, int], text_px: int, _: Gettext
) -> RevealedPanel | None:
    """Every player's private contracts, revealed (``None`` in the novice game, which has none)."""
    if not isinstance(state, PortoState) or state.novice:
        return None
    rows = [contract_chips(state, p, _) for p in range(state.num_players)]
    if not any(rows):
        return None
    looks = [(s.name, s.colour, s.symbol) for s in seats]
    return reveal_rows(ctx.fonts, looks, rows, size, text_px, _("Private contracts revealed"))


def seat_summary(view: State, player: int, _: Gettext) -> str:
    """The public size of ``player``'s hand: "Cards 5"."""
    if not isinstance(view, PortoState):
        return ""
    return _("Cards {count}").format(count=view.hand_sizes[player])
