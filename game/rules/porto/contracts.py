"""Contracts: which public contracts a build fulfils (scoring E) and what private contracts pay
at the end of the game."""

from __future__ import annotations

from game.rules.porto.street import StreetLayout
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
    PrivateRule,
    PublicRule,
)


def public_fulfilled(
    rule: PublicRule,
    colour: int,
    floors: int,
    completed: bool,
    card_colours: tuple[int, int],
) -> bool:
    """Whether a build of ``floors`` tiles of ``colour`` (``completed``: it finished the house),
    played with cards of ``card_colours``, fulfils ``rule`` exactly."""
    kind = rule.kind
    if kind == BUILD_FLOORS:
        return colour == rule.colours[0] and floors == rule.floors
    if kind == COMPLETE_HOUSE:
        return completed and colour == rule.colours[0]
    if kind == TWO_CARDS:
        return card_colours[0] == card_colours[1] == rule.colours[0]
    if kind == CARD_PAIR:
        a, b = rule.colours
        return card_colours in ((a, b), (b, a))
    return False


def completed_colours(
    layout: StreetLayout, colours: list[int], tiles: list[int]
) -> list[int]:
    """The colour of every house in play, left to right, ``-1`` where it is not complete."""
    heights = layout.heights
    return [colours[h] if tiles[h] == heights[h] else -1 for h in layout.in_play]


def private_count(rule: PrivateRule, street: list[int], colours: int) -> int:
    """What ``rule`` counts on ``street`` (from :func:`completed_colours`): houses, pairs,
    trios, ends, or 1 when all ``colours`` colours are present."""
    kind = rule.kind
    if kind == HOUSES_OF_COLOUR:
        return street.count(rule.colours[0])
    if kind == ADJACENT_PAIR:
        want = set(rule.colours)
        return sum(
            1
            for i in range(len(street) - 1)
            if street[i] != street[i + 1] and {street[i], street[i + 1]} == want
        )
    if kind == ADJACENT_TRIO:
        want = set(rule.colours)
        return sum(
            1
            for i in range(len(street) - 2)
            if len(set(street[i : i + 3])) == 3 and set(street[i : i + 3]) == want
        )
    if kind == STREET_ENDS:
        return (street[0] == rule.colours[0]) + (street[-1] == rule.colours[0])
    if kind == ALL_COLOURS:
        return 1 if len({c for c in street if c >= 0}) == colours else 0
    return 0


def private_points(rule: PrivateRule, street: list[int], colours: int) -> int:
    """Points of the highest tier of ``rule`` reached on ``street`` (``colours``: how many
    colours the game has)."""
    count = private_count(rule, street, colours)
    points = 0
    for needed, tier_points in rule.tiers:
        if count >= needed:
            points = tier_points
    return points
