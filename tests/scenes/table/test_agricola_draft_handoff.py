"""Agricola's draft at a hot-seat table: before each person's private choice the screen is
handed over, and until it is taken the board draws none of the cards being drafted; once it
is taken the person's own hand of the draft is drawn as cards."""

from __future__ import annotations

import pygame
from table_helpers import run_frames, seats

from game.boards.agricola import hand
from game.games import board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.agricola.moves import DraftPick
from game.rules.core import GameConfig
from game.scenes.table import TableScene
from game.ui.context import UiContext


def test_each_draft_choice_waits_for_the_screen_to_be_handed_over(table_ctx: UiContext) -> None:
    setup = MatchSetup("agricola", GameConfig(3, frozenset({"draft"})), 11, seats("Ana", "Ben", "Chloé"))
    match = Match(setup, load_game_content("agricola"), None)
    table = TableScene(table_ctx, match, board_kit("agricola"))
    table_ctx.stack.push(table)
    for chooser in range(3):
        run_frames(table_ctx.stack)
        assert table.driver.handoff_to == chooser
        assert hand.laid_out(table.board) == [], "nothing of a hand is drawn before the hand-off"
        table.take_screen()
        run_frames(table_ctx.stack)
        laid = hand.laid_out(table.board)
        draft = match.state.draft
        assert draft is not None and {card.card for card in laid} == set(draft.packets[chooser])
        table.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=laid[0].rect.center, button=1))
        run_frames(table_ctx.stack)
        assert match.moves[-1] == str(DraftPick(chooser, laid[0].card)), "the click kept the card"
