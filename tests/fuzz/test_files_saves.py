"""Damaged saves of every registered game, through every path that reads one: the saved-games
list, Continue's choice, Resume and Replay as the program checks them, and ``replay FILE`` on
the command line.  Whatever the damage, no exception escapes, every refusal is one line
naming the file, the damaged file stays as it was and the good save beside it is untouched."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from files_helpers import (
    SEED,
    Screens,
    built_games,
    coming_games,
    count,
    good_record,
    mutations,
    one_line,
)

from game.cli import main
from game.games import GameSpec, load_game_content
from game.paths import saves_dir
from game.saves import SaveError, SaveRecord, load_saves, read_save, replay_save, write_save
from game.scenes.table.launch import newest_unfinished

CASES_PER_GAME = 54
"""Damaged saves per game through the paths without screens (six of every kind)."""
SCREEN_CASES_PER_GAME = 9
"""Damaged saves per game through the real screens (one of every kind)."""


@contextlib.contextmanager
def case(label: str) -> Iterator[None]:
    """Name the case in any failure, so it can be found again from its seed."""
    try:
        yield
    except AssertionError as exc:
        raise AssertionError(f"{label}: {exc}") from None
    except Exception as exc:
        raise AssertionError(f"{label}: {exc.__class__.__name__} escaped: {str(exc)[:300]}") from exc


def put(path: Path, raw: bytes, newest: bool = True) -> None:
    """Write ``raw`` as the file ``path``, the most recently written save when ``newest``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    stamp = 2_000_000_000 if newest else 1_000_000_000
    os.utime(path, (stamp, stamp))


def keep_beside(spec: GameSpec) -> tuple[Path, bytes]:
    """A good save in the saves folder, older than the damaged one."""
    keep = saves_dir() / "good.json"
    write_save(good_record(spec, SEED + 1), keep)
    os.utime(keep, (1_000_000_000, 1_000_000_000))
    return keep, keep.read_bytes()


def game_ids(specs: list[GameSpec]) -> list[str]:
    return [spec.id for spec in specs]


@pytest.mark.parametrize("spec", built_games(), ids=game_ids(built_games()))
def test_a_damaged_save_is_one_line_naming_it_on_every_path_and_nothing_is_lost(
    spec: GameSpec, tablero_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = load_game_content(spec.id)
    keep, kept = keep_beside(spec)
    damaged = saves_dir() / "damaged.json"
    for label, raw in mutations(good_record(spec).to_dict(), SEED, CASES_PER_GAME):
        with case(f"{spec.id} {label}"):
            put(damaged, raw)
            record: SaveRecord | None = None
            try:
                record = read_save(damaged)
            except SaveError as exc:
                one_line(str(exc), damaged)
            listed = dict(load_saves())
            assert set(listed) == {damaged, keep}
            assert isinstance(listed[keep], SaveRecord)
            if record is not None:
                with contextlib.suppress(SaveError):
                    replay_save(record, content)
            assert newest_unfinished() in (damaged, keep, None)
            status = main(["replay", str(damaged)])
            err = capsys.readouterr().err
            assert status in (0, 2)
            if status == 2:
                assert err.startswith("tablero: error: ")
                one_line(err.strip(), damaged)
            assert damaged.read_bytes() == raw
            assert keep.read_bytes() == kept
    count("saves: read, list, Continue, Resume checks, replay FILE", CASES_PER_GAME)


@pytest.mark.parametrize("spec", built_games(), ids=game_ids(built_games()))
def test_the_saved_games_screen_and_continue_survive_every_kind_of_damaged_save(
    spec: GameSpec, tablero_home: Path
) -> None:
    from game.scenes.dialog import MessageDialog
    from game.scenes.table.launch import continue_latest
    from game.scenes.table.saves_list import SavedGamesScene

    screens = Screens()
    keep, kept = keep_beside(spec)
    damaged = saves_dir() / "damaged.json"
    for label, raw in mutations(good_record(spec).to_dict(), SEED + 7, SCREEN_CASES_PER_GAME):
        with case(f"{spec.id} {label}"):
            put(damaged, raw)
            listing = screens.open(SavedGamesScene(screens.ctx))
            assert len(listing.saves) == 2
            row = next(i for i, (path, _found) in enumerate(listing.saves) if path == damaged)
            for action in ("resume", "replay"):
                screens.open(SavedGamesScene(screens.ctx))
                screens.click(f"{action}:{row}")
                if isinstance(screens.stack.top, MessageDialog):
                    assert any(damaged.name in text or "Cannot open" in text for text in screens.shown())
            screens.stack.clear()
            screens.stack.apply_requests()
            continue_latest(screens.ctx)
            screens.frame()
            assert damaged.read_bytes() == raw
            assert keep.read_bytes() == kept
            listing = screens.open(SavedGamesScene(screens.ctx))
            if isinstance(listing.saves[row][1], SaveError):
                screens.click(f"delete:{row}")
                screens.frame()
                assert damaged.exists(), "deleting asks first"
                screens.click("confirm")
                assert not damaged.exists(), "a damaged save can be deleted from the list"
            assert keep.read_bytes() == kept
    screens.stack.clear()
    screens.stack.apply_requests()
    count("saves: Saved games screen (Resume, Replay, Delete) and Continue", SCREEN_CASES_PER_GAME)


@pytest.mark.parametrize(
    "game",
    ["base", "..", "../../etc/passwd", "game.rules", "", "x" * 10_000, "\u0000", "\ud800"]
    + game_ids(coming_games()),
)
def test_a_save_of_a_game_this_version_cannot_play_is_one_line_on_every_path(
    game: str, tablero_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = built_games()[0]
    data = good_record(spec).to_dict()
    data["game"] = game
    path = saves_dir() / "foreign.json"
    raw = json.dumps(data).encode("utf-8")
    put(path, raw)
    with pytest.raises(SaveError) as caught:
        replay_save(read_save(path), None)
    assert "this version" in str(caught.value) or "not available" in str(caught.value)
    assert newest_unfinished() is None
    assert isinstance(dict(load_saves())[path], SaveError) or game in game_ids(coming_games())
    assert main(["replay", str(path)]) == 2
    one_line(capsys.readouterr().err.strip(), path)
    assert path.read_bytes() == raw
    count("saves: unknown or coming game", 1)


@pytest.mark.parametrize("spec", built_games(), ids=game_ids(built_games()))
def test_a_save_with_ten_megabytes_of_name_nul_and_surrogates_lists_continues_and_replays(
    spec: GameSpec, tablero_home: Path
) -> None:
    from game.scenes.table.launch import resume_table
    from game.scenes.table.replay import ReplayScene
    from game.scenes.table.saves_list import SavedGamesScene

    data = good_record(spec).to_dict()
    data["seats"][0]["name"] = "A\u0000n\ud800a" + "z" * 10_000_000
    path = saves_dir() / "names.json"
    put(path, json.dumps(data).encode("utf-8"))
    record = read_save(path)
    assert record.seats[0].name.startswith("Ana") and len(record.seats[0].name) <= 40
    screens = Screens()
    screens.open(SavedGamesScene(screens.ctx))
    assert any(text.startswith("Ana") for text in screens.shown())
    screens.open(resume_table(screens.ctx, path))
    screens.open(ReplayScene(screens.ctx, record))
    screens.stack.clear()
    screens.stack.apply_requests()
    count("saves: huge, NUL and surrogate names", 1)


@pytest.mark.parametrize("spec", built_games(), ids=game_ids(built_games()))
def test_replay_refuses_a_save_whose_seats_do_not_match_its_players_as_resume_does(
    spec: GameSpec, tablero_home: Path
) -> None:
    from game.scenes.dialog import MessageDialog
    from game.scenes.table.saves_list import SavedGamesScene

    data = good_record(spec).to_dict()
    data["seats"] = data["seats"][:1]
    path = saves_dir() / "seats.json"
    put(path, json.dumps(data).encode("utf-8"))
    screens = Screens()
    screens.open(SavedGamesScene(screens.ctx))
    for action in ("resume", "replay"):
        screens.open(SavedGamesScene(screens.ctx))
        screens.click(f"{action}:0")
        assert isinstance(screens.stack.top, SavedGamesScene | MessageDialog)
    screens.stack.clear()
    screens.stack.apply_requests()
    with pytest.raises(SaveError, match="seats? for"):
        read_save(path)
    from dataclasses import replace

    from game.scenes.table.replay import ReplayScene

    good = good_record(spec)
    with pytest.raises(SaveError, match="seats? for"):
        ReplayScene(screens.ctx, replace(good, seats=good.seats[:1]))
    count("saves: seats against players", 1)
