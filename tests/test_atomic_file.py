"""The one atomic writer behind saves, settings and statistics: the old file survives any
failure, and no temporary file is ever left behind."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from game import atomic_file
from game.atomic_file import write_atomically


def test_a_written_file_holds_exactly_the_text(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "note.json"
    write_atomically(path, "línea uno\nline two\n")
    assert path.read_bytes() == "línea uno\nline two\n".encode()


def test_writing_again_replaces_the_file_and_leaves_nothing_else(tmp_path: Path) -> None:
    path = tmp_path / "note.json"
    write_atomically(path, "old")
    write_atomically(path, "new")
    assert path.read_text(encoding="utf-8") == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["note.json"]


class Interrupted(Exception):
    """A failure the writer cannot expect (the program is stopped, a bug)."""


def _fail(error: BaseException) -> Any:
    def failing(*_args: Any) -> None:
        raise error

    return failing


@pytest.mark.parametrize(
    ("step", "error"),
    [
        ("fsync", OSError(28, "No space left on device")),
        ("replace", OSError(5, "Input/output error")),
        ("replace", Interrupted()),
    ],
    ids=["disk full while syncing", "disk error while renaming", "interrupted before renaming"],
)
def test_a_failure_in_the_middle_of_writing_keeps_the_old_file_and_cleans_up(
    step: str, error: BaseException, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "note.json"
    write_atomically(path, "old")
    monkeypatch.setattr(atomic_file.os, step, _fail(error))
    with pytest.raises(type(error)):
        write_atomically(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["note.json"]


def test_a_rename_windows_refuses_for_a_moment_is_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "note.json"
    real_replace = os.replace
    refusals = [PermissionError(13, "in use by another process")] * 2

    def busy_then_free(source: str, target: Path) -> None:
        if refusals:
            raise refusals.pop()
        real_replace(source, target)

    monkeypatch.setattr(atomic_file.os, "name", "nt")
    monkeypatch.setattr(atomic_file.os, "replace", busy_then_free)
    monkeypatch.setattr(atomic_file, "REPLACE_PAUSE", 0.0)
    write_atomically(path, "new")
    assert path.read_text(encoding="utf-8") == "new"
    assert not refusals


def test_saves_settings_and_statistics_all_write_through_it() -> None:
    root = Path(atomic_file.__file__).parent
    for name in ("saves.py", "settings.py", "stats.py"):
        source = (root / name).read_text(encoding="utf-8")
        assert "write_atomically(" in source, name
        assert "mkstemp" not in source and "os.replace" not in source, name
