"""Where everything of the Oregon table sits inside the rectangle the table scene gives.

The board (15 x 10 spaces and the symbol edges) takes the top left; the score track runs
under it and the hand under that; the right column holds one panel per player and the
supply (decks, building stock, tile stacks).  Sizes follow the size of one space, so the
same proportions serve 1366 x 768 and 2560 x 1440.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

EDGE = 0.95
"""Width of the symbol edges along the top and the left, in spaces."""


@dataclass(frozen=True)
class OregonLayout:
    """Every region of the Oregon table, in window pixels."""

    rect: pygame.Rect
    cell: int
    board: pygame.Rect
    grid: pygame.Rect
    track: pygame.Rect
    hand: pygame.Rect
    panels: tuple[pygame.Rect, ...]
    supply: pygame.Rect
    text: int

    def space_rect(self, space: tuple[int, int]) -> pygame.Rect:
        """The pixels of the space at ``(row, column)``."""
        row, column = space
        return pygame.Rect(
            self.grid.x + column * self.cell, self.grid.y + row * self.cell, self.cell, self.cell
        )

    def space_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The space under ``pos``, or ``None`` outside the grid."""
        if not self.grid.collidepoint(pos):
            return None
        return (pos[1] - self.grid.y) // self.cell, (pos[0] - self.grid.x) // self.cell


def lay_out(rect: pygame.Rect, rows: int, columns: int, players: int) -> OregonLayout:
    """Split ``rect`` into the board, track, hand, player panels and supply."""
    rect = pygame.Rect(rect)
    gap = max(6, min(rect.width, rect.height) // 70)
    hand_h = max(96, int(rect.height * 0.2))
    track_h = max(26, int(rect.height * 0.05))
    right_min = max(230, int(rect.width * 0.26))
    cell_w = (rect.width - right_min - 3 * gap) / (columns + EDGE)
    cell_h = (rect.height - hand_h - track_h - 4 * gap) / (rows + EDGE)
    cell = max(8, int(min(cell_w, cell_h)))
    edge = int(cell * EDGE)
    board = pygame.Rect(rect.x + gap, rect.y + gap, edge + cell * columns, edge + cell * rows)
    grid = pygame.Rect(board.x + edge, board.y + edge, cell * columns, cell * rows)
    track = pygame.Rect(board.x, board.bottom + gap, board.width, track_h)
    hand = pygame.Rect(
        board.x, track.bottom + gap, board.width, rect.bottom - gap - track.bottom - gap
    )
    column = pygame.Rect(board.right + gap, rect.y + gap, rect.right - board.right - 2 * gap, 0)
    column.height = rect.height - 2 * gap
    supply_h = max(int(column.height * 0.3), 120)
    panel_area = column.height - supply_h - gap
    panel_h = min((panel_area - (players - 1) * gap) // players, int(cell * 3.6))
    panels = tuple(
        pygame.Rect(column.x, column.y + i * (panel_h + gap), column.width, panel_h)
        for i in range(players)
    )
    supply_top = panels[-1].bottom + gap
    supply = pygame.Rect(column.x, supply_top, column.width, column.bottom - supply_top)
    text = max(11, int(cell * 0.36))
    return OregonLayout(rect, cell, board, grid, track, hand, panels, supply, text)
