"""Why a move is not legal, in the interface language.

The rules explain a refusal in English (``IllegalMove.reason``).  When the rules give a
``template`` it is translated directly; otherwise the English reason is matched against the
sentences below (the rules' own wording, with ``{placeholders}``) and the translation is
filled in with the same values, colour names translated too.  A reason nobody knows stays in
English rather than being lost.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from game.boards.porto.names import Gettext, card_label, colour_name
from game.i18n import N_
from game.rules.core import IllegalMove

REASONS: tuple[str, ...] = (
    N_("you need two {colour} {value} cards to play both"),
    N_("you hold no {colour} {value}"),
    N_("there is no house {house} (1-{count})"),
    N_("house {house} is not in play with {players} players"),
    N_("house {house} is complete: it has no empty space left"),
    N_("house {house} already has a {colour} ground floor"),
    N_("house {house} has only {left} floor(s) left"),
    N_("only {left} {colour} floor tiles are left"),
    N_("no {colour} ground floors are left to start a new house"),
    N_("no new house next to a {colour} neighbour"),
    N_("take at least one card"),
    N_("name each display slot once, in rising order"),
    N_("there is no display slot {slot} (1-{count})"),
    N_("display slot {slot} is empty"),
    N_("draw at most {count} cards"),
    N_("draw at most value {limit} (these cards add up to {total})"),
    N_("keep exactly {count} private contracts"),
    N_("name each contract once, in rising order"),
    N_("choose among contracts 1 to {count}"),
    N_("house {house} already has a roof"),
    N_("house {house} already carries a bonus token"),
    N_("you can still draw or build, so you may not pass"),
    N_("the game is over"),
    N_("now draw cards or build floors"),
    N_("first put the bonus token on a house without a roof"),
    N_("first choose which private contracts to keep"),
)
"""Every refusal of the Porto rules, as the rules word it in English."""

_CARD_REASONS = {REASONS[0], REASONS[1]}
_FIELD = re.compile(r"\{(\w+)\}")


@cache
def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    out = []
    for template in REASONS:
        pieces = _FIELD.split(template)
        regex = "".join(
            re.escape(piece) if i % 2 == 0 else f"(?P<{piece}>.+?)" for i, piece in enumerate(pieces)
        )
        out.append((template, re.compile(regex + r"\Z")))
    return out


def match_reason(reason: str) -> tuple[str, dict[str, str]] | None:
    """The template an English reason was made from and its values, or ``None``."""
    for template, pattern in _patterns():
        found = pattern.match(reason)
        if found:
            return template, found.groupdict()
    return None


def translate_reason(reason: str, _: Gettext, template: str = "", args: Mapping[str, Any] | None = None) -> str:
    """``reason`` in the interface language, capitalised as a sentence."""
    if template:
        values = dict(args or {})
    else:
        found = match_reason(reason)
        if found is None:
            return _capital(reason)
        template, values = found
    if template in _CARD_REASONS and "colour" in values:
        card = card_label(str(values["colour"]), int(values.get("value", 0)), _)
        values = {**values, "card": card}
        text = _(template).format(**values)
        return _capital(text)
    if "colour" in values:
        values = {**values, "colour": colour_name(str(values["colour"]), _)}
    try:
        return _capital(_(template).format(**values))
    except (KeyError, IndexError, ValueError):
        return _capital(reason)


def explain(error: IllegalMove, _: Gettext) -> str:
    """The reason of ``error`` in the interface language."""
    return translate_reason(error.reason, _, error.template, error.template_args)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
