"""What Fields of Green's harvest is made of, for the table's harvest screen: each ability paid
or flipped, until the first-player token passes on; the goods an ability gave count up under
each farmer's column."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.boards.fields_of_green.art import TOKENS
from game.boards.kit.harvest import HarvestWords
from game.rules.core import Event


def gains(event: Event) -> Sequence[tuple[str, int]]:
    """What an ability paid gave (the goods that have a token: coins, water, food)."""
    if event.kind != "harvested":
        return []
    return [(name, int(n)) for name, n in event.args.get("gave", ()) if name in TOKENS and n]


def paint_token(surface: pygame.Surface, good: str, rect: pygame.Rect) -> None:
    """The token of ``good`` filling ``rect``."""
    TOKENS[good](surface, rect.center, min(rect.size))


HARVEST = HarvestWords(ends=frozenset({"first_player"}), kinds=frozenset({"harvested", "flipped"}),
                       gains=gains, token=paint_token)
"""Every year ends with a harvest: each ability paid or flipped, until the first-player token
passes on."""
