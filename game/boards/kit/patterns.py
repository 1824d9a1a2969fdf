"""Fill patterns that tell colours apart without colour: stripes, dots, checks, diagonals and
crosses, so that a colour-blind player can still tell every kind of piece (a floor, a crop,
a resource) from the others.

A pattern is plain geometry (:class:`Mark` tuples inside a ``width`` x ``height`` box):
:func:`paint_pattern` draws it with pygame and a game's art tools may write the same marks as
SVG, so the screen and the printed art always agree.  A game says which pattern and colours
each of its kinds wears with a :class:`Paint`; :func:`patterned_card` is a card of one kind,
its pattern showing round its edge.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    import pygame

Colour = tuple[int, int, int]

PATTERNS = ("stripes", "dots", "checks", "diagonals", "crosses")
"""The patterns :func:`pattern_marks` knows."""


class Paint(NamedTuple):
    """How one kind looks: its fill, its pattern's ink, a darker edge, the name of the
    pattern (one of :data:`PATTERNS`)."""

    wall: Colour
    ink: Colour
    edge: Colour
    pattern: str


class Mark(NamedTuple):
    """One stroke of a pattern: ``kind`` is ``line`` (x1, y1, x2, y2), ``dot`` (cx, cy, r)
    or ``box`` (x, y, w, h); ``size`` is a line's width."""

    kind: str
    values: tuple[float, float, float, float]
    size: float


def pattern_marks(pattern: str, width: float, height: float, step: float) -> list[Mark]:
    """The marks of ``pattern`` filling a ``width`` x ``height`` box every ``step`` units,
    every mark kept inside the box."""
    marks: list[Mark] = []
    line = max(1.0, step / 4)
    if pattern == "stripes":
        y = step / 2
        while y < height:
            marks.append(Mark("line", (0, y, width, y), line))
            y += step
    elif pattern == "dots":
        for row, y in enumerate(_steps(height, step)):
            shift = step / 2 if row % 2 else 0.0
            for x in _steps(width - shift, step):
                marks.append(Mark("dot", (x + shift, y, step / 5, 0), 0))
    elif pattern == "checks":
        half = step / 2
        for row, y in enumerate(_range(0, height, half)):
            for col, x in enumerate(_range(0, width, half)):
                if (row + col) % 2 == 0:
                    marks.append(Mark("box", (x, y, min(half, width - x), min(half, height - y)), 0))
    elif pattern == "diagonals":
        offset = -height
        while offset < width:
            marks.extend(_diagonal(offset, width, height, line))
            offset += step
    elif pattern == "crosses":
        arm = step / 5
        for row, y in enumerate(_steps(height, step)):
            shift = step / 2 if row % 2 else 0.0
            for x in _steps(width - shift, step):
                cx = x + shift
                marks.append(Mark("line", (cx - arm, y - arm, cx + arm, y + arm), line * 0.8))
                marks.append(Mark("line", (cx - arm, y + arm, cx + arm, y - arm), line * 0.8))
    return marks


def paint_pattern(surface: pygame.Surface, rect: pygame.Rect, paint: Paint, step: float) -> None:
    """Fill ``rect`` with the wall colour of ``paint`` and its pattern every ``step`` pixels."""
    import pygame  # only the painters need it: validate reads the patterns without pygame

    surface.fill(paint.wall, rect)
    ink = paint.ink
    for mark in pattern_marks(paint.pattern, rect.width, rect.height, step):
        a, b, c, d = mark.values
        if mark.kind == "line":
            width = max(1, round(mark.size))
            pygame.draw.line(surface, ink, (rect.x + a, rect.y + b), (rect.x + c, rect.y + d), width)
        elif mark.kind == "dot":
            pygame.draw.circle(surface, ink, (rect.x + a, rect.y + b), max(1.5, c))
        else:
            pygame.draw.rect(surface, ink, pygame.Rect(round(rect.x + a), round(rect.y + b), round(c), round(d)))


def _steps(length: float, step: float) -> list[float]:
    """Centres of cells of ``step`` along ``length``, the first half a step in."""
    return list(_range(step / 2, length - step / 4, step))


def _range(start: float, stop: float, step: float) -> list[float]:
    out = []
    value = start
    while value < stop:
        out.append(value)
        value += step
    return out


def _diagonal(offset: float, width: float, height: float, size: float) -> list[Mark]:
    """The part inside the box of the line from (offset, height) rising at 45 degrees."""
    x1, y1 = offset, height
    x2, y2 = offset + height, 0.0
    if x1 < 0:
        y1 += x1
        x1 = 0.0
    if x2 > width:
        y2 += x2 - width
        x2 = width
    if x2 <= x1:
        return []
    return [Mark("line", (x1, y1, x2, y2), size)]


def patterned_card(size: tuple[int, int], paint: Paint, radius: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A card of ``size`` with rounded corners (``radius``): edged in the paint's edge colour
    and filled with its pattern within; returns it and the patterned band inside the edge."""
    import pygame  # only the painters need it: validate reads the patterns without pygame

    w = size[0]
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, paint.edge, card.get_rect(), border_radius=radius)
    band = card.get_rect().inflate(-max(2, w // 22) * 2, -max(2, w // 22) * 2)
    pattern = pygame.Surface(band.size, pygame.SRCALPHA)
    paint_pattern(pattern, pattern.get_rect(), paint, max(6.0, w / 7))
    # the pattern keeps to the band's rounded corners
    mask = pygame.Surface(band.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - 1)
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(pattern, band)
    return card, band
