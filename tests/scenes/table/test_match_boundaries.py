"""Undo at the table reads the games' turn boundaries: a person takes back their own decisions
of their turn, one at a time, never a bot's or another person's, never into an earlier turn,
never past a reveal (issue 12)."""

from __future__ import annotations

from contract.coins_game import CoinsContent
from contract.sealed_bids import BidsContent

from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig, Move
from game.saves import SaveRecord, replay_save

ANA = Seat("human", "Ana", colour="blue")
BEN = Seat("human", "Ben", colour="orange")
BOT = Seat("bot", "Bot", level="random", colour="green")


def coins_match(coins: CoinsContent, *seats: Seat, quiet: bool = False) -> Match:
    variants = frozenset({"quiet"}) if quiet else frozenset()
    return Match(MatchSetup("coins", GameConfig(len(seats), variants), 1, seats), coins, None)


def take(m: Match, text: str) -> None:
    move: Move = next(mv for mv in m.state.legal_moves() if str(mv) == text)
    m.play(move)


def test_a_person_takes_back_the_steps_of_their_turn_one_at_a_time(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game, ANA, BOT)
    take(m, "take 1")
    take(m, "take 2")
    assert m.undo()
    assert m.moves == ["take 1"]
    assert m.undo()
    assert m.moves == []
    assert m.can_undo().reason == "nothing_to_undo"


def test_undo_never_takes_back_a_bots_turn(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game, ANA, BOT)
    take(m, "take 1")
    take(m, "done")
    assert m.state.current_player == 1
    take(m, "take 2")  # the bot's decision
    check = m.can_undo()
    assert not check.allowed and check.reason == "other_player"
    assert not m.undo()
    assert m.moves == ["take 1", "done", "take 2"]


def test_the_move_that_ended_a_turn_can_be_taken_back_until_the_next_player_decides(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game, ANA, BOT)
    take(m, "take 1")
    take(m, "done")
    assert m.can_undo().allowed
    assert m.undo()
    assert m.state.current_player == 0 and m.moves == ["take 1"]


def test_undo_stops_at_the_start_of_the_persons_turn(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game, ANA, BEN)
    for text in ("take 1", "done", "take 2", "done", "take 1"):
        take(m, text)
    assert m.undo()  # Ana's first step of her second turn
    check = m.can_undo()
    assert not check.allowed and check.reason == "other_player"
    assert m.moves == ["take 1", "done", "take 2", "done"]


def test_undo_never_reaches_back_into_a_persons_earlier_turn(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game, ANA)
    for text in ("take 1", "done", "take 2"):
        take(m, text)
    assert m.undo()
    check = m.can_undo()
    assert not check.allowed and check.reason == "turn_over"


def test_redo_plays_the_undone_steps_again_one_undo_at_a_time(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game, ANA, BOT)
    for text in ("take 1", "take 2", "take 1"):
        take(m, text)
    after = m.state.to_position()
    assert m.undo() and m.undo() and m.undo()
    assert m.redo()
    assert m.moves == ["take 1"]
    assert m.redo() and m.redo()
    assert m.state.to_position() == after
    assert not m.can_redo().allowed


def test_leaving_and_continuing_keeps_the_persons_undo_of_this_turn(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game, ANA, BOT)
    for text in ("take 1", "done", "take 2", "done", "take 1", "take 2"):
        take(m, text)
    record = m.save_record()
    resumed = Match.resume(record, coins_game, None)
    assert resumed.marks_turns
    assert resumed.undo() and resumed.undo()
    assert resumed.moves == list(record.moves[:4])
    assert not resumed.can_undo().allowed and resumed.can_undo().reason == "other_player"
    assert replay_save(SaveRecord("coins", record.config, 1, record.seats, record.moves), coins_game).to_position() == (
        m.state.to_position())


def test_in_a_simultaneous_pick_a_person_may_take_back_their_pick_until_the_reveal(bids_game: BidsContent) -> None:
    m = Match(MatchSetup("bids", GameConfig(2), 1, (ANA, BEN)), bids_game, None)
    m.play(m.state.legal_moves_for(0)[2])
    assert m.can_take_back(0).allowed
    assert not m.can_undo(person=1).allowed, "Ben, still to choose, cannot undo Ana's pick"
    m.play(m.state.legal_moves_for(1)[0])  # the reveal
    assert not m.can_undo().allowed and not m.can_take_back(0).allowed
    assert m.can_undo().reason == "revealed"


def test_in_porto_after_a_bot_moved_undo_never_takes_back_the_bots_turn() -> None:
    from game.rules.core import Rng
    from game.scenes.table.match_content import game_content

    bot = Seat("bot", "Bot", level="random", colour="orange")
    m = Match(MatchSetup("porto", GameConfig(2), 5, (ANA, bot)), game_content("porto"), None)
    rng = Rng(5)
    while not m.state.is_over and m.state.current_player == 0:
        m.play(rng.choice(m.state.legal_moves()))
    assert m.marks_turns, "Porto announces its turns (turn_started)"
    moves = list(m.moves)
    while not m.state.is_over and m.state.current_player == 1:
        m.play(rng.choice(m.state.legal_moves()))
    bot_moves = m.moves[len(moves):]
    assert bot_moves
    assert not m.can_undo().allowed
    assert not m.undo()
    assert m.moves[len(moves):] == bot_moves


def test_without_boundaries_undo_steps_back_over_the_bots_reply_to_the_persons_decision(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game, ANA, BOT, quiet=True)
    take(m, "take 1")
    take(m, "done")
    start = m.state.to_position()
    take(m, "take 2")
    take(m, "take 2")
    take(m, "done")  # the bot's turn
    assert not m.marks_turns
    assert m.state.current_player == 0 and m.undo()
    assert m.state.to_position() != start and m.moves == ["take 1"]


def test_without_boundaries_redo_plays_the_decision_and_the_bots_reply_again(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game, ANA, BOT, quiet=True)
    for text in ("take 1", "done", "take 2", "done"):
        take(m, text)
    after, moves = m.state.to_position(), list(m.moves)
    assert m.undo() and m.moves == ["take 1"]
    assert m.redo()
    assert m.state.to_position() == after and m.moves == moves


def test_positions_before_a_reveal_are_let_go_and_undo_still_works_after_it(pairs_game: object) -> None:
    m = Match(MatchSetup("tiny", GameConfig(2), 3, (ANA, BOT)), pairs_game, None)
    while not m.state.is_over:
        m.play(m.state.legal_moves()[0])
    kept = [before for before in m._before if before is not None]  # what undo may still reach
    assert len(kept) < len(m.moves) // 2
    m2 = Match(MatchSetup("tiny", GameConfig(2), 3, (ANA, BOT)), pairs_game, None)
    m2.play(next(mv for mv in m2.state.legal_moves() if str(mv) == "draw"))
    m2.play(next(mv for mv in m2.state.legal_moves() if str(mv).startswith("play")))  # the bot's
    m2.play(next(mv for mv in m2.state.legal_moves() if str(mv).startswith("play")))
    assert m2.undo() and len(m2.moves) == 2
    assert not m2.undo()
