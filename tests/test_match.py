"""The match at the table: undo stops where the rules of the table issue say, redo plays the
same again, the log follows the moves, and every move is autosaved.  (How undo reads turn
boundaries, and treats games without them, is in ``tests/scenes/table/test_match_boundaries.py``.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig
from game.saves import read_save, replay_save

ANA = Seat("human", "Ana", colour="blue")
BEN = Seat("human", "Ben", colour="orange")
BOT = Seat("bot", "Bot", level="random", colour="orange")


def match(seats: tuple[Seat, ...], save: Path | None = None, seed: int = 3) -> Match:
    from game.games import load_game_content

    setup = MatchSetup("tiny", GameConfig(len(seats)), seed, seats)
    return Match(setup, load_game_content("tiny"), save)


def play_first(m: Match, text_prefix: str) -> bool:
    """Play the first legal move whose text starts with ``text_prefix``."""
    for move in m.state.legal_moves():
        if str(move).startswith(text_prefix):
            m.play(move)
            return True
    return False


def test_a_player_can_take_back_a_card_they_just_played(pairs_game: Any) -> None:
    m = match((ANA, BOT))
    before = m.state.to_position()
    assert play_first(m, "play")
    assert m.can_undo().allowed
    assert m.undo()
    assert m.state.to_position() == before
    assert m.moves == []


def test_undo_never_goes_back_past_a_draw(pairs_game: Any) -> None:
    m = match((ANA, BOT))
    assert play_first(m, "draw")
    check = m.can_undo()
    assert not check.allowed
    assert check.reason == "revealed"
    assert not m.undo()


def test_in_hotseat_undo_never_takes_back_another_persons_decision(pairs_game: Any) -> None:
    m = match((ANA, BEN))
    assert play_first(m, "play")
    assert m.state.current_player == 1
    check = m.can_undo()
    assert not check.allowed and check.reason == "not_yours", "Ben, to play now, cannot take back Ana's card"
    assert play_first(m, "play")
    assert not m.undo()
    assert m.state.current_player == 0 and len(m.moves) == 2


def test_the_person_at_the_screen_may_undo_only_their_own_decision(pairs_game: Any) -> None:
    m = match((ANA, BOT))
    assert play_first(m, "play")
    assert m.can_undo(person=0).allowed
    assert not m.can_undo(person=1).allowed and not m.undo(person=1)
    assert m.undo(person=0) and m.moves == []


def test_against_a_bot_undo_takes_back_the_persons_move_before_the_bot_replies(pairs_game: Any) -> None:
    m = match((ANA, BOT))
    start = m.state.to_position()
    assert play_first(m, "play")
    assert m.state.current_player == 1
    assert m.undo()
    assert m.state.to_position() == start
    assert m.state.current_player == 0


def test_redo_plays_the_undone_decision_again(pairs_game: Any) -> None:
    m = match((ANA, BOT))
    assert play_first(m, "play")
    after = m.state.to_position()
    moves = list(m.moves)
    m.undo()
    assert m.can_redo().allowed
    assert m.redo()
    assert m.state.to_position() == after
    assert m.moves == moves
    assert not m.can_redo().allowed


def test_a_new_move_forgets_what_was_undone(pairs_game: Any) -> None:
    m = match((ANA, BOT))
    assert play_first(m, "play")
    m.undo()
    assert play_first(m, "draw")
    assert not m.can_redo().allowed


def test_the_log_loses_the_events_of_undone_moves(pairs_game: Any) -> None:
    m = match((ANA, BOT))
    assert play_first(m, "play")
    assert m.log and all(entry.move_index == 0 for entry in m.log)
    m.undo()
    assert m.log == []


def test_every_move_is_autosaved_and_the_save_replays_to_the_same_position(
    pairs_game: Any, tmp_path: Path
) -> None:
    path = tmp_path / "auto.json"
    m = match((ANA, BOT), save=path)
    for _ in range(6):
        if m.state.is_over:
            break
        m.play(m.state.legal_moves()[0])
        record = read_save(path)
        assert list(record.moves) == m.moves
    assert replay_save(read_save(path), pairs_game).to_position() == m.state.to_position()


def test_a_resumed_match_continues_where_it_stopped_and_undoes_as_it_could_before(
    pairs_game: Any, tmp_path: Path
) -> None:
    path = tmp_path / "auto.json"
    m = match((ANA, BOT), save=path)
    allowed = 0
    while not m.state.is_over:
        m.play(m.state.legal_moves()[0])
        resumed = Match.resume(read_save(path), pairs_game, path)
        assert resumed.state.to_position() == m.state.to_position()
        assert resumed.score_history == m.score_history
        assert resumed.can_undo() == m.can_undo()
        if resumed.can_undo().allowed:
            allowed += 1
            assert resumed.undo() and m.undo()
            assert resumed.state.to_position() == m.state.to_position() and resumed.moves == m.moves
            assert m.redo()
    assert allowed > 0
