"""Cards of words: a paper card with its title (and a corner text, such as its points) at the
top, its text wrapped at the foot, and the room left between them for a picture — a
contract, a location, an occupation.  A card glows when lit (a build would fulfil it, it is
picked).  The text takes room from the picture rather than being cut (see
:func:`~game.boards.kit.lettering.foot_text`).  Where a short list of them must read at a
glance (a player's own contracts), each is a row instead (:func:`text_row`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.boards.kit.canvas import Canvas
from game.boards.kit.lettering import foot_text, write, write_lines
from game.ui import theme
from game.ui.text_watch import put_text
from game.ui.theme import Colour, FontBook


@dataclass(frozen=True)
class TextCardLook:
    """A card of words in pixels: its corner radius, inner padding and edge width; the glow
    of a lit card (colour, how much larger than the card, how much rounder); the shares (in %
    of the card's height) its text may take, tried in turn, and at most how many lines; and
    the text size setting."""

    radius: int
    pad: int
    edge: int
    glow: Colour = theme.GOLD
    glow_grow: int = 0
    glow_round: int = 0
    text_shares: tuple[int, ...] = (40, 50, 60, 70)
    most_lines: int = 5
    text_scale: float = 1.0


def canvas_card_look(canvas: Canvas, glow: Colour) -> TextCardLook:
    """A card of words on a board designed on ``canvas``: rounded 8 units, padded 5, edged
    1.5, glowing in ``glow`` 10 units wider and 4 rounder when lit, its letters following the
    text size setting."""
    px = canvas.px
    return TextCardLook(px(8), px(5), max(1, px(1.5)), glow, px(10), px(4), text_scale=canvas.text_scale)


def card_words(fonts: FontBook, rect: pygame.Rect, look: TextCardLook,
               text: str) -> tuple[pygame.font.Font, list[str], pygame.Rect]:
    """The font, lines and box of a card's text at the foot of ``rect``: letters a tenth of
    the card's height (grown by the text size setting) wrapped into the smallest share of
    the card where the whole text fits."""
    size = max(9, round(rect.height / 10 * look.text_scale))
    return foot_text(fonts, rect, look.pad, text, size, look.text_shares, look.most_lines)


def text_card(surface: pygame.Surface, fonts: FontBook, rect: pygame.Rect, look: TextCardLook, paper: Colour,
              title: str, corner: str, text: str, lit: bool) -> pygame.Rect:
    """Draw a card of words at ``rect``: ``title`` at the top left, ``corner`` (if any) at
    the top right, ``text`` at the foot; returns the picture's area between them."""
    radius, pad = look.radius, look.pad
    if lit:
        glow = rect.inflate(look.glow_grow, look.glow_grow)
        pygame.draw.rect(surface, look.glow, glow, border_radius=radius + look.glow_round)
    pygame.draw.rect(surface, paper, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.PAPER_EDGE, rect, look.edge, border_radius=radius)
    top_line = f"{title}  {corner}" if corner else title
    small = fonts.fit("bold", max(9, round(rect.height / 9 * look.text_scale)), top_line, rect.width - 2 * pad)
    put_text(surface, small.render(title, True, theme.INK_SOFT), (rect.x + pad, rect.y + pad // 2), rect)
    if corner:
        write(surface, small, corner, theme.ACCENT_DARK, box=rect, topright=(rect.right - pad, rect.y + pad // 2))
    font, lines, text_box = card_words(fonts, rect, look, text)
    write_lines(surface, font, lines, theme.INK, text_box.y, text_box.centerx, box=rect)
    top = rect.y + small.get_linesize() + pad // 2
    return pygame.Rect(rect.x + pad, top, rect.width - 2 * pad, text_box.y - top - pad // 2)


def text_row(surface: pygame.Surface, fonts: FontBook, rect: pygame.Rect, look: TextCardLook, paper: Colour,
             title: str, items: Sequence[str], text: str, size: int) -> tuple[pygame.font.Font, pygame.font.Font]:
    """A card of words laid as a row of a short list: ``title`` and its ``items`` (what it
    pays) in bold on the first line, ``text`` on the second, in letters of ``size`` — made
    smaller only where a line is too long for the row or the row too low for two lines, and
    wrapped onto more lines where even the smallest letters the window allows are too wide.
    Returns the fonts of the two lines."""
    pad = look.pad
    pygame.draw.rect(surface, paper, rect, border_radius=look.radius)
    pygame.draw.rect(surface, theme.PAPER_EDGE, rect, look.edge, border_radius=look.radius)
    width = rect.width - 2 * pad
    while size > fonts.smallest and 2 * fonts.get("body", size).get_linesize() > rect.height - pad // 2:
        size -= 1
    paid = ", ".join(items)
    bold = fonts.fit("bold", size, f"{title}  {paid}", width)
    after = write(surface, bold, title, theme.INK_SOFT, box=rect, topleft=(rect.x + pad, rect.y + pad // 4)).right
    write(surface, bold, paid, theme.ACCENT_DARK, box=rect, topleft=(after + bold.size("  ")[0], rect.y + pad // 4))
    font = fonts.fit("body", size, text, width)
    lines = [text] if font.size(text)[0] <= width else fonts.wrap(font, text, width)
    top = rect.y + pad // 4 + bold.get_linesize()
    lines = fonts.kept_lines(font, lines, (width, rect.bottom - top), len(lines))
    write_lines(surface, font, lines, theme.INK, top, rect.x + pad, "topleft", rect)
    return bold, font
