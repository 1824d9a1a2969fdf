"""The kit's small pictures and marks: little houses stacked floor by floor with a roof when
asked, little cards side by side, a tick on a card, a numbered plaque and a value token."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.boards.kit.marks import draw_plaque, draw_tick, value_token
from game.boards.kit.minis import mini_cards, mini_houses
from game.ui.theme import FontBook, fonts_dir

RED, BLUE, ROOF = (200, 0, 0), (0, 0, 200), (120, 60, 30)


@pytest.fixture(scope="module")
def fonts() -> Iterator[FontBook]:
    pygame.font.init()
    yield FontBook(fonts_dir())


def plain(colour: tuple[int, int, int], size: tuple[int, int]) -> pygame.Surface:
    face = pygame.Surface(size)
    face.fill(colour)
    return face


def test_little_houses_stand_side_by_side_at_the_foot_of_their_area_each_floor_asked_for() -> None:
    asked: list[tuple[tuple[int, int, int], bool]] = []

    def floor(colour: tuple[int, int, int], size: tuple[int, int], ground: bool) -> pygame.Surface:
        asked.append((colour, ground))
        return plain(colour, size)

    surface = pygame.Surface((100, 60))
    area = pygame.Rect(0, 0, 100, 60)
    mini_houses(surface, area, [(RED, 2), (BLUE, 1)], floor, ROOF)
    assert asked == [(RED, True), (RED, False), (BLUE, True)]
    assert surface.get_at((38, 58))[:3] == RED
    assert surface.get_at((62, 58))[:3] == BLUE
    assert ROOF in {tuple(surface.get_at((x, y)))[:3] for x in range(100) for y in range(60)}


def test_without_a_roof_no_roof_is_drawn() -> None:
    surface = pygame.Surface((100, 60))
    mini_houses(surface, pygame.Rect(0, 0, 100, 60), [(RED, 2)], lambda c, size, ground: plain(c, size))
    assert ROOF not in {tuple(surface.get_at((x, y)))[:3] for x in range(100) for y in range(60)}


def test_little_cards_are_centred_in_their_area_with_their_edge_round_their_face() -> None:
    surface = pygame.Surface((120, 40))
    mini_cards(surface, pygame.Rect(0, 0, 120, 40), [RED, BLUE], lambda c: (0, 0, 0), plain)
    reds = [x for x in range(120) if surface.get_at((x, 20))[:3] == RED]
    blues = [x for x in range(120) if surface.get_at((x, 20))[:3] == BLUE]
    assert reds and blues and max(reds) < min(blues)
    assert abs((min(reds) + max(blues)) / 2 - 60) <= 2


def test_a_tick_stands_near_the_top_right_of_its_card() -> None:
    surface = pygame.Surface((200, 200))
    card = pygame.Rect(50, 50, 70, 100)
    draw_tick(surface, card, (0, 150, 0))
    greens = [(x, y) for x in range(200) for y in range(200) if surface.get_at((x, y))[:3] == (0, 150, 0)]
    assert greens and all(card.centerx < x < card.right and card.y < y < card.centery for x, y in greens)


def test_a_plaque_and_a_token_show_their_number(fonts: FontBook) -> None:
    surface = pygame.Surface((60, 30))
    draw_plaque(surface, fonts, pygame.Rect(10, 5, 40, 20), 7, (250, 250, 240), (90, 60, 40))
    assert surface.get_at((12, 15))[:3] == (250, 250, 240)
    token = value_token(fonts, 30, 4, (236, 206, 120), (150, 108, 34))
    assert token.get_size() == (30, 30)
    assert token.get_at((6, 15))[:3] == (236, 206, 120)
    assert token.get_at((0, 0)).a == 0
    middle = [token.get_at((x, y)) for x in range(10, 20) for y in range(8, 22)]
    assert any(max(colour[:3]) < 120 for colour in middle), "the value is written in ink"


def test_a_heading_stands_at_the_top_left_of_its_panel_and_an_empty_place_is_outlined(fonts: FontBook) -> None:
    from game.boards.kit.canvas import Canvas
    from game.boards.kit.marks import draw_heading, empty_places

    surface = pygame.Surface((300, 200))
    surface.fill((255, 255, 255))
    panel = pygame.Rect(20, 20, 200, 150)
    draw_heading(surface, fonts, Canvas(surface.get_rect()), panel, "Your hand")
    inked = [(x, y) for x in range(300) for y in range(200) if surface.get_at((x, y))[:3] != (255, 255, 255)]
    assert inked and all(panel.x + 12 <= x and panel.y + 8 <= y < panel.y + 40 for x, y in inked)
    place = pygame.Rect(40, 80, 50, 70)
    empty_places(surface, Canvas(surface.get_rect()))(place)
    assert surface.get_at((place.x, place.centery))[:3] != (255, 255, 255)
    assert surface.get_at(place.center)[:3] == (255, 255, 255)
