"""Oregon's board words (``content/oregon/board_words.yaml``) and the few functions its
sentences name: a list of cards, a pair discarded, tile values added up, who scored what.

The names of Oregon's pieces (symbols, buildings, terrains, decks, tiles, tokens) are
:data:`PIECES`: an id the content adds later reads as its id with spaces until its name is
written there.  The rules' "why not" reasons are worded by :data:`REASONS`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.boards.kit.wordbook import board_words
from game.boards.kit.words import Gettext
from game.rules.core import Event

WORDS = board_words("oregon/board_words.yaml")
PIECES = WORDS.names["pieces"]
"""Every symbol, building, terrain, token, tile and deck id → its name: ``PIECES(ident, _)``,
or ``PIECES.lower(ident, _)`` for use inside a sentence."""


def _pair(cards: Sequence[object]) -> tuple[object, object]:
    first, second = cards
    return first, second


def _scoring(event: Event) -> str:
    if event.args["source"] == "group":
        return "group"
    return "many" if int(event.args["farmers"]) > 1 else "one"


FUNCTIONS: dict[str, Any] = {
    "scoring": _scoring,
    "card_list": lambda cards, _: ", ".join(PIECES.lower(str(card), _) for card in cards),
    "first_of_two": lambda cards, _: PIECES.lower(str(_pair(cards)[0]), _),
    "second_of_two": lambda cards, _: PIECES.lower(str(_pair(cards)[1]), _),
    "tile_values": lambda values, _: "+".join(str(v) for v in values) or "0",
    "number": lambda value, _: int(value),
}
"""The functions ``board_words.yaml`` names, by name."""


def reason_parts(args: Mapping[str, Any], _: Gettext) -> Mapping[str, Any]:
    """A refusal's values in words: ids (with spaces or underscores) become names, other
    phrases are translated whole."""
    return {key: _part(value, _) for key, value in args.items()}


def _part(value: object, _: Gettext) -> object:
    if not isinstance(value, str):
        return value
    ident = value.replace(" ", "_")
    return PIECES.lower(ident, _) if ident in PIECES else _(value)


REASONS = WORDS.reason_words(reason_parts)
"""The rules' refusals in the interface language, as the file's ``reasons`` word them (ids
and the rules' phrases named in words; in English the rules' own sentence is shown):
``REASONS.translate(reason, _)``."""
