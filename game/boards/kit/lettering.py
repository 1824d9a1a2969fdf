"""Words put on a board, and where they went.

Every board writes many short texts; :func:`write` renders and places one in a call, and a
:class:`Lettering` also remembers each text with its rectangle, for the tests' overlap and
privacy checks and for hover help.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import draw
from game.ui.text_watch import put_text
from game.ui.theme import Colour, FontBook

TextRect = tuple[pygame.Rect, str]
"""A text and where it stands on the screen."""


def write(
    surface: pygame.Surface,
    font: pygame.font.Font,
    content: str,
    colour: Colour,
    shadow: Colour | None = None,
    box: pygame.Rect | None = None,
    **where: tuple[int, int] | int,
) -> pygame.Rect:
    """Render ``content`` (with a soft ``shadow`` if given) and blit it placed by ``where``
    (``center=…``, ``midtop=…``; the top left when empty), meant to stand inside ``box``
    (the whole ``surface`` when not named); returns where it went."""
    face = draw.text(font, content, colour, shadow)
    return put_text(surface, face, face.get_rect(**where), box)


def write_lines(
    surface: pygame.Surface,
    font: pygame.font.Font,
    lines: Sequence[str],
    colour: Colour,
    top: int,
    x: int,
    anchor: str = "midtop",
    box: pygame.Rect | None = None,
) -> int:
    """Write ``lines`` one under the other from ``top``, each placed at ``x`` by ``anchor``
    (``"midtop"``: centred on ``x``; ``"topleft"``: starting at ``x``); returns the row
    under the last line; the lines are meant to stand inside ``box``."""
    for line in lines:
        face = font.render(line, True, colour)
        put_text(surface, face, face.get_rect(**{anchor: (x, top)}), box)
        top += font.get_linesize()
    return top


def readable_line(fonts: FontBook, role: str, size: int, text: str, width: int, limit: float) -> bool:
    """Whether ``text`` fits ``width`` on one line without shrinking below ``limit`` of its
    ``size`` (else it reads better on two lines than in letters too small)."""
    font = fonts.fit(role, size, text, width)
    return font.size(text)[0] <= width and font.get_height() >= limit * fonts.get(role, size).get_height()


def foot_text(
    fonts: FontBook, rect: pygame.Rect, pad: int, text: str, size: int, shares: Sequence[int], most_lines: int
) -> tuple[pygame.font.Font, list[str], pygame.Rect]:
    """The font, lines and box of a card's text at the foot of ``rect``, wrapped from letters
    of ``size`` down: in the smallest of ``shares`` (in % of the card's height, tried in
    turn) where the whole text fits, so that a long text takes room from the card's picture
    rather than being cut; cut only when even the largest share is too small."""
    for share in shares:
        height = rect.height * share // 100
        box = pygame.Rect(rect.x + pad, rect.bottom - height, rect.width - 2 * pad, height - pad)
        font, lines = fonts.fit_wrapped("body", size, text, box.size, most_lines)
        if len(lines) * font.get_linesize() <= box.height and all(font.size(line)[0] <= box.width for line in lines):
            break
    else:
        lines = lines[: max(1, (rect.bottom - box.y) // max(1, font.get_linesize()))]
    return font, lines, box


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
        box: pygame.Rect | None = None,
        **where: tuple[int, int] | int,
    ) -> pygame.Rect:
        """:func:`write`, remembering the text; returns its rectangle on ``surface``."""
        rect = write(surface, font, content, colour, shadow, box, **where)
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
