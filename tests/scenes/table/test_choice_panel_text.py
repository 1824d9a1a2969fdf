"""The generic choice panel's words, watched where they are drawn: 12 px or more at 1366 x 768
and inside their boxes in the smallest window, in every language (the screens of every built
game are watched in ``tests/scenes/test_text_on_every_screen.py``)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from contract.coins_game import CoinsContent
from table_helpers import click, panel_kit, run_frames

from game.context import build_context
from game.i18n import LANGUAGES
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig
from game.scenes.stack import SceneStack
from game.scenes.table import TableScene
from game.settings import Settings
from game.ui import text_watch
from game.ui.text_watch import TextWatch
from game.ui.theme import MIN_TEXT_PX


def watched_panel(coins: CoinsContent, size: tuple[int, int], lang: str) -> TextWatch:
    """Both steps of a Coins turn on the choice panel (the second offers "Done")."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(language=lang, window_size=size), on_start=lambda setup: None)
    seats = (Seat("human", "Ana", colour="blue"), Seat("bot", "Bot", level="random", colour="orange"))
    with text_watch.watching() as seen:
        table = TableScene(ctx, Match(MatchSetup("coins", GameConfig(2), 1, seats), coins, None), panel_kit("coins"))
        table.driver.bot_delay = 3600.0
        stack.push(table)
        run_frames(stack)
        click(stack, next(w for w in table.widgets if w.key.startswith("choice:")).rect.center)
        run_frames(stack)
    stack.clear()
    stack.apply_requests()
    return seen


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_choice_panel_letters_are_12_px_or_more_and_stay_in_their_boxes_when_small(
    coins_game: CoinsContent, tablero_home: Any, lang: str
) -> None:
    large = watched_panel(coins_game, (1366, 768), lang)
    assert "Done" in {line.text for line in large.lines.values()} or lang != "en"
    assert [str(line) for line in large.smallest() if line.px < MIN_TEXT_PX] == []
    small = watched_panel(coins_game, (1024, 576), lang)
    assert [str(line) for line in small.spilled()] == []
    assert [str(line) for line in small.unplaced()] == []
