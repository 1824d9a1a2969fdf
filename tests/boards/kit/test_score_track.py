"""The kit's score track: where spaces, ticks and players' markers go."""

from __future__ import annotations

import pygame

from game.boards.kit.score_track import Place, ScoreTrack

TRACK = ScoreTrack(start=10, spacing=4.0, length=50, y=20)


def test_a_space_lies_spacing_pixels_after_the_one_before() -> None:
    assert [TRACK.x(space) for space in (0, 1, 2.5)] == [10, 14, 20]


def test_a_marker_stands_on_its_score_within_the_lap_with_the_laps_on_its_badge() -> None:
    assert TRACK.places([3, 57, 100], (0, 0)) == [
        Place((22, 20), ""), Place((38, 20), "+50"), Place((10, 20), "+100")]


def test_markers_sharing_a_space_are_shifted_each_by_one_more_step() -> None:
    centres = [place.centre for place in TRACK.places([5, 5, 55, 6], (3, 4))]
    assert centres == [(30, 20), (33, 16), (36, 12), (34, 20)]


def test_a_sliding_marker_stands_between_spaces_and_stacks_with_the_nearest() -> None:
    places = TRACK.places([4.6, 5], (3, 4))
    assert places[0].centre == (28, 20)
    assert places[1].centre == (33, 16)


def test_a_marker_is_never_drawn_left_of_the_least_x() -> None:
    assert TRACK.places([0], (0, 0), least_x=15)[0].centre == (15, 20)


def test_ticks_are_drawn_only_on_the_spaces_asked_for() -> None:
    surface = pygame.Surface((240, 40))
    surface.fill((0, 0, 0))
    TRACK.draw_ticks(surface, range(0, 51, 10), (-3, 3), (255, 255, 255))
    assert surface.get_at((50, 20)) == pygame.Color(255, 255, 255)
    assert surface.get_at((50, 24)) == pygame.Color(0, 0, 0)
    assert surface.get_at((54, 20)) == pygame.Color(0, 0, 0)


def test_a_strip_track_numbers_every_fifth_space_and_stands_each_marker_on_its_score() -> None:
    pygame.font.init()
    from game.boards.kit.score_track import StripTrackPainter
    from game.ui.theme import FontBook, fonts_dir

    drawn: list[tuple[int, int]] = []

    def marker(player: int, size: int) -> pygame.Surface:
        drawn.append((player, size))
        face = pygame.Surface((size, size))
        face.fill((200, 0, 0) if player == 0 else (0, 0, 200))
        return face

    strip = StripTrackPainter(FontBook(fonts_dir()), steps=50, every=5, marker=marker)
    strip.layout(pygame.Rect(0, 0, 500, 30))
    assert [text for _rect, text in strip.texts] == [str(step) for step in range(0, 50, 5)]
    surface = pygame.Surface((500, 30))
    strip.draw(surface, [10, 30])
    assert [player for player, _size in drawn] == [0, 1]
    assert surface.get_at((105, 15))[:3] == (200, 0, 0)
    assert surface.get_at((305, 15))[:3] == (0, 0, 200)


def test_a_space_track_shows_the_picture_on_filled_spaces_numbers_on_the_rest_and_frames_its_mark() -> None:
    pygame.font.init()
    from game.boards.kit.canvas import Canvas
    from game.boards.kit.score_track import draw_space_track
    from game.ui.theme import FontBook, fonts_dir

    pictures: list[int] = []

    def picture(side: int) -> pygame.Surface:
        pictures.append(side)
        face = pygame.Surface((side, side))
        face.fill((200, 0, 0))
        return face

    surface = pygame.Surface((400, 40))
    rect = pygame.Rect(0, 0, 400, 40)
    draw_space_track(surface, FontBook(fonts_dir()), Canvas(rect), rect, 10, 6, 2, picture, (5, (0, 0, 255)))
    assert len(pictures) == 2
    side = pictures[0]
    assert surface.get_at((10 + side // 2, 20))[:3] == (200, 0, 0)
    fifth = 10 + 4 * (side + 3)
    assert surface.get_at((fifth - 1, 20))[:3] == (0, 0, 255)


def test_a_line_track_draws_each_seat_in_its_colour_on_its_score() -> None:
    pygame.font.init()
    from game.boards.base import SeatLook
    from game.boards.kit.canvas import Canvas
    from game.boards.kit.score_track import draw_line_track
    from game.ui.theme import FontBook, fonts_dir

    seats = [SeatLook("Ana", (200, 0, 0), "circle", False), SeatLook("Ben", (0, 0, 200), "square", False)]
    surface = pygame.Surface((560, 40))
    rect = pygame.Rect(0, 0, 560, 40)
    draw_line_track(surface, FontBook(fonts_dir()), Canvas(rect), rect, 20, 50, seats, [0, 50])
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(0, 60) for y in range(40)}
    assert (200, 0, 0) in colours and (0, 0, 200) in colours


def test_markers_that_would_touch_take_different_lanes_and_far_ones_share_the_first() -> None:
    from game.boards.kit.tracks import lanes

    assert lanes([100, 104, 300, 100], 14) == [0, 2, 0, 1]
    assert lanes([10, 40, 70], 14) == [0, 0, 0]


def test_markers_on_one_space_of_a_strip_stand_side_by_side() -> None:
    from game.boards.kit.tracks import spread

    assert spread([10, 10, 40, 12], 8) == [10, 18, 40, 26]
