"""The five building colours of Porto as paint and pattern, so that a colour-blind player can
tell every floor apart: blue is striped, yellow dotted, green checked, red hatched on the
diagonal and violet crossed.

The patterns themselves are the kit's (:mod:`game.boards.kit.patterns`): drawn by the board
with pygame and written as SVG by ``tools/make_porto_sprites.py``, so the screen and the art
always agree.
"""

from __future__ import annotations

from game.boards.kit.patterns import Colour, Paint

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
