"""Random games for 2 to 4 players keep every invariant of the rules at every move."""

from __future__ import annotations

from collections import Counter

import pytest

from game.content.fields_of_green import FogContent
from game.rules.core import Event, GameConfig, Rng
from game.rules.fields_of_green import FogState, new_game, read_position
from game.rules.fields_of_green.farm import TOWER_CARD, neighbours
from game.rules.fields_of_green.hidden import HIDDEN
from game.rules.fields_of_green.legal import Phase

ACTIONS = {"built", "tower_built", "silo_built", "market", "restored"}


def cards_in_play(state: FogState) -> Counter[int]:
    held: Counter[int] = Counter()
    for pile in state.piles:
        held.update(pile)
    held.update(state.discard)
    held.update(state.row)
    held.update(state.pool)
    for farmer in state.players:
        held.update(farmer.hand)
        held.update(loc.card for loc in farmer.farm.values() if loc.card >= 0)
        if state.phase != Phase.PICK and farmer.pick >= 0:
            held[farmer.pick] += 1
    return held


def check_invariants(state: FogState) -> None:
    every = Counter({i: state.tables.copies for i in range(len(state.tables.cards))})
    assert cards_in_play(state) == every, "a card was lost or made"
    for farmer in state.players:
        assert farmer.coins >= 0 and 0 <= farmer.food <= farmer.food_capacity
        for loc in farmer.farm.values():
            assert len(loc.equipment) <= 2 and len(set(loc.equipment)) == len(loc.equipment)
            if loc.card == TOWER_CARD:
                assert 0 <= loc.water <= loc.capacity
        reached = {(0, 0)}
        frontier = [(0, 0)]
        while frontier:
            for near in neighbours(frontier.pop()):
                if near in farmer.farm and near not in reached:
                    reached.add(near)
                    frontier.append(near)
        assert reached == set(farmer.farm), "every location touches the farm"


def check_views(state: FogState, rng: Rng) -> None:
    for player in range(state.num_players):
        seen = state.view(player)
        for other, farmer in enumerate(seen.players):
            if other != player:
                assert set(farmer.hand) <= {HIDDEN}
        guessed = seen.determinize(rng).view(player)
        assert guessed.to_position() == seen.to_position(), "a guess changed what the view shows"


def play(content: FogContent, players: int, seed: int, checks: bool) -> tuple[FogState, list[str], list[Event]]:
    state = new_game(content, GameConfig(players), seed)
    rng = Rng(seed)
    moves: list[str] = []
    events: list[Event] = []
    while not state.is_over:
        if checks:
            check_invariants(state)
            text = state.to_position()
            assert read_position(content, text).to_position() == text
            if len(moves) % 7 == 0:
                check_views(state, rng)
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        events += state.apply(move)
    return state, moves, events


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [11, 12])
def test_random_games_keep_every_invariant_and_end_after_the_fourth_harvest(
    content: FogContent, players: int, seed: int
) -> None:
    state, _, events = play(content, players, seed, checks=True)
    check_invariants(state)
    assert state.year == 4 and state.phase == Phase.OVER
    assert events[-1].kind == "game_over"
    actions = Counter(e.player for e in events if e.kind in ACTIONS)
    assert actions == Counter({p: 24 for p in range(players)}), "six actions a year for four years"
    outcome = state.outcome()
    assert outcome is not None and len(outcome.scores) == players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_end_without_error(content: FogContent, players: int) -> None:
    for seed in range(40):
        state, _, _ = play(content, players, 1000 + seed, checks=False)
        check_invariants(state)


def test_replaying_the_same_seed_and_moves_gives_the_same_game(content: FogContent) -> None:
    state, moves, _ = play(content, 3, 5, checks=False)
    again = new_game(content, GameConfig(3), 5)
    for text in moves:
        again.apply(again.legal_moves()[[str(m) for m in again.legal_moves()].index(text)])
    assert again.to_position() == state.to_position()
