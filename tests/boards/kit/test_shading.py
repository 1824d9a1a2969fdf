"""Light falls from the top-left in every game: a lit piece is lighter along its top-left
edges and darker along its bottom-right ones, its shadow lies below and to the right, and
each shaded picture is painted once per size and then reused."""

from __future__ import annotations

import pygame

from game.boards.base import SeatLook
from game.boards.kit.pieces import SeatPieces
from game.boards.kit.shading import bevelled, box_shadow, cast_on_table, on_shadow

GREY = (120, 120, 120)
BODY = ((0.3, 0.3), (0.7, 0.3), (0.7, 0.95), (0.3, 0.95))
SEATS = [SeatLook("Ana", (200, 40, 40), "circle", False)]


def _square(size: int = 40) -> pygame.Surface:
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    face.fill((*GREY, 255))
    return face


def test_a_bevelled_tile_is_lit_at_its_top_left_and_shaded_at_its_bottom_right() -> None:
    lit = bevelled(_square(), 3)
    top_left, bottom_right, middle = lit.get_at((1, 20)), lit.get_at((38, 30)), lit.get_at((20, 30))
    assert top_left.r > middle.r > bottom_right.r
    assert lit.get_at((0, 0)).a == 255


def test_a_piece_on_its_shadow_keeps_its_box_and_casts_down_and_right() -> None:
    shaded = on_shadow(_square(60), 6)
    assert shaded.get_size() == (60, 60)
    assert shaded.get_at((58, 58)).a > 0  # under the face moved up-left: its shadow
    assert shaded.get_at((58, 1)).a < shaded.get_at((58, 30)).a


def test_a_board_casts_its_shadow_around_itself_never_on_its_face() -> None:
    table = pygame.Surface((200, 200))
    table.fill((200, 200, 200))
    board = pygame.Rect(50, 50, 100, 80)
    cast_on_table(table, board, 8, 4)
    assert table.get_at(board.center)[:3] == (200, 200, 200)
    below_right = table.get_at((board.right + 2, board.bottom + 2))
    above_left = table.get_at((board.left - 3, board.top - 3))
    assert below_right.r < above_left.r <= 200


def test_shadows_and_shaded_pieces_are_painted_once_per_size() -> None:
    assert box_shadow((30, 40), 4, 3) is box_shadow((30, 40), 4, 3)
    assert box_shadow((30, 40), 4, 3) is not box_shadow((31, 40), 4, 3)
    pieces = SeatPieces(SEATS, BODY, (0, 0, 0, 90))
    assert pieces.figure(0, 48) is pieces.figure(0, 48)
    assert pieces.figure(0, 48) is not pieces.figure(0, 49)
