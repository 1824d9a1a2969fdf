"""Setting up a game of Agricola.

Rulebook ("Preparación"): each player starts with two wooden rooms and two people; the start
player takes 2 food and everyone else 3 (solo: none); the round cards are shuffled stage by
stage and stacked so that stage 1 comes first; the action spaces are those of the side
played and the player count.  In the full game each player is dealt 7 occupations and 7
minor improvements from the decks of the player count (``cards.deal``).  Our ruling: the start player is drawn at random.
"""

from __future__ import annotations

from typing import Any

from game.rules.agricola import draft, series
from game.rules.agricola.cards import deal
from game.rules.agricola.farmer import Farmer, empty_goods
from game.rules.agricola.farmyard import Farmyard
from game.rules.agricola.state import AgricolaState
from game.rules.agricola.tables import AgricolaTables
from game.rules.agricola.turns import begin_round
from game.rules.core import GameConfig, Rng


def side_of(config: GameConfig) -> str:
    """The board a configuration plays: ``revised``, ``family`` or ``full``."""
    if "revised" in config.variants:
        return "revised"
    return "family" if "family" in config.variants else "full"


def tables_for(content: Any) -> AgricolaTables:
    """The rules' tables of ``content`` (its ``tables()``), or the tables themselves."""
    return content if isinstance(content, AgricolaTables) else content.tables()


def new_game(content: Any, config: GameConfig, seed: int) -> AgricolaState:
    """The position before the first person is placed in round 1."""
    tables = tables_for(content)
    side = side_of(config)
    state = AgricolaState(tables, config, Rng(seed), side)
    numbers = tables.numbers
    state.start = state.rng.randrange(config.players)
    for player in range(config.players):
        goods = empty_goods()
        if config.players == 1:
            goods["food"] = numbers.solo_food
        else:
            goods["food"] = numbers.start_food if player == state.start else numbers.other_food
        state.players.append(Farmer(Farmyard.start(), goods, people=numbers.people))
    state.spaces = list(tables.board(side, config.players).spaces)
    state.stock = [{} for _ in state.spaces]
    state.taken = [-1] * len(state.spaces)
    for stage in tables.stages[side]:
        cards = list(stage)
        state.rng.shuffle(cards)
        state.deck.extend(cards)
    if side == "full" and tables.cards:
        if draft.VARIANT in config.variants and config.players > 1:
            draft.start(state)
        else:
            deal(state)
        game = series.of(config)
        if game is not None and config.players == 1:
            series.begin(state, game)
    begin_round(state)
    return state
