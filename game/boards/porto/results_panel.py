"""What the end of a Porto game reveals, for the results screen: every player's private
contracts, what each counted on the finished street and the points it paid; and the public
size of each hand for the table's player strip."""

from __future__ import annotations

from game.boards.kit.results import reveal_panel, seat_facts
from game.boards.kit.words import Gettext
from game.boards.porto.names import private_text
from game.boards.porto.patterns import COLOURS
from game.i18n import N_
from game.rules.core import State
from game.rules.porto.contracts import completed_colours, private_count, private_points
from game.rules.porto.state import PortoState
from game.ui.reveal import RevealChip


def contract_chips(state: State, player: int, _: Gettext) -> list[RevealChip]:
    """A chip per private contract ``player`` kept: what it counts, how many it found, the
    points it paid (faded when it paid nothing)."""
    assert isinstance(state, PortoState)
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
        chips.append(RevealChip(text, _("+{points}").format(points=points), COLOURS["revealed_contract"], points > 0))
    return chips


results_panel = reveal_panel(PortoState, contract_chips, N_("Private contracts revealed"))
"""Every player's private contracts, revealed (``None`` in the novice game, which has none)."""


seat_summary = seat_facts(PortoState, lambda view, player: {"count": view.hand_sizes[player]}, N_("Cards {count}"))
"""The public size of a player's hand: "Cards 5"."""
