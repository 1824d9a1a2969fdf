"""Candidates compared on the same imagined worlds: the clearly worse ones drop out early."""

from __future__ import annotations

from bots.sums_game import SUMS_EVALUATION, Draw, Fulfil, rich_contract_position

from game.bots.ismcts import HardBot
from game.bots.paired import Comparison, compare
from game.bots.playouts import play_out
from game.bots.search_settings import SearchSettings
from game.rules.core import Rng

SETTINGS = SearchSettings(paired=True, rollout_moves=4, min_worlds=6, max_worlds=60)


def test_the_rich_contract_outlasts_every_other_candidate() -> None:
    state = rich_contract_position()
    view = state.view(0)
    candidates = view.legal_moves()
    result = compare(view, candidates, SETTINGS, SUMS_EVALUATION, Rng(4), lambda _c: False)
    assert result.leader() == Fulfil(1, (4, 5, 5))
    assert len(result.alive) < len(candidates)
    assert result.rounds < SETTINGS.max_worlds


def test_a_comparison_told_to_stop_at_once_keeps_the_best_prior() -> None:
    view = rich_contract_position().view(0)
    candidates = [Draw(), *[m for m in view.legal_moves() if m != Draw()]]
    result = compare(view, candidates, SETTINGS, SUMS_EVALUATION, Rng(4), lambda _c: True)
    assert result.playouts == 0
    assert result.leader() == Draw()


def test_a_paired_hard_bot_takes_the_rich_contract_within_its_cap() -> None:
    state = rich_contract_position()
    bot = HardBot(
        2,
        evaluation=SUMS_EVALUATION,
        time_budget=None,
        iterations=300,
        plan_time=None,
        paired=True,
        min_worlds=6,
    )
    assert bot.choose(state.view(0)) == Fulfil(1, (4, 5, 5))
    assert 0 < bot.last_iterations <= 300 + len(state.legal_moves())


def comparison_with(planned: list[float], rival: list[float]) -> Comparison:
    """A comparison of the plan's first choice (``Draw``) and a rival with these rewards."""
    rival_move = Fulfil(1, (4, 5, 5))
    comparison = Comparison([Draw(), rival_move], me=0)
    comparison.rewards = {Draw(): planned, rival_move: rival}
    comparison.rounds = len(planned)
    return comparison


def test_noise_alone_does_not_overturn_the_plan() -> None:
    comparison = comparison_with([0.5, 0.6, 0.4, 0.5, 0.7], [0.55, 0.58, 0.45, 0.49, 0.72])
    assert comparison.leader() == Fulfil(1, (4, 5, 5))
    assert comparison.choice(None) == Fulfil(1, (4, 5, 5))
    assert comparison.choice(2.0) == Draw()


def test_a_rival_clearly_ahead_of_the_plan_is_played() -> None:
    comparison = comparison_with([0.5, 0.6, 0.4, 0.5, 0.7], [0.6, 0.72, 0.49, 0.61, 0.8])
    assert comparison.choice(2.0) == Fulfil(1, (4, 5, 5))


def test_a_playout_counting_turns_from_the_decider_stops_where_a_turn_ending_move_already_passed_it() -> None:
    state = rich_contract_position()
    state.apply(Draw())  # player 0 ended the turn: player 1 moves
    assert state.current_player == 1
    settings = SearchSettings(rollout_moves=20, rollout_turns=1)
    from_whoever = play_out(state.clone(), settings, SUMS_EVALUATION, Rng(3))
    from_decider = play_out(state.clone(), settings, SUMS_EVALUATION, Rng(3), mover=0)
    # counted from player 1, the playout plays player 1's turn; from player 0, the turn
    # has already passed once and nothing more is played
    assert from_decider.to_position() == state.to_position()
    assert from_whoever.to_position() != state.to_position()


def paired_bot(**knobs: object) -> HardBot:
    return HardBot(2, evaluation=SUMS_EVALUATION, plan_time=None, paired=True, min_worlds=4, **knobs)


def test_a_close_decision_gets_the_grown_budget_and_a_clear_one_does_not() -> None:
    view = rich_contract_position().view(0)
    # no candidate can fall clearly behind (confidence 1000): the decision stays open
    open_base = paired_bot(playouts=40, confidence=1000.0)
    open_base.choose(view)
    open_grown = paired_bot(playouts=40, confidence=1000.0, close_budget=3.0)
    open_grown.choose(view)
    assert 40 <= open_base.last_iterations < 40 + len(view.legal_moves())
    assert 120 <= open_grown.last_iterations < 120 + len(view.legal_moves())
    # every candidate behind the leader at all drops at the fourth world: settled at once
    clear = paired_bot(playouts=400, confidence=0.0, close_budget=3.0)
    clear.choose(view)
    assert clear.last_iterations <= 4 * len(view.legal_moves())
