"""Whole games on screen: people click their way through Oregon and Porto (against a random
bot, and two people at one screen) until the results appear."""

from __future__ import annotations

import time

import pytest
from players import PLAYERS
from table_helpers import click, run_frames, seats

from game.games import board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.core import GameConfig
from game.scenes.table import TableScene
from game.scenes.table.results import ResultsScene
from game.ui.context import UiContext

MAX_FRAMES = 6000


def quick(ctx: UiContext) -> None:
    """No animations and no pause after bot moves, so a whole game takes seconds."""
    ctx.settings = ctx.settings.with_changes(animation_speed="instant", bot_delay=0.0)


def open_table(ctx: UiContext, game_id: str, *kinds: str, seed: int = 5) -> TableScene:
    setup = MatchSetup(game_id, GameConfig(len(kinds)), seed, seats(*kinds))
    table = TableScene(ctx, Match(setup, load_game_content(game_id), None), board_kit(game_id))
    ctx.stack.push(table)
    run_frames(ctx.stack)
    return table


def play_to_the_end(ctx: UiContext, table: TableScene, game_id: str) -> list[str]:
    """Click through the game; returns a note per private decision: who decided and who the
    last hand-off screen was for (``-`` when none was shown since the previous decision)."""
    notes: list[str] = []
    handed: int | None = None
    last_mover: int | None = None
    stalled = 0
    for _frame in range(MAX_FRAMES):
        if isinstance(ctx.stack.top, ResultsScene):
            return notes
        driver = table.driver
        if driver.handoff_to is not None:
            handed = driver.handoff_to
            click(ctx.stack, table.widget("handoff").rect.center)
        elif driver.interactive:
            player = driver.current
            if table.match.is_hotseat and player != last_mover and table.match.state.is_private_decision():
                notes.append(f"{player}:{'-' if handed is None else handed}")
            before = len(table.match.moves)
            PLAYERS[game_id](ctx.stack, table.board)
            run_frames(ctx.stack)
            if len(table.match.moves) == before:
                stalled += 1
                assert stalled < 3, f"the clicks made no move: {table.board.prompt()}"
                continue
            stalled, handed, last_mover = 0, None, player
            continue
        elif driver.bot_thinking is not None:
            time.sleep(0.001)
        run_frames(ctx.stack)
    raise AssertionError(f"no results after {MAX_FRAMES} frames ({len(table.match.moves)} moves)")


@pytest.mark.parametrize("game_id", ["oregon", "porto"])
def test_a_person_clicks_through_a_whole_game_against_a_random_bot(game_id: str, table_ctx: UiContext) -> None:
    quick(table_ctx)
    table = open_table(table_ctx, game_id, "Ana", "bot")
    play_to_the_end(table_ctx, table, game_id)
    results = table_ctx.stack.top
    assert isinstance(results, ResultsScene)
    assert table.match.state.is_over
    assert any("Ana" in text for _rect, text in results.texts())


@pytest.mark.parametrize("game_id", ["porto", "oregon"])
def test_two_people_get_a_hand_off_screen_before_each_others_private_decisions(
    game_id: str, table_ctx: UiContext
) -> None:
    quick(table_ctx)
    table = open_table(table_ctx, game_id, "Ana", "Ben", seed=8)
    notes = play_to_the_end(table_ctx, table, game_id)
    assert notes, "the people took turns"
    assert [n for n in notes if n.split(":")[0] != n.split(":")[1]] == []
