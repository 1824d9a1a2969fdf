"""What a player sees and can do on the title screen."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from ui_harness import OREGON_LIKE, Ui  # type: ignore[import-not-found]

from game.scenes.dialog import MessageDialog
from game.scenes.new_game import NewGameScene
from game.scenes.settings_screen import SettingsScene
from game.scenes.title import TitleScene
from game.ui import theme


def test_new_game_opens_the_new_game_screen(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui()
    ui.open(TitleScene(ui.ctx))
    ui.click("new_game")
    assert isinstance(ui.top, NewGameScene)


def test_continue_is_greyed_and_does_nothing_when_nothing_is_saved(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui(saves=False)
    title = ui.open(TitleScene(ui.ctx))
    assert not title.widget("continue").enabled  # type: ignore[attr-defined]
    ui.click("continue")
    assert ui.top is title


def test_continue_is_offered_once_a_match_is_saved(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui(saves=True)
    title = ui.open(TitleScene(ui.ctx))
    assert title.widget("continue").enabled  # type: ignore[attr-defined]
    ui.click("continue")
    assert isinstance(ui.top, MessageDialog)


def test_every_game_is_shown_but_a_game_not_built_cannot_be_started(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui(built=(OREGON_LIKE,))
    title = ui.open(TitleScene(ui.ctx))
    for info in ui.ctx.catalogue.games:
        assert title.widget(f"tile:{info.id}")  # type: ignore[attr-defined]
    assert "Coming soon" in ui.texts()
    ui.click("tile:agricola")
    assert ui.top is title


def test_clicking_a_built_game_sets_up_a_match_of_that_game(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui()
    ui.open(TitleScene(ui.ctx))
    ui.click("tile:porto")
    assert isinstance(ui.top, NewGameScene)
    assert ui.top.game_id == "porto"


def test_choosing_spanish_in_settings_switches_the_title_screen_at_once(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui(lang="en")
    ui.open(TitleScene(ui.ctx))
    assert "New game" in ui.texts()
    ui.click("settings")
    assert isinstance(ui.top, SettingsScene)
    ui.click("language:es")
    assert "Ajustes" in ui.texts()
    assert ui.services.saved_settings[-1].language == "es"
    ui.click("back")
    assert isinstance(ui.top, TitleScene)
    assert "Nueva partida" in ui.texts()
    assert "New game" not in ui.texts()


def test_quit_closes_every_screen(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui()
    ui.open(TitleScene(ui.ctx))
    ui.click("quit")
    assert ui.stack.is_empty


def test_escape_closes_settings_and_dialogs(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui()
    ui.open(TitleScene(ui.ctx))
    ui.click("rules")
    assert not isinstance(ui.top, TitleScene)  # the rules reference (game.scenes.table)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)
    ui.click("settings")
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_changing_the_window_size_in_settings_is_reported_to_the_app(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui()
    ui.open(SettingsScene(ui.ctx))
    ui.click("window:1920x1080")
    assert ui.services.saved_settings[-1].window_size == (1920, 1080)
    ui.click("window:fullscreen")
    assert ui.services.saved_settings[-1].fullscreen
    ui.click("animation:fast")
    assert ui.ctx.settings.animation_speed == "fast"


def test_a_fault_on_the_title_screen_is_said_on_a_band_in_the_player_s_language_and_the_screen_stays(
    make_ui: Callable[..., Ui], monkeypatch: pytest.MonkeyPatch, tablero_home: Path
) -> None:
    monkeypatch.delenv("TABLERO_STRICT")
    ui = make_ui(lang="es")
    title = ui.open(TitleScene(ui.ctx))

    def broken(event: pygame.event.Event) -> bool:
        raise KeyError("a bug behind a key")

    monkeypatch.setattr(title, "handle_other", broken)
    ui.key(pygame.K_F5)
    assert ui.top is title
    assert title.fault_note.startswith("Algo ha fallado aquí")  # type: ignore[attr-defined]
    assert str(tablero_home / "tablero.log") in title.fault_note  # type: ignore[attr-defined]
    ui.frame()
    assert tuple(ui.screen.get_at((2, 2)))[:3] == theme.ACCENT_DARK, "the band is drawn"
