"""A Fields of Green board view over real rules, headless, and helpers to point and click."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.boards.base import SeatLook  # noqa: E402
from game.boards.fields_of_green import KIT, FogBoard  # noqa: E402
from game.context import build_context  # noqa: E402
from game.games import load_game_content  # noqa: E402
from game.match_setup import MatchSetup, Seat  # noqa: E402
from game.rules.core import GameConfig, Move, Rng  # noqa: E402
from game.rules.fields_of_green import new_game  # noqa: E402
from game.rules.fields_of_green.moves import AutoHarvest, Build  # noqa: E402
from game.rules.fields_of_green.state import FogState  # noqa: E402
from game.scenes.stack import SceneStack  # noqa: E402
from game.settings import Settings  # noqa: E402

BOARD_RECT = pygame.Rect(10, 68, 1004, 652)
"""About the board region the table gives at 1366 x 768."""


def grown(moves: list[Move]) -> list[Move]:
    """The moves a growing farm prefers: building, and paying the harvest."""
    return [m for m in moves if isinstance(m, Build | AutoHarvest)] or moves


def play_until(seed: int, players: int, want: Callable[[FogState], bool], limit: int = 2000) -> FogState:
    """A game from ``seed`` (building whenever it can) stopped at the first position ``want``
    accepts."""
    state = new_game(load_game_content("fields_of_green"), GameConfig(players=players), seed)
    rng = Rng(seed + 17)
    for _ in range(limit):
        if want(state):
            return state
        moves = state.legal_moves()
        if not moves:
            break
        state.apply(rng.choice(grown(moves)))
    raise LookupError(f"no wanted position from seed {seed}")


@dataclass
class Table:
    """A board showing ``state`` to ``viewer``."""

    board: FogBoard
    state: FogState
    viewer: int | None

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))

    def hover(self, pos: tuple[int, int]) -> None:
        self.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def paint(self) -> pygame.Surface:
        surface = pygame.Surface((1366, 768))
        self.board.draw(surface)
        return surface


def seats(players: int) -> list[SeatLook]:
    colours = [((60, 110, 190), "circle"), ((230, 150, 40), "triangle"), ((60, 150, 80), "square"),
               ((200, 90, 160), "star")]
    return [SeatLook(f"P{i}", c, s, False) for i, (c, s) in enumerate(colours[:players])]


@pytest.fixture
def table_for() -> Callable[..., Table]:
    """``table_for(state, viewer=..., interactive=True, language="en")``: a board showing
    ``state`` to ``viewer`` (the player to move by default; ``None``: nobody's screen)."""

    def make(state: FogState, viewer: int | None | str = "current", interactive: bool = True,
             language: str = "en", size: tuple[int, int] = (1366, 768)) -> Table:
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_mode(size)
        ctx = build_context(SceneStack(size), Settings(language=language, window_size=size), on_start=lambda s: None)
        players = state.num_players
        setup = MatchSetup("fields_of_green", GameConfig(players=players), 1,
                           tuple(Seat("human", f"P{i}") for i in range(players)))
        board = KIT.board_view(ctx, setup, load_game_content("fields_of_green"), seats(players))
        assert isinstance(board, FogBoard)
        rect = BOARD_RECT if size == (1366, 768) else pygame.Rect(0, 0, *size).inflate(-size[0] // 4, -size[1] // 7)
        board.layout(rect)
        who = state.current_player if viewer == "current" else viewer
        assert who is None or isinstance(who, int)
        board.show(state.view(who if who is not None else 0), who, interactive)
        return Table(board, state, who)

    return make
