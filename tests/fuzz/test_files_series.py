"""A damaged solo-series file (Agricola): a new series begins, the file is said once in one
line naming it and kept aside under a dated name that the next save of the series never
overwrites; the new-game screen shows it without failing."""

from __future__ import annotations

from pathlib import Path

from files_helpers import SEED, count, mutations, one_line

from game.series import Played, Series, load_series, read_series, save_series, series_file

CASES = 90
"""Damaged files (ten of every mutation)."""


def kept_aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.stem}.damaged-*{path.suffix}"))


def test_a_series_damaged_any_way_starts_afresh_and_is_kept_aside_for_good(tablero_home: Path) -> None:
    path = series_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = Series(game=4, food=3, kept=("o_woodcutter", "o_mason", "o_well_digger"),
                  played=(Played(1, 55, 50, "o_woodcutter"), Played(2, 52, 55), Played(2, 60, 55, "o_mason")),
                  waiting=Played(3, 70, 59), choices=("o_baker", "o_shepherd")).to_dict()
    for label, raw in mutations(good, SEED + 5, CASES):
        before = set(kept_aside(path))
        path.write_bytes(raw)
        found = load_series(path)
        assert isinstance(found.series, Series), label
        if found.notice is None:
            assert path.read_bytes() == raw, label
            continue
        if not found.writable:  # a newer version's file: left as it is
            assert path.read_bytes() == raw and set(kept_aside(path)) == before, label
            path.unlink()
            continue
        one_line(found.notice, path)
        (new,) = set(kept_aside(path)) - before
        assert new.read_bytes() == raw, label
        save_series(found.series.finished(found.series.next_game(), 60, ("o_brewer",)), path)
        assert read_series(path).series.waiting == Played(1, 60, 50), label
        assert new.read_bytes() == raw, label
    count("solo series: load, keep aside, next save", CASES)


def test_the_new_game_screen_survives_a_damaged_series(tablero_home: Path) -> None:
    from files_helpers import Screens

    from game.scenes.new_game import NewGameScene

    path = series_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    for label, raw in mutations(Series(game=2, kept=("o_woodcutter",)).to_dict(), SEED + 6, 12):
        path.write_bytes(raw)
        screens = Screens()
        scene = screens.open(NewGameScene(screens.ctx, "agricola"))
        scene.set_players(1)
        screens.frame()
        assert any(text.startswith("Series: game") for text in screens.shown()), label
        screens.stack.clear()
        screens.stack.apply_requests()
