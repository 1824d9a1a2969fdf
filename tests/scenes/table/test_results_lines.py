"""The results say where each player's points came from, line by line — each card, tile and
improvement by name beside the score sheet — a tab per player, the winner's first, and the
chart of the scores one tab away; readable with four players at 1366 × 768 and at 1024 × 600."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import run_frames

from game.boards.agricola.card_buttons import card_name
from game.boards.agricola.names import major_name
from game.boards.fields_of_green.texts import card_list
from game.games import board_kit
from game.rules.core import GameConfig
from game.scenes.table.launch import random_match
from game.scenes.table.results import ResultsScene
from game.ui import text_watch
from game.ui.context import UiContext


def texts(scene: ResultsScene) -> list[str]:
    return [text for _rect, text in scene.texts()]


def click(scene: ResultsScene, key: str) -> None:
    rect = scene.widget(key).rect
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))


def test_agricolas_results_name_every_card_and_improvement_that_scored_for_each_player(table_ctx: UiContext) -> None:
    match = random_match("agricola", 1, None, GameConfig(4))
    results = ResultsScene(table_ctx, match, board_kit("agricola"))
    table_ctx.stack.push(results)
    run_frames(table_ctx.stack)
    outcome = results.outcome
    assert results.lines_of == outcome.winners[0]
    for player in range(4):
        click(results, f"lines:{player}")
        run_frames(table_ctx.stack)
        shown = " | ".join(texts(results))
        for line in outcome.lines[player]:
            if line.category == "cards":
                assert card_name(line.item, str) in shown
            elif line.item:
                assert major_name(line.item, str) in shown
        assert any(text.startswith("Begging cards") for text in texts(results))
    click(results, "lines:chart")
    run_frames(table_ctx.stack)
    assert results.lines_of is None


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_fields_of_green_results_of_four_players_fit_line_by_line(table_ctx: UiContext, size: tuple[int, int]) -> None:
    table_ctx.stack.resize(size)
    pygame.display.set_mode(size)
    match = random_match("fields_of_green", 2, None, GameConfig(4))
    results = ResultsScene(table_ctx, match, board_kit("fields_of_green"))
    outcome = results.outcome
    with text_watch.watching() as seen:
        table_ctx.stack.push(results)
        run_frames(table_ctx.stack)
    winner = outcome.winners[0]
    scored = [line for line in outcome.lines[winner] if line.category == "locations"]
    assert scored
    for line in scored:
        assert card_list(line.item, str) in texts(results), line
    assert [str(line) for line in seen.spilled()] == []
    assert min(line.px for line in seen.lines.values()) >= 10
