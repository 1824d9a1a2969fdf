"""Climb, the suite's solo game: one player, a target score, a win or a loss."""

from __future__ import annotations

from contract.solo_climb import ClimbContent, Skip, Stop, Take, new_game, read_position

from game.rules.core import GameConfig

CONTENT = ClimbContent()


def position(pile: str, deck: str = "1 2", variants: str = "-") -> str:
    return (
        f"climb turn=3 end=- variants={variants} viewer=-\ndeck {deck}\npile {pile}\n"
        "discard -\nrng 5\n"
    )


def test_one_player_decides_every_turn_and_may_stop() -> None:
    state = new_game(CONTENT, GameConfig(1), seed=2)
    decision = state.decision()
    assert decision is not None and decision.players == (0,) and decision.can_stop
    assert state.legal_moves() == [Take(), Skip(), Stop()]


def test_reaching_the_target_is_a_win() -> None:
    state = read_position(CONTENT, position("6 5"))
    state.apply(Stop())
    outcome = state.outcome()
    assert outcome is not None and outcome.solo
    assert outcome.scores == (11,) and outcome.target == 12 and outcome.winners == ()
    state = read_position(CONTENT, position("6 5"))
    state.apply(Take())
    state.apply(Stop())
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (13,) and outcome.winners == (0,)


def test_the_high_target_variant_needs_more_points() -> None:
    state = read_position(CONTENT, position("6 5", variants="high_target"))
    state.apply(Take())
    state.apply(Stop())
    outcome = state.outcome()
    assert outcome is not None and outcome.target == 16 and outcome.winners == ()


def test_the_view_hides_the_deck_below_the_face_up_card() -> None:
    state = new_game(CONTENT, GameConfig(1), seed=2)
    deck = next(line for line in state.view(0).to_position().splitlines() if line.startswith("deck"))
    *hidden, face_up = deck.split()[1:]
    assert set(hidden) == {"?"} and face_up == str(state.deck[-1])
