"""A save whose player names draw nothing or cannot be drawn (issue 13): the saved-games
list shows it and Continue opens its table (or says why it cannot), every time.

Before, a name of U+200B alone crashed the table (so Continue crashed forever after), and NUL
or a lone surrogate in a save's name crashed the saved-games list."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig
from game.saves import list_saves
from game.ui.context import UiContext

NAMES = ["\u200b", "\ufe0f", "\u034f", "\ufeff", "a\x00b", "\ud800", "\u202eevil", "x" * 10_000]


def show(ui: UiContext) -> None:
    for _ in range(2):
        ui.stack.apply_requests()  # type: ignore[attr-defined]
        ui.stack.update(0.05)  # type: ignore[attr-defined]
        ui.stack.draw(pygame.display.get_surface())  # type: ignore[attr-defined]


def save_with_name(ui: UiContext, name: str) -> Path:
    """A fresh Oregon save whose first seat is then renamed ``name`` in the file itself (as a
    damaged or hand-edited file would have it)."""
    from game.scenes.table.scene import new_table

    new_table(ui, MatchSetup("oregon", GameConfig(2), 3, (Seat("human", "Ana", "", "blue"), Seat("human", "Ben", "", "orange"))))
    [path] = list_saves()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][0]["name"] = name
    path.write_text(json.dumps(data), encoding="utf-8")  # ASCII escapes keep a lone surrogate
    return path


@pytest.mark.parametrize("name", NAMES, ids=lambda n: repr(n[:6]) + f"x{len(n)}")
def test_a_save_with_a_strange_name_is_listed_and_continued(table_ctx: UiContext, name: str) -> None:
    ui = table_ctx
    from game.scenes.table.launch import continue_latest
    from game.scenes.table.saves_list import SavedGamesScene
    from game.scenes.title import TitleScene

    save_with_name(ui, name)
    ui.stack.push(TitleScene(ui))
    ui.stack.push(SavedGamesScene(ui))
    show(ui)
    ui.stack.pop()
    show(ui)
    for _ in range(2):
        continue_latest(ui)
        show(ui)
        assert type(ui.stack.top).__name__ in ("TableScene", "MessageDialog")
        ui.stack.pop()
        show(ui)
