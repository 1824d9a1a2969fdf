"""The animations drawn over the board: pieces dropping in, points floating up."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.kit.timeline import draw_risings, ease_out
from game.boards.oregon.anim import Drop

if TYPE_CHECKING:
    from game.boards.oregon.view import OregonBoardView


def draw_animations(view: OregonBoardView, surface: pygame.Surface) -> None:
    """Pieces falling onto their spaces and "+N" rising where points were earned."""
    geometry, anims = view.geometry, view.anims
    if geometry is None:
        return
    for cue in anims.running(Drop):
        t = anims.eased(cue)
        view.board.draw_piece(
            surface, geometry, cue.what.space, cue.what.code, lift=1.2 * (1 - t), scale=1.25 - 0.25 * t
        )
    font = view.ctx.fonts.get("display", max(14, int(geometry.cell * 0.6 * view.cards.text_scale)))

    def look(progress: float) -> tuple[int, int]:
        t = ease_out(progress)
        return int(t * geometry.cell * 0.9), int(255 * min(1.0, 2.2 * (1 - t)))

    draw_risings(surface, anims, font, lambda space: geometry.space_rect(space).midtop, look)
