"""The five building colours of Porto as paint and pattern, so that a colour-blind player can
tell every floor apart: blue is striped, yellow dotted, green checked, red hatched on the
diagonal and violet crossed — and the rest of Porto's colours, all from
``content/porto/board_look.yaml``.

The patterns themselves are the kit's (:mod:`game.boards.kit.patterns`): drawn by the board
with pygame and written as SVG by ``tools/make_porto_sprites.py``, so the screen and the art
always agree.
"""

from __future__ import annotations

from game.boards.kit.looks import board_look
from game.boards.kit.patterns import Paint

LOOK = board_look("porto/board_look.yaml")
COLOURS, TINTS = LOOK.colours, LOOK.tints

PAINTS = LOOK.paints["floors"]
"""Paint by colour id of the content; an unknown id takes :data:`SPARE_PAINTS` in turn."""
SPARE_PAINTS = tuple(LOOK.paints["spare_floors"].values())

ROOF, ROOF_DARK = COLOURS["roof"], COLOURS["roof_dark"]
WINDOW, WINDOW_FRAME = COLOURS["window"], COLOURS["window_frame"]


def paint_for(colour: str, order: int = 0) -> Paint:
    """The paint of colour id ``colour`` (``order``: its place in the content, for spares)."""
    found = PAINTS.get(colour)
    return found if found is not None else SPARE_PAINTS[order % len(SPARE_PAINTS)]
