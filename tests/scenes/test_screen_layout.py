"""Every screen fits windows from 1366x768 to 2560x1440 in every language: no text overlaps
other text and nothing leaves the window.  Layout files are checked like other content."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from ui_harness import Ui  # type: ignore[import-not-found]

from game.content.base import ContentErrors
from game.content.layouts import LayoutBook
from game.i18n import LANGUAGES
from game.scenes.base import UiScene
from game.scenes.dialog import MessageDialog
from game.scenes.new_game import NewGameScene
from game.scenes.settings_screen import SettingsScene
from game.scenes.title import TitleScene

SIZES = [(1366, 768), (1920, 1080), (2560, 1440), (1366, 1024)]


def crowded_new_game(ui: Ui) -> UiScene:
    scene = NewGameScene(ui.ctx, "porto")
    scene.set_players(4)
    scene.set_kind(2, "human")
    return scene


SCREENS: dict[str, Callable[[Ui], UiScene]] = {
    "title": lambda ui: TitleScene(ui.ctx),
    "new game": crowded_new_game,
    "settings": lambda ui: SettingsScene(ui.ctx),
    "dialog": lambda ui: MessageDialog(ui.ctx, "The game table is not built yet", "Saved matches can be resumed once the game table is built. Your saves are kept."),
}


def overlaps(texts: list[tuple[pygame.Rect, str]]) -> list[str]:
    found = []
    for i, (a, text_a) in enumerate(texts):
        for b, text_b in texts[i + 1 :]:
            if a.colliderect(b):
                found.append(f"{text_a!r} {a} overlaps {text_b!r} {b}")
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_text_overlaps_and_nothing_leaves_the_window(
    make_ui: Callable[..., Ui], screen: str, lang: str, size: tuple[int, int]
) -> None:
    ui = make_ui(size=size, lang=lang)
    scene = ui.open(SCREENS[screen](ui))
    assert isinstance(scene, UiScene)
    window = pygame.Rect((0, 0), size)
    texts = scene.texts()
    assert texts, "the screen shows some text"
    assert overlaps(texts) == []
    assert [t for r, t in texts if not window.contains(r)] == []
    assert [w.key for w in scene.widgets if not window.contains(w.rect)] == []


def test_text_stays_readable_at_the_smallest_window(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui(size=(1366, 768), lang="fr")
    scene = ui.open(TitleScene(ui.ctx))
    assert isinstance(scene, UiScene)
    assert min(rect.height for rect, _text in scene.texts()) >= 12


def test_a_layout_region_outside_its_canvas_is_reported_with_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "broken.yaml").write_text(
        "canvas: [1600, 900]\nregions:\n  heading: {rect: [100, 30, 1600, 100]}\n", encoding="utf-8"
    )
    with pytest.raises(ContentErrors) as caught:
        LayoutBook(tmp_path).get("broken")
    assert "content/layouts/broken.yaml:" in str(caught.value)
    assert "outside the canvas" in str(caught.value)


def test_every_shipped_layout_is_valid() -> None:
    from game.paths import content_dir

    assert LayoutBook(content_dir() / "layouts").check_all() == []


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_sibling_choices_share_one_text_size_and_numbers_follow_the_language(
    make_ui: Callable[..., Ui], lang: str
) -> None:
    ui = make_ui(size=(1366, 768), lang=lang)
    scene = ui.open(SettingsScene(ui.ctx))
    assert isinstance(scene, UiScene)
    for row in ("language", "window", "animation", "delay", "scale", "sound"):
        heights = {w.font.get_height() for w in scene.widgets if w.key.startswith(f"{row}:")}  # type: ignore[attr-defined]
        assert len(heights) == 1, f"{row}: labels of different sizes {heights}"
    shown = {text for _rect, text in scene.texts()}
    assert ("0,4 s" in shown) == (lang in ("es", "fr")) and ("0.4 s" in shown) == (lang == "en")


def test_the_settings_offer_the_smallest_window_the_program_supports(make_ui: Callable[..., Ui]) -> None:
    from game.settings import MIN_WINDOW

    ui = make_ui(size=(1366, 768), lang="en")
    scene = ui.open(SettingsScene(ui.ctx))
    shown = {text for _rect, text in scene.texts()}  # type: ignore[attr-defined]
    assert f"{MIN_WINDOW[0]} × {MIN_WINDOW[1]}" in shown
