"""The table's menu (Esc) turns the table's settings on and off where the match is played:
the hints, and whether decisions with a single option are played for the person."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from table_helpers import open_table, run_frames

from game.match import Match
from game.scenes.table import TableScene
from game.scenes.table.menu import TableMenu
from game.ui.context import UiContext
from game.ui.widgets import CheckBox


def _menu(ctx: UiContext, table: TableScene) -> TableMenu:
    table.open_menu()
    run_frames(ctx.stack)
    menu = ctx.stack.top
    assert isinstance(menu, TableMenu)
    return menu


def test_the_menu_turns_single_option_decisions_off_and_the_table_stops_playing_them(
        table_ctx: UiContext, make_match: Callable[..., Match]) -> None:
    table = open_table(table_ctx, make_match("Ana", "Ben"))
    assert table.driver.auto_single is True
    menu = _menu(table_ctx, table)
    box = menu.widget("moves")
    assert isinstance(box, CheckBox) and box.checked
    menu.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=box.rect.center, button=1))
    menu.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=box.rect.center, button=1))
    run_frames(table_ctx.stack)
    assert table_ctx.settings.auto_single is False
    assert table.driver.auto_single is False
    menu = table_ctx.stack.top
    assert isinstance(menu, TableMenu)
    box = menu.widget("moves")
    assert isinstance(box, CheckBox) and not box.checked
