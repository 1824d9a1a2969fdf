"""The rules' "why not" reasons in the interface language.

The Oregon rules give every refusal as a :class:`game.rules.core.Reason` (or an
``IllegalMove`` carrying ``template`` and ``args``): an English sentence that keeps the
template it was made from and the values put in.  :data:`TEMPLATES` maps each rules template
to the sentence shown to the player; its values (symbol, building and terrain ids, phrases
such as "play cards") are translated and filled in.  In English the rules' own sentence is
shown unchanged; a reason without a template is shown as the rules wrote it, translated when
the catalogue knows it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.boards.kit.reasons import ReasonWords
from game.boards.kit.words import Gettext
from game.boards.oregon.names import PIECES
from game.i18n import N_

TEMPLATES: dict[str, str] = {
    "the game is over": N_("the game is over"),
    "you cannot {what} now: {need}": N_("you cannot {what} now: {need}"),
    "you can still place a farmer or a building, so you may not discard instead": N_(
        "you can still place a farmer or a building, so you may not discard instead"
    ),
    "there is no extra turn to take or decline now": N_(
        "there is no extra turn to take or decline now"
    ),
    "that space is off the board": N_("that space is off the board"),
    "that space is occupied": N_("that space is occupied"),
    "that space is water": N_("that space is water"),
    "you do not hold two {card} cards": N_("you do not hold two {card} cards"),
    "you do not hold a {card} card": N_("you do not hold a {card} card"),
    "you have no farmer left to place": N_("you have no farmer left to place"),
    "not in the area of {row} row / {column} column (either way round)": N_(
        "not in the area of {row} row / {column} column (either way round)"
    ),
    "not in the area of {row} row / {column} column": N_(
        "not in the area of {row} row / {column} column"
    ),
    "not in the {symbol} row or {symbol} column": N_("not in the {symbol} row or {symbol} column"),
    "your joker is not active": N_("your joker is not active"),
    "no {building} left in stock": N_("no {building} left in stock"),
    "{a_building} needs {a_terrain}": N_("{building}: it must stand on {terrain}"),
    "{a_building} must touch water": N_("{building}: it must touch water"),
    "the start-tile round is over": N_("the start-tile round is over"),
    "that is not your start tile": N_("that is not your start tile"),
    "draw back up to a full hand first": N_("draw back up to a full hand first"),
    "a {building} card is not useless in your hand now": N_(
        "{building} is not a useless card in your hand now"
    ),
    "your hand is full": N_("your hand is full"),
    "you must keep at least one card of each kind, so you cannot draw a {deck} card": N_(
        "you must keep at least one card of each kind, so you cannot draw a {deck} card"
    ),
    "choose two cards": N_("choose two cards"),
    "choose two of your cards (the joker replaces one landscape card)": N_(
        "choose two of your cards (the joker replaces one landscape card)"
    ),
    "a building needs one building card and one landscape card": N_(
        "a building needs one building card and one landscape card"
    ),
    "unknown landscape symbol": N_("unknown landscape symbol"),
    "unknown building or landscape symbol": N_("unknown building or landscape symbol"),
    "unknown card": N_("unknown card"),
    "the same play is written {move}": N_("the same play is written {move}"),
    "{move} is not an Oregon move": N_("{move} is not an Oregon move"),
    "the deck order is hidden in a view: determinize the view first": N_(
        "the deck order is hidden in a view: determinize the view first"
    ),
}
"""Rules template → the sentence the player reads (a translatable template)."""

FRAGMENTS: tuple[str, ...] = (
    N_("play cards"),
    N_("discard two cards"),
    N_("draw or discard"),
    N_("place your start tile first"),
    N_("play two cards first"),
    N_("take or decline the extra turn first"),
    N_("draw back up to a full hand first"),
    N_("the game is over"),
)
"""Phrases the rules put inside a reason (``{what}``, ``{need}``)."""


def _parts(args: Mapping[str, Any], _: Gettext) -> dict[str, Any]:
    """Ids (spaces or underscores) become names; other phrases are translated whole."""
    return {key: _part(value, _) for key, value in args.items()}


def _part(value: object, _: Gettext) -> object:
    if not isinstance(value, str):
        return value
    ident = value.replace(" ", "_")
    return PIECES.lower(ident, _) if ident in PIECES else _(value)


WORDS = ReasonWords(TEMPLATES, _parts)
translate_reason = WORDS.translate
"""``translate_reason(reason, _)``: a rules reason in the current language."""
