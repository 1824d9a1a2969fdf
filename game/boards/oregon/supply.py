"""The supply beside the panels: both decks (clickable in the draw step), the building
tiles left of each type and the face-down coal and gold stacks."""

from __future__ import annotations

import pygame

from game.boards.kit.lettering import Painter
from game.boards.kit.surfaces import SurfaceCache
from game.boards.kit.tooltips import hit_item
from game.boards.kit.words import Gettext
from game.boards.oregon.board_art import building_sprite
from game.boards.oregon.cards import CARD_RATIO
from game.rules.oregon.state import OregonState
from game.ui import draw, theme
from game.ui.assets import ArtBook
from game.ui.theme import FontBook

DECKS = ("landscape", "building")
STOCK_ROW_LENGTHS = (5, 4, 3)
"""Building tiles per row tried in the stock (the coal and gold stacks need three places)."""


class SupplyPainter(Painter):
    """Lays out and draws the supply in a rectangle; reports where each deck is."""

    def __init__(self, fonts: FontBook, art: ArtBook, gettext: Gettext) -> None:
        super().__init__(fonts)
        self.art = art
        self._ = gettext
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.decks: dict[str, pygame.Rect] = {}
        self.deck_gap = 0
        self.stock: list[pygame.Rect] = []
        self.stacks: dict[str, pygame.Rect] = {}
        self._faces = SurfaceCache()

    def layout(self, rect: pygame.Rect, buildings: int) -> None:
        """Place the decks on the left and the building stock and tile stacks on their right;
        a tall supply (few players) puts the stock under the decks instead, so that both
        grow rather than leave the bottom of the column empty."""
        self.rect = pygame.Rect(rect)
        pad = max(5, rect.height // 24)
        caption = max(12, rect.height // 9)
        beside = self._arrange(rect, buildings, pad, caption, stacked=False)
        below = self._arrange(rect, buildings, pad, caption, stacked=True)
        self.deck_gap = 2 * pad
        self.decks, self.stock, self.stacks = max(
            below, beside, key=lambda arranged: (arranged[1][0].width, arranged[0]["landscape"].height)
        )

    def _arrange(
        self, rect: pygame.Rect, buildings: int, pad: int, caption: int, stacked: bool
    ) -> tuple[dict[str, pygame.Rect], list[pygame.Rect], dict[str, pygame.Rect]]:
        share = 0.4 if not stacked else 0.6
        room = rect.height - 2 * pad - caption
        if stacked:
            room = int(room * 0.4)
        card_h = min(room, int((rect.width * share - 2 * pad) / 2 * CARD_RATIO))
        card_w = int(card_h / CARD_RATIO)
        top = rect.y + pad
        decks = {
            deck: pygame.Rect(rect.x + pad + i * (card_w + 2 * pad), top, card_w, card_h)
            for i, deck in enumerate(DECKS)
        }
        if stacked:
            left, stock_top = rect.x + pad, top + card_h + caption + pad
        else:
            left, stock_top = decks["building"].right + pad * 3, top
        cell, per_row, rows = max(
            (
                min((rect.right - pad - left) // across, (rect.bottom - pad - stock_top) // down),
                across,
                down,
            )
            for across in STOCK_ROW_LENGTHS
            for down in [(buildings + across - 1) // across + 1]
        )
        cell = max(1, cell)
        stock = [
            pygame.Rect(left + (b % per_row) * cell, stock_top + (b // per_row) * cell, cell, cell)
            for b in range(buildings)
        ]
        stack_top = stock_top + (rows - 1) * cell
        stacks = {
            kind: pygame.Rect(left + i * 2 * cell, stack_top, cell, cell)
            for i, kind in enumerate(("coal", "gold"))
        }
        return decks, stock, stacks

    def deck_at(self, pos: tuple[int, int]) -> str | None:
        """The deck under ``pos``, if any."""
        return hit_item(((rect, deck) for deck, rect in self.decks.items()), pos)

    def _label(
        self,
        surface: pygame.Surface,
        content: str,
        size: int,
        width: int = 0,
        **where: tuple[int, int],
    ) -> None:
        def paint() -> pygame.Surface:
            font = self.fonts.fit("bold", size, content, width) if width else self.fonts.get("bold", size)
            return draw.text(font, content, theme.INK_ON_DARK, theme.INK)

        face = self._faces.get((content, size, width), paint)
        rect = face.get_rect(**where)
        surface.blit(face, rect)
        self.texts.append((rect, content))

    def _badge(
        self, surface: pygame.Surface, content: str, centre: tuple[int, int], radius: int
    ) -> None:
        pygame.draw.circle(surface, theme.INK, centre, radius)
        pygame.draw.circle(surface, theme.PAPER, centre, radius, max(1, radius // 6))
        self._label(surface, content, int(radius * 1.3), center=centre)

    def draw(self, surface: pygame.Surface, view: OregonState, glowing: set[str]) -> None:
        """Blit the supply of ``view``; decks named in ``glowing`` can be drawn from now."""
        self.clear()
        counts = {"landscape": len(view.landscape_deck), "building": len(view.building_deck)}
        discards = {"landscape": len(view.landscape_discard), "building": len(view.building_discard)}
        for deck, rect in self.decks.items():
            if deck in glowing:
                width = max(3, rect.width // 14)
                pulse = pygame.Rect(rect).inflate(2 * width, 2 * width)
                pygame.draw.rect(surface, theme.GOLD, pulse, width, border_radius=width * 2)
            grey = not counts[deck] and not discards[deck]
            surface.blit(self.art.sprite(f"oregon/card_back_{deck}.svg", rect.size, grey=grey), rect)
            self._label(surface, str(counts[deck]), max(14, rect.width // 3), center=rect.center)
            words = self._("discard {count}").format(count=discards[deck])
            self._label(
                surface, words, max(10, round(rect.width / 5 * self.text_scale)),
                rect.width + self.deck_gap - 4,
                midtop=(rect.centerx, rect.bottom + 2),
            )  # fmt: skip
        for b, rect in enumerate(self.stock):
            building = view.tables.content.buildings[b].id
            left = view.stock[b]
            inner = rect.inflate(-rect.width // 6, -rect.height // 6)
            face = self.art.sprite(building_sprite(building), inner.size, grey=not left)
            surface.blit(face, inner)
            self._badge(surface, str(left), (inner.right, inner.bottom), max(7, rect.width // 6))
        for kind, rect in self.stacks.items():
            inner = rect.inflate(-rect.width // 6, -rect.height // 6)
            surface.blit(self.art.sprite(f"oregon/{kind}.svg", inner.size), inner)
            count = len(view.coal_stack if kind == "coal" else view.gold_stack)
            self._label(
                surface,
                str(count),
                max(12, rect.width // 3),
                midleft=(rect.right + 2, rect.centery),
            )
