"""A tooltip or a hover belongs to what lies under the pointer now: when a click, a key or a
new view changes the board, or the pointer leaves it, the table and the board ask again."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame
from table_helpers import PAIRS_KIT, RecordingBoard, open_table, run_frames, seats

from game.boards.agricola import hand
from game.games import board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.core import GameConfig
from game.scenes.table import TableScene
from game.ui.context import UiContext


class SiloBoard(RecordingBoard):
    """A board with one silo in its middle that a click on it takes away."""

    silo = True

    def silo_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.centerx - 40, self.rect.centery - 40, 80, 80)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.silo_rect().collidepoint(event.pos):
            self.silo = False
            return True
        return False

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        return "Silo: holds 4 food" if self.silo and self.silo_rect().collidepoint(pos) else None


SILO_KIT = replace(PAIRS_KIT, board_view=SiloBoard)


def texts(table: TableScene) -> list[str]:
    return [text for _rect, text in table.texts()]


def motion(table_ctx: UiContext, pos: tuple[int, int]) -> None:
    table_ctx.stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_a_tooltip_goes_with_the_thing_a_click_took_away(table_ctx: UiContext,
                                                          make_match: Callable[..., Match]) -> None:
    table = open_table(table_ctx, make_match("Ana", "bot"), SILO_KIT, bot_delay=60)
    centre = table.board.rect.center
    motion(table_ctx, centre)
    run_frames(table_ctx.stack)
    assert "Silo: holds 4 food" in texts(table)
    table_ctx.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    run_frames(table_ctx.stack)
    assert "Silo: holds 4 food" not in texts(table), "the tooltip floats over the empty place"


def agricola_table(table_ctx: UiContext) -> TableScene:
    setup = MatchSetup("agricola", GameConfig(2), 5, seats("Ana", "bot"))
    match = Match(setup, load_game_content("agricola"), None)
    table = TableScene(table_ctx, match, board_kit("agricola"))
    table.driver.bot_delay = 60
    table_ctx.stack.push(table)
    run_frames(table_ctx.stack)
    assert table.driver.interactive and hand.tabs_shown(table.board)  # type: ignore[arg-type]
    return table


def test_agricolas_middle_panel_returns_to_the_hand_when_the_pointer_leaves_the_board(
        table_ctx: UiContext) -> None:
    table = agricola_table(table_ctx)
    board = table.board
    forest = next(i for i, s in enumerate(board.shown.spaces) if s.id == "forest")  # type: ignore[attr-defined]
    motion(table_ctx, board.space_rects()[forest].center)  # type: ignore[attr-defined]
    assert not hand.hand_drawn(board)  # type: ignore[arg-type]
    # straight off the board onto the log: the board hears no motion of its own
    motion(table_ctx, (table_ctx.stack.size[0] - 20, table_ctx.stack.size[1] // 2))
    run_frames(table_ctx.stack)
    assert hand.hand_drawn(board), "the middle panel keeps the space the pointer left"  # type: ignore[arg-type]


def test_agricolas_middle_panel_returns_to_the_hand_once_the_space_is_taken(table_ctx: UiContext) -> None:
    table = agricola_table(table_ctx)
    board = table.board
    forest = next(i for i, s in enumerate(board.shown.spaces) if s.id == "forest")  # type: ignore[attr-defined]
    spot = board.space_rects()[forest].center  # type: ignore[attr-defined]
    motion(table_ctx, spot)
    table_ctx.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    run_frames(table_ctx.stack, 3)
    assert table.match.moves, "the click placed nobody"
    assert hand.hand_drawn(board), "the middle panel keeps the space just taken"  # type: ignore[arg-type]
