"""The table as players meet it: hand-off screens, undo, the log, autosave, bots."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame
from table_helpers import RecordingBoard, click, key, open_table, run_frames

from game.match import Match
from game.rules.core import Move
from game.scenes.table import TableScene
from game.ui.context import UiContext

HINT_PATIENCE = 60.0
"""Seconds of real time a hint may take on a loaded machine (the bot's budget is one)."""


def board_of(table: TableScene) -> RecordingBoard:
    assert isinstance(table.board, RecordingBoard)
    return table.board


def play(table: TableScene, move: Move | None = None) -> None:
    board = board_of(table)
    board.queued = move or table.driver.view().legal_moves()[0]
    run_frames(table.ctx.stack)


def first_play(table: TableScene) -> Move:
    return next(m for m in table.driver.view().legal_moves() if str(m).startswith("play"))


def texts(table: TableScene) -> list[str]:
    return [text for _rect, text in table.texts()]


def test_two_people_hand_the_screen_over_and_nothing_private_shows_before_the_click(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    table = open_table(table_ctx, make_match("Ana", "Ben"))
    board = board_of(table)
    assert "Pass to Ana" in texts(table)
    assert set(board.drawn_viewers) == {None}
    click(table_ctx.stack, table.widget("handoff").rect.center)
    board.drawn_viewers.clear()
    run_frames(table_ctx.stack)
    assert board.drawn_viewers == [0]
    play(table, first_play(table))
    board.drawn_viewers.clear()
    run_frames(table_ctx.stack)
    assert "Pass to Ben" in texts(table)
    assert set(board.drawn_viewers) == {None}


def test_one_person_against_a_bot_sees_no_hand_off_screen(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    table = open_table(table_ctx, make_match("Ana", "bot"))
    assert table.driver.handoff_to is None
    assert not any(text.startswith("Pass to") for text in texts(table))
    assert board_of(table).drawn_viewers[-1] == 0


def test_ctrl_z_takes_back_a_move_and_says_why_when_it_cannot(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    match = make_match("Ana", "bot")
    table = open_table(table_ctx, match, bot_delay=3600.0)
    key(table_ctx.stack, pygame.K_z, pygame.KMOD_CTRL)
    run_frames(table_ctx.stack)
    assert "Nothing to undo yet." in texts(table)
    play(table, first_play(table))
    assert len(match.moves) == 1
    key(table_ctx.stack, pygame.K_z, pygame.KMOD_CTRL)
    run_frames(table_ctx.stack)
    assert match.moves == []
    key(table_ctx.stack, pygame.K_y, pygame.KMOD_CTRL)
    run_frames(table_ctx.stack)
    assert len(match.moves) == 1


def test_once_the_screen_passes_to_the_next_person_the_last_ones_move_cannot_be_undone(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    match = make_match("Ana", "Ben")
    table = open_table(table_ctx, match)
    table.take_screen()
    play(table, first_play(table))
    assert "Pass to Ben" in texts(table)
    table.take_screen()
    assert not table.widget("undo").enabled
    key(table_ctx.stack, pygame.K_z, pygame.KMOD_CTRL)
    run_frames(table_ctx.stack)
    assert len(match.moves) == 1
    assert "Cannot undo: the last decision was another person's." in texts(table)


def test_the_undo_button_explains_why_it_is_greyed_out(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    table = open_table(table_ctx, make_match("Ana", "Ben"))
    undo = table.widget("undo")
    assert not undo.enabled
    table_ctx.stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    run_frames(table_ctx.stack)
    assert "Nothing to undo yet." in texts(table)


def test_the_log_speaks_spanish_after_switching_language(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    table = open_table(table_ctx, make_match("Ana", "Ben"))
    table.take_screen()
    play(table, first_play(table))
    assert "Round 1" in texts(table)
    table_ctx.change_settings(table_ctx.settings.with_changes(language="es"))
    run_frames(table_ctx.stack)
    assert "Ronda 1" in texts(table)
    assert "Ana plays a card" in texts(table)  # the kit's own sentence, untranslated here


def test_a_save_file_appears_after_a_move(table_ctx: UiContext, make_match: Callable[..., Match]) -> None:
    match = make_match("Ana", "bot")
    table = open_table(table_ctx, match)
    play(table, first_play(table))
    assert match.save_path is not None and match.save_path.is_file()
    from game.saves import read_save

    assert read_save(match.save_path).moves[0] == match.moves[0]


def test_a_bot_moves_after_its_delay_while_frames_keep_coming(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    match = make_match("bot", "Ana")
    table = open_table(table_ctx, match)
    table.driver.bot_delay = 0.5
    frames = 0
    while not match.moves and frames < 400:
        run_frames(table_ctx.stack, dt=0.01)
        frames += 1
    assert match.moves, "the bot never moved"
    assert frames >= 40, "the bot's move was shown before its delay"
    assert table.driver.interactive


def test_hovering_the_board_shows_its_tooltip(table_ctx: UiContext, make_match: Callable[..., Match]) -> None:
    table = open_table(table_ctx, make_match("Ana", "bot"))
    centre = table.board.rect.center
    table_ctx.stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    run_frames(table_ctx.stack)
    assert "A card of Pairs" in texts(table)


def test_a_hint_from_the_hard_bot_is_highlighted_on_request(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    table_ctx.change_settings(table_ctx.settings.with_changes(hints=True))
    table = open_table(table_ctx, make_match("Ana", "bot"))
    table.hint()
    # The hard bot thinks for about a second of real time in its own thread; frames are counted
    # against the clock, not in number, so a busy machine only makes the wait longer.
    deadline = time.monotonic() + HINT_PATIENCE
    while board_of(table).hint is None and time.monotonic() < deadline:
        run_frames(table_ctx.stack, dt=0.01)
        time.sleep(0.01)
    assert board_of(table).hint in table.driver.view().legal_moves()
    run_frames(table_ctx.stack)
    assert "Hint: the highlighted move is what the hard bot would play." in texts(table)


def test_pressing_h_with_hints_off_says_where_to_turn_them_on(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    table = open_table(table_ctx, make_match("Ana", "bot"))
    key(table_ctx.stack, pygame.K_h)
    run_frames(table_ctx.stack)
    assert "Hints are off: turn them on in Settings, under Hints." in texts(table)
    assert not table.driver.hint_pending


def test_bots_are_named_by_level_in_the_current_language_and_told_apart() -> None:
    from game.match_setup import Seat
    from game.scenes.table.words import seat_names

    seats = (
        Seat("human", "Ana", colour="blue"),
        Seat("bot", "Bot normal", "normal", "red"),
        Seat("bot", "Bot normal", "normal", "green"),
        Seat("bot", "Bot difícil", "hard", "yellow"),
    )
    assert seat_names(seats, str) == ["Ana", "Normal bot 1", "Normal bot 2", "Hard bot"]
    spanish = {"Normal bot": "Bot normal", "Hard bot": "Bot difícil"}
    assert seat_names(seats, lambda text: spanish.get(text, text))[1:] == ["Bot normal 1", "Bot normal 2", "Bot difícil"]


def test_a_person_left_unnamed_is_player_n_in_the_current_language_and_a_typed_name_is_kept() -> None:
    from game.cli.parser import seat_list
    from game.scenes.table.words import seat_names

    seats = seat_list("human,bot:normal,human:Player 1")
    french = {"Player {number}": "Joueur {number}", "Normal bot": "Bot normal"}
    assert seat_names(seats, lambda text: french.get(text, text)) == ["Joueur 1", "Bot normal", "Player 1"]


def test_a_board_that_shows_the_players_itself_gets_no_second_player_list_and_a_taller_log(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    from dataclasses import replace

    from table_helpers import PAIRS_KIT

    listed = open_table(table_ctx, make_match("Ana", "Ben"))
    run_frames(table_ctx.stack)
    log_with_rows = listed.log.rect.height
    assert len(listed._rows) == 2
    table_ctx.stack.pop()
    own = open_table(table_ctx, make_match("Ana", "Ben"), replace(PAIRS_KIT, extra={**PAIRS_KIT.extra, "shows_players": True}))
    run_frames(table_ctx.stack)
    assert own._rows == [] and own.log.rect.height > log_with_rows
