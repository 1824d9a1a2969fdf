"""Agricola's bots in the full game with cards: every level plays whole games with legal moves
(card plays among them) reading only its view, and the evaluations value a card in play."""

from __future__ import annotations

import pytest
from bots.positions import quick_bot as shared_quick_bot

from game.bots.base import Bot
from game.bots.evaluation.agricola import agricola_worth, deep_worth
from game.bots.evaluation.agricola_cards import cards_worth
from game.bots.evaluation.agricola_farm import farm_worth
from game.games import load_game_content
from game.rules.agricola import AgricolaState, new_game
from game.rules.agricola.moves import PlayCard
from game.rules.core import GameConfig

GAME = "agricola"


def quick_bot(level: str, seed: int) -> Bot:
    """A bot of ``level`` that thinks briefly and without any clock."""
    bot: Bot = shared_quick_bot(GAME, level, seed, hard_iterations=8)
    return bot


def full_game(players: int, seed: int) -> AgricolaState:
    state = new_game(load_game_content(GAME), GameConfig(players, frozenset()), seed)
    assert isinstance(state, AgricolaState)
    return state


@pytest.mark.parametrize(("players", "levels"), [(3, ("random", "easy", "normal")), (5, ("normal", "random", "easy"))])
def test_whole_full_games_are_played_with_legal_moves_and_cards(players: int, levels: tuple[str, ...]) -> None:
    state = full_game(players, 21)
    moves = plays = 0
    while not state.is_over:
        player = state.current_player
        assert player is not None
        move = quick_bot(levels[player % len(levels)], moves).choose(state.view(player))
        assert move in state.legal_moves_for(player)
        plays += isinstance(move, PlayCard)
        state.apply(move)
        moves += 1
    assert plays > 0 and state.outcome() is not None


def test_the_hard_bot_answers_a_card_decision_with_a_card_from_its_hand() -> None:
    state = full_game(2, 4)
    state.apply(next(m for m in state.legal_moves() if str(m) == "go lessons"))
    player = state.current_player
    assert player is not None and state.decision() is not None
    move = quick_bot("hard", 1).choose(state.view(player))
    assert isinstance(move, PlayCard) and move.card in state.players[player].hand


def test_a_card_in_play_is_worth_something_to_the_evaluations() -> None:
    state = full_game(2, 4)
    before = (farm_worth(state, 0), deep_worth(state, 0)[0])
    state.players[0].played.append("o_gleaner")  # grain in every harvest
    assert cards_worth(state, 0) > 0
    assert farm_worth(state, 0) > before[0] and deep_worth(state, 0)[0] > before[1]


def test_a_person_placed_on_the_lessons_is_worth_the_best_card_it_will_play() -> None:
    state = full_game(2, 4)
    state.apply(next(m for m in state.legal_moves() if str(m) == "go lessons"))
    player = state.current_player
    assert player is not None
    plays = [m for m in state.legal_moves() if isinstance(m, PlayCard)]
    assert plays, "the lessons offer the hand's occupations"
    best = -1e9
    for move in plays:
        after = state.clone()
        after.apply(move)
        best = max(best, farm_worth(after, player))
    assert best > farm_worth(state, player)
    assert agricola_worth(state, player)[player] == pytest.approx(best)
