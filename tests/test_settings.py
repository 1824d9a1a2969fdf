"""The settings file: kept across runs, written atomically, never lost to a damaged file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.settings import Settings, SettingsError, load_settings, save_settings


def test_settings_come_back_as_they_were_saved(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "settings.json"
    chosen = Settings(language="fr", window_size=(1920, 1080), fullscreen=True, animation_speed="fast", volume=25, muted=True)
    save_settings(chosen, path)
    assert load_settings(path) == (chosen, None)


def test_saving_leaves_no_temporary_file_behind(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    save_settings(Settings(language="es"), path)
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_a_missing_file_gives_the_defaults_without_a_warning(tmp_path: Path) -> None:
    settings, warning = load_settings(tmp_path / "settings.json")
    assert warning is None
    assert settings.window_size == Settings().window_size


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[1, 2]",
        json.dumps({"language": "de"}),
        json.dumps({"window_size": [10, 10]}),
        json.dumps({"fullscreen": "yes"}),
        json.dumps({"animation_speed": "warp"}),
        json.dumps({"loudness": 3}),
        json.dumps({"volume": 101}),
        json.dumps({"volume": 0.5}),
        json.dumps({"muted": "no"}),
        json.dumps({"language": ["en"]}),
        "[" * 100_000,
        '{"ui_scale": ' + "1" * 5000 + "}",
        '{"ui_scale": Infinity}',
        '{"bot_delay": NaN}',
        '{"bot_delay": 1e400}',
        '{"language": "' + "\\u0000" * 1000 + '"}',
    ],
)
def test_a_damaged_file_gives_the_defaults_a_one_line_warning_and_is_kept_aside_with_the_date(
    tmp_path: Path, content: str
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    settings, warning = load_settings(path)
    assert settings.animation_speed == Settings().animation_speed
    assert warning is not None and "\n" not in warning and str(path) in warning and len(warning) < 400
    (kept,) = tmp_path.glob("settings.damaged-*.json")
    assert kept.read_text(encoding="utf-8") == content
    assert kept.name in warning
    assert not path.exists()


def test_a_damaged_file_kept_aside_never_replaces_an_earlier_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for content in ("{first", "{second", "{third"):
        path.write_text(content, encoding="utf-8")
        load_settings(path)
    kept = sorted(p.read_text(encoding="utf-8") for p in tmp_path.glob("settings.damaged-*.json"))
    assert kept == ["{first", "{second", "{third"]


def test_the_next_save_after_a_damaged_file_starts_a_fresh_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{damaged", encoding="utf-8")
    settings, _warning = load_settings(path)
    save_settings(settings, path)
    assert load_settings(path) == (settings, None)
    (kept,) = tmp_path.glob("settings.damaged-*.json")
    assert kept.read_text(encoding="utf-8") == "{damaged"


def test_changing_one_setting_checks_the_new_value() -> None:
    assert Settings().with_changes(language="es").language == "es"
    with pytest.raises(SettingsError):
        Settings().with_changes(animation_speed="warp")


def test_the_app_reads_the_settings_file_in_the_player_folder(tablero_home: Path) -> None:
    from game.paths import settings_file

    save_settings(Settings(language="es"), settings_file())
    assert settings_file().parent == tablero_home
    assert load_settings(settings_file())[0].language == "es"


def test_command_line_overrides_keep_the_table_settings(tablero_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import game.app
    from game.paths import settings_file

    saved = Settings(language="en", ui_scale=1.3, bot_delay=2.5, hints=True, animation_speed="fast")
    save_settings(saved, settings_file())
    used: list[Settings] = []
    monkeypatch.setattr(game.app, "run", lambda settings, start, save=None: used.append(settings) or 0)
    assert game.app.run_app(lang="fr", size=(1600, 900)) == 0
    assert used == [saved.with_changes(language="fr", window_size=(1600, 900))]


def test_a_window_size_out_of_range_on_the_command_line_is_one_clear_line(
    tablero_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import game.app

    monkeypatch.setattr(game.app, "run", lambda settings, start, save=None: 0)
    assert game.app.run_app(size=(10, 10)) == 2
    error = capsys.readouterr().err
    assert error.startswith("tablero: window_size") and error.count("\n") == 1


def test_a_damaged_file_that_cannot_be_kept_aside_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    path = tmp_path / "settings.json"
    path.write_text("{damaged", encoding="utf-8")

    def refuse(*_args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    settings, warning = load_settings(path)
    assert warning is not None and "left in place (Permission denied)" in warning
    with pytest.raises(OSError, match="not overwritten"):
        save_settings(settings, path)
    assert path.read_text(encoding="utf-8") == "{damaged"
