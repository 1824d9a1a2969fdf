"""The middle of the bottom row: the build preview (points by scoring A-E, as the rules count
them) and the action button (take cards, build, keep, pass)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.kit.breakdown import draw_breakdown, draw_note
from game.boards.kit.timeline import draw_risings
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.porto.view import PortoBoard


def draw_preview(surface: pygame.Surface, board: PortoBoard) -> None:
    """Points of the focused build, row by row, with the total; or a short help line."""
    geo = board.geo
    rect = geo.preview
    pygame.draw.rect(surface, theme.PAPER, rect, border_radius=geo.px(8))
    pygame.draw.rect(surface, theme.PAPER_EDGE, rect, max(1, geo.px(1.5)), border_radius=geo.px(8))
    option = board.focus
    pad = geo.px(8)
    if option is None:
        draw_note(surface, board.fonts, rect, board.prompt() if board.interactive else "", geo.text(14), pad)
        return
    rows = [(board.words.preview_row(label), points) for label, points in board.preview_for(option)]
    draw_breakdown(surface, board.fonts, rect, rows, (board.words.total, option.points), geo.text(14), pad, geo.px(1))


def draw_floating(surface: pygame.Surface, board: PortoBoard) -> None:
    """The "+N" of the last move rising from its house."""
    geo = board.geo
    font = board.fonts.get("display", geo.text(24))
    draw_risings(surface, board.animations, font, lambda house: geo.houses[house - 1].midtop,
                 lambda progress: (round(progress * geo.px(50)), round(255 * min(1.0, 2 * (1 - progress)))))
