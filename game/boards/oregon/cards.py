"""Card faces and backs of Oregon, drawn once per size and language.

A landscape card shows its symbol large with its name; a building card shows the building
tile, its name and the terrain it needs.  Words are translated by the caller's ``gettext``.
"""

from __future__ import annotations

import pygame

from game.boards.kit.lettering import readable_line, write_lines
from game.boards.kit.surfaces import SurfaceCache
from game.boards.kit.words import Gettext
from game.boards.oregon.board_art import building_sprite, symbol_sprite, terrain_sprite
from game.boards.oregon.look import LOOK
from game.boards.oregon.words import PIECES
from game.content.oregon import OregonContent
from game.ui import draw, theme
from game.ui.assets import ArtBook
from game.ui.theme import Colour, FontBook

CARD_RATIO = 1.4
"""Height of a card over its width."""

NAME_SHRINK_LIMIT = 0.8
"""A card name is shrunk down to this share of its size at most; a longer name is wrapped."""


def name_lines(
    fonts: FontBook, text: str, width: int, size: int
) -> tuple[pygame.font.Font, list[str]]:
    """The font and lines of a card name in ``width`` pixels: one line when it fits at
    :data:`NAME_SHRINK_LIMIT` of ``size`` or more, else two lines ("Mine de / charbon")
    rather than letters too small to read; in regular letters where even the smallest bold
    ones the window allows are too wide ("Campfire" on a narrow card), and on three lines
    where even those are ("Oficina / de / correos": the picture above gives them room)."""
    tried = [_name_in(fonts, role, text, width, size) for role in ("bold", "body")]
    fitting = [(font, lines) for font, lines in tried if len(lines) <= 2 and all(font.size(line)[0] <= width for line in lines)]
    return (fitting or tried)[0]


def _name_in(fonts: FontBook, role: str, text: str, width: int, size: int) -> tuple[pygame.font.Font, list[str]]:
    if readable_line(fonts, role, size, text, width, NAME_SHRINK_LIMIT) or " " not in text:
        return fonts.fit(role, size, text, width), [text]
    return fonts.fit_wrapped(role, size, text, (width, 3 * size), max_lines=2)


class CardBook:
    """Card faces by name and size, for one language (rebuild it when the language changes)."""

    def __init__(
        self, art: ArtBook, fonts: FontBook, content: OregonContent, gettext: Gettext
    ) -> None:
        self.art = art
        self.fonts = fonts
        self.content = content
        self._ = gettext
        self._kept = SurfaceCache()
        self.text_scale = 1.0
        """How much larger than designed the names are lettered (the text size setting)."""

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """The face of ``card`` (a symbol or a building id) at ``size``."""
        return self._kept.get((card, size, self.text_scale), lambda: self._paint(card, size))

    def _frame(self, size: tuple[int, int], band: Colour) -> tuple[pygame.Surface, int]:
        width, height = size
        radius = max(4, width // 10)
        card = draw.paper_panel(size, radius)
        pad = max(3, width // 14)
        inner = pygame.Rect(pad, pad, width - 2 * pad, height - 2 * pad)
        pygame.draw.rect(
            card, band, inner, max(2, width // 30), border_radius=max(2, radius - pad // 2)
        )
        return card, pad

    def _name(self, card: pygame.Surface, text: str, pad: int, colour: Colour) -> int:
        """Write the card's name along its foot; returns the top of the lettering."""
        width, height = card.get_size()
        font, lines = name_lines(self.fonts, text, width - 3 * pad, max(10, round(width / 6 * self.text_scale)))
        top = height - int(pad * 1.6) - font.get_linesize() * len(lines)
        write_lines(card, font, lines, colour, top, width // 2)
        return top

    def _picture(
        self, card: pygame.Surface, face_path: str, most: int, pad: int, name_top: int
    ) -> None:
        """The card's big picture, centred in the room left above its name."""
        width, height = card.get_size()
        centre = min(int(height * 0.42), (pad + name_top) // 2)
        side = max(8, min(most, name_top - pad - 2))
        face = self.art.sprite(face_path, (side, side))
        card.blit(face, face.get_rect(center=(width // 2, centre)))

    def _paint(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """A landscape card (its symbol, again small in the corner) or a building card (its
        tile, the terrain it needs in the corner), framed in the card's colour."""
        landscape = card in self.content.symbols
        face, pad = self._frame(size, LOOK.palettes["card_bands"].get(card, theme.ACCENT))
        width, height = size
        top = self._name(face, PIECES(card, self._), pad, theme.INK)
        most = int(min(width * (0.74 if landscape else 0.72), height * 0.5))
        self._picture(face, symbol_sprite(card) if landscape else building_sprite(card), most, pad, top)
        corner = (max(10, width // 5),) * 2
        if landscape:
            face.blit(self.art.sprite(symbol_sprite(card), corner), (pad + 2, pad + 2))
        else:
            terrain = terrain_sprite(self.content.building(card).terrain)
            face.blit(draw.rounded(self.art.sprite(terrain, corner), 3), (pad + 2, pad + 2))
        return face
