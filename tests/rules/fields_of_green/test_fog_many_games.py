"""Many random games for 2, 3 and 4 players, each move checked against the rules' ledger.

Every move keeps: each card, tile, water tower and silo in exactly one place; coins, water,
food and point tokens changing only as the move and the year's upkeep say (the other farms
untouched); water taken only from towers in range; towers and silos within their limits;
every farm in one piece.  Every game ends after the fourth harvest; the views hide the
hands, the face-down choices and the order of the piles; a save of the game replays to the
same position.

The suite plays ``FOG_GAMES`` games per player count (default 40, about 5 s in all); the
long run plays thousands::

    FOG_GAMES=1000 .venv/bin/python -m pytest -q tests/rules/fields_of_green/test_fog_many_games.py
"""

from __future__ import annotations

import os
import tempfile
from collections import Counter
from pathlib import Path

import pytest
from test_fog_playouts import ACTIONS, check_invariants

from game.content.fields_of_green import FogContent
from game.games import get_rules
from game.match_setup import Seat
from game.rules.core import Event, GameConfig, Rng
from game.rules.fields_of_green import FogState, new_game
from game.rules.fields_of_green.farm import (
    HIDDEN_PICK,
    NO_PICK,
    SILO_CARD,
    TOWER_CARD,
    towers_in_range,
)
from game.rules.fields_of_green.hidden import HIDDEN
from game.rules.fields_of_green.legal import Phase, harvest_cost
from game.rules.fields_of_green.moves import (
    Build,
    BuildSilo,
    BuildTower,
    Harvest,
    Market,
    Restore,
)
from game.saves import SaveRecord, read_save, replay_save, write_save

GAMES = int(os.environ.get("FOG_GAMES", "40"))
"""Random games per player count."""

Purse = tuple[int, int, int, int]
"""A player's coins, water, food and point tokens."""


def purse(state: FogState, player: int) -> Purse:
    farmer = state.players[player]
    return farmer.coins, farmer.water, farmer.food, farmer.tokens


def expected_after_upkeep(state: FogState, events: list[Event]) -> dict[int, Purse]:
    """Each player's purse change from the upkeep events of a move."""
    change: dict[int, Purse] = {}
    for event in events:
        if event.kind == "upkeep" and event.player is not None:
            a = event.args
            change[event.player] = (a["coins"], a["water"] - a["lost_water"], a["food"] - a["lost_food"], 0)
    return change


def minus(after: Purse, before: Purse, upkeep: Purse | None) -> Purse:
    extra = upkeep or (0, 0, 0, 0)
    return tuple(a - b - u for a, b, u in zip(after, before, extra, strict=True))  # type: ignore[return-value]


def has_no_abilities_at_build(state: FogState, player: int, card: int) -> bool:
    """Whether building ``card`` pays exactly its cost: it has no immediate ability and no
    location of the farm reacts to a build."""
    cards = state.tables.cards
    return not cards[card].immediate and not any(
        loc.up and loc.card >= 0 and cards[loc.card].ongoing for loc in state.players[player].farm.values()
    )


def check_ledger(before: FogState, move: object, mover: int, events: list[Event], after: FogState) -> None:
    """Coins, water, food and tokens move only as ``move`` and the upkeep say."""
    numbers = before.tables.numbers
    upkeep = expected_after_upkeep(after, events)
    for player in range(before.num_players):
        delta = minus(purse(after, player), purse(before, player), upkeep.get(player))
        if player != mover:
            assert delta == (0, 0, 0, 0), f"{move} changed another farm's purse"
    delta = minus(purse(after, mover), purse(before, mover), upkeep.get(mover))
    if isinstance(move, Market):
        assert delta == (numbers.market_coins + numbers.market_food_price * move.food, 0, -move.food, 0)
    elif isinstance(move, BuildTower):
        assert delta == (-numbers.tower_cost, numbers.start_water, 0, 0)
    elif isinstance(move, BuildSilo):
        assert delta == (0, 0, 0, 0)
    elif isinstance(move, Restore):
        assert delta == (-numbers.restore_cost, 0, 0, 0)
    elif isinstance(move, Build):
        paid = next(e.args for e in events if e.kind == "built")
        cost = (-paid["coins"], -paid["water"], -paid["food"], 0)
        if has_no_abilities_at_build(before, mover, before.players[mover].pick) and not move.attach:
            assert delta == cost, f"{move} paid {delta}, not {cost}"
        else:  # abilities only give
            assert all(d >= c for d, c in zip(delta, cost, strict=True))
    elif isinstance(move, Harvest):
        water, food, coins = harvest_cost(before, mover, move.cell)
        assert all(d >= c for d, c in zip(delta, (-coins, -water, -food, 0), strict=True))


def check_water_came_from_range(before: FogState, move: object, mover: int, after: FogState) -> None:
    """Every tower that lost water is within range of the place that needed it."""
    if not isinstance(move, Build | Harvest):
        return
    farm_before, farm_after = before.players[mover].farm, after.players[mover].farm
    drained = {
        cell for cell, loc in farm_before.items() if loc.card == TOWER_CARD and farm_after[cell].water < loc.water
    }
    assert drained <= set(towers_in_range(farm_before, move.cell, before.tables.numbers.water_range))


def check_supplies(state: FogState, lost_tiles: int) -> None:
    """Every tile, tower and silo is somewhere (tiles lost with a flipped location are gone
    for good); every tower within its limit."""
    tables, numbers = state.tables, state.tables.numbers
    tiles = len(state.equipment) + len(state.offer)
    towers, silos = state.towers_left, state.silos_left
    for farmer in state.players:
        tiles += len(farmer.aside) + sum(len(loc.equipment) for loc in farmer.farm.values())
        towers += sum(1 for loc in farmer.farm.values() if loc.card == TOWER_CARD)
        silos += sum(1 for loc in farmer.farm.values() if loc.card == SILO_CARD)
    assert tiles + lost_tiles == len(tables.equipment) * tables.equipment_copies
    assert (towers, silos) == (numbers.towers, numbers.silos)


def check_views_hide(state: FogState) -> None:
    """Each view hides the other hands, their face-down choices, the piles' order, the
    equipment stack and the pool."""
    for player in range(state.num_players):
        seen = state.view(player)
        for other, farmer in enumerate(seen.players):
            if other != player:
                assert set(farmer.hand) <= {HIDDEN}
                if state.phase == Phase.PICK:
                    assert farmer.pick in (NO_PICK, HIDDEN_PICK)
        assert all(set(pile) <= {HIDDEN} for pile in seen.piles)
        assert set(seen.equipment) <= {HIDDEN} and set(seen.pool) <= {HIDDEN}
        assert [len(p) for p in seen.piles] == [len(p) for p in state.piles]


def replayed_from_a_save(content: FogContent, players: int, seed: int, moves: list[str]) -> str:
    seats = tuple(Seat("human", f"Player {p + 1}") for p in range(players))
    version = get_rules("fields_of_green").content_version
    record = SaveRecord("fields_of_green", GameConfig(players), seed, seats, tuple(moves), version)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "match.json"
        write_save(record, path)
        loaded = read_save(path)
    return replay_save(loaded, content).to_position()


def play_checked(content: FogContent, players: int, seed: int) -> tuple[FogState, list[str], list[Event]]:
    """A random game with every move checked."""
    state = new_game(content, GameConfig(players), seed)
    rng = Rng(seed)
    moves: list[str] = []
    every: list[Event] = []
    lost_tiles = 0
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        mover = state.mover(move)
        before = state.clone()
        events = state.apply(move)
        if mover is not None:
            check_ledger(before, move, mover, events, state)
            check_water_came_from_range(before, move, mover, state)
        lost_tiles += sum(len(e.args["equipment"]) for e in events if e.kind == "flipped")
        check_supplies(state, lost_tiles)
        if len(moves) % 5 == 0:
            check_views_hide(state)
        moves.append(str(move))
        every += events
    return state, moves, every


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_ledger_and_every_limit_and_end_after_the_fourth_harvest(
    content: FogContent, players: int
) -> None:
    for seed in range(GAMES):
        state, moves, events = play_checked(content, players, 7000 + seed)
        check_invariants(state)
        assert state.year == state.tables.numbers.years and state.phase == Phase.OVER
        kinds = [e.kind for e in events]
        years = state.tables.numbers.years
        assert kinds.count("round_started") == years - 1 and kinds[-1] == "game_over", "the first year begins the game"
        assert kinds.count("first_player") == years, "the token passes after each harvest"
        actions = Counter(e.player for e in events if e.kind in ACTIONS)
        assert actions == Counter({p: years * state.tables.numbers.hand_size for p in range(players)})
        assert not any(farmer.todo for farmer in state.players), "every harvest of the last year is done"
        if seed % 20 == 0:
            assert replayed_from_a_save(content, players, 7000 + seed, moves) == state.to_position()

