"""The animations drawn over the board: pieces dropping in, points floating up."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.kit.timeline import draw_rising
from game.boards.oregon.anim import Drop, Float

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
    for item in anims.running(Float):
        if not anims.started(item):
            continue
        t = anims.eased(item)
        rect = geometry.space_rect(item.what.space)
        alpha = int(255 * min(1.0, 2.2 * (1 - t)))
        draw_rising(surface, font, item.what.text, rect.midtop, int(t * geometry.cell * 0.9), alpha)
