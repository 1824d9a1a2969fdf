"""Words put on a board, and where they went.

Every board writes many short texts; :func:`write` renders and places one in a call, and a
:class:`Lettering` also remembers each text with its rectangle, for the tests' overlap and
privacy checks and for hover help.
"""

from __future__ import annotations

import pygame

from game.ui import draw
from game.ui.theme import Colour, FontBook

TextRect = tuple[pygame.Rect, str]
"""A text and where it stands on the screen."""


def write(
    surface: pygame.Surface,
    font: pygame.font.Font,
    content: str,
    colour: Colour,
    shadow: Colour | None = None,
    **where: tuple[int, int] | int,
) -> pygame.Rect:
    """Render ``content`` (with a soft ``shadow`` if given) and blit it placed by ``where``
    (``center=…``, ``midtop=…``; the top left when empty); returns where it went."""
    face = draw.text(font, content, colour, shadow)
    rect = face.get_rect(**where)
    surface.blit(face, rect)
    return rect


class Lettering:
    """Writes texts like :func:`write` and keeps ``(rect, text)`` of each, in screen
    coordinates (``origin``: where the surface written on sits on the screen)."""

    def __init__(self) -> None:
        self.texts: list[TextRect] = []

    def clear(self) -> None:
        """Forget the texts written so far (a new frame or picture begins)."""
        self.texts = []

    def write(
        self,
        surface: pygame.Surface,
        font: pygame.font.Font,
        content: str,
        colour: Colour,
        shadow: Colour | None = None,
        origin: tuple[int, int] = (0, 0),
        **where: tuple[int, int] | int,
    ) -> pygame.Rect:
        """:func:`write`, remembering the text; returns its rectangle on ``surface``."""
        rect = write(surface, font, content, colour, shadow, **where)
        self.texts.append((rect.move(origin), content))
        return rect


class Painter(Lettering):
    """A part of a board that letters its texts in its fonts at the text size setting, and
    remembers them."""

    def __init__(self, fonts: FontBook) -> None:
        super().__init__()
        self.fonts = fonts
        self.text_scale = 1.0
        """How much larger than designed its words are lettered (the text size setting)."""
