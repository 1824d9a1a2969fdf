"""What the end of an Oregon game reveals, for the results screen: every player's coal and
gold tiles with their values; and the public size of each hand (landscape and building
cards) for the table's player strip."""

from __future__ import annotations

from game.boards.kit.results import reveal_panel, seat_facts
from game.boards.kit.words import Gettext
from game.boards.oregon.look import LOOK
from game.boards.oregon.panels import hand_sizes
from game.i18n import N_
from game.rules.core import State
from game.rules.oregon.state import OregonState
from game.ui.reveal import RevealChip


def tile_chips(state: State, player: int, _: Gettext) -> list[RevealChip]:
    """Two chips: ``player``'s coal tiles and gold tiles, each value and their sum."""
    assert isinstance(state, OregonState)
    chips = []
    fills = LOOK.palettes["revealed_tiles"]
    for label, tiles, fill in ((_("Coal"), state.coal[player], fills["coal"]), (_("Gold"), state.gold[player], fills["gold"])):
        values = " · ".join(str(v) for v in tiles) if tiles else _("none")
        text = _("{kind}: {values}").format(kind=label, values=values)
        chips.append(RevealChip(text, _("+{points}").format(points=sum(tiles)), fill, bool(tiles)))
    return chips


results_panel = reveal_panel(OregonState, tile_chips, N_("Coal and gold tiles revealed"))
"""Every player's coal and gold tiles, turned face up."""


def _hand(view: OregonState, player: int) -> dict[str, int]:
    landscapes, buildings = hand_sizes(view, player)
    return {"landscapes": landscapes, "buildings": buildings}


seat_summary = seat_facts(OregonState, _hand, N_("Landscapes {landscapes} · Buildings {buildings}"))
"""The public size of a player's hand: "Landscapes 3 · Buildings 1"."""
