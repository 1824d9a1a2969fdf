"""The board's own labels and prompts in the interface language (``texts`` of
``content/porto/board_words.yaml``, as the kit's :class:`~game.boards.kit.phrasebook.Phrasebook`
gives them), and the few that name Porto's things: a build choice, the build preview's rows
(scoring A-E) and cards."""

from __future__ import annotations

from collections.abc import Callable

from game.boards.kit.phrasebook import Phrasebook
from game.boards.porto.names import WORDS, card_code_label, colour_name
from game.rules.core import Move, State
from game.rules.porto.moves import Draw, KeepContracts
from game.rules.porto.state import PortoState
from game.rules.porto.tables import PortoTables


class Words(Phrasebook):
    """Every text of the board in the current language: a fixed one by its key in the file
    (``words.take_button``), one with values through :meth:`say` or its own method."""

    def option_text(self, house: int, floors: int, colour: str, points: int) -> str:
        """One build choice as a sentence (prompt and tooltip)."""
        return self.say("option_text", floors=floors, colour=colour_name(colour, self._), house=house, points=points)

    def preview_row(self, label: str) -> str:
        """A row of the build preview (``public_contracts:<id>`` names the contract)."""
        category, _sep, detail = label.partition(":")
        rows = WORDS.names["preview_rows"]
        return rows(category, self._).format(contract=detail) if category in rows else label

    def cards(self, codes: list[str], tables: PortoTables) -> str:
        """Card codes as a person says them, comma-separated."""
        return ", ".join(card_code_label(c, tables, self._) for c in codes)


def move_detail(move: Move, view: State, _: Callable[[str], str]) -> str:
    """What tells ``move`` apart from moves the log tells alike, for the hint card: the
    private contracts a keep keeps (by the names on their cards), the display's cards a draw
    takes (by place, counted from the left); "" for another move."""
    if isinstance(move, KeepContracts) and isinstance(view, PortoState) and view.current_player is not None:
        dealt = view.private_dealt[view.current_player]
        kept = [dealt[p - 1] for p in move.positions if 0 < p <= len(dealt) and dealt[p - 1] >= 0]
        return ", ".join(view.tables.private[k].id for k in kept)
    if isinstance(move, Draw):
        return _("display card {places}").format(places=", ".join(str(slot) for slot in move.slots))
    return ""
