"""The ladder climbs: on the Sums test game, easy and hard clearly beat random.

Every game and every bot is seeded, so these results are fixed; the thresholds leave room
for the luck of the draw in a short series.
"""

from __future__ import annotations

from bots.sums_game import SUMS_EVALUATION, new_sums

from game.bots import Bot, make_bot
from game.bots.ladder import make


def wins_of_first_against_second(first: Bot, second: Bot, games: int) -> float:
    """``first``'s share of wins over ``games`` games of Sums, seats swapped every game."""
    total = 0.0
    for number in range(games):
        state = new_sums(1000 + number)
        seats = (first, second) if number % 2 == 0 else (second, first)
        me = number % 2
        while not state.is_over:
            player = state.current_player
            assert player is not None
            state.apply(seats[player].choose(state.view(player)))
        outcome = state.outcome()
        assert outcome is not None
        if me in outcome.winners:
            total += 1.0 / len(outcome.winners)
    return total / games


def test_easy_beats_random_most_of_the_time() -> None:
    share = wins_of_first_against_second(
        make("easy", 1, time_limit=None, evaluation=SUMS_EVALUATION),
        make_bot("random", 2),
        games=60,
    )
    assert share >= 0.6


def test_hard_beats_random_clearly() -> None:
    share = wins_of_first_against_second(
        make(
            "hard", 1, time_budget=None, iterations=40, plan_time=None, evaluation=SUMS_EVALUATION
        ),
        make_bot("random", 2),
        games=20,
    )
    assert share >= 0.75
