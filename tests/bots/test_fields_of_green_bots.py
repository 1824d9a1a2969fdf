"""The Fields of Green bots: they read only their own view, every level plays whole games
legally, and the evaluation prefers the farm that is plainly better."""

from __future__ import annotations

from typing import Any

import pytest
from bots.positions import quick_bot as shared_quick_bot

from game.bots.base import LEVELS, Bot
from game.bots.evaluation.fields_of_green import DEEP_EVALUATION, EVALUATION
from game.games import bot_kit, load_game_content
from game.rules.core import GameConfig, Rng
from game.rules.fields_of_green import FogState, new_game
from game.rules.fields_of_green.farm import Location
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.tables import KINDS

GAME = "fields_of_green"
EVALUATIONS = [EVALUATION, DEEP_EVALUATION]


def quick_bot(level: str, seed: int) -> Bot:
    """A bot of ``level`` that thinks briefly and without any clock."""
    bot: Bot = shared_quick_bot(GAME, level, seed, hard_iterations=30)
    return bot


def game(players: int, seed: int) -> FogState:
    """A new game with the shipped cards."""
    state = new_game(load_game_content(GAME), GameConfig(players), seed)
    assert isinstance(state, FogState)
    return state


def drafting(players: int, seed: int) -> FogState:
    """A position of the second year's draft where the player to pick has a choice."""
    state = game(players, seed)
    rng = Rng(seed)
    while not (state.year == 2 and state.phase == Phase.PICK and len(state.players[0].hand) >= 4):
        state.apply(rng.choice(state.legal_moves()))
    return state


def with_other_secrets(state: FogState, player: int) -> FogState:
    """The same position with every other hand swapped for cards of the piles, and the piles
    and equipment pile reordered: nothing ``player`` may see has changed."""
    twin = state.clone()
    for seat, farmer in enumerate(twin.players):
        if seat == player:
            continue
        for i, card in enumerate(farmer.hand):
            pile = twin.piles[KINDS.index(twin.tables.cards[card].kind)]
            swap = next((k for k, c in enumerate(pile) if c != card), None)
            if swap is not None:
                farmer.hand[i], pile[swap] = pile[swap], card
    for pile in twin.piles:
        pile.reverse()
    twin.equipment.reverse()
    return twin


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_bot_decides_the_same_when_only_what_it_cannot_see_differs(level: str, players: int) -> None:
    state = drafting(players, 5) if players > 2 else game(players, 5)
    if players == 2:
        rng = Rng(5)
        while not (state.year == 2 and state.phase == Phase.TAKE):
            state.apply(rng.choice(state.legal_moves()))
    player = state.current_player
    assert player is not None
    twin = with_other_secrets(state, player)
    assert twin.to_position() != state.to_position()
    assert twin.view(player).to_position() == state.view(player).to_position()
    for seed in range(3):
        assert quick_bot(level, seed).choose(state.view(player)) == quick_bot(level, seed).choose(
            twin.view(player)
        )


@pytest.mark.parametrize("evaluation", EVALUATIONS, ids=["normal", "deep"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_evaluation_is_the_same_on_the_full_state_and_on_the_view(evaluation: Any, players: int) -> None:
    state = drafting(players, 8) if players > 2 else game(players, 8)
    rng = Rng(8)
    for _ in range(40):
        for player in range(players):
            seen = list(evaluation.worth(state.view(player), player))
            assert list(evaluation.worth(state, player)) == pytest.approx(seen)
        state.apply(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 4])
def test_every_level_plays_a_whole_game_with_legal_moves(level: str, players: int) -> None:
    state = game(players, 21)
    moves = 0
    while not state.is_over:
        player = state.current_player
        assert player is not None
        bot = quick_bot(level if player == 0 else "random", moves)
        move = bot.choose(state.view(player))
        assert move in state.legal_moves_for(player)
        state.apply(move)
        moves += 1
    outcome = state.outcome()
    assert outcome is not None and len(outcome.scores) == players


def _twin_farms() -> FogState:
    """Two farms alike at the start of the second year's draw (each a tower and a silo)."""
    state = game(2, 3)
    rng = Rng(3)
    while state.year == 1:
        state.apply(rng.choice(state.legal_moves()))
    for farmer in state.players:
        farmer.farm = {(0, 0): Location(-1, water=3, capacity=3), (1, 0): Location(-2, capacity=4)}
        farmer.coins, farmer.food, farmer.tokens = 10, 2, 0
    return state


def _put(state: FogState, player: int, code: str, cell: tuple[int, int]) -> None:
    state.players[player].farm[cell] = Location(state.tables.by_code[code])


@pytest.mark.parametrize("evaluation", EVALUATIONS, ids=["normal", "deep"])
def test_the_evaluation_prefers_a_farm_with_a_chapel_to_the_same_farm_without(evaluation: Any) -> None:
    state = _twin_farms()
    _put(state, 0, "B07", (0, 1))
    worth = evaluation.worth(state, 0)
    assert worth[0] > worth[1] + 3


@pytest.mark.parametrize("evaluation", EVALUATIONS, ids=["normal", "deep"])
def test_the_evaluation_prefers_cows_that_are_fed_to_cows_that_go_hungry(evaluation: Any) -> None:
    state = _twin_farms()
    for player in (0, 1):
        _put(state, player, "L04", (0, 1))
    # player 0 grows food for the cows; player 1 has none coming
    _put(state, 0, "F03", (1, 1))
    state.players[1].food = 0
    worth = evaluation.worth(state, 1)
    assert worth[0] > worth[1] + 2


@pytest.mark.parametrize("evaluation", EVALUATIONS, ids=["normal", "deep"])
def test_the_evaluation_counts_coins_and_harvest_income(evaluation: Any) -> None:
    state = _twin_farms()
    state.players[0].coins += 6
    worth = evaluation.worth(state, 0)
    assert worth[0] > worth[1]
    state.players[1].coins += 6
    _put(state, 1, "L11", (0, 1))
    _put(state, 1, "F06", (0, 2))  # fruit beside the beehives: coins every harvest
    worth = evaluation.worth(state, 0)
    assert worth[1] > worth[0] + 2


def test_at_the_end_the_evaluation_is_the_score() -> None:
    state = game(3, 4)
    rng = Rng(4)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
    assert list(EVALUATION.worth(state, 0)) == [float(s) for s in state.scores()]


def test_in_a_two_player_draw_the_hard_bot_counts_each_pooled_card_at_what_its_pile_is_worth_to_each_farm() -> None:
    from dataclasses import replace

    from game.bots.evaluation.fields_of_green_cards import senses
    from game.bots.evaluation.fields_of_green_farm import sheet_of, tally_groups
    from game.bots.evaluation.fields_of_green_judge import fog_worth, pile_worths
    from game.bots.evaluation.fields_of_green_weights import DEEP_WEIGHTS
    from game.rules.fields_of_green.moves import Split

    state = game(2, 5)
    state.players[1].coins = 0  # player 1 can build nothing the piles hold
    state.apply(Split((3, 1, 1, 1)))
    assert state.phase == Phase.DRAW
    cards = senses(state.tables)
    tallies = tally_groups(state, cards)
    worths = []
    for player in (0, 1):
        sheet = sheet_of(state, player, cards, tallies)
        worths.append(pile_worths(state, player, sheet, sheet.project(DEEP_WEIGHTS), DEEP_WEIGHTS, tallies))
    assert worths[1] == (0.0, 0.0, 0.0, 0.0) and max(worths[0]) > 0
    blind = fog_worth(state, 0, replace(DEEP_WEIGHTS, pool_share=0.0))
    seeing = fog_worth(state, 0, DEEP_WEIGHTS)
    pooled = sum(n * mean for n, mean in zip((3, 1, 1, 1), worths[0], strict=True))
    assert seeing[0] - blind[0] == pytest.approx(DEEP_WEIGHTS.pool_share * pooled)
    assert seeing[1] == blind[1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_every_table_the_hard_bot_compares_its_best_plans_in_greedy_playouts(players: int) -> None:
    search = bot_kit(GAME).search.for_players(players)
    assert search.paired and search.greedy_rollouts > 0 and search.rollout_moves > 0
    assert DEEP_EVALUATION.gain is not None


def _acting(players: int, seed: int) -> FogState:
    """A position where the player to act holds a card that can be built in several places."""
    from game.rules.fields_of_green.moves import Build

    state = game(players, seed)
    rng = Rng(seed)
    while True:
        if state.phase == Phase.ACT and sum(isinstance(m, Build) for m in state.legal_moves()) >= 3:
            return state
        state.apply(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("seed", range(4))
def test_the_playouts_build_a_card_where_it_scores_most_and_never_take_a_choice_back(seed: int) -> None:
    from game.rules.fields_of_green.moves import Build, TakeBack

    state = _acting(4, seed)
    gain = DEEP_EVALUATION.gain
    assert gain is not None
    builds = [m for m in state.legal_moves() if isinstance(m, Build) and not m.attach]
    gains = {m.cell: gain(state, m) for m in builds}
    player = state.current_player
    assert player is not None

    def judged(move: Build) -> float:
        after = state.clone()
        after.apply(move)
        return DEEP_EVALUATION.worth(after, player)[player]

    best = max(gains, key=lambda cell: gains[cell])
    assert judged(Build(best)) == max(judged(m) for m in builds)
    assert gain(state, TakeBack(0)) < min(gains.values())


@pytest.mark.parametrize("players", [2, 3])
def test_a_farm_judged_from_memory_is_worth_what_judging_it_afresh_gives(players: int) -> None:
    from game.bots.evaluation import fields_of_green_judge
    from game.bots.evaluation.fields_of_green_judge import fog_worth
    from game.bots.evaluation.fields_of_green_weights import DEEP_WEIGHTS, WEIGHTS

    state = game(players, 12)
    rng = Rng(12)
    positions: list[FogState] = []
    while not state.is_over:
        for move in state.legal_moves()[:8]:  # a position and several of its children, as a search meets them
            child = state.clone()
            child.apply_unchecked(move)
            positions.append(child)
        positions.append(state.clone())
        state.apply(rng.choice(state.legal_moves()))
    for weights in (WEIGHTS, DEEP_WEIGHTS):
        afresh = []
        for position in positions:
            fields_of_green_judge.forget_judged()
            afresh.append([list(fog_worth(position, viewer, weights)) for viewer in range(players)])
        fields_of_green_judge.forget_judged()
        remembered = [[list(fog_worth(position, viewer, weights)) for viewer in range(players)]
                      for position in positions]
        assert remembered == afresh
        farms_judged = len(positions) * players * players
        assert len(fields_of_green_judge._judged[weights]) < farms_judged / 4  # most came from memory


def _building_a_silo(crops: int) -> FogState:
    """Player 0 of three acts in year 1 with a Silo Extension set aside and ``crops`` fields
    of 4 food a harvest around the starting tower and silo."""
    state = game(3, 1)
    state.first = state.current = 0
    state.phase, state.acted = Phase.ACT, 0
    farmer = state.players[0]
    farmer.pick = state.piles[0].pop()
    farmer.aside = [state.tables.equipment_by_code["E5"]]
    for cell in [(0, 1), (1, 1), (0, -1), (1, -1)][:crops]:
        _put(state, 0, "F03", cell)
    return state


@pytest.mark.parametrize(("crops", "attaches"), [(4, True), (0, False)])
def test_the_bots_put_a_silo_extension_on_a_new_silo_only_when_the_food_would_overflow(crops: int, attaches: bool) -> None:
    # a tile left aside scores 1 point (rulebook, "Equipo"): it goes on the silo only when
    # the 4 food more it holds are worth more than that
    from game.bots.evaluation.fields_of_green_gain import fog_gain
    from game.bots.evaluation.fields_of_green_weights import WEIGHTS
    from game.rules.fields_of_green.moves import BuildSilo

    state = _building_a_silo(crops)
    plain, extended = BuildSilo((-1, 0)), BuildSilo((-1, 0), "E5")
    assert extended in state.legal_moves()
    worths = []
    for move in (extended, plain):
        after = state.clone()
        after.apply(move)
        worths.append(EVALUATION.worth(after, 0)[0])
    assert (worths[0] > worths[1]) is attaches
    assert (fog_gain(state, extended, WEIGHTS) > fog_gain(state, plain, WEIGHTS)) is attaches
