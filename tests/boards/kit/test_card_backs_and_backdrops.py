"""The kit's deck back, patterned card, name plate and fading sky, and shipped content read
once (or not at all when it cannot be read)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.boards.kit.cards import deck_back
from game.boards.kit.marks import draw_name_plate
from game.boards.kit.patterns import Paint, patterned_card
from game.boards.kit.registration import shipped
from game.boards.kit.surfaces import fade_down
from game.ui import theme
from game.ui.theme import FontBook, fonts_dir

BLUE = Paint((62, 116, 176), (132, 178, 224), (30, 62, 104), "stripes")


@pytest.fixture(scope="module")
def fonts() -> Iterator[FontBook]:
    pygame.font.init()
    yield FontBook(fonts_dir())


def test_a_deck_back_is_framed_in_gold_around_its_emblem(fonts: FontBook) -> None:
    emblem = pygame.Surface((20, 10))
    emblem.fill((200, 0, 0))
    back = deck_back(fonts, (60, 90), (120, 60, 40), emblem, 38)
    assert back.get_at((30, 40))[:3] == (200, 0, 0)
    row = [tuple(back.get_at((x, 45)))[:3] for x in range(12)]
    assert row[1] == (120, 60, 40) and theme.GOLD in row and row[10] == (120, 60, 40)


def test_a_patterned_card_is_edged_in_its_paint_and_shows_its_pattern(fonts: FontBook) -> None:
    card, band = patterned_card((60, 90), BLUE, 6)
    assert card.get_rect().contains(band) and band.width < 60
    assert card.get_at((1, 45))[:3] == BLUE.edge
    inside = {tuple(card.get_at((30, y)))[:3] for y in range(band.top, band.bottom)}
    assert BLUE.wall in inside and BLUE.ink in inside


def test_a_name_plate_stands_on_its_point(fonts: FontBook) -> None:
    surface = pygame.Surface((100, 40))
    surface.fill((255, 255, 255))
    draw_name_plate(surface, fonts.get("bold", 12), "red", (50, 35), (112, 32, 24, 255))
    assert surface.get_at((50, 34))[:3] != (255, 255, 255)
    assert surface.get_at((50, 36))[:3] == (255, 255, 255)


def test_the_sky_fades_from_its_top_colour_to_its_low_one() -> None:
    surface = pygame.Surface((10, 50))
    fade_down(surface, 40, (250, 200, 100), (50, 100, 200))
    assert surface.get_at((5, 0))[:3] == (250, 200, 100)
    low = surface.get_at((5, 39))
    assert abs(low.r - 55) <= 6 and abs(low.b - 197) <= 6


def test_shipped_content_is_read_once_and_a_failure_gives_none() -> None:
    reads: list[int] = []

    @shipped
    def tables() -> str:
        reads.append(1)
        return "tables"

    @shipped
    def broken() -> str:
        raise OSError("no content folder")

    assert tables() == tables() == "tables" and reads == [1]
    assert broken() is None
