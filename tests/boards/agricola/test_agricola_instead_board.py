"""Agricola's board and a replacement that plays a card: taking the space of a card in play
offers a button for the card's action beside the space's own, and choosing it lights the
hand's cards of that kind at what they cost through the card."""

from __future__ import annotations

import os
from collections.abc import Callable

import pygame
from agricola_table import Table

from game.boards.agricola import hand
from game.games import load_game_content
from game.rules.agricola import AgricolaState, new_game
from game.rules.agricola.moves import Choose, Go, PlayCard
from game.rules.core import GameConfig

TableFor = Callable[..., Table]


def night_school_game() -> AgricolaState:
    """A full 2-player game whose first player has the Night School in play, an occupation
    in hand, food to pay for it, and has just taken the day laborer."""
    state = new_game(load_game_content("agricola"), GameConfig(2, frozenset()), 5)
    assert isinstance(state, AgricolaState)
    farmer = state.players[state.current]
    farmer.played.append("m_night_school")
    farmer.goods["food"] = 3
    state.apply(Go("day_laborer"))
    return state


def test_the_card_s_action_is_a_button_beside_the_space_s_own(table_for: TableFor) -> None:
    state = night_school_game()
    table = table_for(state)
    own = len(state.spaces[state.progress.space].parts) if state.progress else 0
    assert Choose(own, "occupation") in state.legal_moves()
    labels = [b.label for b in table.board.controls]
    # the card named where that fits the band: "instead" is dropped first
    assert "Occupation, 1 food (Night School)" in labels, labels
    assert table.play_by_hand(Choose(own, "occupation")) == Choose(own, "occupation")


def test_in_spanish_the_card_keeps_its_name_and_drops_the_cost_where_the_whole_does_not_fit(
        table_for: TableFor) -> None:
    state = night_school_game()
    labels = [b.label for b in table_for(state, language="es").board.controls]
    assert "Ocupación (Escuela nocturna)" in labels, labels


def test_choosing_it_lights_the_occupations_of_the_hand_at_one_food(table_for: TableFor, tmp_path: object) -> None:
    state = night_school_game()
    own = len(state.spaces[state.progress.space].parts) if state.progress else 0
    state.apply(Choose(own, "occupation"))
    table = table_for(state, language="es")
    lit = [card for card in hand.laid_out(table.board) if card.state == "lit"]
    occupations = {c for c in state.players[state.current].hand if state.tables.card(c).kind == "occupation"}
    assert lit and {card.card for card in lit} == occupations
    assert all(card.cost_now == (("food", 1),) for card in lit)
    assert {card.card for card in lit} == {m.card for m in state.legal_moves() if isinstance(m, PlayCard)}
    if os.environ.get("TABLERO_SHOTS"):  # a picture to look at: TABLERO_SHOTS=folder
        pygame.image.save(table.paint(), os.path.join(os.environ["TABLERO_SHOTS"], "night_school_es.png"))
