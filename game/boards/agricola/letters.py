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


# --- card titles ----------------------------------------------------------------------------

VOWELS = frozenset("aeiouyàâäáéèêëíìîïóòôöúùûüœæ")
KEPT_PAIRS = frozenset({"ch", "sh", "th", "ph", "gn", "qu", "ll", "rr", "gu", "ck"})
"""Letter pairs a word is not broken between (they sound as one)."""
NEAR_SIZE = 0.85
"""A title shrinks to this share of its size before its long words are broken with hyphens."""
TIGHT_LEADING = 0.8
"""A title's lines one under the other at this share of the font's line height when it needs
more than two lines or its box is short (a card's title is a block of a few words, not a text)."""


def _nice_breaks(word: str) -> list[int]:
    """Where ``word`` reads well broken with a hyphen, latest first: after a hyphen or an
    apostrophe, between two consonants (``Redevelop-ment``), or before a consonant that
    starts a syllable (``Utiliza-tion``); never within three letters of an end."""
    low = word.lower()
    found = []
    for i in range(3, len(word) - 2):
        before, after = low[i - 1], low[i]
        if before in "-’'":
            found.append(i)
            continue
        if not (before.isalpha() and after.isalpha()) or low[i - 1:i + 1] in KEPT_PAIRS:
            continue
        two_consonants = before not in VOWELS and after not in VOWELS and low[i - 2] in VOWELS
        syllable = before in VOWELS and after not in VOWELS and low[i + 1] in VOWELS
        if two_consonants or syllable:
            found.append(i)
    return found[::-1]


def _broken(font: pygame.font.Font, word: str, width: int) -> list[str]:
    """``word`` cut into pieces that each fit ``width`` (all but the last ending in "-"),
    at the latest well-reading break that fits, else at the latest letter that fits."""
    pieces = []
    while font.size(word)[0] > width and len(word) > 1:
        fits = [i for i in _nice_breaks(word) if font.size(word[:i] + "-")[0] <= width]
        if not fits:
            fits = [i for i in range(len(word) - 1, 0, -1) if font.size(word[:i] + "-")[0] <= width][:1]
        if not fits:
            break
        cut = fits[0]
        head = word[:cut]
        pieces.append(head if head.endswith(("-", "’", "'")) else head + "-")
        word = word[cut:]
    return [*pieces, word]


def wrap_title(font: pygame.font.Font, text: str, widths: tuple[int, int], hyphens: bool,
               fill: bool = False) -> list[str]:
    """``text`` in lines, the first at most ``widths[0]`` pixels wide and the others
    ``widths[1]``; a word too long for a line is broken with a hyphen when ``hyphens``, and
    with ``fill`` a word that does not fit beside the line's words is broken to fill it."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        width = widths[0] if not lines else widths[1]
        candidate = f"{current} {word}" if current else word
        if font.size(candidate)[0] <= width:
            current = candidate
            continue
        if current and fill:
            cuts = [i for i in _nice_breaks(word) if font.size(f"{current} {word[:i]}-")[0] <= width]
            if cuts:
                head = word[:cuts[0]]
                lines.append(f"{current} {head if head.endswith(('-', '’', chr(39))) else head + '-'}")
                current, word, width = "", word[cuts[0]:], widths[1]
                if font.size(word)[0] <= width:
                    current = word
                    continue
        if current:
            lines.append(current)
            current = ""
            width = widths[1]
        if font.size(word)[0] <= width or not hyphens:
            current = word
            continue
        *heads, current = _broken(font, word, width)
        lines += heads
    return [*lines, current] if current else lines


def fitted_title(fonts: FontBook, role: str, size: int, text: str, box: tuple[int, int], first_width: int,
                 max_lines: int = 3) -> tuple[pygame.font.Font, list[str], int]:
    """The font, lines and line height of a card's title in ``box`` (width, height), its
    first line no wider than ``first_width`` (beside a badge): whole words in letters as
    large as fit, else long words broken with hyphens, more than two lines set close; the
    last line cut with "…" only when nothing else fits (remembered like :func:`fitted`)."""
    key = ("title", id(fonts), fonts.smallest, role, size, text, box, first_width, max_lines)
    found = _titles.get(key)
    if found is None:
        if len(_titles) >= FITTED_KEPT:
            _titles.clear()
        found = _titles[key] = _fit_title(fonts, role, size, text, box, first_width, max_lines)
    return found


_titles: dict[tuple[object, ...], tuple[pygame.font.Font, list[str], int]] = {}


def _fit_title(fonts: FontBook, role: str, size: int, text: str, box: tuple[int, int], first_width: int,
               max_lines: int) -> tuple[pygame.font.Font, list[str], int]:
    smallest = fonts.smallest
    sizes = []
    size = max(smallest, int(size))
    while True:
        sizes.append(size)
        if size <= smallest:
            break
        size = max(smallest, size - max(1, size // 12))
    widths = (first_width, box[0])
    # letters a little smaller first, then long words broken, and only then smaller letters
    # (whole words before broken ones at each stage)
    near = [px for px in sizes if px >= sizes[0] * NEAR_SIZE] or sizes[:1]
    tries = [(False, False, near), (True, False, near), (True, True, near), (True, False, sizes),
             (False, False, sizes), (True, True, sizes)]
    for hyphens, fill, steps in tries:
        for px in steps:
            font = fonts.get(role, px)
            lines = wrap_title(font, text, widths, hyphens, fill)
            leading = _leading(font, len(lines), box[1])
            wide = all(font.size(line)[0] <= (widths[0] if k == 0 else widths[1]) for k, line in enumerate(lines))
            if wide and len(lines) <= max_lines and (len(lines) - 1) * leading + font.get_linesize() <= box[1]:
                return font, lines, leading
    font = fonts.get(role, smallest)
    lines = wrap_title(font, text, widths, True, True)
    leading = _leading(font, len(lines), box[1])
    most = max(1, min(max_lines, 1 + (box[1] - font.get_linesize()) // max(1, leading)))
    if len(lines) > most:
        lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
    return font, [_cut(font, line, widths[0] if k == 0 else widths[1]) for k, line in enumerate(lines)], leading


def _leading(font: pygame.font.Font, lines: int, height: int) -> int:
    """The height from line to line: the font's own, unless the lines then overrun
    ``height`` or are more than two (then set close)."""
    line = font.get_linesize()
    if lines <= 2 and (lines - 1) * line + line <= height:
        return line
    return round(line * TIGHT_LEADING)


def letter_title(surface: pygame.Surface, fonts: FontBook, role: str, size: int, text: str, box: pygame.Rect,
                 colour: Colour, first_width: int | None = None, max_lines: int = 3) -> pygame.Rect:
    """Write a card's title (see :func:`fitted_title`) left-aligned from the top of ``box``;
    returns the rectangle of the lines written."""
    first = box.width if first_width is None else first_width
    font, lines, leading = fitted_title(fonts, role, size, text, (box.width, box.height), first, max_lines)
    used = pygame.Rect(box.x, box.y, 0, 0)
    y = box.y
    for line in lines:
        rect = write(surface, font, line, colour, box=box, topleft=(box.x, y))
        used = used.union(rect) if used.width else rect
        y += leading
    return used
