"""A card of words keeps its whole text inside the card, leaves the room between title and
text for a picture, and glows only when lit."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.boards.kit.textcards import TextCardLook, card_words, text_card
from game.ui import theme
from game.ui.theme import FontBook, fonts_dir

LOOK = TextCardLook(radius=6, pad=5, edge=1, glow=(255, 0, 0), glow_grow=10)
RECT = pygame.Rect(20, 20, 120, 150)
TEXT = "Build three floors of one colour on a house that stands next to a finished one"


@pytest.fixture(scope="module")
def fonts() -> Iterator[FontBook]:
    pygame.font.init()
    yield FontBook(fonts_dir())


def test_the_whole_text_stands_inside_the_card(fonts: FontBook) -> None:
    font, lines, box = card_words(fonts, RECT, LOOK, TEXT)
    assert " ".join(lines) == TEXT
    assert box.y + len(lines) * font.get_linesize() <= RECT.bottom
    assert all(font.size(line)[0] <= box.width for line in lines)


def test_the_picture_area_lies_between_the_title_and_the_text(fonts: FontBook) -> None:
    surface = pygame.Surface((200, 200))
    area = text_card(surface, fonts, RECT, LOOK, theme.PAPER, "P1", "3 pts", TEXT, False)
    _font, _lines, box = card_words(fonts, RECT, LOOK, TEXT)
    assert RECT.contains(area) and area.bottom <= box.y and area.y > RECT.y


def test_only_a_lit_card_glows(fonts: FontBook) -> None:
    for lit in (False, True):
        surface = pygame.Surface((200, 200))
        text_card(surface, fonts, RECT, LOOK, theme.PAPER, "P1", "", TEXT, lit)
        assert (tuple(surface.get_at((RECT.centerx, RECT.y - 3)))[:3] == (255, 0, 0)) == lit


def test_a_card_of_words_on_a_canvas_grows_with_the_board_and_follows_the_text_size() -> None:
    from game.boards.kit.canvas import Canvas
    from game.boards.kit.textcards import canvas_card_look

    small = canvas_card_look(Canvas(pygame.Rect(0, 0, 100, 100), scale=1.0, text_scale=1.3), (255, 214, 90))
    large = canvas_card_look(Canvas(pygame.Rect(0, 0, 100, 100), scale=2.0), (255, 214, 90))
    assert (small.radius, small.pad, small.glow_grow) == (8, 5, 10) and small.text_scale == 1.3
    assert (large.radius, large.pad, large.glow_grow) == (16, 10, 20) and large.glow == (255, 214, 90)


def test_a_text_row_keeps_its_letters_unless_a_line_is_too_long_or_the_row_too_low() -> None:
    from game.boards.kit.textcards import text_row

    pygame.font.init()
    fonts = FontBook(fonts_dir())
    look = TextCardLook(6, 4, 1)
    surface = pygame.Surface((500, 200))
    roomy = pygame.Rect(0, 0, 480, 60)
    bold, body = text_row(surface, fonts, roomy, look, (230, 220, 240), "S22", ["1 = 4 pts", "2 = 9 pts"],
                          "Three completed houses in a row", 14)
    assert (bold, body) == (fonts.get("bold", 14), fonts.get("body", 14))
    narrow = pygame.Rect(0, 0, 150, 60)
    _bold, body = text_row(surface, fonts, narrow, look, (230, 220, 240), "S22", ["1 = 4 pts"],
                           "Three completed houses in a row", 14)
    lines = fonts.wrap(body, "Three completed houses in a row", narrow.width - 2 * look.pad)
    assert all(body.size(line)[0] <= narrow.width - 2 * look.pad for line in lines) and body.px >= 12
    low = pygame.Rect(0, 100, 480, 40)
    bold, body = text_row(surface, fonts, low, look, (230, 220, 240), "S22", ["1 = 4 pts"], "Short", 18)
    assert bold.get_linesize() + body.get_linesize() <= low.height
