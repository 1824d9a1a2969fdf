"""A score track painted from plain values: spaces along a row, ticks on some of them, and one
marker per player standing on its score, stacked where markers share a space, with the points
of the laps it made ("+50") once a score goes past the last space.

A board keeps only its layout numbers and its own look (how a marker or a lap badge is drawn)
and asks the track where everything goes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.boards.kit.tracks import stack_levels


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
