"""The board's own labels and prompts in the interface language (``texts`` of
``content/porto/board_words.yaml``; built again whenever the language changes), and the
build preview's row names (scoring A-E)."""

from __future__ import annotations

from collections.abc import Callable

from game.boards.kit.words import Gettext
from game.boards.porto.names import WORDS, card_code_label, colour_name
from game.rules.porto.tables import PortoTables


class Words:
    """Every text of the board in the current language: a fixed one by its key in the file
    (``words.take_button``), one with values through its method."""

    def __init__(self, _: Gettext, ngettext: Callable[[str, str, int], str] | None = None) -> None:
        self._ = _
        self.ngettext = ngettext or (lambda one, many, n: _(one) if n == 1 else _(many))

    def __getattr__(self, key: str) -> str:
        if key.startswith("_"):
            raise AttributeError(key)
        try:
            return self._(WORDS.text(key))
        except KeyError:
            raise AttributeError(key) from None

    def hand_label(self, count: int) -> str:
        """The hand's heading with its size."""
        return self.ngettext(*WORDS.plural("hand_label"), count).format(count=count)

    def keep_button(self, picked: int, wanted: int) -> str:
        """The confirm button of the contract choice."""
        return WORDS.say("keep_button", self._, picked=picked, wanted=wanted)

    def keep_prompt(self, picked: int, wanted: int) -> str:
        """The prompt while choosing private contracts."""
        return WORDS.say("keep_prompt", self._, picked=picked, wanted=wanted)

    def last_round(self, number: int) -> str:
        """The note that the end has been triggered."""
        return WORDS.say("last_round", self._, round=number)

    def player_summary(self, name: str, points: int, cards: int) -> str:
        """A player's points and hand size (score-track tooltip)."""
        return WORDS.say("player_summary", self._, name=name, points=points, cards=cards)

    def take_prompt(self, cards: str, total: int, limit: int) -> str:
        """The prompt while picking display cards."""
        return WORDS.say("take_prompt", self._, cards=cards, total=total, limit=limit)

    def bonus_prompt(self, value: int) -> str:
        """The prompt while the bonus token waits for a roof."""
        return WORDS.say("bonus_prompt", self._, value=value)

    def option_text(self, house: int, floors: int, colour: str, points: int) -> str:
        """One build choice as a sentence (prompt and tooltip)."""
        return WORDS.say("option_text", self._, floors=floors, colour=colour_name(colour, self._), house=house, points=points)

    def preview_row(self, label: str) -> str:
        """A row of the build preview (``public_contracts:<id>`` names the contract)."""
        category, _sep, detail = label.partition(":")
        rows = WORDS.names["preview_rows"]
        return rows(category, self._).format(contract=detail) if category in rows else label

    def cards(self, codes: list[str], tables: PortoTables) -> str:
        """Card codes as a person says them, comma-separated."""
        return ", ".join(card_code_label(c, tables, self._) for c in codes)

    def house_reason(self, house: int, reason: str) -> str:
        """Why one house cannot take the build."""
        return WORDS.say("house_reason", self._, house=house, reason=reason)
