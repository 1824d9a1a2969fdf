"""The look of Tablero: a warm wooden table, paper panels, serif headings.

Colours are named for what they paint; :class:`FontBook` opens the bundled fonts by role
(``display`` for headings, ``body`` and ``bold`` for text) and caches each size.
"""

from __future__ import annotations

from pathlib import Path

import pygame

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
MIN_TEXT_PX = 9


def fonts_dir() -> Path:
    """The folder of the bundled fonts (beside ``content/`` in a checkout or a bundle)."""
    from game.paths import install_root

    return install_root() / "fonts"


class FontBook:
    """Fonts by role and pixel size, opened once each."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder
        self._cache: dict[tuple[str, int], pygame.font.Font] = {}

    def get(self, role: str, size: int) -> pygame.font.Font:
        """The font of ``role`` at ``size`` pixels (at least :data:`MIN_TEXT_PX`)."""
        size = max(MIN_TEXT_PX, int(size))
        key = (role, size)
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(self._folder / FONT_FILES[role], size)
            self._cache[key] = font
        return font

    def fit(self, role: str, size: int, text: str, width: int) -> pygame.font.Font:
        """The largest font of ``role`` up to ``size`` in which ``text`` fits in ``width``."""
        size = max(MIN_TEXT_PX, int(size))
        font = self.get(role, size)
        while size > MIN_TEXT_PX and font.size(text)[0] > width:
            size -= max(1, size // 12)
            font = self.get(role, size)
        return font

    def wrap(self, font: pygame.font.Font, text: str, width: int) -> list[str]:
        """``text`` broken into lines no wider than ``width`` (a too-long word stays whole)."""
        lines: list[str] = []
        current = ""
        for word in text.split():
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
        size = max(MIN_TEXT_PX, int(size))
        while True:
            font = self.get(role, size)
            lines = self.wrap(font, text, box[0])
            fits = (
                len(lines) <= max_lines
                and len(lines) * font.get_linesize() <= box[1]
                and all(font.size(line)[0] <= box[0] for line in lines)
            )
            if fits or size <= MIN_TEXT_PX:
                return font, lines
            size -= max(1, size // 12)
