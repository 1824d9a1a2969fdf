"""A score track painted from plain values: spaces along a row, ticks on some of them, and one
marker per player standing on its score, stacked where markers share a space, with the points
of the laps it made ("+50") once a score goes past the last space.

A board keeps only its layout numbers and its own look (how a marker or a lap badge is drawn)
and asks the track where everything goes; or it takes a whole track: a numbered paper strip
(:class:`StripTrackPainter`, as a printed track), or, on a board designed on a
:class:`~game.boards.kit.canvas.Canvas`, a named strip holding a line with every seat's symbol
on its score (:func:`draw_line_track`) or a row of spaces filled one by one
(:func:`draw_space_track`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.boards.base import SeatLook
from game.boards.kit.canvas import Canvas
from game.boards.kit.lettering import Painter, write
from game.boards.kit.tracks import lanes, spread, stack_levels
from game.ui import draw, theme
from game.ui.symbols import draw_symbol
from game.ui.text_watch import put_text
from game.ui.theme import Colour, FontBook

Marker = Callable[[int, int], pygame.Surface]
"""``marker(player, size)``: a player's marker ``size`` pixels wide."""


class Place(NamedTuple):
    """Where one player's marker is drawn, and its lap badge ("" before the first lap ends)."""

    centre: tuple[int, int]
    badge: str


@dataclass(frozen=True)
class ScoreTrack:
    """``length`` spaces in one lap: space 0 at x ``start``, each next one ``spacing`` pixels
    further right, markers standing on height ``y``."""

    start: float
    spacing: float
    length: int
    y: int

    def x(self, space: float) -> int:
        """The x of ``space`` (a float while a marker slides between two spaces)."""
        return int(self.start + space * self.spacing)

    def draw_ticks(self, surface: pygame.Surface, spaces: Iterable[int], reach: tuple[int, int],
                   colour: pygame.Color | tuple[int, int, int], width: int = 1) -> None:
        """A short upright line at each of ``spaces``, from ``y + reach[0]`` to ``y + reach[1]``."""
        for space in spaces:
            x = self.x(space)
            pygame.draw.line(surface, colour, (x, self.y + reach[0]), (x, self.y + reach[1]), width)

    def places(self, scores: Sequence[float], shift: tuple[float, float], least_x: float = float("-inf")) -> list[Place]:
        """Each player's marker at its score within the lap; a marker on a space already taken
        moves ``shift`` (right, up) per marker before it there, never left of ``least_x``."""
        levels = stack_levels([int(round(score)) % self.length for score in scores])
        places = []
        for score, level in zip(scores, levels, strict=True):
            x = max(self.start + (score % self.length) * self.spacing + level * shift[0], least_x)
            laps = int(score) // self.length
            places.append(Place((int(x), self.y - int(level * shift[1])), f"+{laps * self.length}" if laps else ""))
        return places


class StripTrackPainter(Painter):
    """A score track on a paper strip: ``steps`` spaces in one lap, every ``every``-th shaded
    and numbered, a tick between the others, one marker per player standing on its score
    (painted by ``marker``) and, past the last space, the points of its laps above it ("+50").
    The strip is painted once per layout."""

    def __init__(self, fonts: FontBook, steps: int, every: int, marker: Marker) -> None:
        super().__init__(fonts)
        self.steps = steps
        self.every = every
        self.marker = marker
        self._strip: pygame.Surface | None = None
        self._rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        """Paint the strip for ``rect`` (its numbers are recorded in window coordinates)."""
        self._rect = pygame.Rect(rect)
        width, height = rect.size
        strip = draw.paper_panel((width, height), max(4, height // 4))
        track = ScoreTrack(0, width / self.steps, self.steps, 0)
        font = self.fonts.get("body", max(9, int(height * 0.36 * self.text_scale)))
        self.clear()
        for step in range(0, self.steps, self.every):
            x = track.x(step)
            pygame.draw.rect(strip, theme.PAPER_SHADE, pygame.Rect(x, 2, int(track.spacing), height - 4))
            self.write(strip, font, str(step), theme.INK_SOFT, origin=rect.topleft, bottomleft=(x + 2, height - 1))
        track.draw_ticks(strip, range(1, self.steps), (height // 4, height * 3 // 4), theme.PAPER_EDGE)
        self._strip = strip

    def draw(self, surface: pygame.Surface, scores: Sequence[float]) -> None:
        """Blit the strip with a marker at each player's score (a float while it glides);
        markers that would cover one another stand side by side, never beyond the strip's
        left end."""
        if self._strip is None:
            return
        surface.blit(self._strip, self._rect)
        rect = self._rect
        size = int(rect.height * 0.78)
        font = self.fonts.get("bold", max(9, size // 2))
        step = rect.width / self.steps
        track = ScoreTrack(int(rect.x + 0.5 * step), step, self.steps, rect.y + rect.height // 2)
        places = track.places(scores, (0, 0), rect.x + size // 2)
        xs = spread([place.centre[0] for place in places], size * 0.85)
        for player, (place, x) in enumerate(zip(places, xs, strict=True)):
            place = Place((int(x), place.centre[1]), place.badge)
            marker = self.marker(player, size)
            surface.blit(marker, marker.get_rect(center=place.centre))
            if place.badge:
                badge = (place.centre[0], place.centre[1] - size // 3)
                write(surface, font, place.badge, theme.INK_ON_DARK, theme.INK, midbottom=badge)


def draw_track_strip(surface: pygame.Surface, fonts: FontBook, canvas: Canvas, rect: pygame.Rect, name: str) -> int:
    """A track's paper strip at ``rect`` with its ``name`` at the left; returns the x where the
    track itself begins."""
    pygame.draw.rect(surface, theme.PAPER, rect, border_radius=canvas.px(8))
    font = fonts.get("bold", canvas.text(13))
    written = write(surface, font, name, theme.INK, box=rect, midleft=(rect.x + canvas.px(8), rect.centery))
    return rect.x + written.width + canvas.px(16)


def draw_line_track(surface: pygame.Surface, fonts: FontBook, canvas: Canvas, rect: pygame.Rect, left: int,
                    length: int, seats: Sequence[SeatLook], scores: Sequence[float]) -> None:
    """A score track of ``length`` spaces as a line across ``rect`` from ``left``, ticked and
    numbered every ten, each seat's symbol in its colour on its score, in lanes above and below
    the line where markers would touch (none hides another), with a lap badge ("+50") beside it
    once past the end; a gliding score's points count up above its marker."""
    line = pygame.Rect(left, rect.centery, rect.right - left - canvas.px(16), 1)
    pygame.draw.line(surface, theme.INK_SOFT, line.topleft, line.topright, max(1, canvas.px(2)))
    track = ScoreTrack(line.x, line.width / length, length, line.y)
    reach = (-canvas.px(4), canvas.px(4))
    track.draw_ticks(surface, range(0, length + 1, 10), reach, theme.INK_SOFT, max(1, canvas.px(1.5)))
    small = fonts.get("bold", canvas.px(10))
    for space in range(10, length + 1, 10):
        write(surface, small, str(space), theme.INK_SOFT, box=rect, midtop=(track.x(space), line.y + canvas.px(5)))
    radius = canvas.px(7)
    places = track.places(scores, (0, 0))
    ys = [line.y, line.y - 2 * radius, line.y + 2 * radius]
    for look, place, score, lane in zip(seats, places, scores, lanes([p.centre[0] for p in places], 2 * radius),
                                        strict=False):
        centre = (place.centre[0], ys[lane % 3] - (lane // 3) * radius)
        draw_symbol(surface, look.symbol, centre, radius, look.colour, theme.INK)
        if score != int(score):  # gliding: the points count up above the marker
            write(surface, small, str(round(score)), theme.INK, midbottom=(centre[0], centre[1] - radius))
        if place.badge:
            badge = small.render(place.badge, True, theme.INK_ON_DARK)
            box = badge.get_rect(midleft=(centre[0] + radius + canvas.px(3), centre[1])).inflate(canvas.px(4), 0)
            pygame.draw.rect(surface, theme.ACCENT_DARK, box, border_radius=box.height // 2)
            put_text(surface, badge, badge.get_rect(center=box.center), box)


def draw_space_track(surface: pygame.Surface, fonts: FontBook, canvas: Canvas, rect: pygame.Rect, left: int,
                     spaces: int, filled: int, picture: Callable[[int], pygame.Surface],
                     mark: tuple[int, Colour]) -> None:
    """A row of ``spaces`` numbered square spaces in ``rect`` from ``left``: the first
    ``filled`` show ``picture(side)`` instead of their number, and space ``mark[0]`` (from 1)
    is framed in ``mark[1]`` (where the game ends)."""
    side = min(rect.height - canvas.px(12), (rect.right - left - canvas.px(8)) // max(1, spaces) - canvas.px(3))
    font = fonts.get("bold", round(side * 0.55))
    for i in range(spaces):
        box = pygame.Rect(left + i * (side + canvas.px(3)), rect.centery - side // 2, side, side)
        pygame.draw.rect(surface, theme.PAPER_SHADE, box, border_radius=canvas.px(3))
        if i < filled:
            face = picture(side)
            surface.blit(face, face.get_rect(center=box.center))
        else:
            write(surface, font, str(i + 1), theme.INK_SOFT, box=box, center=box.center)
        if i + 1 == mark[0]:
            frame = box.inflate(canvas.px(4), canvas.px(4))
            pygame.draw.rect(surface, mark[1], frame, max(2, canvas.px(3)), border_radius=canvas.px(4))
