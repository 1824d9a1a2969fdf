"""Fields of Green's names and words: the board words file (:data:`WORDS`), the rules'
refusals in the player's language (:data:`REASONS`), numbers of coins, water and food with
their real plurals, and the cards' and tiles' names and generated texts in the language of
the screen (from the content, so a card says what it does)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.boards.kit.card_words import language_of
from game.boards.kit.phrasebook import ngettext_of
from game.boards.kit.registration import shipped
from game.boards.kit.wordbook import board_words
from game.boards.kit.words import Gettext
from game.content.fields_of_green import FogContent

WORDS = board_words("fields_of_green/board_words.yaml")

kind_name = WORDS.names["kinds"]
"""``kind_name(kind, _)``: a location kind's name (field, livestock, tower, silo, open)."""

PILE_TEXTS = ("pile_field", "pile_livestock", "pile_construction", "pile_building")
"""The plural text of each pile, in the order of a split."""

def counted(key: str, count: int, _: Gettext) -> str:
    """Plural text ``key`` of the words file for ``count`` things ("1 coin", "3 coins")."""
    one, other = WORDS.plural(key)
    return ngettext_of(_)(one, other, count).format(count=count)


def joined(items: Sequence[str], _: Gettext) -> str:
    """Items joined as the language joins a list ("a, b and c")."""
    from babel.lists import format_list

    return str(format_list(list(items), locale=language_of(_))) if items else ""


def cost_text(coins: int, water: int, food: int, _: Gettext) -> str:
    """What something costs in words ("3 coins and 1 water"; "free" when nothing)."""
    parts = [counted(key, n, _) for key, n in (("coins", coins), ("water", water), ("food", food)) if n]
    return joined(parts, _) if parts else WORDS.say("free", _)


@shipped
def shipped_content() -> FogContent:
    """The shipped content (card names in log lines; without it the log shows codes)."""
    from game.content import load_content
    from game.content.fields_of_green import load

    content = load_content("fields_of_green", load)
    assert isinstance(content, FogContent)
    return content


class CardBook:
    """The names and rules texts of one content's cards and tiles, by code, in the language
    of ``_`` (asked each time: the language may switch)."""

    def __init__(self, content: FogContent) -> None:
        self.content = content
        self.cards = {card.id: card for card in content.cards}
        self.tiles = {tile.id: tile for tile in content.tiles}
        self._texts: dict[tuple[str, str], str] = {}

    def name(self, code: str, _: Gettext) -> str:
        """The card's or tile's name ("Wheat Field"); the code itself when unknown."""
        found = self.cards.get(code) or self.tiles.get(code)
        if found is None:
            return code
        return str(getattr(found.name, language_of(_), found.name.en))

    def text(self, code: str, _: Gettext) -> str:
        """The card's or tile's rules text, generated from its effects."""
        lang = language_of(_)
        key = (code, lang)
        if key not in self._texts:
            found = self.cards.get(code) or self.tiles.get(code)
            self._texts[key] = self._generated(found, lang) if found is not None else ""
        return self._texts[key]

    def card_type(self, code: str, _: Gettext) -> str:
        """What sort of card it is, as other cards name it ("cereal", "fruit", "machine"):
        the name of its first group beyond its kind; empty when it has none."""
        from game.content.card_text import shipped_texts

        card = self.cards.get(code)
        if card is None or not card.tags:
            return ""
        try:
            names = shipped_texts("fields_of_green", self.content).terms["group"][card.tags[0]]
        except (LookupError, ValueError, OSError):  # content without texts: the tag itself
            return str(card.tags[0])
        return str(names.get(language_of(_), names.get("en", card.tags[0])))

    def _generated(self, card: Any, lang: str) -> str:
        from game.content.card_text import shipped_texts

        try:
            return shipped_texts("fields_of_green", self.content).card_text(card, lang)
        except (LookupError, ValueError, OSError):  # content without texts: the name says enough
            return ""


def _reason_parts(args: Mapping[str, Any], _: Gettext) -> dict[str, Any]:
    """Numbers of coins, water and food with their plurals; tiles by name."""
    values = dict(args)
    for key in ("coins", "water", "food"):
        if isinstance(values.get(key), int):
            values[key] = counted(key, int(values[key]), _)
    content = shipped_content()
    if "tile" in values and content is not None:
        values["tile"] = CardBook(content).name(str(values["tile"]), _)
    return values


REASONS = WORDS.reason_words(_reason_parts)
"""The rules' refusals in the interface language (``REASONS.why_not(view, move, _)``)."""
