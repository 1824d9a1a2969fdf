"""A process killed at random moments while it saves a match and the statistics: afterwards
the save is always a whole save written before the kill (the previous good one at worst), the
statistics are never damaged, and the temporary files the kills leave are ours to remove on the
next start — ours only."""

from __future__ import annotations

import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest
from files_helpers import SEED, built_games, count, good_record

from game.atomic_file import remove_stale_temporaries
from game.match_setup import Seat
from game.rules.core import Outcome
from game.saves import read_save, write_save
from game.stats import read_stats, record_result

KILLS = 60

pytestmark = pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "darwin", reason="needs fork")


def keep_saving(save: Path, stats: Path, records: list[object]) -> None:
    """The child: save longer and longer matches and count finished ones, until killed."""
    outcome = Outcome((3, 5), ("points",), ((3,), (5,)), (1,), "end")
    seats = (Seat("human", "Ana"), Seat("bot", "Bot", "easy"))
    try:
        while True:
            for record in records:
                write_save(record, save)  # type: ignore[arg-type]
                record_result("oregon", seats, outcome, stats)
    finally:
        os._exit(0)


def test_a_kill_at_any_moment_of_a_save_leaves_a_whole_save_and_whole_statistics(tmp_path: Path) -> None:
    full = good_record(built_games()[0], SEED, moves=40)
    records = [full.with_moves(full.moves[:n], 1) for n in range(1, len(full.moves) + 1)]
    written = {record.moves for record in records}
    save, stats = tmp_path / "saves" / "autosave.json", tmp_path / "statistics.json"
    write_save(records[0], save)
    rng = random.Random(SEED)
    for kill in range(KILLS):
        child = os.fork()
        if child == 0:
            keep_saving(save, stats, records)
        time.sleep(rng.uniform(0.0, 0.02))
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        assert read_save(save).moves in written, f"kill {kill}"
        assert read_stats(stats).notice is None, f"kill {kill}"
    left = len(list(tmp_path.rglob(".*.tmp")))
    for folder in (save.parent, tmp_path):
        remove_stale_temporaries(folder, older_than=0.0)
    assert not list(tmp_path.rglob("*.tmp"))
    print(f"{KILLS} kills left {left} temporary files behind")
    count("kill during save", KILLS)


def test_only_our_old_temporary_files_are_removed(tmp_path: Path) -> None:
    ours_old = tmp_path / ".autosave.json.k3x9a_2b.tmp"
    ours_new = tmp_path / ".settings.json.qq8z0abc.tmp"
    theirs = [tmp_path / ".notes.tmp", tmp_path / "autosave.json.k3x9a_2b.tmp", tmp_path / ".a.json.TOOLONGNAME.tmp"]
    for path in [ours_old, ours_new, *theirs]:
        path.write_text("x", encoding="utf-8")
        os.utime(path, (1_000_000_000, 1_000_000_000))
    os.utime(ours_new, None)
    assert remove_stale_temporaries(tmp_path) == [ours_old]
    assert ours_new.exists() and all(path.exists() for path in theirs)


def test_the_saves_list_and_the_settings_remove_what_a_killed_write_left(tablero_home: Path) -> None:
    from game.paths import saves_dir, settings_file
    from game.saves import list_saves
    from game.settings import load_settings

    saves_dir().mkdir(parents=True)
    left = [saves_dir() / ".autosave.json.abcd1234.tmp", tablero_home / ".settings.json.abcd1234.tmp"]
    for path in left:
        path.write_text("{", encoding="utf-8")
        os.utime(path, (1_000_000_000, 1_000_000_000))
    list_saves()
    load_settings(settings_file())
    assert not any(path.exists() for path in left)
