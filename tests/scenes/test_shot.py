"""Headless screenshots of the screens."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.shot import render_shot


@pytest.mark.parametrize("scene", ["title", "newgame", "settings"])
def test_a_screenshot_has_the_asked_size_and_is_not_blank(tmp_path: Path, scene: str) -> None:
    out = tmp_path / f"{scene}.png"
    render_shot("porto", 1, 0, out, (1366, 768), "es", scene)
    image = pygame.image.load(str(out))
    assert image.get_size() == (1366, 768)
    colours = {image.get_at((x, y))[:3] for x in range(0, 1366, 97) for y in range(0, 768, 61)}
    assert len(colours) > 10


def test_a_scene_not_built_yet_is_refused_with_a_reason(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown scene 'lobby'"):
        render_shot("porto", 1, 3, tmp_path / "x.png", (1366, 768), "en", "lobby")


def test_an_unknown_game_or_language_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown game"):
        render_shot("chess", 1, 0, tmp_path / "x.png", (1366, 768), "en", "newgame")
    with pytest.raises(ValueError, match="unknown language"):
        render_shot(None, 1, 0, tmp_path / "x.png", (1366, 768), "de", "title")


def test_a_picture_that_cannot_be_written_is_refused_with_a_reason(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="cannot write the picture"):
        render_shot(None, 1, 0, tmp_path, (1366, 768), "en", "title")


def test_the_rules_shot_opens_the_page_f1_opens_at_that_moment(tmp_path: Path) -> None:
    from game.context import build_context
    from game.rules.core import GameConfig
    from game.scenes.stack import SceneStack
    from game.scenes.table.launch import shot_scene
    from game.scenes.table.rules_scene import RulesScene
    from game.settings import Settings

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1366, 768))
    ctx = build_context(SceneStack((1366, 768)), Settings(window_size=(1366, 768)), on_start=lambda setup: None)
    scene = shot_scene(ctx, "rules", "agricola", 1, 0, GameConfig(2, frozenset({"draft"})))
    assert isinstance(scene, RulesScene)
    text = scene.rules()
    assert text is not None and text.sections[scene.section].id == "draft"
    out = tmp_path / "rules.png"
    render_shot("agricola", 1, 0, out, (1366, 768), "fr", "rules", GameConfig(2, frozenset({"draft"})))
    assert pygame.image.load(str(out)).get_size() == (1366, 768)
