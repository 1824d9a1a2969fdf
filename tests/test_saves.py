"""Save files: written atomically, read as untrusted input, replayed through the rules."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from contract.tiny_game import PairsContent

from game import saves
from game.match_setup import Seat
from game.rules.core import GameConfig, Rng
from game.saves import SaveError, SaveRecord, read_save, replay_save, write_save

SEATS = (Seat("human", "Ana", colour="blue"), Seat("bot", "Bot", level="hard", colour="orange"))


def played_record(content: PairsContent, moves: int = 8, seed: int = 11) -> SaveRecord:
    """A record of a Pairs match after ``moves`` random legal moves."""
    from contract.tiny_game import new_game

    config = GameConfig(2)
    state = new_game(content, config, seed)
    chooser = Rng(99)
    texts = []
    for _ in range(moves):
        move = chooser.choice(state.legal_moves())
        texts.append(str(move))
        state.apply(move)
    return SaveRecord("tiny", config, seed, SEATS, tuple(texts), turn=state.round_number)


def test_a_written_save_reads_back_equal(tmp_path: Path, pairs_game: PairsContent) -> None:
    record = played_record(pairs_game)
    path = tmp_path / "match.json"
    write_save(record, path)
    assert read_save(path) == record


def test_a_save_file_is_the_documented_json_object(tmp_path: Path, pairs_game: PairsContent) -> None:
    path = tmp_path / "match.json"
    write_save(played_record(pairs_game), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "tablero-save"
    assert data["version"] == 1
    assert data["config"] == {"players": 2, "variants": []}
    assert data["seats"] == [
        {"kind": "human", "name": "Ana", "colour": "blue"},
        {"kind": "bot", "name": "Bot", "level": "hard", "colour": "orange"},
    ]
    assert set(data) >= {"app_version", "game", "content_version", "seed", "moves", "created",
                         "updated", "turn"}


def test_writing_replaces_the_old_save_and_leaves_no_temporary_file(
    tmp_path: Path, pairs_game: PairsContent
) -> None:
    path = tmp_path / "saves" / "match.json"
    first = played_record(pairs_game, moves=2)
    write_save(first, path)
    longer = first.with_moves(played_record(pairs_game, moves=6).moves, turn=4)
    write_save(longer, path)
    assert read_save(path).moves == longer.moves
    assert [p.name for p in path.parent.iterdir()] == ["match.json"]


def test_a_failed_write_keeps_the_old_save(
    tmp_path: Path, pairs_game: PairsContent, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "match.json"
    write_save(played_record(pairs_game, moves=2), path)
    before = path.read_bytes()

    def disk_full(*_args: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError):
        write_save(played_record(pairs_game, moves=6), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["match.json"]


def valid_text(content: PairsContent) -> str:
    return json.dumps(played_record(content).to_dict())


DAMAGED: dict[str, Any] = {
    "empty": lambda good: "",
    "truncated": lambda good: good[: len(good) // 2],
    "not json": lambda good: "this is a shopping list\nmilk\n",
    "foreign json": lambda good: json.dumps({"name": "some other program", "version": 1}),
    "a list": lambda good: json.dumps([1, 2, 3]),
    "newer version": lambda good: good.replace('"version": 1', '"version": 7'),
    "moves not texts": lambda good: good.replace('"moves": [', '"moves": [42, '),
    "bad seed": lambda good: good.replace('"seed": 11', '"seed": "eleven"'),
    "bad seat": lambda good: good.replace('"kind": "human"', '"kind": "ghost"'),
    "bad config": lambda good: good.replace('"players": 2', '"players": "two"'),
    "nested too deeply": lambda good: "[" * 100_000,
    "a seed of 5000 digits": lambda good: good.replace('"seed": 11', '"seed": ' + "7" * 5000),
    "an infinite turn": lambda good: good.replace('"turn": ', '"turn": Infinity, "x": '),
    "a game named base": lambda good: good.replace('"game": "tiny"', '"game": "base"'),
    "a game named ..": lambda good: good.replace('"game": "tiny"', '"game": ".."'),
    "more seats than players": lambda good: good.replace('"players": 2', '"players": 3'),
    "an unknown variant": lambda good: good.replace('"variants": []', '"variants": ["nightmare"]'),
    "a move with a NUL": lambda good: good.replace('"moves": [', '"moves": ["a\\u0000b", '),
    "a 10 MB game name": lambda good: good.replace('"game": "tiny"', '"game": "' + "x" * 10_000_000 + '"'),
}

EXPECTED = {
    "empty": "is empty",
    "truncated": "is damaged or cut short",
    "not json": "is damaged or cut short",
    "foreign json": "it is not a Tablero save",
    "a list": "it is not a Tablero save",
    "newer version": "made by a newer Tablero",
    "moves not texts": "moves must be a list of move texts",
    "bad seed": "seed must be a whole number",
    "bad seat": "seat 1:",
    "bad config": "config.players must be a whole number",
    "nested too deeply": "it is nested more than 64 levels deep",
    "a seed of 5000 digits": "it holds a number with too many digits",
    "an infinite turn": "it holds Infinity, which is not a number Tablero can use",
    "a game named base": "a game this version does not know ('base')",
    "a game named ..": "a game this version does not know ('..')",
    "more seats than players": "it has 2 seats for 3 players",
    "an unknown variant": "config.variants names an unknown variant 'nightmare'",
    "a move with a NUL": "move 1 'ab' is not a move text",
    "a 10 MB game name": f"a game this version does not know ('{'x' * 40}…')",
}


@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_a_damaged_save_gives_one_clear_message_and_stays_untouched(
    case: str, tmp_path: Path, pairs_game: PairsContent
) -> None:
    path = tmp_path / "match.json"
    path.write_text(DAMAGED[case](valid_text(pairs_game)), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        read_save(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    assert EXPECTED[case] in message
    assert "\n" not in message
    assert path.read_bytes() == before


def test_a_binary_file_is_not_a_save(tmp_path: Path) -> None:
    path = tmp_path / "picture.json"
    path.write_bytes(bytes(range(256)))
    with pytest.raises(SaveError, match="it is not a text file"):
        read_save(path)


def test_a_missing_file_or_a_folder_is_a_save_error(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="no such save file"):
        read_save(tmp_path / "gone.json")
    with pytest.raises(SaveError, match="is a folder"):
        read_save(tmp_path)


def test_replaying_a_save_rebuilds_the_same_position(pairs_game: PairsContent) -> None:
    from contract.tiny_game import new_game, parse_move

    record = played_record(pairs_game, moves=10)
    state = new_game(pairs_game, record.config, record.seed)
    for text in record.moves:
        state.apply(parse_move(state, text))
    assert replay_save(record, pairs_game).to_position() == state.to_position()


def test_replaying_stops_at_the_first_illegal_move_and_says_why(pairs_game: PairsContent) -> None:
    record = played_record(pairs_game, moves=4)
    broken = record.with_moves(record.moves + ("play 99",), turn=3)
    with pytest.raises(SaveError, match=r"^move 5 'play 99' is not legal: there is no 99 in your hand$"):
        replay_save(broken, pairs_game)


def test_replaying_names_a_move_it_cannot_read(pairs_game: PairsContent) -> None:
    record = played_record(pairs_game, moves=3)
    broken = record.with_moves(("dance",) + record.moves, turn=1)
    with pytest.raises(SaveError, match=r"^move 1 'dance' cannot be read"):
        replay_save(broken, pairs_game)


def test_replaying_refuses_a_game_that_is_not_available(pairs_game: PairsContent) -> None:
    record = SaveRecord("chess", GameConfig(2), 1, SEATS)
    with pytest.raises(SaveError, match="'chess' is not available"):
        replay_save(record, pairs_game)


def test_replaying_refuses_other_content_or_a_bad_set_up(pairs_game: PairsContent) -> None:
    with pytest.raises(SaveError, match="content version 9"):
        replay_save(SaveRecord("tiny", GameConfig(2), 1, SEATS, content_version="9"), pairs_game)
    with pytest.raises(SaveError, match="set-up is invalid"):
        replay_save(SaveRecord("tiny", GameConfig(7), 1, SEATS * 3), pairs_game)


def test_the_saves_folder_lists_newest_first_and_deletes(tablero_home: Path, pairs_game: PairsContent) -> None:
    assert not saves.has_saves()
    older, newer = tablero_home / "saves" / "a.json", tablero_home / "saves" / "b.json"
    record = SaveRecord("tiny", GameConfig(2), 1, SEATS)
    write_save(record, older)
    write_save(record, newer)
    os.utime(older, (1_000_000, 1_000_000))
    (tablero_home / "saves" / "broken.json").write_text("{", encoding="utf-8")
    os.utime(tablero_home / "saves" / "broken.json", (1_000, 1_000))
    assert saves.has_saves()
    assert saves.list_saves() == [newer, older, tablero_home / "saves" / "broken.json"]
    loaded = saves.load_saves()
    assert loaded[0] == (newer, record)
    assert isinstance(loaded[2][1], SaveError)
    saves.delete_save(older)
    saves.delete_save(older)
    assert older not in saves.list_saves()


def test_saves_live_in_the_tablero_home_folder(tablero_home: Path) -> None:
    assert saves.autosave_path() == tablero_home / "saves" / "autosave.json"
    fresh = saves.new_save_path("oregon")
    assert fresh.parent == tablero_home / "saves"
    assert fresh.name.startswith("oregon-")
    write_save(SaveRecord("tiny", GameConfig(2), 1, SEATS), fresh)
    assert saves.new_save_path("oregon") != fresh
