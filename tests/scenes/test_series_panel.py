"""Agricola's solo series on the new-game screen: where it stands, the next game started from
it by the screen's one Start button, the occupation kept after a game that reached its target,
a new series, a damaged file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ui_harness import OREGON_LIKE, Ui  # type: ignore[import-not-found]

from game.rules.agricola import RULES as AGRICOLA
from game.scenes.new_game import NewGameScene
from game.series import Played, Series, read_series, save_series, series_file
from game.ui.widgets import Button


def solo_agricola(make_ui: Callable[..., Ui], lang: str = "en") -> tuple[Ui, NewGameScene]:
    ui = make_ui(built=(OREGON_LIKE, AGRICOLA), lang=lang)
    scene = NewGameScene(ui.ctx, "agricola")
    ui.open(scene)
    ui.click("players:1")
    return ui, scene


def test_the_series_is_shown_for_solo_agricola_only(make_ui: Callable[..., Ui], tablero_home: Path) -> None:
    ui, scene = solo_agricola(make_ui)
    assert "Series: game 1 of 8, target 50 points" in ui.texts()
    ui.click("players:2")
    assert not any(text.startswith("Series:") for text in ui.texts())


def test_the_next_game_starts_with_what_the_series_carries(make_ui: Callable[..., Ui], tablero_home: Path) -> None:
    save_series(Series(game=3, food=2, kept=("o_woodcutter", "o_mason")))
    ui, scene = solo_agricola(make_ui)
    texts = ui.texts()
    assert "Series: game 3 of 8, target 59 points" in texts
    assert "Kept: Woodcutter, Mason" in texts and "Food carried over: 2" in texts
    ui.click("start")
    [setup] = ui.services.started
    assert setup.game_id == "agricola" and setup.config.players == 1
    assert setup.config.variants == {"series=3.2.o_woodcutter+o_mason"}
    AGRICOLA.check_config(setup.config)


def test_after_a_game_on_target_the_player_keeps_an_occupation(make_ui: Callable[..., Ui], tablero_home: Path) -> None:
    save_series(Series(waiting=Played(1, 58, 50), choices=("o_woodcutter", "o_mason")))
    ui, scene = solo_agricola(make_ui)
    assert "Game 1: 58 points, target 50 reached. Keep one occupation you played:" in ui.texts()
    ui.click("series:keep:o_mason")
    series = read_series(series_file()).series
    assert series.game == 2 and series.kept == ("o_mason",) and series.food == 4
    assert "Series: game 2 of 8, target 55 points" in ui.texts()


def test_a_new_series_is_asked_twice(make_ui: Callable[..., Ui], tablero_home: Path) -> None:
    save_series(Series(game=4, kept=("o_woodcutter",)))
    ui, scene = solo_agricola(make_ui)
    ui.click("series:new")
    assert read_series(series_file()).series.game == 4
    assert "Sure? Start over" in ui.texts()
    ui.click("series:new")
    assert read_series(series_file()).series == Series()


def test_a_damaged_series_file_is_said_in_one_line(make_ui: Callable[..., Ui], tablero_home: Path) -> None:
    series_file().parent.mkdir(parents=True, exist_ok=True)
    series_file().write_text("{broken", encoding="utf-8")
    ui, scene = solo_agricola(make_ui, "fr")
    notices = [text for text in ui.texts() if "endommagée" in text]
    assert notices == ["La série enregistrée était endommagée : elle est mise de côté et une nouvelle série commence."]
    assert "Série : partie 1 sur 8, objectif 50 points" in ui.texts()
    assert list(series_file().parent.glob("agricola_series.damaged-*.json"))


def test_a_series_keeping_an_unknown_card_is_kept_aside_and_play_starts_a_new_series(
    make_ui: Callable[..., Ui], tablero_home: Path
) -> None:
    # issue 32: "Play game 2 of the series" closed the program on such a file
    series_file().parent.mkdir(parents=True, exist_ok=True)
    series_file().write_text('{"format": "tablero-agricola-series", "version": 1, "game": 2, "food": 1,'
                             ' "kept": ["o_nosuchcard"]}', encoding="utf-8")
    ui, scene = solo_agricola(make_ui)
    assert "The saved series was damaged: it is kept aside and a new series begins." in ui.texts()
    ui.click("start")
    [setup] = ui.services.started
    assert setup.config.variants == {"series"}
    assert list(series_file().parent.glob("agricola_series.damaged-*.json"))


def test_the_screen_has_one_start_button_and_the_series_box_says_what_it_starts(
    make_ui: Callable[..., Ui], tablero_home: Path
) -> None:
    # issue 33: "Play game 1 of the series" and "Start" were two buttons starting two games
    save_series(Series(game=2, food=1, kept=("o_mason",)))
    ui, scene = solo_agricola(make_ui)
    starting = [w.key for w in scene.widgets if isinstance(w, Button) and w.key in ("start", "series:play")]
    assert starting == ["start"]
    ui.click("series:play")  # untick: Start plays a solo game outside the series
    ui.click("start")
    ui.click("series:play")
    ui.click("start")
    outside, in_series = ui.services.started
    assert not any(v.startswith("series") for v in outside.config.variants)
    assert in_series.config.variants == {"series=2.1.o_mason"}


def test_start_waits_until_the_occupation_to_keep_is_chosen(make_ui: Callable[..., Ui], tablero_home: Path) -> None:
    save_series(Series(waiting=Played(1, 58, 50), choices=("o_woodcutter", "o_mason")))
    ui, scene = solo_agricola(make_ui)
    assert not scene.widget("start").enabled
    ui.click("series:keep:o_woodcutter")
    assert scene.widget("start").enabled
    ui.click("start")
    [setup] = ui.services.started
    assert setup.config.variants == {"series=2.4.o_woodcutter"}
