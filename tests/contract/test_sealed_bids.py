"""Bids, the suite's simultaneous game: choices hidden until everyone has picked, taken back
before that, then revealed together; and, played alone, its solo game with a target."""

from __future__ import annotations

import pytest
from contract.sealed_bids import BIDS_RULES, BidsContent, BidsState, Pick, TakeBack

from game.rules.core import CHOICES_REVEALED, ROUND_STARTED, GameConfig, IllegalMove, Outcome

CONTENT = BidsContent()


def test_everyone_decides_at_once_and_the_pending_players_are_named() -> None:
    state = BidsState.new_game(CONTENT, GameConfig(3), seed=1)
    state.apply(Pick(1, 4))
    decision = state.decision()
    assert decision is not None and decision.simultaneous and decision.kind == "pick_number"
    assert decision.players == (0, 1, 2) and decision.pending == (0, 2)
    assert state.current_player == 0
    assert state.legal_moves_for(1) == [TakeBack(1)]
    assert Pick(2, 5) in state.legal_moves_for(2)
    assert state.mover(Pick(2, 5)) == 2


def test_a_pending_choice_is_hidden_in_the_other_players_views_only() -> None:
    state = BidsState.new_game(CONTENT, GameConfig(3), seed=1)
    events = state.apply(Pick(1, 4))
    assert "choices - 4 -" in state.view(1).to_position()
    assert "choices - ? -" in state.view(0).to_position()
    private = [e for e in events if e.kind == "number_picked"]
    assert private and not private[0].visible_for(0) and private[0].visible_for(1)


def test_a_player_may_take_a_choice_back_and_pick_again_until_everyone_has_picked() -> None:
    state = BidsState.new_game(CONTENT, GameConfig(2), seed=1)
    state.apply(Pick(0, 5))
    with pytest.raises(IllegalMove, match="take it back first"):
        state.clone().apply(Pick(0, 3))
    assert [e.kind for e in state.apply(TakeBack(0))] == ["choice_taken_back"]
    assert state.decision() is not None and state.decision().pending == (0, 1)  # type: ignore[union-attr]
    state.apply(Pick(0, 3))
    events = state.apply(Pick(1, 3))
    with pytest.raises(IllegalMove, match="no choice to take back"):
        state.clone().apply(TakeBack(0))
    assert events[-1].kind == ROUND_STARTED and state.round_number == 2


def test_the_last_choice_reveals_every_choice_and_only_unique_numbers_score() -> None:
    state = BidsState.new_game(CONTENT, GameConfig(3), seed=1)
    state.apply(Pick(0, 5))
    state.apply(Pick(1, 5))
    events = state.apply(Pick(2, 2))
    reveal = next(e for e in events if e.kind == CHOICES_REVEALED)
    assert reveal.args["choices"] == ("5", "5", "2") and reveal.reveals
    assert state.scores() == (0, 0, 2)
    assert "choices - - -" in state.view(0).to_position()


def last_solo_pick(points: int, number: int, variants: str = "") -> Outcome:
    """The outcome once a lone player with ``points`` picks ``number`` in the last round."""
    state = BidsState.from_position(
        CONTENT, f"players 1\nvariants {variants}\nviewer -\nround 3 over 0\nchoices -\n"
        f"points {points}\nrng 5\n"
    )
    state.apply(Pick(0, number))
    outcome = state.outcome()
    assert outcome is not None and outcome.solo
    return outcome


def test_a_player_alone_decides_every_round_and_not_at_the_same_time_as_anyone() -> None:
    state = BidsState.new_game(CONTENT, GameConfig(1), seed=2)
    decision = state.decision()
    assert decision is not None and not decision.simultaneous
    assert decision.players == decision.pending == (0,)
    assert state.legal_moves() == [Pick(0, n) for n in CONTENT.numbers]


def test_alone_every_pick_scores_at_once_and_nothing_is_revealed() -> None:
    state = BidsState.new_game(CONTENT, GameConfig(1), seed=2)
    events = state.apply(Pick(0, 5))
    assert [e.kind for e in events] == ["number_chosen", "number_picked", "scored", ROUND_STARTED]
    assert not any(e.reveals for e in events)
    assert state.scores() == (5,) and state.round_number == 2


def test_reaching_the_target_alone_is_a_win() -> None:
    short = last_solo_pick(8, 3)
    assert short.scores == (11,) and short.target == 12 and short.winners == ()
    reached = last_solo_pick(8, 4)
    assert reached.scores == (12,) and reached.winners == (0,)


def test_the_high_target_variant_needs_more_points_and_is_for_one_player_only() -> None:
    outcome = last_solo_pick(8, 5, variants="high_target")
    assert outcome.scores == (13,) and outcome.target == 16 and outcome.winners == ()
    with pytest.raises(ValueError, match="for \\(1,\\) players"):
        BIDS_RULES.check_config(GameConfig(2, frozenset({"high_target"})))
