"""A button painted into a board's picture (rather than a widget of its own): raised on its
darker edge, its words shrunk to fit, greyed while it cannot be pressed.  The board itself
says where it is and what a click on it plays."""

from __future__ import annotations

import pygame

from game.boards.kit.actions import Action
from game.boards.kit.canvas import Canvas
from game.ui import draw, theme
from game.ui.text_watch import put_text
from game.ui.theme import FontBook


def draw_pushbutton(surface: pygame.Surface, fonts: FontBook, rect: pygame.Rect, label: str, enabled: bool,
                    depth: int, margin: int, text_scale: float = 1.0) -> None:
    """The button at ``rect``, raised ``depth`` pixels, ``label`` kept ``margin`` pixels
    narrower than it and lettered up to 45 % of its height (grown by ``text_scale``, never
    above 60 %)."""
    radius = rect.height // 3
    pygame.draw.rect(surface, theme.ACCENT_DARK if enabled else theme.PAPER_EDGE, rect.move(0, depth), border_radius=radius)
    pygame.draw.rect(surface, theme.ACCENT if enabled else theme.DISABLED, rect, border_radius=radius)
    font = fonts.fit("bold", round(rect.height * min(0.6, 0.45 * text_scale)), label, rect.width - margin)
    face = draw.text(font, label, theme.INK_ON_DARK if enabled else theme.DISABLED_INK)
    put_text(surface, face, face.get_rect(center=rect.center), rect)


def draw_canvas_button(surface: pygame.Surface, fonts: FontBook, canvas: Canvas, rect: pygame.Rect,
                       action: Action) -> None:
    """The button of ``action`` on a board designed on ``canvas``: raised 3 units, its words
    kept 16 units narrower than it, greyed while the action has no move."""
    draw_pushbutton(surface, fonts, rect, action.label, action.enabled, canvas.px(3), canvas.px(16), canvas.text_scale)
