"""A late position with every farm at full size, for the table benchmark and the layout
tests: farms of 25 locations (a 5 x 5 square around the starting tower and silo, one in
three of its cards with a harvest ability, a few open areas and equipment)."""

from __future__ import annotations

from game.rules.core import Rng
from game.rules.fields_of_green.farm import SILO_CARD, TOWER_CARD, Location
from game.rules.fields_of_green.state import FogState


def fill_farms(state: FogState, side: int = 5, seed: int = 1) -> FogState:
    """``state`` with every farm grown to ``side`` x ``side`` locations (in place; returned)."""
    rng = Rng(seed)
    cards = list(range(len(state.tables.cards)))
    numbers = state.tables.numbers
    for farmer in state.players:
        start = {cell: farmer.farm[cell] for cell in ((0, 0), (1, 0))}
        farmer.farm = start
        for y in range(side):
            for x in range(-1, side - 1):
                if (x, y) in farmer.farm:
                    continue
                if (x + 2 * y) % 9 == 4:
                    farmer.farm[(x, y)] = Location(TOWER_CARD, water=rng.randrange(4), capacity=numbers.tower_capacity)
                elif (x + 2 * y) % 11 == 7:
                    farmer.farm[(x, y)] = Location(SILO_CARD, capacity=numbers.silo_capacity)
                else:
                    farmer.farm[(x, y)] = Location(rng.choice(cards), up=(x * 7 + y) % 13 != 5)
        farmer.food = 5
    return state
