"""Texts fitted into their boxes: wrapped to a few lines in letters as large as fit, and cut
with "…" only where even the smallest letters cannot hold them (a long word on a small card),
so that no line ever runs out of its box."""

from __future__ import annotations

import pygame

from game.boards.kit.lettering import write
from game.ui.theme import Colour, FontBook

ELLIPSIS = "…"


def _cut(font: pygame.font.Font, line: str, width: int) -> str:
    """``line`` cut to ``width`` pixels with "…" (whole when it fits)."""
    if font.size(line)[0] <= width:
        return line
    while line and font.size(line + ELLIPSIS)[0] > width:
        line = line[:-1]
    return line.rstrip() + ELLIPSIS if line else ""


FITTED_KEPT = 4096
"""Fitted texts remembered (a board letters a few hundred, again at every paint)."""

_fitted: dict[tuple[object, ...], tuple[pygame.font.Font, list[str]]] = {}


def fitted(fonts: FontBook, role: str, size: int, text: str, box: tuple[int, int],
           max_lines: int = 1) -> tuple[pygame.font.Font, list[str]]:
    """The font and lines of ``text`` in ``box`` (width, height): at most ``max_lines`` lines
    and as many as the height holds, each cut to the width where it must be (remembered:
    measuring is most of a board's painting)."""
    key = (id(fonts), fonts.smallest, role, size, text, box, max_lines)
    found = _fitted.get(key)
    if found is None:
        if len(_fitted) >= FITTED_KEPT:
            _fitted.clear()
        found = _fitted[key] = _fit(fonts, role, size, text, box, max_lines)
    return found


def _fit(fonts: FontBook, role: str, size: int, text: str, box: tuple[int, int],
         max_lines: int) -> tuple[pygame.font.Font, list[str]]:
    if max_lines <= 1:
        font = fonts.fit(role, size, text, box[0])
        return font, [_cut(font, text, box[0])] if text else []
    font, lines = fonts.fit_wrapped(role, size, text, box, max_lines)
    most = max(1, min(max_lines, box[1] // max(1, font.get_linesize())))
    if len(lines) > most:
        lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
    return font, [_cut(font, line, box[0]) for line in lines]


def letter(surface: pygame.Surface, fonts: FontBook, role: str, size: int, text: str, box: pygame.Rect,
           colour: Colour, max_lines: int = 1, align: str = "center", top: bool = False) -> pygame.Rect:
    """Write ``text`` fitted into ``box`` (centred, or ``align="left"``; at the box's top
    when ``top``, else centred in its height); returns the rectangle of the lines written."""
    font, lines = fitted(fonts, role, size, text, (box.width, box.height), max_lines)
    height = len(lines) * font.get_linesize()
    y = box.y if top else box.y + (box.height - height) // 2
    used = pygame.Rect(box.x, y, 0, 0)
    for line in lines:
        if not line:
            continue
        if align == "left":
            rect = write(surface, font, line, colour, box=box, topleft=(box.x, y))
        else:
            rect = write(surface, font, line, colour, box=box, midtop=(box.centerx, y))
        used = used.union(rect) if used.width else rect
        y += font.get_linesize()
    return used
