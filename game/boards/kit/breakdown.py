"""What a move would score, row by row — a contract, a scoring category, a bonus — with the
points at the right and the total in bold under them (a build preview, an end-of-round
summary); or, while there is nothing to score, a short note in its place."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.boards.kit.lettering import write_lines
from game.ui import theme
from game.ui.text_watch import put_text
from game.ui.theme import FontBook

LINE_ROOM = 1.42
"""How many letter sizes a row takes, to choose letters small enough for every row."""


def draw_breakdown(surface: pygame.Surface, fonts: FontBook, rect: pygame.Rect, rows: Sequence[tuple[str, int]],
                   total: tuple[str, int], most: int, pad: int, tighten: int = 0) -> None:
    """``rows`` of ``(label, points)`` and the ``total`` row in bold, inside ``rect`` from
    ``pad`` // 2 down: letters of ``most`` pixels or smaller so that all rows fit, each row
    ``tighten`` pixels closer to the one above than its line height."""
    size = min(most, round((rect.height - pad) / (max(1, len(rows) + 1) * LINE_ROOM)))
    font, bold = fonts.get("body", size), fonts.get("bold", size)
    y = rect.y + pad // 2
    for i, (label, points) in enumerate([*rows, total]):
        use = bold if i == len(rows) else font
        put_text(surface, use.render(label, True, theme.INK), (rect.x + pad, y), rect)
        value = use.render(f"+{points}", True, theme.ACCENT_DARK)
        put_text(surface, value, value.get_rect(topright=(rect.right - pad, y)), rect)
        y += use.get_linesize() - tighten


def draw_note(surface: pygame.Surface, fonts: FontBook, rect: pygame.Rect, text: str, size: int, pad: int,
              most_lines: int = 4) -> None:
    """``text`` in soft ink from the top left of ``rect``, ``pad`` pixels in, wrapped on at
    most ``most_lines`` lines from letters of ``size`` down."""
    font, lines = fonts.fit_wrapped("body", size, text, (rect.width - 2 * pad, rect.height - 2 * pad), most_lines)
    write_lines(surface, font, lines, theme.INK_SOFT, rect.y + pad, rect.x + pad, "topleft", rect)
