"""A board's look as data: the colours it paints with and the outlines of the shapes it
draws, from ``content/<game>/board_look.yaml``, read once and checked (a problem is named
with its file and line).

Every part of the file is optional::

    colours:         # one colour by name: [red, green, blue], each 0 to 255
      edge_wood: [92, 60, 34]
    tints:           # see-through colours: [red, green, blue, opacity]
      band: [255, 236, 160, 46]
    palettes:        # a colour per content id (a card's band, a tile's paper), a table per use
      card_bands: {pioneer: [164, 68, 47], harbour: [47, 111, 151]}
    shapes:          # outlines as corner points, in shares (0 to 1) of the shape's box
      farmer: [[0.40, 0.30], [0.14, 0.40], [0.60, 0.30]]
    paints:          # fill, pattern ink, edge and pattern of each kind (colour-blind help), a table per use
      floors: {blue: {wall: [62, 116, 176], ink: [132, 178, 224], edge: [30, 62, 104], pattern: stripes}}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.boards.kit.patterns import PATTERNS, Paint
from game.content.base import check_files
from game.content.catalogue import Loc, Problem, check_fields, is_int, read_checked

if TYPE_CHECKING:
    from game.ui.theme import Colour

Tint = tuple[int, int, int, int]
"""A colour with its opacity."""

Outline = tuple[tuple[float, float], ...]
"""The corners of a shape, each ``(x, y)`` in shares of its box."""

PARTS = ("colours", "tints", "palettes", "shapes", "paints")
PAINT_PARTS = ("wall", "ink", "edge", "pattern")


@dataclass(frozen=True)
class BoardLook:
    """A board's colours, tints, palettes, shapes and paints by name."""

    colours: Mapping[str, Colour]
    tints: Mapping[str, Tint]
    palettes: Mapping[str, Mapping[str, Colour]]
    shapes: Mapping[str, Outline]
    paints: Mapping[str, Mapping[str, Paint]]


def _channels(value: Any, loc: Loc, count: int) -> list[Problem]:
    if isinstance(value, list) and len(value) == count and all(is_int(v) and 0 <= v <= 255 for v in value):
        return []
    return [(loc, f"expected a list of {count} whole numbers from 0 to 255")]


def _table(data: Any, loc: Loc, check: Any) -> list[Problem]:
    """Problems of a mapping of names to values each checked by ``check(value, loc)``."""
    if not isinstance(data, Mapping):
        return [(loc, "expected a mapping of names")]
    return [problem for key, value in data.items() for problem in check(value, loc + (str(key),))]


def _corner(point: Any, loc: Loc) -> list[Problem]:
    numbers = isinstance(point, list) and all(isinstance(v, int | float) and not isinstance(v, bool) for v in point)
    if numbers and len(point) == 2 and all(0 <= v <= 1 for v in point):
        return []
    return [(loc, "expected a point [x, y], each from 0 to 1")]


def _outline(value: Any, loc: Loc) -> list[Problem]:
    if not isinstance(value, list) or len(value) < 3:
        return [(loc, "expected a list of at least three [x, y] points")]
    return [problem for i, point in enumerate(value) for problem in _corner(point, loc + (i,))]


def _paint(value: Any, loc: Loc) -> list[Problem]:
    problems = check_fields(value, loc, PAINT_PARTS)
    if problems:
        return problems
    found = [problem for part in PAINT_PARTS[:3] for problem in _channels(value[part], loc + (part,), 3)]
    if value["pattern"] not in PATTERNS:
        found.append((loc + ("pattern",), f"expected one of the patterns {', '.join(PATTERNS)}"))
    return found


def check_look(data: Any) -> list[Problem]:
    """Every problem of a board look file's data (empty when it is valid)."""
    problems = check_fields(data, (), (), PARTS)
    if problems:
        return problems
    checks = {
        "colours": lambda value, loc: _channels(value, loc, 3),
        "tints": lambda value, loc: _channels(value, loc, 4),
        "palettes": lambda value, loc: _table(value, loc, lambda colour, at: _channels(colour, at, 3)),
        "shapes": _outline,
        "paints": lambda value, loc: _table(value, loc, _paint),
    }
    return [problem for part in PARTS if part in data for problem in _table(data[part], (part,), checks[part])]


def load_board_look(path: Path, display: str) -> BoardLook:
    """The look in the YAML file ``path`` (named ``display`` in problems); raises
    :class:`~game.content.base.ContentErrors` listing every problem of the file."""
    data = read_checked(path, display, check_look)

    def colour(value: list[int]) -> Colour:
        red, green, blue = value
        return red, green, blue

    def tint(value: list[int]) -> Tint:
        red, green, blue, alpha = value
        return red, green, blue, alpha

    return BoardLook(
        colours={name: colour(value) for name, value in data.get("colours", {}).items()},
        tints={name: tint(value) for name, value in data.get("tints", {}).items()},
        palettes={name: {ident: colour(value) for ident, value in table.items()}
                  for name, table in data.get("palettes", {}).items()},
        shapes={name: tuple((float(x), float(y)) for x, y in points) for name, points in data.get("shapes", {}).items()},
        paints={name: {ident: Paint(colour(p["wall"]), colour(p["ink"]), colour(p["edge"]), str(p["pattern"]))
                       for ident, p in table.items()}
                for name, table in data.get("paints", {}).items()},
    )


def board_look(file: str, content_root: Path | None = None) -> BoardLook:
    """The board look in ``file`` (``oregon/board_look.yaml``: under the shipped ``content/``
    unless ``content_root`` is given)."""
    from game import paths

    return load_board_look((content_root or paths.content_dir()) / file, file)


def check_content(
    content_root: Path, sprites_root: Path | None = None, *, files: tuple[str, ...] = ()
) -> None:
    """``validate``: each board look file of ``files`` (under ``content_root``) reads and is
    well formed; every problem of every file is raised together."""
    check_files(content_root, files, load_board_look)
