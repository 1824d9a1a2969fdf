"""Why a move is not legal, in the interface language.

The rules explain a refusal in English and give the ``template`` it was made from and its
``args`` (``IllegalMove.template`` / ``template_args``, or a :class:`game.rules.core.Reason`).
Every template the rules use is listed in :data:`REASONS`; it is translated and filled in
with the same values, colour names and cards translated too.  A reason without a known
template stays in English rather than being lost.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.boards.kit.reasons import ReasonWords
from game.boards.kit.words import Gettext
from game.boards.porto.names import card_label, colour_name
from game.i18n import N_

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
    N_("there is no card {code}"),
)
"""Every refusal of the Porto rules, as the rules word it in English."""

def _parts(args: Mapping[str, Any], _: Gettext) -> dict[str, Any]:
    """A colour is named in the current language; a colour with a value is a card ("red 3")."""
    values = dict(args)
    if "colour" in values and "value" in values:
        values["card"] = card_label(str(values["colour"]), int(values["value"]), _)
    if "colour" in values:
        values["colour"] = colour_name(str(values["colour"]), _)
    return values


WORDS = ReasonWords({template: template for template in REASONS}, _parts, capitalise=True)
translate_reason = WORDS.translate
"""``translate_reason(reason, _)``: a rules reason (or plain text) in the current language,
capitalised as a sentence."""
explain = WORDS.explain
"""``explain(error, _)``: the reason of an ``IllegalMove`` in the current language."""
why_not = WORDS.why_not
"""``why_not(view, move, _)``: why the rules refuse ``move`` now, in words ("" if legal)."""
