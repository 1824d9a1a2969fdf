"""A fault at the table ends nothing (issue 32): the bug met while handling one event or one
frame is written to the log in the data folder and said in one line on the prompt line; the
match goes on, saved after its last move and resumable.  "Leave the table" pressed twice in
one frame leaves the table only."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from table_helpers import click, open_table, run_frames

from game.faults import log_file
from game.match import Match
from game.scenes.table import TableScene
from game.scenes.table.launch import resume_table
from game.scenes.table.menu import TableMenu
from game.scenes.title import TitleScene
from game.ui.context import UiContext


def _pointing_faults(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(pos: tuple[int, int]) -> str:
        raise ValueError("keep-card 0 o_bakers_boy is not a step")

    monkeypatch.setattr(table.board, "tooltip", broken)


def test_a_fault_in_one_event_is_logged_said_and_the_match_goes_on_saved(
    table_ctx: UiContext, make_match: Callable[..., Match], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("TABLERO_STRICT")
    match = make_match("Ana", "bot")
    table_ctx.stack.push(TitleScene(table_ctx))
    table = open_table(table_ctx, match)
    _pointing_faults(table, monkeypatch)
    board = table.place.rect("board").center
    for _ in range(3):  # pointing at it again and again
        table_ctx.stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=board, rel=(1, 0), buttons=(0, 0, 0)))
        run_frames(table_ctx.stack)
    assert table_ctx.stack.top is table
    assert table.prompt_text() == "Something went wrong, but the match is saved; the details are in tablero.log."
    logged = log_file().read_text(encoding="utf-8")
    assert logged.count("ValueError: keep-card 0 o_bakers_boy is not a step") == 1
    match.play(match.state.legal_moves()[0])
    assert match.save_path is not None
    assert resume_table(table_ctx, match.save_path).match.moves == match.moves


def test_under_the_tests_a_fault_at_the_table_is_raised(
    table_ctx: UiContext, make_match: Callable[..., Match], monkeypatch: pytest.MonkeyPatch
) -> None:
    table = open_table(table_ctx, make_match("Ana", "bot"))
    _pointing_faults(table, monkeypatch)
    with pytest.raises(ValueError, match="is not a step"):
        table_ctx.stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=table.place.rect("board").center,
                                                        rel=(1, 0), buttons=(0, 0, 0)))


def test_leave_the_table_pressed_twice_in_one_frame_leaves_the_table_only(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    table_ctx.stack.push(TitleScene(table_ctx))
    table = open_table(table_ctx, make_match("Ana", "bot"))
    table.open_menu()
    run_frames(table_ctx.stack)
    menu = table_ctx.stack.top
    assert isinstance(menu, TableMenu)
    leave = menu.widget("leave").rect.center
    click(table_ctx.stack, leave)
    click(table_ctx.stack, leave)
    run_frames(table_ctx.stack)
    assert [type(scene) for scene in table_ctx.stack.scenes] == [TitleScene]
