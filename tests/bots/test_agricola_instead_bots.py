"""Agricola's bots and the replacement actions (``space_instead``): the cards' prospects are
of the deck's kind, and the bots take a card's action instead of a space's own when it brings
more (a whole house renovated on the clay pit rather than its one clay)."""

from __future__ import annotations

import statistics

import pytest
from bots.positions import quick_bot

from game.bots.evaluation.agricola_cards import card_prospect
from game.games import load_game_content
from game.rules.agricola import AgricolaState, new_game
from game.rules.agricola.moves import Choose, Go
from game.rules.core import GameConfig

GAME = "agricola"
CARDS = ("m_furrow_sled", "m_post_driver", "m_reed_shelter", "m_mortar_trough")


def _game(seed: int = 1) -> AgricolaState:
    state = new_game(load_game_content(GAME), GameConfig(2, frozenset()), seed)
    assert isinstance(state, AgricolaState)
    return state


@pytest.mark.parametrize("round_", [2, 8])
def test_the_replacement_cards_are_worth_about_what_the_other_minors_are(round_: int) -> None:
    state = _game()
    state.round = round_
    minors = sorted(card_prospect(state, 0, c.id) for c in state.tables.cards if c.kind == "minor")
    low, high = minors[len(minors) // 10], minors[-len(minors) // 10]
    for card in CARDS:
        assert low <= card_prospect(state, 0, card) <= high, card
    assert statistics.median(card_prospect(state, 0, c) for c in CARDS) > 0


def test_a_replacement_loses_its_worth_once_the_farm_has_made_every_such_build() -> None:
    state = _game()
    state.round = 5
    fresh = card_prospect(state, 0, "m_mortar_trough")
    state.players[0].farm.house = "stone"
    assert card_prospect(state, 0, "m_mortar_trough") < fresh


def _renovation_at_hand() -> tuple[AgricolaState, int]:
    """The Mortar Trough's owner on the clay pit, four wooden rooms and the goods to renovate."""
    state = _game()
    state.round = 10
    player = state.current
    farmer = state.players[player]
    farmer.played.append("m_mortar_trough")
    farmer.farm.rooms |= 0b11 << 10 | 0b1 << 5 | 0b1
    farmer.people = 4
    farmer.goods.update(clay=5, reed=1)
    state.apply(Go("clay_pit"))
    return state, player


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_bots_renovate_instead_of_taking_one_clay_when_the_house_gains_points(level: str) -> None:
    state, player = _renovation_at_hand()
    assert state.players[player].farm.room_count() == 4
    renovate = Choose(1, "renovate")
    assert renovate in state.legal_moves() and Choose(0, "stock") in state.legal_moves()
    assert quick_bot(GAME, level, 3, hard_iterations=8).choose(state.view(player)) == renovate


def test_the_easy_bot_renovates_there_more_often_than_not() -> None:
    # the easy bot's noise and blunders make any one seed a coin it may lose (14 of 20 seeds
    # renovate on this deck)
    state, player = _renovation_at_hand()
    chose = [quick_bot(GAME, "easy", seed, hard_iterations=0).choose(state.view(player)) for seed in range(20)]
    assert chose.count(Choose(1, "renovate")) >= 11
