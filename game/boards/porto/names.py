"""Porto's words: colour names, card names, what each contract asks for, house numbers.

Names are content ids mapped to translatable strings (marked with :func:`N_`, translated where
they are shown).  An id the content adds later falls back to its id, so a new colour still has
a readable name before its translation exists.
"""

from __future__ import annotations

from game.boards.kit.words import Gettext, WordTable, as_is
from game.i18n import N_
from game.rules.porto.tables import (
    ADJACENT_PAIR,
    ADJACENT_TRIO,
    ALL_COLOURS,
    BUILD_FLOORS,
    CARD_PAIR,
    COMPLETE_HOUSE,
    HOUSES_OF_COLOUR,
    STREET_ENDS,
    TWO_CARDS,
    PortoTables,
    PrivateRule,
    PublicRule,
)

COLOUR_NAMES: dict[str, str] = {
    "blue": N_("blue"),
    "yellow": N_("yellow"),
    "green": N_("green"),
    "red": N_("red"),
    "violet": N_("violet"),
}
"""A colour as it describes floors and houses."""

CARD_NAMES: dict[str, str] = {
    "blue": N_("blue {value}"),
    "yellow": N_("yellow {value}"),
    "green": N_("green {value}"),
    "red": N_("red {value}"),
    "violet": N_("violet {value}"),
}
"""A construction card by colour and value ("red 3")."""

PATTERN_NAMES: dict[str, str] = {
    "stripes": N_("stripes"),
    "dots": N_("dots"),
    "checks": N_("checks"),
    "diagonals": N_("diagonal lines"),
    "crosses": N_("crosses"),
}


colour_name = WordTable(COLOUR_NAMES, as_is)
"""``colour_name(colour, _)``: the translated name of colour id ``colour``."""


def card_label(colour: str, value: int, _: Gettext) -> str:
    """A card as a person says it: "red 3"."""
    found = CARD_NAMES.get(colour)
    return _(found).format(value=value) if found else f"{colour} {value}"


def card_code_label(code: str, tables: PortoTables, _: Gettext) -> str:
    """The card of move code ``code`` ("r3") as a person says it."""
    kind = tables.kind_by_code.get(code)
    if kind is None:
        return code
    return card_label(tables.colour_ids[tables.card_colour[kind]], tables.card_value[kind], _)


pattern_name = WordTable(PATTERN_NAMES, as_is)
"""``pattern_name(pattern, _)``: the translated name of a floor pattern."""


def public_text(rule: PublicRule, tables: PortoTables, _: Gettext) -> str:
    """What a public contract asks of one build, in a short sentence."""
    names = [colour_name(tables.colour_ids[c], _) for c in rule.colours]
    if rule.kind == BUILD_FLOORS:
        return _("Build exactly {floors} {colour} floor(s)").format(floors=rule.floors, colour=names[0])
    if rule.kind == COMPLETE_HOUSE:
        return _("Complete a {colour} house").format(colour=names[0])
    if rule.kind == TWO_CARDS:
        return _("Play two {colour} cards").format(colour=names[0])
    if rule.kind == CARD_PAIR:
        return _("Play a {first} card and a {second} card").format(first=names[0], second=names[1])
    return rule.id


def private_text(rule: PrivateRule, tables: PortoTables, _: Gettext) -> str:
    """What a private contract counts at the end, in a short sentence."""
    names = [colour_name(tables.colour_ids[c], _) for c in rule.colours]
    if rule.kind == HOUSES_OF_COLOUR:
        return _("Completed {colour} houses").format(colour=names[0])
    if rule.kind == ADJACENT_PAIR:
        return _("Neighbouring completed houses: {first} and {second}").format(first=names[0], second=names[1])
    if rule.kind == ADJACENT_TRIO:
        return _("Three neighbouring completed houses: {first}, {second}, {third}").format(
            first=names[0], second=names[1], third=names[2]
        )
    if rule.kind == STREET_ENDS:
        return _("Completed {colour} houses at the ends of the street").format(colour=names[0])
    if rule.kind == ALL_COLOURS:
        return _("All colours among the completed houses")
    return rule.id


def tier_texts(rule: PrivateRule, _: Gettext) -> list[str]:
    """A private contract's tiers, one text each: ["1 = 1 pt", "2 = 3 pts"] (that many
    houses as the contract asks score that many points)."""
    return [
        (_("{count} = {points} pt") if p == 1 else _("{count} = {points} pts")).format(count=c, points=p)
        for c, p in rule.tiers
    ]


def tiers_text(rule: PrivateRule, _: Gettext) -> str:
    """A private contract's tiers on one line: "1 = 1 pt, 2 = 3 pts, 3 = 5 pts"."""
    return ", ".join(tier_texts(rule, _))


def house_label(number: int, _: Gettext) -> str:
    """"House 7" (numbered from 1 as everywhere a person reads)."""
    return _("House {number}").format(number=number)
