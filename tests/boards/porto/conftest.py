"""A Porto board view over real rules, headless, and helpers to click on it."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.boards.base import SeatLook  # noqa: E402
from game.boards.porto import KIT, PortoBoard  # noqa: E402
from game.context import build_context  # noqa: E402
from game.games import load_game_content  # noqa: E402
from game.i18n import Translator  # noqa: E402
from game.match_setup import MatchSetup, Seat  # noqa: E402
from game.rules.core import GameConfig, Rng  # noqa: E402
from game.rules.porto import new_game  # noqa: E402
from game.rules.porto.moves import Build  # noqa: E402
from game.rules.porto.state import PortoState  # noqa: E402
from game.scenes.stack import SceneStack  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.ui.context import UiContext  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]
BOARD_RECT = pygame.Rect(10, 68, 1004, 652)
"""About the board region the table gives at 1366 x 768."""


def porto_translator(language: str) -> Translator:
    """A translator of ``language`` that knows the Porto domain too (whether or not the
    Translator already reads every domain by itself)."""
    from babel.messages.pofile import read_po

    translator = Translator(ROOT / "locales", language)
    path = ROOT / "locales" / language / "LC_MESSAGES" / "porto.po"
    if not path.exists():
        return translator
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=language)
    messages = translator._messages
    for message in catalog:
        if isinstance(message.id, str) and message.id and message.string and not message.fuzzy:
            messages.setdefault(message.id, str(message.string))
    return translator


def make_context(size: tuple[int, int] = (1366, 768), language: str = "en") -> UiContext:
    """A headless context for the board."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(size)
    ctx = build_context(SceneStack(size), Settings(language=language, window_size=size), on_start=lambda s: None)
    ctx.translator = porto_translator(language)
    return ctx


def play_until(seed: int, players: int, want: Callable[[PortoState], bool], limit: int = 400) -> PortoState:
    """A game of random moves from ``seed`` stopped at the first position ``want`` accepts."""
    state = new_game(load_game_content("porto"), GameConfig(players=players), seed)
    rng = Rng(seed + 17)
    for _ in range(limit):
        if want(state):
            return state
        moves = state.legal_moves()
        if not moves:
            break
        state.apply(rng.choice(moves))
    raise LookupError(f"no wanted position from seed {seed}")


def can_build(state: PortoState) -> bool:
    """The player to move could build now."""
    return state.phase_name() == "play" and any(isinstance(m, Build) for m in state.legal_moves())


@dataclass
class Table:
    """A board showing ``state`` to the player to move."""

    board: PortoBoard
    state: PortoState
    viewer: int

    @property
    def view(self) -> PortoState:
        return self.state.view(self.viewer)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))

    def hover(self, pos: tuple[int, int]) -> None:
        self.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def pick_cards(self, first: str, second: str) -> None:
        """Click two cards of the hand by code."""
        hand = self.board.hand
        i = hand.index(first)
        j = hand.index(second, i + 1) if first == second else hand.index(second)
        self.click(self.board.hand_rects[i].center)
        self.click(self.board.hand_rects[j].center)

    def house_point(self, house: int) -> tuple[int, int]:
        """A point on house ``house`` (from 1), just above the quay."""
        rect = self.board.geo.houses[house - 1]
        return rect.centerx, rect.bottom - 3


def seats(players: int) -> list[SeatLook]:
    colours = [((200, 60, 50), "circle"), ((60, 110, 190), "triangle"), ((60, 150, 80), "square"),
               ((230, 180, 40), "diamond")]
    return [SeatLook(f"P{i}", c, s, False) for i, (c, s) in enumerate(colours[:players])]


@pytest.fixture
def table_for() -> Callable[..., Table]:
    """``table_for(state, viewer=None, size=(1366, 768), language="en")``: a board showing
    ``state`` to ``viewer`` (the player to move by default)."""

    def make(state: PortoState, viewer: int | None = None, size: tuple[int, int] = (1366, 768),
             language: str = "en") -> Table:
        ctx = make_context(size, language)
        players = state.num_players
        setup = MatchSetup("porto", GameConfig(players=players), 1, tuple(Seat("human", f"P{i}") for i in range(players)))
        board = KIT.board_view(ctx, setup, load_game_content("porto"), seats(players))
        assert isinstance(board, PortoBoard)
        board.layout(BOARD_RECT if size == (1366, 768) else pygame.Rect(0, 0, *size).inflate(-size[0] // 5, -size[1] // 8))
        who = state.current_player if viewer is None else viewer
        assert who is not None
        board.show(state.view(who), who, True)
        return Table(board, state, who)

    return make
