"""The kit's small writers: items at the top of a card leaving the room under them, a note
wrapped in a panel, hatching over a place not in play, and a seat's public facts in words."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.boards.kit.breakdown import draw_note
from game.boards.kit.items import draw_items
from game.boards.kit.marks import draw_hatched
from game.boards.kit.results import seat_facts
from game.ui.theme import FontBook, fonts_dir


@pytest.fixture(scope="module")
def fonts() -> Iterator[FontBook]:
    pygame.font.init()
    yield FontBook(fonts_dir())


def test_items_take_the_top_of_their_area_and_leave_the_rest_below(fonts: FontBook) -> None:
    surface = pygame.Surface((200, 100))
    area = pygame.Rect(10, 10, 150, 80)
    rest = draw_items(surface, fonts, area, ["1 = 1 pt", "2 = 3 pts"], 14, 0.9, 0.8)
    assert rest.x == area.x and rest.width == area.width and rest.bottom == area.bottom
    assert area.y < rest.y < area.centery


def test_a_note_is_wrapped_inside_its_panel(fonts: FontBook) -> None:
    surface = pygame.Surface((200, 120))
    surface.fill((255, 255, 255))
    rect = pygame.Rect(20, 20, 120, 80)
    draw_note(surface, fonts, rect, "Choose two cards from your hand, then a house to build on", 14, 6)
    inked = [(x, y) for x in range(200) for y in range(120) if surface.get_at((x, y))[:3] != (255, 255, 255)]
    assert inked and all(rect.contains(pygame.Rect(x, y, 1, 1)) for x, y in inked)


def test_a_place_not_in_play_is_tinted_and_hatched() -> None:
    surface = pygame.Surface((60, 30))
    surface.fill((255, 255, 255))
    draw_hatched(surface, pygame.Rect(0, 0, 60, 30), (150, 136, 118, 110), (0, 0, 0, 255), 6)
    colours = {tuple(surface.get_at((x, 15)))[:3] for x in range(60)}
    assert (0, 0, 0) in colours and (255, 255, 255) not in colours


class Counted:
    """A stand-in for one game's view: only its class and a count matter here."""

    def __init__(self, cards: int) -> None:
        self.cards = cards


class Other:
    """A view of another game."""


def test_a_seat_summary_words_its_facts_and_says_nothing_of_another_game() -> None:
    summary = seat_facts(Counted, lambda view, player: {"count": view.cards + player}, "Cards {count}")
    assert summary(Counted(4), 1, lambda text: text.replace("Cards", "Cartas")) == "Cartas 5"
    assert summary(Other(), 0, lambda text: text) == ""


def test_a_line_break_in_a_tooltip_starts_a_new_line_even_where_both_lines_would_fit(fonts: FontBook) -> None:
    font = fonts.get("body", 14)
    text = "Lessons: Occupation\nAna's person stands here"
    assert fonts.wrap(font, text, 2000) == ["Lessons: Occupation", "Ana's person stands here"]
    assert fonts.wrap(font, "one two three", 2000) == ["one two three"]
