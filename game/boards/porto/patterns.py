"""The five building colours of Porto as paint and pattern, so that a colour-blind player can
tell every floor apart: blue is striped, yellow dotted, green checked, red hatched on the
diagonal and violet crossed.

Patterns are plain geometry (:class:`Mark` tuples inside a ``width`` x ``height`` box), drawn
by the board with pygame and written as SVG by ``tools/make_porto_sprites.py``, so the screen
and the art always agree.
"""

from __future__ import annotations

from typing import NamedTuple

Colour = tuple[int, int, int]


class Paint(NamedTuple):
    """How one building colour looks: the wall, its pattern's ink, a darker edge, the name of
    the pattern (for tooltips and the rules reference)."""

    wall: Colour
    ink: Colour
    edge: Colour
    pattern: str


PAINTS: dict[str, Paint] = {
    "blue": Paint((62, 116, 176), (132, 178, 224), (30, 62, 104), "stripes"),
    "yellow": Paint((236, 190, 70), (176, 126, 24), (132, 92, 18), "dots"),
    "green": Paint((98, 154, 88), (60, 110, 56), (40, 82, 40), "checks"),
    "red": Paint((196, 72, 56), (238, 150, 128), (112, 32, 24), "diagonals"),
    "violet": Paint((134, 92, 160), (196, 160, 220), (74, 44, 96), "crosses"),
}
"""Paint by colour id of the content; an unknown id takes :data:`SPARE_PAINTS` in turn."""

SPARE_PAINTS: tuple[Paint, ...] = (
    Paint((120, 120, 120), (180, 180, 180), (60, 60, 60), "stripes"),
    Paint((200, 140, 90), (150, 96, 56), (110, 70, 40), "dots"),
)

ROOF: Colour = (176, 82, 52)
ROOF_DARK: Colour = (120, 48, 30)
WINDOW: Colour = (250, 240, 214)
WINDOW_FRAME: Colour = (70, 48, 34)


def paint_for(colour: str, order: int = 0) -> Paint:
    """The paint of colour id ``colour`` (``order``: its place in the content, for spares)."""
    found = PAINTS.get(colour)
    return found if found is not None else SPARE_PAINTS[order % len(SPARE_PAINTS)]


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
