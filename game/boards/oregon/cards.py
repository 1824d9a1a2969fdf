"""Card faces and backs of Oregon, drawn once per size and language.

A landscape card shows its symbol large with its name; a building card shows the building
tile, its name and the terrain it needs.  Words are translated by the caller's ``gettext``.
"""

from __future__ import annotations

import pygame

from game.boards.oregon.board_art import building_sprite, symbol_sprite, terrain_sprite
from game.boards.oregon.names import Gettext, piece_name
from game.content.oregon import OregonContent
from game.ui import draw, theme
from game.ui.assets import ArtBook
from game.ui.theme import Colour, FontBook

CARD_RATIO = 1.4
"""Height of a card over its width."""

SYMBOL_COLOURS: dict[str, Colour] = {
    "pioneer": (164, 68, 47),
    "wagon": (138, 98, 54),
    "campfire": (200, 102, 31),
    "buffalo": (90, 59, 38),
    "eagle": (61, 95, 125),
}
BUILDING_COLOURS: dict[str, Colour] = {
    "post_office": (181, 69, 58),
    "harbour": (47, 111, 151),
    "church": (150, 136, 110),
    "coal_mine": (46, 43, 41),
    "gold_mine": (200, 150, 44),
    "store": (79, 122, 58),
    "train_station": (109, 76, 143),
}


class CardBook:
    """Card faces by name and size, for one language (rebuild it when the language changes)."""

    def __init__(
        self, art: ArtBook, fonts: FontBook, content: OregonContent, gettext: Gettext
    ) -> None:
        self.art = art
        self.fonts = fonts
        self.content = content
        self._ = gettext
        self._cache: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """The face of ``card`` (a symbol or a building id) at ``size``."""
        key = (card, size)
        found = self._cache.get(key)
        if found is None:
            if card in self.content.symbols:
                found = self._landscape(card, size)
            else:
                found = self._building(card, size)
            self._cache[key] = found
        return found

    def back(self, deck: str, size: tuple[int, int]) -> pygame.Surface:
        """The back of a ``"landscape"`` or ``"building"`` card."""
        return self.art.sprite(f"oregon/card_back_{deck}.svg", size)

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

    def _name(self, card: pygame.Surface, text: str, pad: int, colour: Colour) -> None:
        width, height = card.get_size()
        font = self.fonts.fit("bold", max(10, width // 6), text, width - 3 * pad)
        face = draw.text(font, text, colour)
        card.blit(face, face.get_rect(midbottom=(width // 2, height - int(pad * 1.6))))

    def _landscape(self, symbol: str, size: tuple[int, int]) -> pygame.Surface:
        colour = SYMBOL_COLOURS.get(symbol, theme.ACCENT)
        card, pad = self._frame(size, colour)
        width, height = size
        badge = int(min(width * 0.74, height * 0.5))
        face = self.art.sprite(symbol_sprite(symbol), (badge, badge))
        card.blit(face, face.get_rect(center=(width // 2, int(height * 0.42))))
        corner = max(10, width // 5)
        small = self.art.sprite(symbol_sprite(symbol), (corner, corner))
        card.blit(small, (pad + 2, pad + 2))
        self._name(card, piece_name(symbol, self._), pad, theme.INK)
        return card

    def _building(self, building: str, size: tuple[int, int]) -> pygame.Surface:
        colour = BUILDING_COLOURS.get(building, theme.ACCENT)
        card, pad = self._frame(size, colour)
        width, height = size
        tile = int(min(width * 0.72, height * 0.5))
        face = self.art.sprite(building_sprite(building), (tile, tile))
        card.blit(face, face.get_rect(center=(width // 2, int(height * 0.42))))
        try:
            terrain = self.content.building(building).terrain
        except KeyError:
            terrain = ""
        if terrain:
            corner = max(10, width // 5)
            patch = draw.rounded(self.art.sprite(terrain_sprite(terrain), (corner, corner)), 3)
            card.blit(patch, (pad + 2, pad + 2))
        self._name(card, piece_name(building, self._), pad, theme.INK)
        return card
