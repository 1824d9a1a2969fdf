"""The Oregon playouts' quick guess of a move's gain agrees with what the move scores."""

from __future__ import annotations

from typing import Any

import pytest
from bots.positions import advance, new_real_game

from game.games import available_games

pytestmark = pytest.mark.skipif("oregon" not in available_games(), reason="no Oregon rules")


def placements_seen(kind: str) -> list[tuple[Any, Any]]:
    """(position, placement of ``kind``) pairs met along a few random games."""
    from game.rules.oregon.moves import PlaceBuilding, PlaceFarmer

    wanted = PlaceFarmer if kind == "farmer" else PlaceBuilding
    found = []
    for seed in range(6):
        state = advance(new_real_game("oregon", seed), 12, seed)
        for depth in range(60):
            if state.is_over:
                break
            found += [(state, m) for m in state.legal_moves() if isinstance(m, wanted)]
            state = advance(state.clone(), 1, seed * 100 + depth)
    return found


def scored_by(state: Any, move: Any) -> list[int]:
    after = state.clone()
    after.apply(move)
    return [a - b for a, b in zip(after.score, state.score, strict=True)]


def test_a_farmer_that_scores_at_once_gains_at_least_its_points() -> None:
    from game.bots.evaluation.oregon_gain import oregon_gain

    checked = 0
    for state, move in placements_seen("farmer"):
        if move.joker:
            continue
        points = scored_by(state, move)[state.player]
        if points and not any(state.coal) and not any(state.gold):
            assert oregon_gain(state, move) >= points
            checked += 1
    assert checked


def test_a_building_that_pays_only_the_other_players_is_a_loss() -> None:
    from game.bots.evaluation.oregon_gain import oregon_gain

    checked = 0
    for state, move in placements_seen("building"):
        paid = scored_by(state, move)
        mine = paid[state.player]
        others = sum(paid) - mine
        if others and not mine:
            assert oregon_gain(state, move) < 0
            checked += 1
    assert checked


def test_a_farmer_among_buildings_paying_points_gains_exactly_what_it_scores_and_the_open_land_around() -> None:
    """Where no coal or gold tile is at stake, a farmer's guessed gain is what placing it
    scores (the buildings around, a church by the farmers around it, a group bonus) plus a
    little for each empty dry space around it, where a building would pay it again."""
    from game.bots.evaluation.oregon_gain import OPEN_SPACE_WORTH, oregon_gain
    from game.rules.oregon.scoring import BUILDING, COAL, GOLD

    checked = 0
    for state, move in placements_seen("farmer"):
        if move.joker:
            continue
        tables = state.tables
        cell = move.space[0] * tables.columns + move.space[1]
        around = tables.neighbours[cell]
        if any(state.cells[n] >= BUILDING and tables.effect[state.cells[n] - BUILDING] in (COAL, GOLD)
               for n in around):
            continue
        open_land = sum(1 for n in around if state.cells[n] == 0 and not tables.water[n])
        points = scored_by(state, move)[state.player]
        assert oregon_gain(state, move) == pytest.approx(points + OPEN_SPACE_WORTH * open_land)
        checked += 1
    assert checked > 100


def test_a_move_weighed_among_a_whole_turn_gains_what_it_gains_weighed_alone() -> None:
    """The playouts weigh every placement of a turn at once (``oregon_gains``, the board read
    once): nothing of one move's sum may carry over to the next.  The games are played mostly
    greedily, as the playouts play them, so that farmers' groups reach their bonus and
    churches fill."""
    from game.bots.evaluation.oregon_gain import _group_bonus, oregon_gain, oregon_gains
    from game.bots.playouts import greediest
    from game.rules.core import Rng
    from game.rules.oregon.moves import PlaceBuilding, PlaceFarmer
    from game.rules.oregon.scoring import BUILDING, CHURCH

    weighed = bonuses = churches = 0
    for seed in range(6):
        state, rng = new_real_game("oregon", seed), Rng(seed)
        while not state.is_over:
            legal = state.legal_moves()
            assert oregon_gains(state, legal) == [oregon_gains(state, [move])[0] for move in legal]
            weighed += len(legal)
            tables = state.tables
            for move in legal:
                if isinstance(move, (PlaceFarmer, PlaceBuilding)):
                    cell = move.space[0] * tables.columns + move.space[1]
                    if isinstance(move, PlaceFarmer):
                        bonuses += _group_bonus(state, cell) > 0
                    churches += any(state.cells[n] >= BUILDING and tables.effect[state.cells[n] - BUILDING] == CHURCH
                                    for n in tables.neighbours[cell])
            move = greediest(state, legal, oregon_gain, rng) if rng.random() < 0.8 else rng.choice(legal)
            state.apply(move)
    assert weighed > 5000 and bonuses > 5 and churches > 50
