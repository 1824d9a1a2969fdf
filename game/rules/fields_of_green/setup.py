"""A new game: 15 coins, a water tower with 3 water and a silo with 1 food side by side for
each player (rulebook, "Preparar"), the four location piles and the equipment shuffled, the
first player chosen at random, and the first year's draw begins."""

from __future__ import annotations

from typing import Any

from game.rules.core import GameConfig, Rng
from game.rules.fields_of_green.farm import SILO_CARD, TOWER_CARD, Location
from game.rules.fields_of_green.state import FogState
from game.rules.fields_of_green.tables import KINDS, FogTables
from game.rules.fields_of_green.turns import start_year


def tables_for(content: Any) -> FogTables:
    """The rules' tables of ``content``: the tables themselves, or the loaded content's."""
    if isinstance(content, FogTables):
        return content
    tables = content.tables()
    assert isinstance(tables, FogTables)
    return tables


def new_game(content: Any, config: GameConfig, seed: int) -> FogState:
    """The starting position of a game for ``config`` from ``seed``."""
    tables = tables_for(content)
    numbers = tables.numbers
    state = FogState(tables, config, Rng(seed))
    for farmer in state.players:
        farmer.coins = numbers.start_coins
        farmer.food = numbers.start_food
        tower = Location(TOWER_CARD, water=numbers.start_water, capacity=numbers.tower_capacity)
        farmer.farm[(0, 0)] = tower
        farmer.farm[(1, 0)] = Location(SILO_CARD, capacity=numbers.silo_capacity)
    # The starting tower and silo come from their piles.
    state.towers_left = numbers.towers - config.players
    state.silos_left = numbers.silos - config.players
    for k, kind in enumerate(KINDS):
        pile = tables.pile(kind)
        state.rng.shuffle(pile)
        state.piles[k] = pile
    state.equipment = tables.equipment_pile()
    state.rng.shuffle(state.equipment)
    state.first = state.rng.randrange(config.players)
    start_year(state, [])
    return state
