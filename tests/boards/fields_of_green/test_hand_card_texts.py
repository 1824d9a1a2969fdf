"""Every card and equipment tile held in a hand says its whole rules text at 1366 x 768, in
every language and for 2 to 4 players, however many cards the tray holds: a hand card never
ends its text in "…" (issue 15, "On screen")."""

from __future__ import annotations

import pygame
import pytest

from game.boards.fields_of_green.band import hand_card_sizes
from game.boards.fields_of_green.view import FogBoard
from game.context import build_context
from game.games import board_kit, load_game_content
from game.i18n import LANGUAGES
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig
from game.scenes.stack import SceneStack
from game.scenes.table import TableScene
from game.settings import Settings

SIZE = (1366, 768)
HAND_MOST = 6
"""The most cards a tray holds (the draft's first hand)."""


def table_board(players: int, language: str) -> FogBoard:
    """The board of a Fields of Green table at 1366 x 768, laid out as the table lays it."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(SIZE)
    stack = SceneStack(SIZE)
    ctx = build_context(stack, Settings(language=language, window_size=SIZE), on_start=lambda setup: None)
    seats = tuple(Seat("human" if i == 0 else "bot", f"P{i}", "" if i == 0 else "random",
                       ("blue", "orange", "green", "vermilion")[i]) for i in range(players))
    setup = MatchSetup("fields_of_green", GameConfig(players), 3, seats)
    match = Match(setup, load_game_content("fields_of_green"), None)
    table = TableScene(ctx, match, board_kit("fields_of_green"))
    stack.push(table)
    stack.apply_requests()
    stack.update(0.0)
    assert isinstance(table.board, FogBoard)
    return table.board


def cut_cards(board: FogBoard, language: str) -> list[str]:
    """The cards whose text would end in "…" at some size of the tray."""
    _ = board.gettext
    tables = board.tables
    cut = []
    for size in sorted(hand_card_sizes(board, HAND_MOST)):
        for design in tables.cards:
            pays = design.harvest is not None
            if board.art.card_layout(design.code, design.points, pays, size, _).cut:
                cut.append(f"{design.code} at {size}: {board.book.text(design.code, _)}")
        for code in board.book.tiles:
            if board.art.card_layout(code, 0, False, size, _).cut:
                cut.append(f"{code} at {size}: {board.book.text(code, _)}")
    return cut


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_no_hand_card_text_is_cut_at_1366x768(players: int, language: str) -> None:
    board = table_board(players, language)
    assert board.gettext("Keep {card} face down") != "" and cut_cards(board, language) == []


def test_a_card_whose_text_cannot_fit_is_reported_cut() -> None:
    board = table_board(2, "fr")
    design = board.tables.cards[0]
    small = (40, 66)
    assert board.art.card_layout(design.code, design.points, design.harvest is not None, small, board.gettext).cut
