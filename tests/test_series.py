"""Agricola's solo series between games: progress through eight games, the occupations kept,
the food carried over, and its file read as untrusted (a damaged one kept aside, never
overwritten)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.games import load_game_content
from game.rules.agricola import new_game
from game.rules.agricola.series import SeriesGame, flag, of
from game.rules.core import GameConfig, Rng, play_random_game
from game.series import (
    Played,
    Series,
    load_series,
    note_match,
    read_series,
    record_game,
    save_series,
)


def test_a_new_series_starts_at_game_one_with_nothing_kept(tmp_path: Path) -> None:
    series = read_series(tmp_path / "none.json").series
    assert series == Series() and series.next_game() == SeriesGame(1, 0, ())
    assert series.target() == 50


def test_a_game_that_reaches_its_target_waits_for_an_occupation_to_keep() -> None:
    series = Series().finished(SeriesGame(), 57, ("o_woodcutter", "o_mason"))
    assert series.waiting == Played(1, 57, 50) and series.choices == ("o_woodcutter", "o_mason")
    after = series.keep("o_mason")
    assert after.game == 2 and after.kept == ("o_mason",)
    assert after.food == 3  # 7 points above the target: 1 food per 2
    assert after.played == (Played(1, 57, 50, "o_mason"),)
    assert after.next_game() == SeriesGame(2, 3, ("o_mason",)) and after.target() == 55


def test_each_kept_occupation_goes_into_every_later_game() -> None:
    series = Series()
    for number, (score, card) in enumerate([(50, "o_a"), (60, "o_b"), (59, "o_c")], start=1):
        series = series.finished(series.next_game(), score, (card, *series.kept)).keep(card)
        assert series.game == number + 1
    assert series.kept == ("o_a", "o_b", "o_c")
    assert series.food == 0  # 59 on a target of 59
    assert flag(series.next_game()) == "series=4.0.o_a+o_b+o_c"


def test_a_game_below_its_target_is_played_again_without_keeping_anything() -> None:
    series = Series(game=2, food=4, kept=("o_a",))
    after = series.finished(series.next_game(), 54, ("o_b",))
    assert after.game == 2 and after.kept == ("o_a",) and after.food == 4 and after.waiting is None
    assert after.played == (Played(2, 54, 55),)


def test_the_end_of_another_game_than_the_series_next_changes_nothing() -> None:
    series = Series(game=3, food=1, kept=("o_a", "o_b"))
    assert series.finished(SeriesGame(2, 0, ("o_a",)), 70, ("o_c",)) == series
    waiting = series.finished(series.next_game(), 70, ("o_c",))
    assert waiting.finished(series.next_game(), 80, ("o_d",)) == waiting


def test_only_an_occupation_played_in_the_game_may_be_kept() -> None:
    series = Series().finished(SeriesGame(), 55, ("o_a",))
    with pytest.raises(ValueError, match="was not played"):
        series.keep("o_z")
    assert series.keep("").kept == () and series.keep("").game == 2
    with pytest.raises(ValueError, match="no game"):
        Series().keep("o_a")


def test_the_series_after_game_eight_goes_on_at_the_last_target() -> None:
    series = Series(game=9)
    assert series.target() == 67


def test_the_series_survives_saving_and_reading(tmp_path: Path) -> None:
    path = tmp_path / "series.json"
    series = Series().finished(SeriesGame(), 61, ("o_baker", "o_brewer"))
    save_series(series, path)
    assert read_series(path).series == series
    save_series(series.keep("o_brewer"), path)
    assert read_series(path).series.kept == ("o_brewer",)


@pytest.mark.parametrize(
    "content",
    ["{", "[]", '{"format": "tablero-agricola-series", "version": 1, "game": 0}',
     '{"format": "tablero-agricola-series", "version": 1, "game": 2, "food": 1, "kept": ["../x"]}',
     '{"format": "tablero-agricola-series", "version": 1, "game": 2, "food": NaN}', "",
     # issue 32: a kept card the deck has no such occupation of, and an occupation kept twice
     '{"format": "tablero-agricola-series", "version": 1, "game": 2, "food": 1, "kept": ["o_nosuchcard"]}',
     '{"format": "tablero-agricola-series", "version": 1, "game": 3, "food": 0, "kept": ["o_woodcutter", "o_woodcutter"]}',
     '{"format": "tablero-agricola-series", "version": 1, "game": 1, "food": 0, "waiting": {"game": 1, "score": 60,'
     ' "target": 50}, "choices": ["m_shovel"]}'],
)
def test_a_damaged_series_is_kept_aside_said_in_one_line_and_a_new_one_begins(
    tmp_path: Path, content: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "agricola_series.json"
    path.write_text(content, encoding="utf-8")
    found = load_series(path)
    assert found.series == Series()
    assert found.notice is not None and "\n" not in found.notice and "kept as" in found.notice
    (kept,) = tmp_path.glob("agricola_series.damaged-*.json")
    assert kept.read_text(encoding="utf-8") == content
    assert capsys.readouterr().err.count("\n") == 1
    save_series(Series(game=2), path)
    assert kept.read_text(encoding="utf-8") == content


def test_a_newer_series_file_is_left_alone_and_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "agricola_series.json"
    text = json.dumps({"format": "tablero-agricola-series", "version": 99, "game": 5})
    path.write_text(text, encoding="utf-8")
    found = read_series(path)
    assert found.notice is not None and not found.writable
    with pytest.raises(OSError):
        save_series(Series(game=2), path)
    assert path.read_text(encoding="utf-8") == text
    assert not list(tmp_path.glob("*.damaged-*"))


def test_a_finished_series_game_is_recorded_with_the_occupations_played(tmp_path: Path) -> None:
    path = tmp_path / "agricola_series.json"
    content = load_game_content("agricola")
    state = new_game(content, GameConfig(1, frozenset({"series"})), 21)
    play_random_game(state, Rng(21))
    series = note_match("agricola", state, path)
    assert series is not None
    outcome = state.outcome()
    assert outcome is not None
    played = tuple(c for c in state.players[0].played if c.startswith("o_"))
    if outcome.scores[0] >= 50:
        assert series.waiting == Played(1, outcome.scores[0], 50) and series.choices == played
    else:
        assert series.played == (Played(1, outcome.scores[0], 50),)
    assert read_series(path).series == series


def test_a_match_outside_the_series_is_not_recorded(tmp_path: Path) -> None:
    path = tmp_path / "agricola_series.json"
    content = load_game_content("agricola")
    state = new_game(content, GameConfig(1), 2)
    play_random_game(state, Rng(2))
    assert note_match("agricola", state, path) is None
    assert note_match("porto", state, path) is None
    assert not path.exists()


def test_a_recorded_game_is_the_next_game_of_the_series_it_reads(tmp_path: Path) -> None:
    path = tmp_path / "agricola_series.json"
    save_series(Series(game=2, food=1, kept=("o_woodcutter",)), path)
    game = of(GameConfig(1, frozenset({"series=2.1.o_woodcutter"})))
    assert game is not None
    assert record_game(game, 56, ("o_woodcutter", "o_mason"), path=path).choices == ("o_mason",)


@pytest.mark.parametrize(("players", "flag_text"), [(1, "series=3.2.o_woodcutter+o_mason"), (3, "draft")])
def test_a_save_of_a_series_or_drafted_game_replays(players: int, flag_text: str) -> None:
    from game.match_setup import Seat
    from game.saves import SaveRecord, replay_save

    content = load_game_content("agricola")
    config = GameConfig(players, frozenset({flag_text}))
    state = new_game(content, config, 12)
    chooser = Rng(12)
    moves = []
    for _ in range(60):
        decision = state.decision()
        if decision is None:
            break
        player = chooser.choice(list(decision.pending))
        move = chooser.choice(state.legal_moves_for(player))
        moves.append(str(move))
        state.apply(move)
    seats = tuple(Seat("human", f"P{i}") for i in range(players))
    record = SaveRecord("agricola", config, 12, seats, tuple(moves))
    again = SaveRecord.from_dict(json.loads(json.dumps(record.to_dict())))
    assert again.config == config
    assert replay_save(again, content).to_position() == state.to_position()


def test_a_save_naming_an_occupation_the_series_cannot_keep_is_refused_with_a_reason() -> None:
    from game.match_setup import Seat
    from game.saves import SaveError, SaveRecord, replay_save

    record = SaveRecord("agricola", GameConfig(1, frozenset({"series=2.0.m_shovel"})), 1, (Seat("human", "Ana"),))
    with pytest.raises(SaveError, match="not an occupation"):
        replay_save(record, load_game_content("agricola"))


def test_an_occupation_is_kept_once_and_played_once() -> None:
    # issue 32: kept twice, the Woodcutter was played twice (2 wood more from every wood space)
    content = load_game_content("agricola")
    with pytest.raises(ValueError, match="twice"):
        new_game(content, GameConfig(1, frozenset({"series=2.0.o_woodcutter+o_woodcutter"})), 3)


@pytest.mark.parametrize(
    ("flags", "said"),
    [({"series", "series=2.9"}, "more than once"), ({"series=2.0", "series=3.1"}, "more than once"),
     ({"family", "series"}, "cannot be played with 'family'"),
     ({"revised", "series=2.4.o_woodcutter"}, "cannot be played with 'revised'")],
)
def test_impossible_variant_sets_of_the_series_are_refused_with_one_line(flags: set[str], said: str) -> None:
    from game.rules.agricola import RULES

    with pytest.raises(ValueError, match=said) as refused:
        RULES.check_config(GameConfig(1, frozenset(flags)))
    assert "\n" not in str(refused.value)


def test_the_series_game_read_from_the_flags_does_not_depend_on_the_hash_seed() -> None:
    import os
    import subprocess
    import sys

    code = ("from game.rules.agricola.series import of; from game.rules.core import GameConfig; "
            "print(of(GameConfig(1, frozenset({'series', 'series=2.9', 'series=3.1.o_woodcutter'}))))")
    root = Path(__file__).resolve().parents[1]
    seen = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root,
                           env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in range(6)}
    assert len(seen) == 1, seen
