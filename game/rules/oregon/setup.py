"""Setting up a game (seed 000, "Preparar"; seed 004, "PREPARATION").

Decks and tile stacks are shuffled with the state's own generator; every player is dealt the
content's starting hand and draws one start tile at random (the rest go back to the box).
Player 0 starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import GameConfig, Rng
from game.rules.oregon.board import tables_for
from game.rules.oregon.state import OregonState

if TYPE_CHECKING:
    from game.content.oregon import OregonContent


def new_game(content: OregonContent, config: GameConfig, seed: int) -> OregonState:
    """A new game of ``config.players`` players, fully determined by ``seed``."""
    tables = tables_for(content)
    rng = Rng(seed)
    state = OregonState(tables, config, rng)
    n_symbols = len(tables.symbols)
    landscape = [s for s, n in enumerate(tables.landscape_total) for _ in range(n)]
    buildings = [b for b, n in enumerate(tables.building_cards) for _ in range(n)]
    coal = list(tables.coal_values)
    gold = list(tables.gold_values)
    start_tiles = [b for b, spec in enumerate(content.buildings) for _ in range(spec.start_tiles)]
    for pile in (landscape, buildings, coal, gold, start_tiles):
        rng.shuffle(pile)
    for player in range(config.players):
        hand = state.hands[player]
        for _ in range(content.hand_landscape):
            hand[landscape.pop()] += 1
        for _ in range(content.hand_building):
            hand[n_symbols + buildings.pop()] += 1
        state.start_tile[player] = start_tiles.pop()
    state.landscape_deck = landscape
    state.building_deck = buildings
    state.coal_stack = coal
    state.gold_stack = gold
    return state
