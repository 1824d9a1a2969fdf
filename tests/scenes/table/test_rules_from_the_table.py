"""F1 at a table opens the rules page of the decision in play (issue 33): during Agricola's
draft it is the page on drafting, not "Solo and the variants"; while an occupation is chosen
it is the page on occupations and Lessons."""

from __future__ import annotations

import pygame
from table_helpers import key, run_frames, seats

from game.games import board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.core import GameConfig
from game.scenes.table import TableScene
from game.scenes.table.rules_scene import RulesScene
from game.ui.context import UiContext


def rules_page_after_f1(ctx: UiContext, match: Match) -> str:
    """The id of the page F1 opens at the table of ``match``."""
    ctx.stack.push(TableScene(ctx, match, board_kit(match.setup.game_id)))
    run_frames(ctx.stack)
    key(ctx.stack, pygame.K_F1)
    run_frames(ctx.stack)
    scene = ctx.stack.top
    assert isinstance(scene, RulesScene)
    text = scene.rules()
    assert text is not None
    return text.sections[scene.section].id


def test_f1_during_the_agricola_draft_opens_the_page_on_drafting(table_ctx: UiContext) -> None:
    setup = MatchSetup("agricola", GameConfig(2, frozenset({"draft"})), 5, seats("Ana", "Ben"))
    match = Match(setup, load_game_content("agricola"), None)
    assert match.state.decision().kind == "draft_card"  # type: ignore[union-attr]
    assert rules_page_after_f1(table_ctx, match) == "draft"
    assert "Drafting the hands" in scene_texts(table_ctx)


def test_f1_while_an_occupation_is_chosen_opens_the_page_on_lessons(table_ctx: UiContext) -> None:
    setup = MatchSetup("agricola", GameConfig(1), 5, seats("Ana"))
    match = Match(setup, load_game_content("agricola"), None)
    match.play(next(m for m in match.state.legal_moves() if str(m) == "go lessons"))
    assert match.state.decision().kind == "play_occupation"  # type: ignore[union-attr]
    assert rules_page_after_f1(table_ctx, match) == "occupations"


def test_f1_in_a_family_game_opens_the_family_games_pages_without_the_cards(table_ctx: UiContext) -> None:
    setup = MatchSetup("agricola", GameConfig(2, frozenset({"family"})), 5, seats("Ana", "Ben"))
    match = Match(setup, load_game_content("agricola"), None)
    assert rules_page_after_f1(table_ctx, match) == "round"
    scene = table_ctx.stack.top
    assert isinstance(scene, RulesScene)
    shown = [section.id for section in scene.rules().sections]  # type: ignore[union-attr]
    assert shown[0] == "aim_family" and "occupations" not in shown and "draft" not in shown
    assert "The aim of the family game" in scene_texts(table_ctx)


def scene_texts(ctx: UiContext) -> list[str]:
    scene = ctx.stack.top
    assert isinstance(scene, RulesScene)
    return [text for _rect, text in scene.texts()]
