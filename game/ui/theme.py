"""The look of Tablero: a warm wooden table, paper panels, serif headings.

Colours are named for what they paint; :class:`FontBook` opens the bundled fonts by role
(``display`` for headings, ``body`` and ``bold`` for text) and caches each size.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.ui import text_watch

Colour = tuple[int, int, int]

WOOD_DARK: Colour = (58, 36, 22)
WOOD_LIGHT: Colour = (104, 66, 40)
WOOD_GRAIN: Colour = (78, 49, 30)
PAPER: Colour = (246, 236, 214)
PAPER_SHADE: Colour = (229, 213, 182)
PAPER_EDGE: Colour = (196, 170, 126)
INK: Colour = (52, 36, 22)
INK_SOFT: Colour = (112, 92, 70)
INK_ON_DARK: Colour = (250, 240, 220)
ACCENT: Colour = (180, 86, 47)
ACCENT_HOVER: Colour = (204, 106, 62)
ACCENT_DARK: Colour = (122, 52, 24)
GOLD: Colour = (224, 176, 74)
DISABLED: Colour = (186, 174, 152)
DISABLED_INK: Colour = (128, 118, 102)
SHADOW_ALPHA = 90

FONT_FILES: dict[str, str] = {
    "display": "DejaVuSerif-Bold.ttf",
    "body": "NotoSans-Regular.ttf",
    "bold": "NotoSans-Bold.ttf",
}
MIN_TEXT_PX = 12
"""The smallest letters drawn in a window of :data:`READABLE_WINDOW` or larger."""
READABLE_WINDOW = (1366, 768)
SMALLEST_WINDOW_TEXT_PX = 10
"""The smallest letters drawn at all: a smaller window than :data:`READABLE_WINDOW` shrinks
the floor with it, as it shrinks every board and panel, but never below these (9 px and less
no longer read as words: in the smallest window, 1024 x 600, every label stays legible)."""


def smallest_text_px(window: tuple[int, int]) -> int:
    """The smallest letter size drawn in a window of ``window`` pixels."""
    share = min(1.0, window[0] / READABLE_WINDOW[0], window[1] / READABLE_WINDOW[1])
    return max(SMALLEST_WINDOW_TEXT_PX, round(MIN_TEXT_PX * share))


def fonts_dir() -> Path:
    """The folder of the bundled fonts (beside ``content/`` in a checkout or a bundle)."""
    from game.paths import install_root

    return install_root() / "fonts"


MAX_DRAWN_CHARACTERS = 300
"""The most characters one line of text draws (a longer text is cut with "…"): a name read
from a damaged file may be megabytes long, and the renderer would build a surface wider
than any window (or crash) for it."""

_UNDRAWABLE = re.compile("[\x00\ud800-\udfff]")


def drawable_text(text: str) -> str:
    """``text`` as the renderer can take it: NUL dropped, a lone surrogate shown as "\ufffd",
    and no longer than :data:`MAX_DRAWN_CHARACTERS`."""
    if len(text) > MAX_DRAWN_CHARACTERS:
        text = text[: MAX_DRAWN_CHARACTERS - 1] + "…"
    if _UNDRAWABLE.search(text):
        text = _UNDRAWABLE.sub(lambda found: "" if found[0] == "\x00" else "\ufffd", text)
    return text


class SafeFont(pygame.font.Font):
    """A font that draws any string: text that draws zero pixels wide (U+200B alone) gives
    an empty surface of the line's height instead of an error, and :func:`drawable_text`
    cleans what the renderer cannot take.  Every font of the :class:`FontBook` is one, so
    every screen and board is safe from strange names without a check of its own.

    Each line it renders is reported to the :mod:`~game.ui.text_watch` that is on, with its
    letter size :attr:`px`."""

    def __init__(self, path: Path, px: int) -> None:
        super().__init__(path, px)
        self.px = px
        """The letter size in pixels this font was opened at."""

    def render(self, text: Any, antialias: Any, color: Any, bgcolor: Any = None, wraplength: int = 0) -> pygame.Surface:
        if isinstance(text, str):
            text = drawable_text(text)
        try:
            face = super().render(text, antialias, color, bgcolor, wraplength)
        except pygame.error:
            # "Text has zero width" (or too wide to draw): nothing visible to show.
            face = super().render("", antialias, color, bgcolor, wraplength)
        watch = text_watch.current()
        if watch is not None and isinstance(text, str):
            watch.rendered(face, text, self.px)
        return face

    def size(self, text: Any) -> tuple[int, int]:
        if isinstance(text, str):
            text = drawable_text(text)
        return super().size(text)


def shows_something(font: pygame.font.Font, text: str) -> bool:
    """Whether ``text`` draws something a person can read in ``font``: a letter, digit, mark
    of punctuation or symbol that takes up width (not only spaces, joiners, variation
    selectors or combining marks)."""
    visible = any(unicodedata.category(ch)[0] in "LNPS" for ch in text[:MAX_DRAWN_CHARACTERS])
    return visible and font.size(text)[0] > 0


def cut_to_width(font: pygame.font.Font, text: str, width: int) -> str:
    """``text``, cut with "…" where it is wider than ``width`` in ``font``."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def window_size() -> tuple[int, int]:
    """The size of the open window (:data:`READABLE_WINDOW` while none is open)."""
    window = pygame.display.get_surface() if pygame.display.get_init() else None
    return window.get_size() if window is not None else READABLE_WINDOW


class FontBook:
    """Fonts by role and pixel size, opened once each, never smaller than the window's
    :attr:`smallest` letters."""

    def __init__(self, folder: Path, window: Callable[[], tuple[int, int]] | None = None) -> None:
        self._folder = folder
        self._window = window or window_size
        self._cache: dict[tuple[str, int], pygame.font.Font] = {}

    @property
    def smallest(self) -> int:
        """The smallest letter size drawn in the window as large as it is now."""
        return smallest_text_px(self._window())

    def get(self, role: str, size: int) -> pygame.font.Font:
        """The font of ``role`` at ``size`` pixels (at least :attr:`smallest`)."""
        size = max(self.smallest, int(size))
        key = (role, size)
        font = self._cache.get(key)
        if font is None:
            font = SafeFont(self._folder / FONT_FILES[role], size)
            self._cache[key] = font
        return font

    def fit(self, role: str, size: int, text: str, width: int) -> pygame.font.Font:
        """The largest font of ``role`` up to ``size`` in which ``text`` fits in ``width``."""
        smallest = self.smallest
        size = max(smallest, int(size))
        font = self.get(role, size)
        while size > smallest and font.size(text)[0] > width:
            size -= max(1, size // 12)
            font = self.get(role, size)
        return font

    @staticmethod
    def kept_lines(font: pygame.font.Font, lines: list[str], box: tuple[int, int], max_lines: int) -> list[str]:
        """The ``lines`` of the smallest letters that still fit in ``box``: the last one kept
        ends with "…" where lines had to go (legible letters first, every word second)."""
        room = max(1, min(max_lines, box[1] // max(1, font.get_linesize())))
        if len(lines) <= room:
            return [cut_to_width(font, line, box[0]) for line in lines]
        kept = [cut_to_width(font, line, box[0]) for line in lines[: room - 1]]
        return [*kept, cut_to_width(font, lines[room - 1] + "…", box[0])]

    def fit_line(self, role: str, size: int, text: str, width: int) -> tuple[pygame.font.Font, str]:
        """:meth:`fit`, and ``text`` cut with "…" where even the smallest letters leave it
        wider than ``width`` (a label never runs out of its place, nor into tiny letters)."""
        font = self.fit(role, size, text, width)
        return font, cut_to_width(font, text, width)

    def wrap(self, font: pygame.font.Font, text: str, width: int) -> list[str]:
        """``text`` broken into lines no wider than ``width`` (a too-long word stays whole); a
        line break in ``text`` always starts a new line."""
        lines: list[str] = []
        for paragraph in text.split("\n"):
            current = ""
            for word in paragraph.split():
                trial = f"{current} {word}" if current else word
                if current and font.size(trial)[0] > width:
                    lines.append(current)
                    current = word
                else:
                    current = trial
            if current:
                lines.append(current)
        return lines

    def fit_wrapped(
        self, role: str, size: int, text: str, box: tuple[int, int], max_lines: int = 3
    ) -> tuple[pygame.font.Font, list[str]]:
        """The largest font up to ``size`` and the lines of ``text`` that fit in ``box``
        (width, height) in at most ``max_lines`` lines."""
        smallest = self.smallest
        size = max(smallest, int(size))
        # No line holds more than a line's worth of characters, so no more than that per
        # line can show: a text of megabytes is not split and measured word by word.
        text = text[: (max_lines + 1) * MAX_DRAWN_CHARACTERS]
        while True:
            font = self.get(role, size)
            lines = self.wrap(font, text, box[0])
            fits = (
                len(lines) <= max_lines
                and len(lines) * font.get_linesize() <= box[1]
                and all(font.size(line)[0] <= box[0] for line in lines)
            )
            if fits or size <= smallest:
                return font, lines
            size -= max(1, size // 12)
