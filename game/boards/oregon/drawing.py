"""The view's buttons and the animations drawn over the board (pieces dropping in, points
floating up)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.boards.oregon.anim import Drop, Float
from game.boards.oregon.choices import Action
from game.ui import draw, theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.boards.oregon.view import OregonBoardView


def make_buttons(view: OregonBoardView, actions: list[Action]) -> list[Button]:
    """One button per action, stacked in the hand's actions column."""
    area = view.hand.actions
    if not actions or area.width <= 0:
        return []
    gap = max(4, area.height // 20)
    height = min(
        max(28, area.height // 3), (area.height - gap * (len(actions) - 1)) // len(actions)
    )
    text = max(11, int(height * 0.42 * view.cards.text_scale))
    buttons: list[Button] = []
    top = area.y + (area.height - len(actions) * height - (len(actions) - 1) * gap) // 2
    for i, action in enumerate(actions):
        rect = pygame.Rect(area.x, top + i * (height + gap), area.width, height)
        buttons.append(
            Button(
                f"oregon_{action.key}",
                rect,
                action.label,
                view.ctx.fonts,
                text,
                _player(view, action.key),
                style="primary" if action.primary else "paper",
                enabled=action.move is not None,
            )
        )
    return buttons


def _player(view: OregonBoardView, key: str) -> Callable[[], None]:
    return lambda: view.play_action(key)


def draw_buttons(view: OregonBoardView, surface: pygame.Surface) -> None:
    """Blit the action buttons."""
    for button in view.buttons:
        button.draw(surface)


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
        face = draw.text(font, item.what.text, theme.GOLD, theme.INK)
        face.set_alpha(int(255 * min(1.0, 2.2 * (1 - t))))
        rect = geometry.space_rect(item.what.space)
        where = face.get_rect(midbottom=(rect.centerx, rect.top - int(t * geometry.cell * 0.9)))
        surface.blit(face, where)
