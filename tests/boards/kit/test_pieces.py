"""The kit's wooden pieces: a figure and a marker in each seat's colour, carrying its symbol,
painted once per seat and size."""

from __future__ import annotations

from game.boards.base import SeatLook
from game.boards.kit.pieces import SeatPieces, shade

BODY = ((0.3, 0.3), (0.7, 0.3), (0.7, 0.95), (0.3, 0.95))
SEATS = [SeatLook("Ana", (200, 40, 40), "circle", False), SeatLook("Ben", (40, 40, 200), "triangle", False)]


def test_a_shade_lightens_or_darkens_a_colour_within_the_channels() -> None:
    assert shade((100, 200, 20), 1.5) == (150, 255, 30)
    assert shade((100, 200, 20), 0.5) == (50, 100, 10)


def test_each_seat_gets_its_figure_in_its_own_colour() -> None:
    pieces = SeatPieces(SEATS, BODY, (0, 0, 0, 90))
    ana, ben = pieces.figure(0, 60), pieces.figure(1, 60)
    assert ana.get_size() == (60, 60)
    # low on the body, beside the symbol: the seat's colour
    red, _green, blue, _alpha = ana.get_at((22, 50))
    assert red > 180 and blue < 60
    red, _green, blue, _alpha = ben.get_at((22, 50))
    assert blue > 180 and red < 60


def test_a_piece_is_painted_once_per_seat_and_size() -> None:
    pieces = SeatPieces(SEATS, BODY, (0, 0, 0, 90))
    assert pieces.marker(0, 30) is pieces.marker(0, 30)
    assert pieces.marker(0, 30) is not pieces.marker(1, 30)
    assert pieces.marker(0, 40).get_size() == (40, 40)
