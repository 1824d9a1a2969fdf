"""The supply beside the panels: both decks (clickable in the draw step), the building
tiles left of each type and the face-down coal and gold stacks, painted by the kit's
:class:`~game.boards.kit.supply.StockPainter`."""

from __future__ import annotations

import pygame

from game.boards.kit.shading import LitSprites
from game.boards.kit.supply import StockPainter, inset, square_grid
from game.boards.kit.tooltips import hit_item
from game.boards.kit.words import Gettext
from game.boards.oregon.board_art import building_sprite
from game.boards.oregon.cards import CARD_RATIO
from game.rules.oregon.state import OregonState
from game.ui.assets import ArtBook
from game.ui.theme import FontBook

DECKS = ("landscape", "building")
STOCK_ROW_LENGTHS = (5, 4, 3)
"""Building tiles per row tried in the stock (the coal and gold stacks need three places)."""


class SupplyPainter(StockPainter):
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
        self.lit = LitSprites(art)

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
        area = pygame.Rect(left, stock_top, rect.right - pad - left, rect.bottom - pad - stock_top)
        # one row more under the tiles for the coal and gold stacks
        grid = square_grid(area, buildings, STOCK_ROW_LENGTHS, extra_rows=1)
        stacks = {kind: grid.at(2 * i, grid.rows - 1) for i, kind in enumerate(("coal", "gold"))}
        return decks, grid.cells(buildings), stacks

    def deck_at(self, pos: tuple[int, int]) -> str | None:
        """The deck under ``pos``, if any."""
        return hit_item(((rect, deck) for deck, rect in self.decks.items()), pos)

    def draw(self, surface: pygame.Surface, view: OregonState, glowing: set[str]) -> None:
        """Blit the supply of ``view``; decks named in ``glowing`` can be drawn from now."""
        self.clear()
        counts = {"landscape": len(view.landscape_deck), "building": len(view.building_deck)}
        discards = {"landscape": len(view.landscape_discard), "building": len(view.building_discard)}
        for deck, rect in self.decks.items():
            grey = not counts[deck] and not discards[deck]
            layers = min(6, (counts[deck] + 7) // 8)  # a thicker pile while the deck is full
            face = self.lit.pile(f"oregon/card_back_{deck}.svg", rect.size, grey, layers)
            words = self._("discard {count}").format(count=discards[deck])
            self.pile(surface, rect, face, counts[deck], words, rect.width + self.deck_gap - 4, deck in glowing)
        for b, rect in enumerate(self.stock):
            building, left = view.tables.content.buildings[b].id, view.stock[b]
            self.tile(surface, rect, self.lit.tile(building_sprite(building), inset(rect).size, not left), left)
        for kind, rect in self.stacks.items():
            count = len(view.coal_stack if kind == "coal" else view.gold_stack)
            self.stack(surface, rect, self.lit.tile(f"oregon/{kind}.svg", inset(rect).size), count)
