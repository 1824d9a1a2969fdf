"""One press, one screen (issue 32): a press delivered twice in one frame's events — a double
click on Back, Escape twice, "Leave the table" twice — leaves exactly one screen; the title
beneath stays and the program keeps running."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from ui_harness import Ui  # type: ignore[import-not-found]

from game.scenes.stack import Scene
from game.scenes.title import TitleScene
from game.ui.context import UiContext


def _new_game(ctx: UiContext) -> Scene:
    from game.scenes.new_game import NewGameScene

    return NewGameScene(ctx, "oregon")


def _settings(ctx: UiContext) -> Scene:
    from game.scenes.settings_screen import SettingsScene

    return SettingsScene(ctx)


def _statistics(ctx: UiContext) -> Scene:
    from game.scenes.table.stats_screen import StatisticsScene

    return StatisticsScene(ctx)


def _saved_games(ctx: UiContext) -> Scene:
    from game.scenes.table.saves_list import SavedGamesScene

    return SavedGamesScene(ctx)


SCREENS: dict[str, Callable[[UiContext], Scene]] = {
    "new game": _new_game, "settings": _settings, "statistics": _statistics, "saved games": _saved_games,
}


def _press(ui: Ui, pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def _escape() -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)]


def _one_frame(ui: Ui, events: list[pygame.event.Event]) -> None:
    for event in events:
        ui.stack.handle_event(event)
    ui.frame()


@pytest.mark.parametrize("name", list(SCREENS))
def test_two_back_clicks_in_one_frame_go_back_to_the_title_and_no_further(make_ui: Callable[..., Ui], name: str) -> None:
    ui = make_ui()
    ui.open(TitleScene(ui.ctx))
    screen = ui.open(SCREENS[name](ui.ctx))
    back = screen.widget("back").rect.center  # type: ignore[attr-defined]
    _one_frame(ui, _press(ui, back) + _press(ui, back))
    assert not ui.stack.is_empty, "the program closed"
    assert isinstance(ui.top, TitleScene) and len(ui.stack.scenes) == 1


@pytest.mark.parametrize("name", list(SCREENS))
def test_escape_twice_in_one_frame_leaves_one_screen(make_ui: Callable[..., Ui], name: str) -> None:
    ui = make_ui()
    ui.open(TitleScene(ui.ctx))
    ui.open(SCREENS[name](ui.ctx))
    _one_frame(ui, _escape() + _escape())
    assert [type(scene) for scene in ui.stack.scenes] == [TitleScene]


def test_a_press_in_the_next_frame_is_a_press_of_its_own(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui()
    ui.open(TitleScene(ui.ctx))
    ui.open(_settings(ui.ctx))
    ui.open(_statistics(ui.ctx))
    _one_frame(ui, _escape())
    _one_frame(ui, _escape())
    assert [type(scene) for scene in ui.stack.scenes] == [TitleScene]
