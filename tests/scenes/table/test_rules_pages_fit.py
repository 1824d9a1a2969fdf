"""Every page of every game's rules reference fits one screen at 1366 x 768, at every text
size the settings offer and in every language: its text beside the page's diagram, then under
it, paragraphs closer together at the largest sizes, never turned to a second page (issue 16,
"On screen", for Agricola; the same for Oregon, Porto and Fields of Green)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pygame
import pytest

from game.context import build_context
from game.i18n import LANGUAGES
from game.scenes.stack import SceneStack
from game.scenes.table.rules_scene import RulesScene
from game.settings import UI_SCALES, Settings

SIZE = (1366, 768)


@pytest.fixture(scope="module")
def screen() -> Iterator[None]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(SIZE)
    yield


def pages_of_each_section(game: str, language: str, text_size: float,
                          variants: frozenset[str] | None = None) -> dict[str, int]:
    """How many pages each section of ``game``'s rules (as dealt with ``variants``) takes on a
    1366 x 768 screen."""
    stack = SceneStack(SIZE)
    ctx = build_context(stack, Settings(language=language, window_size=SIZE, ui_scale=text_size),
                        on_start=lambda setup: None)
    scene = RulesScene(ctx, game, variants=variants)
    stack.push(scene)
    stack.apply_requests()
    text = scene.rules()
    assert text is not None
    found = {}
    for index, section in enumerate(text.sections):
        scene.open_section(index)
        stack.update(0.0)
        found[section.id] = scene.pages
        if game == "agricola" and section.id == "setup":
            assert scene.figure is not None, "the setting-up page has its diagram"
    return found


@pytest.mark.parametrize("text_size", UI_SCALES)
@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("game", ["oregon", "porto", "fields_of_green", "agricola"])
def test_every_rules_page_fits_one_screen_at_every_text_size(
    screen: None, game: str, language: str, text_size: float
) -> None:
    pages = pages_of_each_section(game, language, text_size)
    if game == "agricola":  # the family game's own opening page
        pages.update(pages_of_each_section(game, language, text_size, frozenset({"family"})))
    assert {section: count for section, count in pages.items() if count > 1} == {}


def test_a_page_too_long_for_one_screen_still_turns_to_a_second(
    screen: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.content.rules_text import RulesSection

    filled = RulesSection.filled
    monkeypatch.setattr(RulesSection, "filled", lambda self, facts: filled(self, facts) * 4)
    pages = pages_of_each_section("agricola", "en", max(UI_SCALES))
    assert pages["aim"] > 1 and pages["building"] > 1
