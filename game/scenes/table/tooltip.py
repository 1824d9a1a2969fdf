"""The table's tooltip: a small paper note beside the pointer saying what lies under it (the
board's words for a space or a card, or why Undo and Redo are greyed out)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import draw, theme
from game.ui.text_watch import put_text
from game.ui.theme import FontBook
from game.ui.widgets import TextRect

OFFSET = (16, 18)
"""Where the note sits from the pointer's tip (below and right of the arrow)."""


def tooltip_box(text: str, fonts: FontBook, text_px: int, max_width: int) -> pygame.Surface:
    """A small paper note with ``text`` wrapped to ``max_width``."""
    font = fonts.get("body", text_px)
    lines = fonts.wrap(font, text, max_width) or [text]
    pad = max(4, text_px // 2)
    width = max(font.size(line)[0] for line in lines) + 2 * pad
    height = font.get_linesize() * len(lines) + 2 * pad
    box = draw.paper_panel((width, height), max(3, pad // 2), theme.INK_SOFT)
    for i, line in enumerate(lines):
        put_text(box, font.render(line, True, theme.INK), (pad, pad + i * font.get_linesize()))
    return box


class Tooltip:
    """The note shown now, painted once per text; it follows the pointer when drawn."""

    def __init__(self) -> None:
        self.text = ""
        """The words shown ("" when there is no note)."""
        self._box: pygame.Surface | None = None

    def show(self, text: str | None, fonts: FontBook, text_px: int, max_width: int) -> None:
        """Show ``text`` (nothing for ``None`` or "")."""
        if not text:
            self.text, self._box = "", None
        elif text != self.text or self._box is None:
            self.text, self._box = text, tooltip_box(text, fonts, text_px, max_width)

    def draw(self, surface: pygame.Surface, pointer: tuple[int, int]) -> None:
        """Blit the note beside ``pointer``, kept inside ``surface``."""
        if self._box is None:
            return
        where = self._box.get_rect(topleft=(pointer[0] + OFFSET[0], pointer[1] + OFFSET[1]))
        where.clamp_ip(surface.get_rect())
        surface.blit(self._box, where)

    def texts(self, pointer: tuple[int, int]) -> list[TextRect]:
        """The note's words and where they are (for the text checks)."""
        return [] if self._box is None else [(self._box.get_rect(topleft=pointer), self.text)]


def button_tip(
    pos: tuple[int, int], undo: pygame.Rect | None, redo: pygame.Rect | None, undo_words: Callable[[], str],
    redo_words: Callable[[], str],
) -> str | None:
    """The tip for the Undo or Redo button under ``pos`` (``None``: the pointer is on
    neither): what the button does, or why it cannot now."""
    if undo is not None and undo.collidepoint(pos):
        return undo_words()
    if redo is not None and redo.collidepoint(pos):
        return redo_words()
    return None
