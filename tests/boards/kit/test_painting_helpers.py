"""The kit's painting helpers: card rows that overlap only when they must, the top-most card
under the pointer, pictures painted once, texts remembered where they were written, and a
column of buttons that each play their action's move."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.boards.kit.actions import Action, action_column
from game.boards.kit.cards import CardLook, card_at, card_row, centred_row, dimmed, draw_card
from game.boards.kit.lettering import Lettering
from game.boards.kit.surfaces import SurfaceCache, kept
from game.rules.core import Move
from game.ui.theme import FontBook, fonts_dir


@pytest.fixture(scope="module")
def fonts() -> Iterator[FontBook]:
    pygame.font.init()
    yield FontBook(fonts_dir())


def test_a_short_row_keeps_its_gaps_and_a_long_one_overlaps_within_its_room() -> None:
    short = card_row(10, 0, (40, 60), 3, 5, 500)
    assert [r.x for r in short] == [10, 55, 100]
    long = card_row(10, 0, (40, 60), 9, 5, 200)
    assert long[-1].right <= 10 + 200 and long[1].x - long[0].x < 40


def test_a_centred_row_sits_evenly_around_its_centre() -> None:
    row = centred_row(100, 0, (20, 30), 3, 10)
    assert row[0].left == 60 and row[-1].right == 140


def test_the_card_under_the_pointer_is_the_top_most_and_a_lifted_one_counts_where_drawn() -> None:
    rects = card_row(0, 50, (40, 60), 3, -20, 1000)
    assert card_at(rects, (25, 70)) == 1
    assert card_at(rects, (5, 45)) is None
    assert card_at(rects, (5, 45), picked={0}, lift=10) == 0


def test_a_dimmed_card_is_darker_and_a_picked_one_is_never_dimmed() -> None:
    face = pygame.Surface((10, 10))
    face.fill((200, 200, 200))
    assert dimmed(face).get_at((5, 5))[0] < 200
    surface = pygame.Surface((30, 30))
    draw_card(surface, pygame.Rect(10, 10, 10, 10), face, CardLook(), picked=True, dim=True)
    assert surface.get_at((15, 15))[0] == 200


class Art:
    def __init__(self) -> None:
        self.kept = SurfaceCache()
        self.painted = 0

    @kept
    def square(self, side: int) -> pygame.Surface:
        self.painted += 1
        return pygame.Surface((side, side))


def test_a_kept_picture_is_painted_once_per_size() -> None:
    art = Art()
    assert art.square(4) is art.square(4)
    art.square(5)
    assert art.painted == 2
    art.kept.clear()
    art.square(4)
    assert art.painted == 3


def test_lettering_remembers_each_text_where_it_stands_on_the_screen(fonts: FontBook) -> None:
    letters = Lettering()
    picture = pygame.Surface((200, 50), pygame.SRCALPHA)
    rect = letters.write(picture, fonts.get("body", 14), "Ana", (0, 0, 0), origin=(100, 10), center=(50, 25))
    assert letters.texts == [(rect.move(100, 10), "Ana")]
    letters.clear()
    assert letters.texts == []


class Pass(Move):
    def __str__(self) -> str:
        return "pass"


def test_each_button_of_a_column_presses_its_action_and_an_incomplete_one_is_disabled(fonts: FontBook) -> None:
    pressed: list[str] = []
    actions = [Action("pass", "Pass", Pass(), primary=True), Action("take", "Take", None)]
    buttons = action_column(pygame.Rect(0, 0, 120, 200), actions, fonts, 1.0, pressed.append, "game")
    assert [b.key for b in buttons] == ["game_pass", "game_take"]
    assert buttons[0].rect.bottom <= buttons[1].rect.top and not buttons[1].enabled
    buttons[0].on_click()
    assert pressed == ["pass"]


def test_a_panel_row_stands_under_the_heading_and_inside_the_panel() -> None:
    from game.boards.kit.canvas import Canvas
    from game.boards.kit.cards import panel_row

    panel = pygame.Rect(8, 608, 548, 152)
    row = panel_row(Canvas(pygame.Rect(0, 0, 1176, 764)), panel, 12)
    assert len(row) == 12 and row[0].top == panel.top + 42
    assert all(panel.contains(card) for card in row)
    assert row[1].x - row[0].x < row[0].width, "a long hand overlaps"


def test_a_panel_row_of_smaller_cards_stands_in_the_middle_of_the_room_under_the_heading() -> None:
    from game.boards.kit.canvas import Canvas
    from game.boards.kit.cards import panel_row

    panel = pygame.Rect(8, 576, 494, 184)
    full, small = (panel_row(Canvas(pygame.Rect(0, 0, 1176, 764)), panel, 3, height=h) for h in (0, 102))
    assert full[0].height == 184 - 50 and small[0].height == 102
    assert small[0].top - full[0].top == (full[0].height - small[0].height) // 2
