"""Agricola's board and the placement benders: a space another player occupies is lit and
clickable when a card of the player's lets them join it, both people are drawn on it, and its
help names them both."""

from __future__ import annotations

from collections.abc import Callable

from agricola_table import Table

from game.boards.agricola import help
from game.games import load_game_content
from game.rules.agricola import AgricolaState, new_game
from game.rules.agricola.moves import Go
from game.rules.core import GameConfig

TableFor = Callable[..., Table]


def joined_game() -> tuple[AgricolaState, int]:
    """A full 2-player game where the first player stands on the day laborer and the second
    holds the Neighbour's Gate in play; the day laborer's index."""
    state = new_game(load_game_content("agricola"), GameConfig(2, frozenset()), 5)
    assert isinstance(state, AgricolaState)
    first = state.current
    state.players[1 - first].played.append("m_neighbours_gate")
    state.apply(Go("day_laborer"))
    return state, next(i for i, s in enumerate(state.spaces) if s.id == "day_laborer")


def test_an_occupied_space_a_card_opens_is_lit_and_sends_go(table_for: TableFor) -> None:
    state, laborer = joined_game()
    table = table_for(state)
    assert table.board.space_state(laborer) == "lit"
    table.click(table.board.space_rects()[laborer].center)
    assert table.board.take_move() == Go("day_laborer")


def test_two_people_on_a_space_are_both_drawn_and_named(table_for: TableFor) -> None:
    state, laborer = joined_game()
    before = table_for(state, interactive=False)
    rect = before.board.space_rects()[laborer]
    alone = before.paint().subsurface(rect).copy()
    state.apply(Go("day_laborer"))
    table = table_for(state, interactive=False)
    together = table.paint().subsurface(table.board.space_rects()[laborer]).copy()
    # left of the first figure (bottom right), inside the frame: where the second one stands
    beside = [(x, y) for x in range(rect.width // 3, rect.width - rect.height // 3)
              for y in range(rect.height // 2, rect.height - 4)]
    changed = sum(1 for xy in beside if alone.get_at(xy) != together.get_at(xy))
    assert changed > 40, "a second figure beside the first"
    said = help.space_help(table.board, laborer)
    assert "stands here too" in said
