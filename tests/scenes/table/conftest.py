"""Fixtures for the table's tests: a headless window with a UI context, and Pairs matches."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
from table_helpers import SIZE, seats

from game.context import build_context
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.core import GameConfig
from game.scenes.stack import SceneStack
from game.settings import Settings
from game.ui.context import UiContext


@pytest.fixture
def table_ctx(tablero_home: Any) -> Iterator[UiContext]:
    """A UI context on a headless 1366×768 window, with saves in a fresh data folder."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(SIZE)
    stack = SceneStack(SIZE)
    context = build_context(stack, Settings(language="en", window_size=SIZE), on_start=lambda setup: None)
    yield context
    context.stack.clear()
    context.stack.apply_requests()


@pytest.fixture
def make_match(pairs_game: Any) -> Callable[..., Match]:
    """``make_match("Ana", "Ben")``: a saved Pairs match with those seats."""
    from game.saves import new_save_path

    def build(*kinds: str, seed: int = 3) -> Match:
        setup = MatchSetup("tiny", GameConfig(len(kinds)), seed, seats(*kinds))
        return Match(setup, pairs_game, new_save_path("tiny"))

    return build
