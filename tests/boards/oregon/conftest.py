"""The Oregon board view under test: a headless window, the shipped content and art, four
seats, and positions reached by playing seeded random moves with the rules."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from babel.messages.pofile import read_po

from game.boards.base import SeatLook
from game.boards.oregon.view import OregonBoardView
from game.context import build_context
from game.games import get_rules, load_game_content
from game.match_setup import MatchSetup, Seat
from game.paths import install_root
from game.rules.core import GameConfig, Rng
from game.rules.oregon import OregonState
from game.scenes.stack import SceneStack
from game.settings import Settings
from game.ui.context import UiContext

NAMES = ("Ana", "Bruno", "Chloé", "Dmitri")
SIZES = ((1366, 768), (2560, 1440))


def board_rect(size: tuple[int, int]) -> pygame.Rect:
    """About what the table gives the board: most of the window, less the top bar, the
    right-hand log column and the prompt line."""
    width, height = size
    return pygame.Rect(width // 100, height * 7 // 100, width * 73 // 100, height * 85 // 100)


@pytest.fixture(scope="session")
def screen() -> Iterator[pygame.Surface]:
    pygame.display.init()
    pygame.font.init()
    yield pygame.display.set_mode((1366, 768))


def po_gettext(language: str) -> Callable[[str], str]:
    """``gettext`` of the ``oregon`` domain in ``language``, read from its ``.po`` file."""
    path = install_root() / "locales" / language / "LC_MESSAGES" / "oregon.po"
    with Path(path).open("rb") as handle:
        catalog = read_po(handle, locale=language)
    messages = {str(m.id): str(m.string) for m in catalog if m.id and m.string and not m.fuzzy}
    return lambda text: messages.get(text, text)


def make_context(language: str = "en", size: tuple[int, int] = (1366, 768)) -> UiContext:
    """A context over the shipped files, with the ``oregon`` domain added to its translator."""
    settings = Settings(language=language, animation_speed="normal")
    ctx = build_context(SceneStack(size), settings, on_start=lambda setup: None)
    gettext = po_gettext(language)
    shared = ctx.translator.gettext

    def both(text: str) -> str:
        found = gettext(text)
        return found if found != text else shared(text)

    ctx.translator.gettext = both  # type: ignore[method-assign]
    return ctx


def make_view(
    ctx: UiContext, players: int = 4, size: tuple[int, int] = (1366, 768)
) -> OregonBoardView:
    """An Oregon board view for ``players`` seats, laid out for a window of ``size``."""
    content = load_game_content("oregon")
    colours = ctx.catalogue.colours
    seats = [
        SeatLook(NAMES[i], colours[i].rgb_tuple, colours[i].symbol, False) for i in range(players)
    ]
    setup = MatchSetup(
        "oregon", GameConfig(players), 1, tuple(Seat("human", n) for n in NAMES[:players])
    )
    view = OregonBoardView(ctx, setup, content, seats)
    view.layout(board_rect(size))
    return view


def play_until(
    seed: int, wanted: Callable[[OregonState], bool], players: int = 4, limit: int = 400
) -> OregonState:
    """The first position of a seeded random game for which ``wanted`` holds."""
    rules = get_rules("oregon")
    state: Any = rules.new_game(load_game_content("oregon"), GameConfig(players), seed)
    rng = Rng(seed)
    for _ in range(limit):
        if wanted(state):
            return state  # type: ignore[no-any-return]
        moves = state.legal_moves()
        if not moves:
            break
        state.apply(rng.choice(moves))
    raise AssertionError(f"seed {seed}: no such position within {limit} moves")


def click(view: OregonBoardView, pos: tuple[int, int], button: int = 1) -> bool:
    """A synthetic click at ``pos``."""
    return view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))


def hover(view: OregonBoardView, pos: tuple[int, int]) -> None:
    """A synthetic pointer move to ``pos``."""
    view.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


@pytest.fixture
def ctx(screen: pygame.Surface) -> UiContext:
    return make_context("en")
