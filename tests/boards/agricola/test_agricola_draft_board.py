"""The drafting variant at Agricola's table: a button for each card of the hand in front of the
person, hovering one says what it does, a choice made can be taken back, and a whole draft is
played by clicking alone."""

from __future__ import annotations

from collections.abc import Callable

from agricola_table import Table

from game.boards.agricola import help
from game.boards.agricola.card_buttons import card_name
from game.games import load_game_content
from game.rules.agricola import new_game
from game.rules.agricola.moves import DraftBack, DraftPick
from game.rules.agricola.state import AgricolaState
from game.rules.core import GameConfig, Rng

TableFor = Callable[..., Table]


def drafted(players: int = 3, seed: int = 6) -> AgricolaState:
    return new_game(load_game_content("agricola"), GameConfig(players, frozenset({"draft"})), seed)


def test_each_card_of_the_hand_in_front_of_you_is_a_button(table_for: TableFor) -> None:
    state = drafted()
    table = table_for(state, viewer=1)
    assert state.draft is not None
    for card in state.draft.packets[1]:
        assert table.button(f"draft_{card}") is not None
    assert not any(table.button(f"draft_{card}") for card in state.draft.packets[0])
    assert help.prompt(table.board) == "Keep an occupation (1 of 7); the rest goes to P2"


def test_hovering_a_card_button_says_what_the_card_does(table_for: TableFor) -> None:
    state = drafted()
    table = table_for(state, viewer=0)
    assert state.draft is not None
    card = state.draft.packets[0][0]
    rect = table.button(f"draft_{card}")
    assert rect is not None
    tip = table.board.tooltip(rect.center)
    assert tip is not None and tip.startswith(card_name(card, lambda s: s) + ": ") and len(tip) > len(card) + 4


def test_a_choice_made_is_taken_back_with_its_button(table_for: TableFor) -> None:
    state = drafted()
    assert state.draft is not None
    state.apply(DraftPick(2, state.draft.packets[2][0]))
    table = table_for(state, viewer=2)
    assert help.prompt(table.board) == "Your card is chosen: waiting for the others"
    assert table.play_by_hand(DraftBack(2)) == DraftBack(2)


def test_a_whole_draft_is_played_by_clicking_the_buttons_alone(table_for: TableFor) -> None:
    state = drafted(players=3, seed=8)
    table = table_for(state)
    rng = Rng(8)
    while state.draft is not None and state.draft.active:
        decision = state.decision()
        assert decision is not None
        player = rng.choice(list(decision.pending))
        move = rng.choice(state.legal_moves_for(player))
        table.board.show(state.view(player), player, True)
        table.viewer = player
        assert table.play_by_hand(move) == move
        state.apply(move)
    assert all(len(farmer.hand) == 14 for farmer in state.players)
