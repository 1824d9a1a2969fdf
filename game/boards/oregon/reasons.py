"""The rules' "why not" reasons in the interface language.

A reason that carries a ``template`` and its ``args`` (as ``IllegalMove`` may) is translated
as that template.  A plain English sentence from ``game.rules.oregon`` is matched against the
sentences below, which name their parts (``{building}``, ``{terrain}``...); the matching
template is translated and the parts are filled in translated.  Anything unknown is shown as
the rules wrote it.  In English the rules' own sentence is always shown unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from game.boards.oregon.names import (
    BUILDING_NAMES,
    OTHER_NAMES,
    SYMBOL_NAMES,
    TERRAIN_NAMES,
    Gettext,
    lower_name,
)
from game.i18n import N_

_A = r"(?:a|an) "

REASONS: tuple[tuple[str, str], ...] = (
    (r"the game is over", N_("the game is over")),
    (r"you cannot (?P<what>.+) now: (?P<need>.+)", N_("you cannot {what} now: {need}")),
    (
        r"you can still place a farmer or a building, so you may not discard instead",
        N_("you can still place a farmer or a building, so you may not discard instead"),
    ),
    (
        r"there is no extra turn to take or decline now",
        N_("there is no extra turn to take or decline now"),
    ),
    (r"that space is off the board", N_("that space is off the board")),
    (r"that space is occupied", N_("that space is occupied")),
    (r"that space is water", N_("that space is water")),
    (r"you do not hold two (?P<card>.+) cards", N_("you do not hold two {card} cards")),
    (r"you do not hold an? (?P<card>.+) card", N_("you do not hold a {card} card")),
    (r"you have no farmer left to place", N_("you have no farmer left to place")),
    (
        r"not in the area of (?P<row>\w+) row / (?P<column>\w+) column \(either way round\)",
        N_("not in the area of {row} row / {column} column (either way round)"),
    ),
    (
        r"not in the area of (?P<row>\w+) row / (?P<column>\w+) column",
        N_("not in the area of {row} row / {column} column"),
    ),
    (
        r"not in the (?P<symbol>\w+) row or (?P=symbol) column",
        N_("not in the {symbol} row or {symbol} column"),
    ),
    (r"your joker is not active", N_("your joker is not active")),
    (r"no (?P<building>.+) left in stock", N_("no {building} left in stock")),
    (
        _A + r"(?P<building>.+) needs " + _A + r"(?P<terrain>\w+)",
        N_("{building}: it must stand on {terrain}"),
    ),
    (_A + r"(?P<building>.+) must touch water", N_("{building}: it must touch water")),
    (r"the start-tile round is over", N_("the start-tile round is over")),
    (r"that is not your start tile", N_("that is not your start tile")),
    (r"draw back up to a full hand first", N_("draw back up to a full hand first")),
    (
        r"an? (?P<building>.+) card is not useless in your hand now",
        N_("{building} is not a useless card in your hand now"),
    ),
    (r"your hand is full", N_("your hand is full")),
    (
        r"you must keep at least one card of each kind, so you cannot draw an? (?P<deck>\w+) card",
        N_("you must keep at least one card of each kind, so you cannot draw a {deck} card"),
    ),
    (r"choose two cards", N_("choose two cards")),
    (
        r"choose two of your cards \(the joker replaces one landscape card\)",
        N_("choose two of your cards (the joker replaces one landscape card)"),
    ),
    (
        r"a building needs one building card and one landscape card",
        N_("a building needs one building card and one landscape card"),
    ),
)
"""(English pattern of a rules reason, translatable template)."""

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

_COMPILED = tuple((re.compile(pattern + r"$"), template) for pattern, template in REASONS)
_IDS = {**SYMBOL_NAMES, **BUILDING_NAMES, **TERRAIN_NAMES, **OTHER_NAMES}


def _part(value: object, _: Gettext) -> object:
    if not isinstance(value, str):
        return value
    ident = value.replace(" ", "_")
    if ident in _IDS:
        return lower_name(ident, _)
    return _(value)


def _fill(template: str, args: Mapping[str, Any], _: Gettext) -> str:
    parts = {key: _part(value, _) for key, value in args.items()}
    try:
        return _(template).format(**parts)
    except (KeyError, IndexError, ValueError):
        return template.format(**parts)


def translate_reason(reason: object, _: Gettext) -> str:
    """``reason`` (a rules reason string, or an object with ``template`` and ``args`` or
    ``template_args``) in the current language; the rules' text when nothing matches."""
    text = str(reason)
    template = getattr(reason, "template", "")
    args = getattr(reason, "args", None)
    if not isinstance(args, Mapping):
        args = getattr(reason, "template_args", None)
    if template and isinstance(args, Mapping):
        return _fill(template, args, _)
    for pattern, template in _COMPILED:
        found = pattern.match(text)
        if found is None:
            continue
        if _(template) == template:
            return text
        return _fill(template, found.groupdict(), _)
    return _(text)
