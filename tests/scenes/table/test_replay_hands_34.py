"""Issue 34: "hands in the replay of a finished game, for every player" — an Agricola hand stays
in sight at every step of the replay, not only while a person is placed."""

from __future__ import annotations

import pygame
from table_helpers import run_frames

from game.boards.agricola import hand
from game.rules.agricola.legal import Phase
from game.rules.core import GameConfig
from game.scenes.table import ReplayScene
from game.scenes.table.launch import random_match
from game.ui.context import UiContext


def test_a_finished_agricola_games_replay_shows_the_hand_at_every_step_and_the_harvest_one_tab_away(
        table_ctx: UiContext) -> None:
    replay = ReplayScene(table_ctx, random_match("agricola", 3, None, GameConfig(2)).save_record())
    replay.show_hands_of(0)
    table_ctx.stack.push(replay)
    run_frames(table_ctx.stack)
    board = replay.board
    phases = set()
    for step in range(0, replay.last + 1, 3):
        replay.go(step)
        run_frames(table_ctx.stack)
        view = board.shown
        if not hand.own_hand(board) or hand.draft_cards.drafting(board):
            continue
        phases.add((view.phase, bool(board.controls) or view.progress is not None))
        assert hand.laid_out(board), f"Ana's hand is drawn at move {step} ({view.phase.name})"
    assert any(p == Phase.FEED for p, _ in phases), "a harvest was looked at"
    assert any(busy for _, busy in phases), "a step in the middle of an action was looked at"
    feeding = next(s for s in range(replay.last + 1) if replay.states[s].phase == Phase.FEED)
    replay.go(feeding)
    run_frames(table_ctx.stack)
    tabs = dict(hand.tab_rects(board))
    assert hand.tab_label(board, "score") == board.words.harvest_title
    replay.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tabs["score"].center, button=1))
    run_frames(table_ctx.stack)
    assert not hand.hand_drawn(board), "the harvest's own words are one tab away"
