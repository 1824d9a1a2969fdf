"""Every line of text on every screen, watched where it is drawn: no letters below 12 px in a
1366 x 768 window, and in the smallest window (1024 x 576) no line runs out of the box it was
meant for.  The watch sits in the fonts and in ``put_text`` (``game/ui/text_watch.py``), so a
new widget is checked without a test of its own."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from scene_gallery import board_games, gallery, hover_everywhere  # type: ignore[import-not-found]
from ui_harness import Ui  # type: ignore[import-not-found]

from game.games import get_rules
from game.i18n import LANGUAGES
from game.settings import UI_SCALES
from game.ui import text_watch
from game.ui.text_watch import TextWatch, put_text
from game.ui.theme import FONT_FILES, MIN_TEXT_PX, FontBook, SafeFont, fonts_dir
from game.ui.widgets import Button

SCREENS = gallery()
HOVERED = {name for name in SCREENS if name.endswith(("start", "busy board"))}
"""Screens whose tooltips are brought up too (the pointer visits the whole window)."""


@pytest.fixture
def watch_screen(make_ui: Callable[..., Ui], tablero_home: Path) -> Callable[..., TextWatch]:
    """Open a screen of the gallery in a window of a size and language; the watch of every
    line drawn from its building to its last frame."""

    def watch(screen: str, size: tuple[int, int], lang: str, text_size: float = 1.0) -> TextWatch:
        ui = make_ui(size=size, lang=lang, built=tuple(get_rules(game) for game in board_games()), text_size=text_size)
        with text_watch.watching() as seen:
            ui.open(SCREENS[screen](ui))
            ui.frame()
            if screen in HOVERED:
                hover_everywhere(ui)
        assert seen.lines, "the screen draws some text"
        return seen

    return watch


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_text_on_any_screen_is_smaller_than_12_px_at_1366x768(
    watch_screen: Callable[..., TextWatch], screen: str, lang: str
) -> None:
    seen = watch_screen(screen, (1366, 768), lang)
    assert [str(line) for line in seen.smallest() if line.px < MIN_TEXT_PX] == []


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_text_runs_outside_its_box_in_the_smallest_window(
    watch_screen: Callable[..., TextWatch], screen: str, lang: str
) -> None:
    seen = watch_screen(screen, (1024, 576), lang)
    assert [str(line) for line in seen.spilled()] == []
    assert [str(line) for line in seen.unplaced()] == [], "every line is put on the screen with its box"


LARGEST_TEXT = max(UI_SCALES)


@pytest.mark.parametrize("screen", [name for name in SCREENS if name.startswith(tuple(board_games()))])
def test_the_largest_text_size_keeps_every_line_of_a_table_in_its_box_in_the_smallest_window(
    watch_screen: Callable[..., TextWatch], screen: str
) -> None:
    seen = watch_screen(screen, (1024, 576), "fr", LARGEST_TEXT)
    assert [str(line) for line in seen.spilled()] == []


def test_porto_private_contracts_follow_the_text_size_setting(watch_screen: Callable[..., TextWatch]) -> None:
    def contract_px(text_size: float) -> set[int]:
        seen = watch_screen("porto busy board", (1366, 768), "en", text_size)
        return {line.px for line in seen.lines.values() if re.fullmatch(r"S\d\d", line.text)}

    normal, largest = contract_px(1.0), contract_px(LARGEST_TEXT)
    assert normal and largest and min(largest) > max(normal)


@pytest.fixture
def window() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((1366, 768))


def test_the_watch_sees_a_line_drawn_in_letters_of_10_px(window: pygame.Surface) -> None:
    font = SafeFont(fonts_dir() / FONT_FILES["body"], 10)
    with text_watch.watching() as seen:
        put_text(window, font.render("Tiny words", True, (0, 0, 0)), (10, 10))
    assert [(line.text, line.px) for line in seen.smallest()] == [("Tiny words", 10)]


def test_the_fonts_never_give_letters_below_12_px_in_a_1366x768_window_but_smaller_in_the_smallest(
    window: pygame.Surface,
) -> None:
    fonts = FontBook(fonts_dir())
    assert fonts.get("body", 8).px == 12
    assert fonts.fit("bold", 20, "A label far too long for the room it has", 30).px == 12
    pygame.display.set_mode((1024, 576))
    assert 10 <= fonts.get("body", 8).px < 12


@pytest.mark.parametrize("size", [(1024, 600), (1024, 576)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_letters_are_smaller_than_10_px_even_in_the_smallest_window(
    window: pygame.Surface, size: tuple[int, int]
) -> None:
    # letters of 8 and 9 px no longer read as words on a laptop's screen
    pygame.display.set_mode(size)
    fonts = FontBook(fonts_dir())
    assert fonts.get("body", 6).px >= 10
    assert fonts.fit("bold", 14, "A board label far too long for the room it has", 20).px >= 10


def test_a_line_too_long_for_its_box_is_seen_running_out_of_it(window: pygame.Surface) -> None:
    font = FontBook(fonts_dir()).get("body", 16)
    with text_watch.watching() as seen:
        put_text(window, font.render("A label far too long for this box", True, (0, 0, 0)), (100, 100),
                 pygame.Rect(100, 100, 60, 30))
    assert [line.text for line in seen.spilled()] == ["A label far too long for this box"]


def test_a_label_too_long_for_its_button_even_in_the_smallest_letters_ends_in_an_ellipsis_inside_it(
    window: pygame.Surface,
) -> None:
    with text_watch.watching() as seen:
        button = Button("squeezed", pygame.Rect(100, 100, 60, 30), "A label far too long for this button",
                        FontBook(fonts_dir()), 16, lambda: None)
        button.draw(window)
    assert seen.spilled() == []
    [drawn] = [line.text for line in seen.lines.values()]
    assert drawn.endswith("…") and "A label far too long for this button".startswith(drawn[:-1])
    assert button.texts()[0][1] == "A label far too long for this button", "the button is still named in full"


def test_a_line_blitted_past_put_text_is_reported_without_a_box(window: pygame.Surface) -> None:
    font = FontBook(fonts_dir()).get("body", 14)
    with text_watch.watching() as seen:
        window.blit(font.render("Sneaked onto the screen", True, (0, 0, 0)), (5, 5))
    assert [line.text for line in seen.unplaced()] == ["Sneaked onto the screen"]


def test_only_the_font_book_opens_fonts() -> None:
    """A font opened anywhere else would draw text the watch never sees."""
    game = Path(__file__).resolve().parents[2] / "game"
    opened = re.compile(r"pygame\.font\.(Font|SysFont)\(|SysFont\(")
    found = [str(path.relative_to(game)) for path in game.rglob("*.py")
             if path.name != "theme.py" and opened.search(path.read_text(encoding="utf-8"))]
    assert found == []
