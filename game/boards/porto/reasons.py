"""Why a move is not legal, in the interface language: the rules' templates as
``board_words.yaml`` lists them (its ``reasons``), filled with the same values, colours and
cards named in words.  A reason without a known template stays in English."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.boards.kit.words import Gettext
from game.boards.porto.names import WORDS, card_label, colour_name


def _parts(args: Mapping[str, Any], _: Gettext) -> dict[str, Any]:
    """A colour is named in the current language; a colour with a value is a card ("red 3")."""
    values = dict(args)
    if "colour" in values and "value" in values:
        values["card"] = card_label(str(values["colour"]), int(values["value"]), _)
    if "colour" in values:
        values["colour"] = colour_name(str(values["colour"]), _)
    return values


REASONS = WORDS.reason_words(_parts)
translate_reason = REASONS.translate
"""``translate_reason(reason, _)``: a rules reason (or plain text) in the current language,
capitalised as a sentence."""
explain = REASONS.explain
"""``explain(error, _)``: the reason of an ``IllegalMove`` in the current language."""
why_not = REASONS.why_not
"""``why_not(view, move, _)``: why the rules refuse ``move`` now, in words ("" if legal)."""
