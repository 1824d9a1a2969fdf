"""A game tile on the title screen: the game's illustration on a card with its name, player
count and one line about it.  A game whose rules are not built yet is drained of colour and
carries a "coming soon" band; it cannot be started."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import draw, theme
from game.ui.assets import ArtBook
from game.ui.text_watch import put_text
from game.ui.theme import FontBook
from game.ui.widgets import TextRect, Widget

ART_RATIO = 300 / 480


@dataclass(frozen=True)
class TileText:
    """The translated words on a tile."""

    name: str
    players: str
    blurb: str
    coming: str


class GameTile(Widget):
    """One game's tile.  ``on_choose`` runs when an available tile is clicked."""

    def __init__(
        self,
        key: str,
        rect: pygame.Rect,
        art: str,
        accent: tuple[int, int, int],
        words: TileText,
        available: bool,
        fonts: FontBook,
        artbook: ArtBook,
        text_size: int,
        on_choose: Callable[[], None],
    ) -> None:
        super().__init__(key, rect, available)
        self.on_choose = on_choose
        self._texts: list[TextRect] = []
        radius = max(6, rect.width // 22)
        self._shadow = artbook.shadow(rect.size, radius, max(6, rect.width // 24))
        self._lift = max(2, rect.height // 90)
        self._card = draw.ready(self._render(art, accent, words, available, fonts, artbook, text_size, radius))
        glow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, theme.GOLD, glow.get_rect(), max(3, radius // 3), border_radius=radius)
        self._glow = draw.ready(glow)

    def _render(
        self,
        art: str,
        accent: tuple[int, int, int],
        words: TileText,
        available: bool,
        fonts: FontBook,
        artbook: ArtBook,
        text_size: int,
        radius: int,
    ) -> pygame.Surface:
        width, height = self.rect.size
        card = draw.paper_panel((width, height), radius)
        pad = max(6, width // 24)
        art_w = width - 2 * pad
        art_h = min(int(art_w * ART_RATIO), height // 2)
        picture = artbook.sprite(art, (art_w, art_h), grey=not available)
        card.blit(draw.rounded(picture, max(4, radius - pad // 2)), (pad, pad))
        band = pygame.Rect(pad, pad + art_h - max(4, height // 90), art_w, max(4, height // 90))
        pygame.draw.rect(card, accent if available else theme.DISABLED_INK, band)
        y = pad + art_h + pad
        ink = theme.INK if available else theme.INK_SOFT
        name_font = fonts.fit("display", int(text_size * 1.45), words.name, art_w)
        y = self._line(card, name_font, words.name, ink, y, width)
        players_font = fonts.fit("bold", int(text_size * 0.95), words.players, art_w)
        y = self._line(card, players_font, words.players, accent if available else theme.INK_SOFT, y + pad // 3, width)
        bottom = height - pad
        font, lines = fonts.fit_wrapped("body", text_size, words.blurb, (art_w, bottom - y - pad // 2), 3)
        y += pad // 2
        for line in lines:
            y = self._line(card, font, line, ink, y, width)
        if not available:
            self._ribbon(card, words.coming, fonts, text_size, pad, art_w, art_h)
        return card

    def _line(self, card: pygame.Surface, font: pygame.font.Font, content: str, ink: tuple[int, int, int], y: int, width: int) -> int:
        face = font.render(content, True, ink)
        rect = put_text(card, face, face.get_rect(midtop=(width // 2, y)), card.get_rect().inflate(-2, -2))
        self._texts.append((rect.move(self.rect.topleft), content))
        return rect.bottom

    def _ribbon(self, card: pygame.Surface, label: str, fonts: FontBook, text_size: int, pad: int, art_w: int, art_h: int) -> None:
        font = fonts.fit("bold", int(text_size * 1.1), label, art_w - 2 * pad)
        face = draw.text(font, label.upper(), theme.INK_ON_DARK)
        if face.get_width() > art_w - 2 * pad:
            face = draw.text(font, label, theme.INK_ON_DARK)
        band = pygame.Rect(pad, 0, art_w, face.get_height() + pad)
        band.centery = pad + art_h // 2
        strip = pygame.Surface(band.size, pygame.SRCALPHA)
        strip.fill((*theme.ACCENT_DARK, 215))
        card.blit(strip, band)
        rect = put_text(card, face, face.get_rect(center=band.center), band)
        self._texts.append((rect.move(self.rect.topleft), label))

    def click(self, pos: tuple[int, int]) -> None:
        self.on_choose()

    def draw_resting(self, surface: pygame.Surface) -> None:
        """Paint the tile at rest with its shadow.  Screens bake this into their background;
        :meth:`draw` then only paints the raised tile while the pointer is over it."""
        draw.blit_with_shadow(surface, self._shadow, self.rect, self._lift * 2)
        surface.blit(self._card, self.rect)

    def draw(self, surface: pygame.Surface) -> None:
        if self.hovered and self.enabled:
            raised = self.rect.move(0, -self._lift)
            surface.blit(self._card, raised)
            surface.blit(self._glow, raised)

    def texts(self) -> list[TextRect]:
        return [(rect.copy(), content) for rect, content in self._texts]
