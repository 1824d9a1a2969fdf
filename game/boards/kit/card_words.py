"""A card's rules text on the board, generated from its effects (:mod:`game.content.card_text`)
in the language of the screen, so that what a card says there is what it does.

The table's ``gettext`` is its translator's bound method, so the language is read from it
(:func:`language_of`); a plain function (a test's ``str``) reads as English.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.boards.kit.registration import shipped
from game.boards.kit.words import Gettext


def language_of(_: Gettext) -> str:
    """The language ``_`` translates into (``en`` when it is not the table's translator)."""
    language = getattr(getattr(_, "__self__", None), "language", "en")
    return language if isinstance(language, str) else "en"


def card_asks(game: str, load: Callable[..., Any]) -> Callable[[str, Gettext], str]:
    """``asks(card_id, _)``: what the shipped card ``card_id`` of ``game`` (content read by
    ``load``) asks, without its reward (its ``asks`` sentences); the id itself for a card the
    content does not have or when the content cannot be read."""

    @shipped
    def cards() -> tuple[Any, dict[str, Any]]:
        from game.content import load_content
        from game.content.card_text import shipped_texts

        content = load_content(game, load)
        return shipped_texts(game, content), {card.id: card for card in content.effect_cards()}

    def asks(card_id: str, _: Gettext) -> str:
        found = cards()
        if found is None or card_id not in found[1]:
            return card_id
        return str(found[0].ask_text(found[1][card_id], language_of(_)))

    return asks


__all__ = ["card_asks", "language_of"]
