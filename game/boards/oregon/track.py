"""Oregon's score track: 50 numbered steps on a paper strip, every fifth shaded and numbered,
one marker per player; scores beyond the last step go round again and the marker carries how
many laps it made ("+50"), as on a printed track. Where things go is the kit's score track."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.boards.kit.lettering import Painter, write
from game.boards.kit.score_track import ScoreTrack
from game.boards.oregon.pieces import PieceBook
from game.ui import draw, theme
from game.ui.theme import FontBook

STEPS = 50
"""Steps in one lap of the track (0 to 49)."""


class TrackPainter(Painter):
    """Draws the track in a rectangle; the strip itself is drawn once per size."""

    def __init__(self, fonts: FontBook, pieces: PieceBook) -> None:
        super().__init__(fonts)
        self.pieces = pieces
        self._strip: pygame.Surface | None = None
        self._rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        """Draw the strip for ``rect``."""
        self._rect = pygame.Rect(rect)
        width, height = rect.size
        strip = draw.paper_panel((width, height), max(4, height // 4))
        track = ScoreTrack(0, width / STEPS, STEPS, 0)
        font = self.fonts.get("body", max(9, int(height * 0.36 * self.text_scale)))
        self.clear()
        for step in range(0, STEPS, 5):
            x = track.x(step)
            pygame.draw.rect(strip, theme.PAPER_SHADE, pygame.Rect(x, 2, int(track.spacing), height - 4))
            self.write(strip, font, str(step), theme.INK_SOFT, origin=rect.topleft, bottomleft=(x + 2, height - 1))
        track.draw_ticks(strip, range(1, STEPS), (height // 4, height * 3 // 4), theme.PAPER_EDGE)
        self._strip = strip

    def draw(self, surface: pygame.Surface, scores: Sequence[float]) -> None:
        """Blit the track with a marker at each player's score (floats while sliding)."""
        if self._strip is None:
            return
        surface.blit(self._strip, self._rect)
        rect = self._rect
        size = int(rect.height * 0.78)
        font = self.fonts.get("bold", max(9, size // 2))
        step = rect.width / STEPS
        track = ScoreTrack(int(rect.x + 0.5 * step), step, STEPS, rect.y + rect.height // 2)
        for player, place in enumerate(track.places(scores, (size * 0.4, size / 8), rect.x + size // 2)):
            marker = self.pieces.marker(player, size)
            surface.blit(marker, marker.get_rect(center=place.centre))
            if place.badge:
                badge = (place.centre[0], place.centre[1] - size // 3)
                write(surface, font, place.badge, theme.INK_ON_DARK, theme.INK, midbottom=badge)
