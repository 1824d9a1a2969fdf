"""The hard bot's ranking for the hint: its choice first, the next best after it, each with the
margin in points it expects; carried back from the worker process like the move."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from bots.positions import advance, new_real_game
from bots.sums_game import SUMS_EVALUATION, Draw, Fulfil, new_sums, rich_contract_position

from game.bots import Bot, BotRunner, ladder
from game.bots.base import SUGGESTIONS, Suggestion
from game.bots.evaluation.base import lead_of_reward, utilities
from game.bots.ismcts import HardBot
from game.bots.paired import Comparison
from game.bots.worker import stop_worker
from game.games import bot_kit
from game.rules.core import Rng, State

PATIENCE = 60.0
"""Seconds a worker may take to start and answer on a loaded machine."""


@pytest.fixture(autouse=True)
def _no_worker_left() -> Iterator[None]:
    yield
    stop_worker()


def position_with_choices() -> State:
    state = new_sums(21)
    rng = Rng(8)
    while len(state.legal_moves()) < 3 or not any(isinstance(m, Fulfil) for m in state.legal_moves()):
        state.apply(rng.choice(state.legal_moves()))
    return state


def tree_bot(seed: int = 3) -> HardBot:
    return HardBot(seed, evaluation=SUMS_EVALUATION, iterations=300, plan_time=None)


def paired_bot(seed: int = 2, **knobs: object) -> HardBot:
    return HardBot(seed, evaluation=SUMS_EVALUATION, iterations=300, plan_time=None, paired=True, min_worlds=6,
                   **knobs)


def test_the_tree_searchs_first_suggestion_is_the_move_it_plays_then_two_other_legal_moves() -> None:
    state = position_with_choices()
    view = state.view(state.player)
    bot = tree_bot()
    move = bot.choose(view)
    ranking = bot.last_ranking
    assert len(ranking) == SUGGESTIONS
    assert ranking[0].move == move
    assert len({s.move for s in ranking}) == SUGGESTIONS
    assert all(s.move in state.legal_moves() for s in ranking)


def test_the_tree_ranks_the_other_moves_by_how_often_it_tried_them() -> None:
    state = position_with_choices()
    bot = tree_bot()
    bot.choose(state.view(state.player))
    tried = [s.playouts for s in bot.last_ranking[1:]]
    assert tried == sorted(tried, reverse=True)
    assert sum(s.playouts for s in bot.last_ranking) <= bot.last_iterations


def test_the_same_seed_gives_the_same_hint() -> None:
    state = position_with_choices()
    view = state.view(state.player)
    first, second = tree_bot(5), tree_bot(5)
    first.choose(view)
    second.choose(view)
    assert first.last_ranking == second.last_ranking


def test_a_far_better_move_comes_first_with_the_highest_value_and_margin_in_both_searches() -> None:
    view = rich_contract_position().view(0)
    for bot in (tree_bot(), paired_bot()):
        move = bot.choose(view)
        best, *others = bot.last_ranking
        assert move == best.move == Fulfil(1, (4, 5, 5))
        assert best.value is not None and best.margin is not None
        assert all(o.value is not None and o.value < best.value for o in others)
        assert all(o.margin is not None and o.margin < best.margin for o in others)


def test_the_paired_searchs_first_suggestion_is_its_choice_even_where_the_plan_stands() -> None:
    # a switch confidence no leader can reach: the plan's first choice is always played
    view = position_with_choices().view(0)
    bot = paired_bot(switch_confidence=1e9)
    move = bot.choose(view)
    assert bot.last_ranking[0].move == move
    values = [s.value for s in bot.last_ranking[1:] if s.value is not None]
    assert values == sorted(values, reverse=True)


def test_the_comparisons_ranking_orders_the_others_by_mean_reward_with_margins_falling_alike() -> None:
    planned, strong, weak, dropped = Draw(), Fulfil(1, (4, 5, 5)), Fulfil(2, (1, 3)), Fulfil(0, (2, 2))
    comparison = Comparison([planned, weak, strong, dropped], me=0)
    comparison.rewards = {planned: [0.5, 0.6], strong: [0.8, 0.7], weak: [0.55, 0.5], dropped: [0.1]}
    comparison.leads = {planned: [0.0, 4.0], strong: [14.0, 8.0], weak: [1.0, 0.0], dropped: [-22.0]}
    comparison.alive = [planned, weak, strong]
    ranking = comparison.ranking(planned, 3)
    assert [s.move for s in ranking] == [planned, strong, weak]
    assert [s.margin for s in ranking] == [2.0, 11.0, 0.5]
    assert [s.playouts for s in ranking] == [2, 2, 2]
    others = ranking[1:]
    assert [s.value for s in others] == sorted((s.value for s in others), reverse=True)
    assert [s.margin for s in others] == sorted((s.margin for s in others), reverse=True)  # type: ignore[type-var]
    everyone = comparison.ranking(planned, 9)
    assert everyone[-1] == Suggestion(dropped, 0.1, -22.0, 1)


def test_a_reward_turns_back_into_the_lead_it_came_from_within_three_scales() -> None:
    for lead in (-12.0, -2.5, 0.0, 4.5, 20.0):
        reward = 1.0 / (1.0 + math.exp(-lead / 10.0))
        assert lead_of_reward(reward, 10.0) == pytest.approx(lead)
    assert lead_of_reward(1.0, 10.0) == 30.0
    assert lead_of_reward(0.0, 10.0) == -30.0
    assert lead_of_reward(0.999999, 10.0) == 30.0


def test_the_rewards_the_search_uses_are_unchanged_by_keeping_the_leads() -> None:
    state = position_with_choices()
    rewards = utilities(state, 0, SUMS_EVALUATION)
    assert rewards == [1.0 / (1.0 + math.exp(-lead / SUMS_EVALUATION.scale)) for lead in _leads(state)]


def _leads(state: State) -> list[float]:
    worths = SUMS_EVALUATION.worth(state, 0)
    return [w - max(x for q, x in enumerate(worths) if q != p) for p, w in enumerate(worths)]


def test_a_bot_that_does_not_rank_suggests_only_its_move() -> None:
    state = position_with_choices()
    bot = Bot(4)
    move = bot.choose(state.view(state.player))
    assert bot.last_ranking == [Suggestion(move)]


def test_a_lone_legal_move_is_the_whole_ranking() -> None:
    state = position_with_choices()
    view = state.view(state.player)
    bot = tree_bot()
    only = view.legal_moves()[0]
    view.legal_moves_for = lambda player: [only]  # type: ignore[method-assign]
    assert bot.choose(view) == only
    assert bot.last_ranking == [Suggestion(only)]


@pytest.mark.parametrize("game_id", ["porto", "agricola"])
def test_the_worker_brings_back_three_suggestions_led_by_the_move_it_plays(game_id: str) -> None:
    state = advance(new_real_game(game_id, 41), 12, 3)
    while len(state.legal_moves()) < 3:
        state.apply(state.legal_moves()[0])
    player = state.current_player
    assert player is not None
    runner = BotRunner(ladder.make("hard", 9, bot_kit(game_id), playouts=300))
    runner.start(state.view(player))
    move = runner.wait(PATIENCE)
    assert runner.in_process
    ranking = runner.ranking
    assert len(ranking) == SUGGESTIONS
    assert ranking[0].move == move
    assert all(s.margin is not None for s in ranking)


def test_a_runner_thinking_in_a_thread_carries_the_ranking_too() -> None:
    state = position_with_choices()
    runner = BotRunner(tree_bot(), use_process=False)
    runner.start(state.view(state.player))
    move = runner.wait(PATIENCE)
    assert not runner.in_process
    assert [s.move for s in runner.ranking][:1] == [move]
    assert len(runner.ranking) == SUGGESTIONS
