"""The solo series' games (RULINGS.md): rising targets, the occupations kept from earlier games
in play from the start, the food carried over, the variant's flag read back."""

from __future__ import annotations

import pytest

from game.content.agricola import AgricolaContent
from game.rules.agricola import RULES, new_game, read_position
from game.rules.agricola.series import SeriesGame, carried_food, flag, of, target
from game.rules.core import GameConfig, Rng, play_random_game


def series_game(content: AgricolaContent, game: SeriesGame, seed: int = 3) -> object:
    return new_game(content, GameConfig(1, frozenset({flag(game)})), seed)


def test_the_targets_rise_over_eight_games_then_stay(content: AgricolaContent) -> None:
    numbers = content.tables().numbers
    assert [target(numbers, n) for n in range(1, 11)] == [50, 55, 59, 62, 64, 65, 66, 67, 67, 67]


def test_one_food_is_carried_for_every_two_points_above_the_target() -> None:
    assert [carried_food(score, 55) for score in (50, 55, 56, 57, 60, 61)] == [0, 0, 0, 1, 2, 3]


def test_the_flag_carries_the_game_the_food_and_the_kept_occupations() -> None:
    game = SeriesGame(4, 3, ("o_woodcutter", "o_mason"))
    text = flag(game)
    assert text == "series=4.3.o_woodcutter+o_mason"
    assert of(GameConfig(1, frozenset({text}))) == game
    assert of(GameConfig(1, frozenset({"series"}))) == SeriesGame()
    assert flag(SeriesGame()) == "series"
    RULES.check_config(GameConfig(1, frozenset({text})))


@pytest.mark.parametrize("bad", ["series=0.1", "series=3", "series=3.1.O_X", "series=3.1.a,b", "series=2.1.o_a+"])
def test_a_flag_that_is_no_series_game_is_refused(bad: str) -> None:
    with pytest.raises(ValueError, match="no variant"):
        RULES.check_config(GameConfig(1, frozenset({bad})))


def test_the_kept_occupations_are_in_play_from_the_start_and_not_dealt(content: AgricolaContent) -> None:
    kept = ("o_woodcutter", "o_clay_digger", "o_reed_cutter")
    for seed in range(8):
        state = new_game(content, GameConfig(1, frozenset({flag(SeriesGame(4, 0, kept))})), seed)
        farmer = state.players[0]
        assert farmer.played == list(kept)
        assert not set(kept) & set(farmer.hand)
        assert len(farmer.hand) == 14


def test_the_food_carried_over_is_in_the_supply_at_the_start(content: AgricolaContent) -> None:
    plain = new_game(content, GameConfig(1), 5)
    carried = new_game(content, GameConfig(1, frozenset({"series=2.4"})), 5)
    assert carried.players[0].goods["food"] == plain.players[0].goods["food"] + 4


def test_a_kept_occupation_gives_what_it_gives_on_play_at_the_start(content: AgricolaContent) -> None:
    tables = content.tables()
    giver = next(card for card in tables.deck("occupation", 1) if any(e.verb == "deliver" for e in card.effects))
    effect = next(e for e in giver.effects if e.verb == "deliver")
    good, amount, rounds = (effect.params.name("good"), effect.params.whole("amount"), effect.params.whole("rounds"))
    state = new_game(content, GameConfig(1, frozenset({f"series=2.0.{giver.id}"})), 5)
    waiting = state.players[0].scheduled
    assert [waiting[r].get(good) for r in range(2, 2 + rounds)] == [amount] * rounds


def test_a_card_that_is_no_occupation_cannot_be_kept(content: AgricolaContent) -> None:
    with pytest.raises(ValueError, match="not an occupation"):
        new_game(content, GameConfig(1, frozenset({"series=2.0.m_shovel"})), 5)


def test_the_end_scores_against_the_series_target(content: AgricolaContent) -> None:
    state = new_game(content, GameConfig(1, frozenset({"series=3.0"})), 7)
    play_random_game(state, Rng(7))
    outcome = state.outcome()
    assert outcome is not None and outcome.target == 59 and not outcome.tiers
    assert outcome.winners == ((0,) if outcome.scores[0] >= 59 else ())


def test_a_series_game_reads_back_from_its_position(content: AgricolaContent) -> None:
    state = new_game(content, GameConfig(1, frozenset({"series=5.2.o_woodcutter"})), 9)
    text = state.to_position()
    assert read_position(content, text).to_position() == text
