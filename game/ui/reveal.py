"""The results screen's "what was hidden" panel: one row per player (token and name), then
chips side by side, each a short text and a value ("Completed yellow houses · 2" "+5").

Games build their chips in their own ``results_panel`` (see :class:`game.boards.base.BoardKit`)
and call :func:`reveal_rows` to draw them the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui import draw, theme
from game.ui.symbols import draw_symbol
from game.ui.text_watch import put_text
from game.ui.theme import Colour, FontBook

TextRect = tuple[pygame.Rect, str]

FADED = (214, 206, 190)
"""The fill of a chip that brought nothing (a contract that scored 0)."""


@dataclass(frozen=True)
class RevealChip:
    """One revealed thing: what it is, what it was worth, the paper it is drawn on."""

    text: str
    value: str
    fill: Colour
    lit: bool = True
    """Whether it paid off (a chip that did not is drawn faded)."""


def _token(colour: Colour, symbol: str, size: int) -> pygame.Surface:
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    centre, radius = (size // 2, size // 2), size // 2 - 1
    pygame.draw.circle(face, colour, centre, radius)
    pygame.draw.circle(face, theme.INK, centre, radius, max(1, size // 16))
    draw_symbol(face, symbol, centre, max(3, int(radius * 0.5)), theme.PAPER, theme.INK)
    return face


def reveal_rows(
    fonts: FontBook,
    seats: Sequence[tuple[str, Colour, str]],
    rows: Sequence[Sequence[RevealChip]],
    size: tuple[int, int],
    text_px: int,
    caption: str,
) -> tuple[pygame.Surface, list[TextRect]]:
    """Draw ``caption`` and one row of chips per seat (``(name, colour, symbol)``) on a
    transparent picture of ``size``; returns it with its texts (relative rectangles)."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    texts: list[TextRect] = []
    caption_h = min(height // 5, round(text_px * 1.5))
    font = fonts.fit("bold", min(text_px, caption_h), caption, width)
    face = font.render(caption, True, theme.INK)
    texts.append((put_text(surface, face, face.get_rect(midleft=(0, caption_h // 2))), caption))
    count = max(1, len(rows))
    gap = max(2, text_px // 5)
    row_h = (height - caption_h - gap * count) // count
    name_w = width // 5
    chips = max(1, max((len(r) for r in rows), default=1))
    px = max(9, min(text_px, row_h * 11 // 20))
    for i, (seat, chips_of) in enumerate(zip(seats, rows, strict=True)):
        top = caption_h + gap + i * (row_h + gap)
        name, colour, symbol = seat
        token = _token(colour, symbol, max(8, min(row_h - 4, px * 2)))
        surface.blit(token, token.get_rect(midleft=(0, top + row_h // 2)))
        name_box = pygame.Rect(token.get_width() + gap, top, name_w - token.get_width() - 2 * gap, row_h)
        face = fonts.fit("bold", px, name, name_box.width).render(name, True, theme.INK)
        texts.append((put_text(surface, face, face.get_rect(midleft=name_box.midleft), name_box), name))
        cell_w = (width - name_w - gap * (chips - 1)) // chips
        for k, chip in enumerate(chips_of):
            cell = pygame.Rect(name_w + k * (cell_w + gap), top, cell_w, row_h)
            texts += _chip(surface, fonts, chip, cell, px)
    return surface, texts


def _chip(surface: pygame.Surface, fonts: FontBook, chip: RevealChip, cell: pygame.Rect, px: int) -> list[TextRect]:
    radius = max(3, cell.height // 5)
    edge = theme.GOLD if chip.lit else theme.PAPER_EDGE
    surface.blit(draw.paper_panel(cell.size, radius, edge), cell)
    tint = pygame.Surface(cell.size, pygame.SRCALPHA)
    pygame.draw.rect(tint, (*(chip.fill if chip.lit else FADED), 150), tint.get_rect(), border_radius=radius)
    surface.blit(tint, cell)
    pad = max(4, cell.height // 5)
    value_font = fonts.get("display", px)
    value = value_font.render(chip.value, True, theme.INK if chip.lit else theme.INK_SOFT)
    value_rect = put_text(surface, value, value.get_rect(midright=(cell.right - pad, cell.centery)), cell)
    room = value_rect.left - cell.left - 2 * pad
    ink = theme.INK if chip.lit else theme.INK_SOFT
    font, lines = fonts.fit_wrapped("body", px, chip.text, (room, cell.height - pad), 2)
    step = font.get_linesize()
    top = cell.centery - step * len(lines) // 2
    out: list[TextRect] = [(value_rect, chip.value)]
    for i, line in enumerate(lines):
        face = font.render(line, True, ink)
        area = face.get_rect(topleft=(cell.left + pad, top + i * step))
        box = pygame.Rect(cell.left + pad, cell.top, room, cell.height)
        if area.width > room:  # even the smallest size is too wide: cut the end off
            area.width = room
            clip = surface.get_clip()
            surface.set_clip(box)
            put_text(surface, face, area, box)
            surface.set_clip(clip)
        else:
            put_text(surface, face, area, box)
        out.append((area, line))
    return out
