"""The hard bot's search: bounded by its iteration cap and its clock, stoppable, and sane."""

from __future__ import annotations

import threading

import pytest
from bots.positions import quick_bot, sample_positions
from bots.sums_game import SUMS_EVALUATION, Fulfil, new_sums, rich_contract_position

from game.bots import Progress, ismcts
from game.bots.evaluation import porto
from game.bots.ismcts import HardBot
from game.rules.core import Rng


def position_with_choices():  # type: ignore[no-untyped-def]
    state = new_sums(21)
    rng = Rng(8)
    while not any(isinstance(m, Fulfil) for m in state.legal_moves()):
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_the_search_stops_at_its_iteration_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ismcts, "_settled", lambda root, remaining: False)
    state = position_with_choices()
    bot = HardBot(3, evaluation=SUMS_EVALUATION, time_budget=None, iterations=77, plan_time=None)
    bot.choose(state.view(state.player))
    assert bot.last_iterations == 77


def test_a_settled_choice_ends_the_search_sooner_with_the_same_move(monkeypatch: pytest.MonkeyPatch) -> None:
    state = rich_contract_position()
    settled = HardBot(2, evaluation=SUMS_EVALUATION, time_budget=None, iterations=2000, plan_time=None)
    early = settled.choose(state.view(0))
    monkeypatch.setattr(ismcts, "_settled", lambda root, remaining: False)
    full = HardBot(2, evaluation=SUMS_EVALUATION, time_budget=None, iterations=2000, plan_time=None)
    assert full.choose(state.view(0)) == early
    assert full.last_iterations == 2000
    assert settled.last_iterations < 2000


def test_a_choice_is_settled_only_when_no_other_move_could_catch_up() -> None:
    root = ismcts.Edge(-1)
    for move, visits in (("a", 50), ("b", 30), ("c", 5)):
        root.children[move] = ismcts.Edge(0)  # type: ignore[index]
        root.children[move].visits = visits  # type: ignore[index]
    assert ismcts._settled(root, 19)
    assert not ismcts._settled(root, 20)


def test_a_tiny_time_budget_ends_the_search_early() -> None:
    state = position_with_choices()
    bot = HardBot(3, evaluation=SUMS_EVALUATION, time_budget=0.0, iterations=10_000)
    move = bot.choose(state.view(state.player))
    assert bot.last_iterations < 10_000
    assert move in state.legal_moves()


def test_a_cancelled_search_still_answers_with_a_legal_move() -> None:
    state = position_with_choices()
    cancel = threading.Event()
    cancel.set()
    bot = HardBot(
        3, evaluation=SUMS_EVALUATION, time_budget=None, iterations=10_000, plan_time=None
    )
    move = bot.choose(state.view(state.player), cancel=cancel)
    assert bot.last_iterations == 0
    assert move in state.legal_moves()


def test_progress_climbs_to_complete() -> None:
    state = position_with_choices()
    seen: list[Progress] = []
    bot = HardBot(3, evaluation=SUMS_EVALUATION, time_budget=None, iterations=200, plan_time=None)
    bot.choose(state.view(state.player), report=seen.append)
    fractions = [p.fraction for p in seen]
    assert fractions == sorted(fractions)
    assert fractions[-1] == 1.0
    assert seen[-1].note == f"{bot.last_iterations} playouts"


def test_the_hard_bot_takes_a_contract_worth_far_more_than_the_others() -> None:
    state = rich_contract_position()
    bot = HardBot(2, evaluation=SUMS_EVALUATION, time_budget=None, iterations=300, plan_time=None)
    assert bot.choose(state.view(0)) == Fulfil(1, (4, 5, 5))



@pytest.mark.parametrize("name", ["sums-7", "fields_of_green-7", "fields_of_green-30", "porto-7", "porto-30"])
def test_keeping_the_moves_met_at_each_node_changes_neither_the_move_nor_any_count(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = dict(sample_positions())[name]
    player = state.current_player
    assert player is not None
    game_id = name.rsplit("-", 1)[0]
    monkeypatch.setattr(ismcts, "_settled", lambda root, remaining: False)

    def think() -> tuple[object, ...]:
        if game_id == "sums":
            bot = HardBot(5, evaluation=SUMS_EVALUATION, iterations=300, plan_time=None)
        elif game_id == "porto":  # Porto's hard bot now compares its candidates: the tree it searched
            bot = HardBot(5, evaluation=porto.LEARNED_EVALUATION, iterations=300, plan_time=None, search=porto.TREE)
        else:
            bot = quick_bot(game_id, "hard", 5, hard_iterations=300)
        move = bot.choose(state.view(player))
        return move, bot.last_iterations, bot.last_ranking

    kept = think()
    monkeypatch.setattr(ismcts, "KEEP_NODE_MOVES", False)
    assert think() == kept
