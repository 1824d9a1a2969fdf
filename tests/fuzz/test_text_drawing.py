"""Drawing any string (issue 13): every font the screens use renders and measures any text,
and the table of every registered game opens and draws with strange names in its seats.

Text that draws zero pixels wide (U+200B, U+FE0F, U+034F, U+FEFF alone) made the renderer
raise; NUL and lone surrogates made it raise too, and a name of megabytes crashed it.  Now a
font of the :class:`FontBook` draws an empty line for the first, cleans the others and cuts a
huge text to one line's worth of characters."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from fuzz.texts import STRANGE, ZERO_WIDTH, strange_texts
from hypothesis import given, settings

from game.context import build_context
from game.games import available_games
from game.match_setup import MatchSetup, Seat, clean_name
from game.rules.core import GameConfig
from game.scenes.stack import SceneStack
from game.settings import Settings
from game.ui import draw
from game.ui.context import UiContext
from game.ui.theme import FONT_FILES, MAX_DRAWN_CHARACTERS, FontBook, fonts_dir
from game.ui.widgets import Button, CheckBox, TextField

SIZE = (1366, 768)


@pytest.fixture(scope="module")
def fonts() -> FontBook:
    pygame.font.init()
    return FontBook(fonts_dir())


@settings(max_examples=200, deadline=None)
@given(text=strange_texts())
def test_every_font_renders_and_measures_any_text(fonts: FontBook, text: str) -> None:
    for role in FONT_FILES:
        font = fonts.get(role, 18)
        width, height = font.size(text)
        face = font.render(text, True, (0, 0, 0))
        assert face.get_height() >= font.get_height() or not text
        assert width <= MAX_DRAWN_CHARACTERS * 3 * 18
        draw.text(font, text, (0, 0, 0), (9, 9, 9))


@pytest.mark.parametrize("text", STRANGE, ids=lambda t: repr(t[:8]) + f"x{len(t)}")
def test_widgets_lay_out_and_draw_a_strange_label(fonts: FontBook, text: str) -> None:
    pygame.display.init()
    surface = pygame.Surface(SIZE)
    rect = pygame.Rect(100, 100, 240, 40)
    widgets = [
        Button("b", rect, text, fonts, 20, lambda: None),
        CheckBox("c", rect, text, True, fonts, 20, lambda on: None),
        TextField("t", rect, text, text, fonts, 20, True, lambda: None),
    ]
    for widget in widgets:
        widget.draw(surface)
    font, lines = fonts.fit_wrapped("body", 20, text, (240, 80))
    assert len(lines) <= max(1, len(text.split()))


def test_a_name_of_ten_megabytes_draws_as_one_bounded_line(fonts: FontBook) -> None:
    face = fonts.get("bold", 20).render("W" * 10_000_000, True, (0, 0, 0))
    assert face.get_width() < MAX_DRAWN_CHARACTERS * 40


@pytest.fixture
def ui(tablero_home: Path) -> Iterator[UiContext]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(SIZE)
    stack = SceneStack(SIZE)
    yield build_context(stack, Settings(language="en", window_size=SIZE), on_start=lambda setup: None)
    stack.clear()
    stack.apply_requests()


TABLE_NAMES = (*ZERO_WIDTH[:4], "\u0301", "a\x00b", "\ud800", "\u202eevil", "中文名字", "👨\u200d👩\u200d👧", "x" * 10_000)


@pytest.mark.parametrize("game_id", available_games())
def test_the_table_of_every_game_opens_and_draws_with_strange_names(ui: UiContext, game_id: str) -> None:
    from game.scenes.table.scene import new_table

    screen = pygame.display.get_surface()
    for first in range(0, len(TABLE_NAMES), 2):
        names = TABLE_NAMES[first:first + 2]
        seats = (
            Seat("human", names[0], "", "blue"),
            Seat("human", names[-1], "", "orange"),
        )
        assert all(seat.name == clean_name(seat.name) for seat in seats)
        table = new_table(ui, MatchSetup(game_id, GameConfig(2), 3, seats))
        ui.stack.push(table)
        for _ in range(3):
            ui.stack.apply_requests()  # type: ignore[attr-defined]
            ui.stack.update(0.05)  # type: ignore[attr-defined]
            ui.stack.draw(screen)  # type: ignore[attr-defined]
        ui.stack.clear()
        ui.stack.apply_requests()  # type: ignore[attr-defined]


def test_a_message_repeating_twenty_megabytes_of_untrusted_text_shows_a_bounded_note(ui: UiContext) -> None:
    from game.scenes.dialog import MAX_ARGUMENT_LENGTH, MessageDialog

    reason = "word " * 4_000_000
    dialog = MessageDialog(ui, "Cannot open this save", "{reason}", {"reason": reason})
    ui.stack.push(dialog)
    ui.stack.apply_requests()  # type: ignore[attr-defined]
    ui.stack.draw(pygame.display.get_surface())  # type: ignore[attr-defined]
    assert sum(len(text) for _rect, text in dialog.texts()) < MAX_ARGUMENT_LENGTH + 100
