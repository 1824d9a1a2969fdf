"""The ``table_for`` fixture: an Agricola board over real rules, headless (its helpers are in
:mod:`agricola_table`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from agricola_table import BOARD_RECT, Table, seats

from game.boards.agricola import KIT, AgricolaBoard
from game.context import build_context
from game.games import load_game_content
from game.match_setup import MatchSetup, Seat
from game.rules.agricola.state import AgricolaState
from game.scenes.stack import SceneStack
from game.settings import Settings


@pytest.fixture
def table_for() -> Callable[..., Table]:
    """``table_for(state, viewer=..., interactive=True, language="en", size=...)``: a board
    showing ``state`` to ``viewer`` (the player to move by default; ``None``: nobody's)."""

    def make(state: AgricolaState, viewer: int | None | str = "current", interactive: bool = True,
             language: str = "en", size: tuple[int, int] = (1366, 768)) -> Table:
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_mode(size)
        ctx = build_context(SceneStack(size), Settings(language=language, window_size=size), on_start=lambda s: None)
        players = state.num_players
        setup = MatchSetup("agricola", state.config, 1, tuple(Seat("human", f"P{i}") for i in range(players)))
        board = KIT.board_view(ctx, setup, load_game_content("agricola"), seats(players))
        assert isinstance(board, AgricolaBoard)
        rect = BOARD_RECT if size == (1366, 768) else pygame.Rect(0, 0, *size).inflate(-size[0] // 4, -size[1] // 7)
        board.layout(rect)
        who = state.current_player if viewer == "current" else viewer
        assert who is None or isinstance(who, int)
        board.show(state.view(who if who is not None else 0), who, interactive)
        return Table(board, state, who)

    return make
