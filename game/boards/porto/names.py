"""Porto's names — colours, cards, patterns, house numbers — and why a move is not legal
(:data:`REASONS`), from ``content/porto/board_words.yaml`` (:data:`WORDS`); an id the content
adds later reads as itself until its name is written there.  What each contract asks is
generated from its effect data (:func:`contract_asks`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.boards.kit.card_words import card_asks
from game.boards.kit.wordbook import board_words
from game.boards.kit.words import Gettext
from game.content.porto import load
from game.rules.porto.tables import PortoTables, PrivateRule, PublicRule

WORDS = board_words("porto/board_words.yaml")

colour_name = WORDS.names["colours"]
"""``colour_name(colour, _)``: the translated name of colour id ``colour``."""

pattern_name = WORDS.names["patterns"]
"""``pattern_name(pattern, _)``: the translated name of a floor pattern."""


def card_label(colour: str, value: int, _: Gettext) -> str:
    """A card as a person says it: "red 3"."""
    cards = WORDS.names["cards"]
    return cards(colour, _).format(value=value) if colour in cards else f"{colour} {value}"


def card_code_label(code: str, tables: PortoTables, _: Gettext) -> str:
    """The card of move code ``code`` ("r3") as a person says it."""
    kind = tables.kind_by_code.get(code)
    if kind is None:
        return code
    return card_label(tables.colour_ids[tables.card_colour[kind]], tables.card_value[kind], _)


contract_asks = card_asks("porto", load)
"""``contract_asks(id, _)``: what contract ``id`` asks, generated from its effect data
(``asks`` in ``content/porto/card_texts.yaml``)."""


def public_text(rule: PublicRule, tables: PortoTables, _: Gettext) -> str:
    """What a public contract asks of one build, in a short sentence."""
    return contract_asks(rule.id, _)


def private_text(rule: PrivateRule, tables: PortoTables, _: Gettext) -> str:
    """What a private contract counts at the end, in a short sentence."""
    return contract_asks(rule.id, _)


def tier_texts(rule: PrivateRule, _: Gettext) -> list[str]:
    """A private contract's tiers, one text each: ["1 = 1 pt", "2 = 3 pts"] (that many
    houses as the contract asks score that many points)."""
    return [WORDS.say("tier_one" if p == 1 else "tier_many", _, count=c, points=p) for c, p in rule.tiers]


def tiers_text(rule: PrivateRule, _: Gettext) -> str:
    """A private contract's tiers on one line: "1 = 1 pt, 2 = 3 pts, 3 = 5 pts"."""
    return ", ".join(tier_texts(rule, _))


def house_label(number: int, _: Gettext) -> str:
    """"House 7" (numbered from 1 as everywhere a person reads)."""
    return WORDS.say("house", _, number=number)


def _reason_parts(args: Mapping[str, Any], _: Gettext) -> dict[str, Any]:
    """A colour is named in the current language; a colour with a value is a card ("red 3")."""
    values = dict(args)
    if "colour" in values and "value" in values:
        values["card"] = card_label(str(values["colour"]), int(values["value"]), _)
    if "colour" in values:
        values["colour"] = colour_name(str(values["colour"]), _)
    return values


REASONS = WORDS.reason_words(_reason_parts)
"""The rules' refusals in the interface language, as the file's ``reasons`` word them (colours
and cards named in words; a reason without a known template stays in English):
``REASONS.translate(reason, _)``, ``REASONS.explain(error, _)`` and ``REASONS.why_not(view,
move, _)`` ("" when the move is legal)."""
