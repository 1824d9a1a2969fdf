"""The table with each real game's own board."""

from __future__ import annotations

from typing import Any

import pytest
from table_helpers import run_frames, seats

from game.games import board_games, board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.core import GameConfig
from game.scenes.table import TableScene
from game.ui.context import UiContext


@pytest.mark.parametrize("game_id", board_games())
def test_two_people_never_see_each_others_things_on_a_real_board(game_id: str, table_ctx: UiContext) -> None:
    # three people, and the game played on to its first private decision: in Fields of Green
    # the draw comes first and is public, and only three or more draft with hidden choices
    setup = MatchSetup(game_id, GameConfig(3), 11, seats("Ana", "Ben", "Chloé"))
    match = Match(setup, load_game_content(game_id), None)
    while not match.state.is_private_decision():
        if match.state.is_over:
            pytest.skip(f"{game_id} has no private decision (everything on its table is open)")
        match.play(match.state.legal_moves()[0], autosave=False)
    table = TableScene(table_ctx, match, board_kit(game_id))
    shown: list[tuple[Any, ...]] = []
    real_show = table.board.show
    table.board.show = lambda view, viewer, interactive: (shown.append((viewer, interactive)),  # type: ignore[method-assign]
                                                          real_show(view, viewer, interactive))[1]
    table_ctx.stack.push(table)
    run_frames(table_ctx.stack)
    assert table.driver.handoff_to == 0
    table.take_screen()
    run_frames(table_ctx.stack)
    assert shown[-1] == (0, True)
