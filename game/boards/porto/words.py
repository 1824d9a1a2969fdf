"""The board's own labels and prompts in the interface language (built again whenever the
language changes), and the build preview's row names (scoring A-E)."""

from __future__ import annotations

from collections.abc import Callable

from game.boards.kit.words import Gettext
from game.boards.porto.names import card_code_label, colour_name
from game.i18n import N_
from game.rules.porto.tables import PortoTables

PREVIEW_ROWS: dict[str, str] = {
    "floors": N_("A · floors of the house"),
    "neighbours": N_("B · neighbouring floors"),
    "bonus_tokens": N_("C · bonus token"),
    "roof_tokens": N_("D · token on the roof"),
    "public_contracts": N_("E · contract {contract}"),
}


class Words:
    """Every fixed text of the board, translated once per language."""

    def __init__(self, _: Gettext, ngettext: Callable[[str, str, int], str] | None = None) -> None:
        self._ = _
        self.ngettext = ngettext or (lambda one, many, n: _(one) if n == 1 else _(many))
        self.display_label = _("Construction cards")
        self.public_label = _("Public contracts")
        self.private_label = _("Your private contracts")
        self.roof_track_label = _("Roofs")
        self.score_track_label = _("Score")
        self.not_in_play = _("not in play")
        self.take_button = _("Take these cards")
        self.pass_button = _("Pass")
        self.build_button = _("Build here")
        self.no_build = _("No house can take these two cards: point at a house to see why")
        self.pick_cards = _("Pick two cards of your hand to build, or cards of the display to take (up to value {limit})")
        self.pick_second = _("Pick a second card of your hand")
        self.choose_house = _("Click a lit house (or a choice above it) to build there")
        self.must_pass = _("You can neither draw nor build: pass")
        self.total = _("Total")
        self.nobody = _("Hidden: pass the screen to see a hand")

    def hand_label(self, count: int) -> str:
        """The hand's heading with its size."""
        return self.ngettext("Your hand ({count} card)", "Your hand ({count} cards)", count).format(count=count)

    def keep_button(self, picked: int, wanted: int) -> str:
        """The confirm button of the contract choice."""
        return self._("Keep these contracts ({picked}/{wanted})").format(picked=picked, wanted=wanted)

    def keep_prompt(self, picked: int, wanted: int) -> str:
        """The prompt while choosing private contracts."""
        return self._("Choose {wanted} private contracts to keep ({picked} chosen)").format(picked=picked, wanted=wanted)

    def last_round(self, number: int) -> str:
        """The note that the end has been triggered."""
        return self._("Round {round} is the last").format(round=number)

    def player_summary(self, name: str, points: int, cards: int) -> str:
        """A player's points and hand size (score-track tooltip)."""
        return self._("{name}: {points} points, {cards} cards in hand").format(name=name, points=points, cards=cards)

    def take_prompt(self, cards: str, total: int, limit: int) -> str:
        """The prompt while picking display cards."""
        return self._("Take {cards} (value {total} of {limit}): click the button or press Enter").format(
            cards=cards, total=total, limit=limit)

    def bonus_prompt(self, value: int) -> str:
        """The prompt while the bonus token waits for a roof."""
        return self._("Put the {value}-point token on a house without a roof (lit)").format(value=value)

    def option_text(self, house: int, floors: int, colour: str, points: int) -> str:
        """One build choice as a sentence (prompt and tooltip)."""
        return self._("Build {floors} × {colour} on house {house}: +{points} points").format(
            floors=floors, colour=colour_name(colour, self._), house=house, points=points)

    def preview_row(self, label: str) -> str:
        """A row of the build preview (``public_contracts:<id>`` names the contract)."""
        category, _sep, detail = label.partition(":")
        template = PREVIEW_ROWS.get(category)
        return self._(template).format(contract=detail) if template else label

    def cards(self, codes: list[str], tables: PortoTables) -> str:
        """Card codes as a person says them, comma-separated."""
        return ", ".join(card_code_label(c, tables, self._) for c in codes)

    def house_reason(self, house: int, reason: str) -> str:
        """Why one house cannot take the build."""
        return self._("House {house}: {reason}").format(house=house, reason=reason)
