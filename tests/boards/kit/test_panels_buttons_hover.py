"""The kit's board pieces a new game builds on: a player panel painted from rows of facts, a
column of action buttons that plays their moves, hover help asked part by part, a hand row
that lifts what is picked, a design canvas scaled into any rectangle, and picks set from a
hint."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.boards.base import SeatLook
from game.boards.kit.actions import Action, ButtonColumn
from game.boards.kit.canvas import Canvas
from game.boards.kit.cards import CardLook, draw_row, held_slots
from game.boards.kit.panels import Fact, PanelHead, PanelPainter
from game.boards.kit.picking import Picks
from game.boards.kit.tooltips import Hover, help_at, in_rect, in_rects
from game.rules.core import Move
from game.ui.theme import FontBook, fonts_dir

SEAT = SeatLook("Ana", (200, 40, 40), "circle", False)


@pytest.fixture(scope="module")
def fonts() -> Iterator[FontBook]:
    pygame.font.init()
    yield FontBook(fonts_dir())


def square(colour: tuple[int, int, int]) -> object:
    def paint(height: int) -> pygame.Surface:
        face = pygame.Surface((height // 2, height // 2))
        face.fill(colour)
        return face

    return paint


def test_a_panel_letters_the_name_score_and_each_fact_left_to_right_inside_itself(fonts: FontBook) -> None:
    painter = PanelPainter(fonts)
    rect = pygame.Rect(100, 50, 300, 120)
    head = PanelHead(lambda side: pygame.Surface((side, side)), "17", to_move=True)
    rows = [[Fact(square((0, 0, 255)), "×3"), Fact(square((0, 255, 0)), "5", size=0.9, before=0.25)],
            [Fact(words="Coal ×2", role="body")]]
    panel = painter.render(rect, SEAT, head, rows)  # type: ignore[arg-type]
    assert panel.get_size() == rect.size
    texts = [text for _rect, text in painter.texts]
    assert texts == ["17", "Ana", "×3", "5", "Coal ×2"]
    places = dict((text, where) for where, text in painter.texts)
    assert all(rect.contains(where) for where in places.values())
    assert places["×3"].right < places["5"].left
    assert places["Ana"].bottom <= places["×3"].top + 2 <= places["Coal ×2"].top
    assert panel.get_at((2, rect.height // 2))[:3] == SEAT.colour


class Pass(Move):
    def __str__(self) -> str:
        return "pass"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pass)

    def __hash__(self) -> int:
        return 0


def test_a_button_column_plays_the_move_of_the_button_clicked_and_not_of_a_disabled_one(fonts: FontBook) -> None:
    played: list[Move] = []
    column = ButtonColumn(fonts, "game")
    column.offer(pygame.Rect(0, 0, 120, 200), [Action("pass", "Pass", Pass(), True), Action("take", "Take", None)],
                 1.0, played.append)
    passing, taking = list(column)
    assert column.click(passing.rect.center) and played == [Pass()]
    assert column.click(taking.rect.center) and played == [Pass()]
    assert not column.click((500, 500))
    assert [text for _rect, text in column.texts()] == ["Pass", "Take"]
    column.press("pass")
    assert played == [Pass(), Pass()]


def test_hover_help_comes_from_the_first_part_under_the_pointer_that_has_something_to_say() -> None:
    cards = [pygame.Rect(0, 0, 10, 10), pygame.Rect(10, 0, 10, 10)]
    names = ["", "red 3"]
    parts = [
        Hover(in_rects(cards), lambda i: names[i] or None),
        Hover(in_rect(pygame.Rect(0, 0, 100, 100)), lambda _over: "the table"),
    ]
    assert help_at((15, 5), parts) == "red 3"
    assert help_at((5, 5), parts) == "the table"
    assert help_at((500, 5), parts) is None


def test_a_hand_row_lifts_picked_cards_and_raises_the_hovered_one_a_little() -> None:
    surface = pygame.Surface((100, 60))
    rects = [pygame.Rect(0, 30, 20, 20), pygame.Rect(30, 30, 20, 20), pygame.Rect(60, 30, 20, 20)]
    faces = []
    for colour in ((255, 0, 0), (0, 255, 0), (0, 0, 255)):
        face = pygame.Surface((20, 20))
        face.fill(colour)
        faces.append(face)
    draw_row(surface, rects, faces, CardLook(), picked={0}, lift=12, hover=1)
    assert surface.get_at((10, 20))[:3] == (255, 0, 0)
    assert surface.get_at((40, 27))[:3] == (0, 255, 0) and surface.get_at((40, 48))[:3] == (0, 0, 0)
    assert surface.get_at((70, 49))[:3] == (0, 0, 255)


def test_a_canvas_fits_its_design_centred_and_scales_units_and_letters() -> None:
    canvas = Canvas(pygame.Rect(0, 0, 400, 100), text_scale=1.5)
    canvas.fit((200, 100))
    assert canvas.scale == 1.0 and canvas.origin == (100, 0)
    assert canvas.box(0, 0, 200, 100) == pygame.Rect(100, 0, 200, 100)
    assert canvas.px(0.1) == 1 and canvas.text(10) == 15


def test_picks_set_from_a_hint_keep_only_as_many_as_may_be_picked() -> None:
    picks = Picks[int](2)
    picks.reset([4, 5, 6])
    assert picks.picked == [5, 6]
    full = Picks[int](1, replace=False)
    assert full.toggle(1) and not full.toggle(2) and full.picked == [1]


def test_held_slots_give_what_each_slot_holds_and_draw_the_empty_ones() -> None:
    rects = [pygame.Rect(i * 10, 0, 10, 10) for i in range(4)]
    empty: list[pygame.Rect] = []
    held = list(held_slots(rects, [3, -1, 5], empty.append))
    assert held == [(0, rects[0], 3), (2, rects[2], 5)]
    assert empty == [rects[1], rects[3]]


def test_a_held_slot_finder_finds_what_the_slot_holds_and_nothing_in_an_empty_one() -> None:
    from game.boards.kit.tooltips import in_held

    rects = [pygame.Rect(i * 50, 0, 40, 60) for i in range(3)]
    find = in_held(rects, [7, -1])
    assert find((10, 10)) == 7
    assert find((60, 10)) is None, "an empty slot"
    assert find((110, 10)) is None, "a slot beyond what is held"
    assert find((45, 10)) is None, "between slots"

