"""The board and cards that are fields: while sowing, a card that is a field is clicked like a
field of the farmyard (sown at once when one crop may go on it, else picked and its crop
chosen by the buttons), and the crops growing on a card lie on its chip."""

from __future__ import annotations

from collections.abc import Callable

from agricola_table import Table
from rules.agricola.agricola_helpers import put_in_play

from game.boards.agricola.tableau import chip_rect, on_card, sowable
from game.games import load_game_content
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Go, SowCard
from game.rules.agricola.setup import new_game
from game.rules.agricola.state import AgricolaState
from game.rules.core import GameConfig

TableFor = Callable[..., Table]
ME = 0


def start_sowing(state: AgricolaState, player: int) -> None:
    """Put the sowing round card on the board and send the player's person there (the bake
    being impossible, the sowing starts at once)."""
    space = next(s for s in state.deck if s.id == "grain_utilization")
    state.spaces.append(space)
    state.taken.append(-1)
    state.stock.append({})
    state.phase, state.current, state.progress = Phase.WORK, player, None
    state.apply(Go(space.id))


def _sowing(*played: str, grain: int = 2, vegetable: int = 2) -> AgricolaState:
    state = new_game(load_game_content("agricola"), GameConfig(2, frozenset()), 5)
    farmer = state.players[ME]
    put_in_play(state, ME, *played)
    farmer.goods.update(grain=grain, vegetable=vegetable)
    start_sowing(state, ME)
    return state


def _click_chip(table: Table, card: str) -> None:
    rect = chip_rect(table.board, card, ME)
    assert rect is not None, f"{card} has no chip"
    table.click(rect.center)


def test_a_card_growing_one_crop_is_sown_by_clicking_its_chip(table_for: TableFor) -> None:
    table = table_for(_sowing("m_bean_patch"))
    assert sowable(table.board) == {"m_bean_patch"}
    _click_chip(table, "m_bean_patch")
    assert table.board.take_move() == SowCard("m_bean_patch", "vegetable")


def test_a_card_growing_either_crop_is_picked_then_its_crop_chosen(table_for: TableFor) -> None:
    table = table_for(_sowing("m_walled_garden"))
    _click_chip(table, "m_walled_garden")
    assert table.board.picked_card == "m_walled_garden"
    table.press("sow_grain")
    assert table.board.take_move() == SowCard("m_walled_garden", "grain")


def test_the_crops_on_a_card_lie_on_its_chip(table_for: TableFor) -> None:
    state = _sowing("m_walled_garden", "m_cold_frame")
    state.players[ME].patches["m_walled_garden"] = (("grain", 2), ("vegetable", 1))
    table = table_for(state)
    shown = table.board.shown.players[ME]
    assert on_card(shown, "m_walled_garden") == {"grain": 2, "vegetable": 1}
    assert on_card(shown, "m_cold_frame") is None
    table.paint()


def test_the_prompt_names_the_cards_that_are_fields_while_one_may_be_sown(table_for: TableFor) -> None:
    from game.boards.agricola.help import prompt

    table = table_for(_sowing("m_walled_garden"))
    assert "card that is a field" in prompt(table.board)
    _click_chip(table, "m_walled_garden")
    assert prompt(table.board) == "Sow Walled Garden: grain or vegetable?"
