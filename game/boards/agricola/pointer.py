"""What a click would use now, framed in white under the pointer (a space, a major, a
farmyard space, a fence edge, a card of the hand that can be played, a tab of the band) — drawn over the kept picture every frame, so that pointing
never paints the board again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard


def draw_pointed(surface: pygame.Surface, board: AgricolaBoard) -> None:
    """The white frame (or edge) of what the pointer is over, where a click would use it."""
    if board.hover is None:
        return
    what, which = board.hover
    geo = board.geo
    width = max(2, geo.px(2))
    frame: pygame.Rect | None = None
    if what == "space" and board.space_state(which) == "lit":
        frame = board.space_rects()[which].inflate(2, 2)
    elif what == "major" and board.major_state(which) == "lit":
        frame = geo.majors[[m.id for m in board.shown.tables.majors].index(which)].inflate(2, 2)
    elif what == "cell" and which[0] == board.viewer and board.farms and (which[1] in board.lit_cells()
                                                                           or board.fencing()):
        frame = board.farms[0].cell_rect(which[1]).inflate(-2, -2)
    elif what == "card":
        from game.boards.agricola.hand import laid_out

        lit = next((card.rect for card in laid_out(board) if card.card == which and card.state == "lit"), None)
        frame = lit.inflate(2, 2) if lit is not None else None
    elif what == "tab":
        from game.boards.agricola.hand import tab_rects

        frame = dict(tab_rects(board)).get(which)
    elif what == "edge" and board.farms:
        start, end = board.farms[0].edge_line(which)
        pygame.draw.line(surface, theme.PAPER, start, end, max(3, board.farms[0].cell // 10))
    if frame is not None:
        pygame.draw.rect(surface, theme.PAPER, frame, width, border_radius=geo.px(5))
