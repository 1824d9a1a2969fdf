"""The small icons beside the log's lines, one per cue (:mod:`game.content.cues`), drawn as
shapes so that they need no font glyph and stay crisp at every text size."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui import theme

Icon = Callable[[pygame.Surface, pygame.Rect], None]


def _place(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A little house: something was built or set down."""
    roof = [(box.left, box.centery), (box.centerx, box.top), (box.right, box.centery)]
    body = pygame.Rect(box.left + box.width // 6, box.centery, box.width * 2 // 3, box.bottom - box.centery)
    pygame.draw.rect(surface, theme.INK_SOFT, body)
    pygame.draw.polygon(surface, theme.ACCENT_DARK, roof)


def _draw(surface: pygame.Surface, box: pygame.Rect) -> None:
    """Two cards face down, one taken off the other: something was drawn (filled backs, so
    the icon never reads as a missing letter's empty box)."""
    width, height = max(3, box.width * 3 // 5), max(4, box.height * 4 // 5)
    under = pygame.Rect(box.right - width, box.top, width, height)
    taken = pygame.Rect(box.left, box.bottom - height, width, height)
    for card in (under, taken):
        pygame.draw.rect(surface, theme.ACCENT_DARK, card, border_radius=2)
        pygame.draw.rect(surface, theme.PAPER, card, 1, border_radius=2)


def _score(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A star: points."""
    cx, cy, r = box.centerx, box.centery, box.width / 2
    points = [
        (cx + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
         cy - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5))
        for i in range(10)
    ]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, theme.ACCENT_DARK, points, 1)


def _reveal(surface: pygame.Surface, box: pygame.Rect) -> None:
    """An eye: something hidden was shown."""
    eye = box.inflate(0, -box.height // 3)
    pygame.draw.ellipse(surface, theme.PAPER, eye)
    pygame.draw.ellipse(surface, theme.INK_SOFT, eye, 1)
    pygame.draw.circle(surface, theme.INK, eye.center, max(1, eye.height // 3))


def _end(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A flag: the end of the game."""
    pole = box.left + box.width // 4
    pygame.draw.line(surface, theme.INK, (pole, box.top), (pole, box.bottom), 2)
    pygame.draw.polygon(surface, theme.ACCENT, [(pole, box.top), (box.right, box.top + box.height // 4),
                                                (pole, box.top + box.height // 2)])


def _card(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A gold card standing, a spark at its corner: a card was played or its effect acted."""
    width = max(4, box.width * 3 // 4)
    face = pygame.Rect(box.left, box.top + box.height // 8, width, box.height - box.height // 8)
    pygame.draw.rect(surface, theme.GOLD, face, border_radius=2)
    pygame.draw.rect(surface, theme.ACCENT_DARK, face, 1, border_radius=2)
    pygame.draw.line(surface, theme.ACCENT_DARK, (face.left + 2, face.top + face.height // 3),
                     (face.right - 3, face.top + face.height // 3))
    cx, cy, r = box.right - box.width / 6, box.top + box.height / 6, box.width / 3.5
    spark = [(cx + (r if i % 2 == 0 else r * 0.3) * math.sin(i * math.pi / 4),
              cy - (r if i % 2 == 0 else r * 0.3) * math.cos(i * math.pi / 4)) for i in range(8)]
    pygame.draw.polygon(surface, theme.ACCENT, spark)


CUE_ICONS: dict[str, Icon] = {
    "place": _place, "draw": _draw, "score": _score, "reveal": _reveal, "end": _end, "card": _card,
}
"""The icon of each cue that has one (a turn is a heading of its own)."""

__all__ = ["CUE_ICONS", "Icon"]
