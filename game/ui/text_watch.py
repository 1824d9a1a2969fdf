"""Where every text goes: the one door a rendered line passes to reach a surface.

Every font of the :class:`~game.ui.theme.FontBook` reports each line it renders to the
:class:`TextWatch` that is on (none is, outside the tests: then a line costs one ``if``), and
text is put on a surface only by :func:`put_text`, which names the box the line was meant for
(the rectangle a widget was given, a panel, a card; the surface's clip area when the caller
names none).  A watch thus sees the size of every line, whether its letters ran out of their
box, and which lines were rendered but reached a surface some other way.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

SPILL_TOLERANCE = 1
"""Pixels a line's letters may stand past its box (antialiased edges)."""


@dataclass
class DrawnText:
    """One rendered line: its text and letter size, and where it went."""

    text: str
    px: int
    face: pygame.Surface
    placed: bool = False
    ink: pygame.Rect | None = None
    box: pygame.Rect | None = None

    @property
    def spills(self) -> bool:
        """Whether the line's letters stand outside its box."""
        if self.ink is None or self.box is None or not self.ink.width:
            return False
        return not self.box.inflate(2 * SPILL_TOLERANCE, 2 * SPILL_TOLERANCE).contains(self.ink)

    def __str__(self) -> str:
        return f"{self.text!r} at {self.px} px in {self.ink} (box {self.box})"


class TextWatch:
    """Every line rendered while the watch is on (see :func:`watching`)."""

    def __init__(self) -> None:
        self.lines: dict[int, DrawnText] = {}

    def rendered(self, face: pygame.Surface, text: str, px: int) -> None:
        """A font drew ``text`` at ``px`` pixels into ``face``."""
        if text.strip():
            self.lines[id(face)] = DrawnText(text, px, face)

    def composed(self, out: pygame.Surface, parts: Sequence[pygame.Surface]) -> None:
        """``out`` is made of the rendered ``parts`` (a line and its shadow): it stands for them."""
        found = [self.lines.pop(id(part)) for part in parts if id(part) in self.lines]
        if found:
            self.lines[id(out)] = DrawnText(found[0].text, found[0].px, out)

    def placed(self, face: pygame.Surface, rect: pygame.Rect, box: pygame.Rect) -> None:
        """``face`` was put at ``rect`` on a surface, meant for ``box`` there."""
        line = self.lines.get(id(face))
        if line is None:
            return
        line.placed = True
        ink = face.get_bounding_rect().move(rect.topleft)
        # A line put many times (a cached label) is judged where it stood worst.
        if line.ink is None or not line.spills:
            line.ink, line.box = ink, box.copy()

    def smallest(self) -> list[DrawnText]:
        """Every line, smallest letters first."""
        return sorted(self.lines.values(), key=lambda line: line.px)

    def spilled(self) -> list[DrawnText]:
        """The lines whose letters ran outside their box."""
        return [line for line in self.lines.values() if line.spills]

    def unplaced(self) -> list[DrawnText]:
        """Lines rendered but never put through :func:`put_text` (no box named)."""
        return [line for line in self.lines.values() if not line.placed]


_watch: TextWatch | None = None


def current() -> TextWatch | None:
    """The watch that is on, if any."""
    return _watch


@contextmanager
def watching() -> Iterator[TextWatch]:
    """Watch every line rendered and put until the block ends."""
    global _watch
    before, _watch = _watch, TextWatch()
    try:
        yield _watch
    finally:
        _watch = before


def put_text(
    target: pygame.Surface, face: pygame.Surface, rect: pygame.Rect | tuple[int, int], box: pygame.Rect | None = None
) -> pygame.Rect:
    """Blit the rendered line ``face`` at ``rect`` (or a top-left point) on ``target``; ``box``
    is where on ``target`` it was meant to stand (its clip area when not named).  Returns
    the rectangle the line took."""
    where = face.get_rect(topleft=rect.topleft if isinstance(rect, pygame.Rect) else rect)
    target.blit(face, where)
    if _watch is not None:
        _watch.placed(face, where, box if box is not None else target.get_clip())
    return where
