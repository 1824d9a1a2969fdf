"""The score track: a strip of numbered steps with one marker per player.

Scores beyond the last step go round again; a marker then carries how many laps it made
("+50"), as on a printed track.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.boards.kit.lettering import Painter, write
from game.boards.kit.tracks import stack_levels
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
        step_w = width / STEPS
        font = self.fonts.get("body", max(9, int(height * 0.36 * self.text_scale)))
        self.clear()
        for step in range(STEPS):
            x = int(step * step_w)
            if step % 5 == 0:
                shade = pygame.Rect(x, 2, int(step_w), height - 4)
                pygame.draw.rect(strip, theme.PAPER_SHADE, shade)
                where = (x + 2, height - 1)
                self.write(strip, font, str(step), theme.INK_SOFT, origin=rect.topleft, bottomleft=where)
            if step:
                pygame.draw.line(strip, theme.PAPER_EDGE, (x, height // 4), (x, height * 3 // 4))
        self._strip = strip

    def draw(self, surface: pygame.Surface, scores: Sequence[float]) -> None:
        """Blit the track with a marker at each player's score (floats while sliding)."""
        if self._strip is None:
            return
        surface.blit(self._strip, self._rect)
        size = int(self._rect.height * 0.78)
        font = self.fonts.get("bold", max(9, size // 2))
        levels = stack_levels([int(round(score)) % STEPS for score in scores])
        step = self._rect.width / STEPS
        first = int(self._rect.x + 0.5 * step)
        for player, (score, stack) in enumerate(zip(scores, levels, strict=True)):
            x = first + (score % STEPS) * step + stack * size * 0.4
            x = max(x, self._rect.x + size // 2)
            centre = (int(x), self._rect.y + self._rect.height // 2 - stack * size // 8)
            marker = self.pieces.marker(player, size)
            surface.blit(marker, marker.get_rect(center=centre))
            laps = int(score) // STEPS
            if laps:
                badge = (centre[0], centre[1] - size // 3)
                write(surface, font, f"+{laps * STEPS}", theme.INK_ON_DARK, theme.INK, midbottom=badge)
