"""A small line chart of every player's score over the moves of a match."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import theme
from game.ui.symbols import draw_symbol
from game.ui.text_watch import put_text
from game.ui.theme import FontBook


def score_chart(
    size: tuple[int, int],
    history: Sequence[Sequence[int]],
    colours: Sequence[tuple[int, int, int]],
    symbols: Sequence[str],
    fonts: FontBook,
    text_px: int,
) -> pygame.Surface:
    """Scores after each move (``history[k][p]``), one line per player in its colour, with
    the player's symbol at the end of each line so colour is never the only clue."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    width, height = size
    font = fonts.get("body", text_px)
    left, bottom = font.size("0000")[0] + 6, font.get_linesize() + 4
    plot = pygame.Rect(left, 6, max(1, width - left - text_px - 6), max(1, height - bottom - 6))
    top_score = max([1] + [max(row) for row in history if row])
    low_score = min([0] + [min(row) for row in history if row])
    span = max(1, top_score - low_score)
    steps = max(1, len(history) - 1)
    for k in range(5):
        value = low_score + span * k // 4
        y = plot.bottom - (value - low_score) * plot.height // span
        pygame.draw.line(surface, theme.PAPER_EDGE, (plot.x, y), (plot.right, y), 1)
        label = font.render(str(value), True, theme.INK_SOFT)
        put_text(surface, label, label.get_rect(midright=(plot.x - 4, y)))
    pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.bottomright, 2)
    moves = font.render(str(steps), True, theme.INK_SOFT)
    put_text(surface, moves, moves.get_rect(midtop=(plot.right, plot.bottom + 2)))
    players = len(history[0]) if history else 0
    for p in range(players):
        points = [
            (plot.x + k * plot.width / steps, plot.bottom - (row[p] - low_score) * plot.height / span)
            for k, row in enumerate(history)
        ]
        colour = colours[p % len(colours)]
        if len(points) > 1:
            pygame.draw.lines(surface, theme.INK, False, points, 5)
            pygame.draw.lines(surface, colour, False, points, 3)
        end = (round(points[-1][0]), round(points[-1][1]))
        draw_symbol(surface, symbols[p % len(symbols)], end, max(5, text_px // 2), colour, theme.INK)
    return surface
