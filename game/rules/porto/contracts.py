"""Contracts: which public contracts a build fulfils (scoring E) and what private contracts pay
at the end of the game.

Every contract kind is an effect verb (:mod:`game.rules.effects`) with its parameter schema;
a contract card in YAML names its verb and parameters.  A public contract's verb answers "does
this build fulfil it?", a private contract's verb counts what it rewards on the finished street.
Both receive the contract's rule record (:class:`~game.rules.porto.tables.PublicRule`,
:class:`~game.rules.porto.tables.PrivateRule`) holding its parameters as colour indices.  The
rules keep a contract's verb as its index in :attr:`Hook.names` (``rule.kind``), resolved when
the tables are built, and dispatch through a tuple of functions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.effects import Choice, Hook, ListOf, Tiers, Timing, Whole
from game.rules.porto.street import StreetLayout

if TYPE_CHECKING:
    from game.rules.porto.tables import PrivateRule, PublicRule

PublicCheck = Callable[["PublicRule", int, int, bool, tuple[int, int]], bool]
"""``(rule, colour, floors, completed, card colours)``: whether the build fulfils ``rule``."""
PrivateCount = Callable[["PrivateRule", list[int], int], int]
"""``(rule, street, colours)``: what ``rule`` counts on ``street`` (see :func:`private_count`)."""

PUBLIC_CONTRACTS: Hook[PublicCheck] = Hook("porto", "public contract")
PRIVATE_CONTRACTS: Hook[PrivateCount] = Hook("porto", "private contract")

COLOUR = Choice("colour")


def _colours(count: int) -> ListOf:
    return ListOf(COLOUR, count, count)


_POINTS = Whole(0, 20)
_TIERS = Tiers(Whole(1, 12), Whole(0, 50))


@PUBLIC_CONTRACTS.verb(
    "build_floors",
    Timing.ON_ACTION,
    "build",
    {"colours": _colours(1), "floors": Whole(1, 3), "points": _POINTS},
)
def build_floors(
    rule: PublicRule, colour: int, floors: int, completed: bool, card_colours: tuple[int, int]
) -> bool:
    """A build of exactly ``floors`` floors of the colour."""
    return colour == rule.colours[0] and floors == rule.floors


@PUBLIC_CONTRACTS.verb(
    "complete_house", Timing.ON_ACTION, "build", {"colours": _colours(1), "points": _POINTS}
)
def complete_house(
    rule: PublicRule, colour: int, floors: int, completed: bool, card_colours: tuple[int, int]
) -> bool:
    """A build that completes a house of the colour."""
    return completed and colour == rule.colours[0]


@PUBLIC_CONTRACTS.verb(
    "two_cards", Timing.ON_ACTION, "build", {"colours": _colours(1), "points": _POINTS}
)
def two_cards(
    rule: PublicRule, colour: int, floors: int, completed: bool, card_colours: tuple[int, int]
) -> bool:
    """A build played with two cards of the colour."""
    return card_colours[0] == card_colours[1] == rule.colours[0]


@PUBLIC_CONTRACTS.verb(
    "card_pair", Timing.ON_ACTION, "build", {"colours": _colours(2), "points": _POINTS}
)
def card_pair(
    rule: PublicRule, colour: int, floors: int, completed: bool, card_colours: tuple[int, int]
) -> bool:
    """A build played with one card of each of the two colours."""
    a, b = rule.colours
    return card_colours in ((a, b), (b, a))


@PRIVATE_CONTRACTS.verb(
    "houses_of_colour", Timing.AT_END, "", {"colours": _colours(1), "tiers": _TIERS}
)
def houses_of_colour(rule: PrivateRule, street: list[int], colours: int) -> int:
    """Completed houses of the colour."""
    return street.count(rule.colours[0])


@PRIVATE_CONTRACTS.verb(
    "adjacent_pair", Timing.AT_END, "", {"colours": _colours(2), "tiers": _TIERS}
)
def adjacent_pair(rule: PrivateRule, street: list[int], colours: int) -> int:
    """Neighbouring completed houses of the two colours (overlapping pairs count)."""
    want = set(rule.colours)
    return sum(
        1
        for i in range(len(street) - 1)
        if street[i] != street[i + 1] and {street[i], street[i + 1]} == want
    )


@PRIVATE_CONTRACTS.verb(
    "adjacent_trio", Timing.AT_END, "", {"colours": _colours(3), "tiers": _TIERS}
)
def adjacent_trio(rule: PrivateRule, street: list[int], colours: int) -> int:
    """Three neighbouring completed houses of the three colours, in any order."""
    want = set(rule.colours)
    return sum(
        1
        for i in range(len(street) - 2)
        if len(set(street[i : i + 3])) == 3 and set(street[i : i + 3]) == want
    )


@PRIVATE_CONTRACTS.verb(
    "street_ends",
    Timing.AT_END,
    "",
    {"colours": _colours(1), "tiers": Tiers(Whole(1, 2), _TIERS.points)},
)
def street_ends(rule: PrivateRule, street: list[int], colours: int) -> int:
    """Completed houses of the colour at the two ends of the street in play."""
    return (street[0] == rule.colours[0]) + (street[-1] == rule.colours[0])


@PRIVATE_CONTRACTS.verb(
    "all_colours", Timing.AT_END, "", {"tiers": Tiers(Whole(1, 1), _TIERS.points)}
)
def all_colours(rule: PrivateRule, street: list[int], colours: int) -> int:
    """Counts one when every colour is among the completed houses."""
    return 1 if len({c for c in street if c >= 0}) == colours else 0


_PUBLIC_CHECKS = PUBLIC_CONTRACTS.functions()
_PRIVATE_COUNTS = PRIVATE_CONTRACTS.functions()


def public_fulfilled(
    rule: PublicRule,
    colour: int,
    floors: int,
    completed: bool,
    card_colours: tuple[int, int],
) -> bool:
    """Whether a build of ``floors`` tiles of ``colour`` (``completed``: it finished the house),
    played with cards of ``card_colours``, fulfils ``rule`` exactly."""
    return _PUBLIC_CHECKS[rule.kind](rule, colour, floors, completed, card_colours)


def completed_colours(layout: StreetLayout, colours: list[int], tiles: list[int]) -> list[int]:
    """The colour of every house in play, left to right, ``-1`` where it is not complete."""
    heights = layout.heights
    return [colours[h] if tiles[h] == heights[h] else -1 for h in layout.in_play]


def private_count(rule: PrivateRule, street: list[int], colours: int) -> int:
    """What ``rule`` counts on ``street`` (from :func:`completed_colours`): houses, pairs,
    trios, ends, or 1 when all ``colours`` colours are present."""
    return _PRIVATE_COUNTS[rule.kind](rule, street, colours)


def private_points(rule: PrivateRule, street: list[int], colours: int) -> int:
    """Points of the highest tier of ``rule`` reached on ``street`` (``colours``: how many
    colours the game has)."""
    count = private_count(rule, street, colours)
    points = 0
    for needed, tier_points in rule.tiers:
        if count >= needed:
            points = tier_points
    return points
