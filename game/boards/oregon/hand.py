"""The hand of the player at the screen: their cards face up (picked cards lifted and
framed), the joker beside them while it is active, or the start tile in round one.

Only the screen's own player's cards are ever drawn face up: the hand is given the cards of
``viewer`` and records each face it draws with its owner (:attr:`HandPainter.private_shown`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from game.boards.kit.cards import CardLook, card_at, card_row, draw_row
from game.boards.kit.lettering import Painter
from game.boards.kit.words import Gettext
from game.boards.oregon.board_art import building_sprite
from game.boards.oregon.cards import CARD_RATIO, CardBook
from game.boards.oregon.look import COLOURS
from game.boards.oregon.selection import JOKER
from game.boards.oregon.words import PIECES
from game.ui import draw, theme
from game.ui.assets import ArtBook
from game.ui.text_watch import put_text
from game.ui.theme import FontBook


class HandPainter(Painter):
    """Lays out card slots on the left of the hand area and the action buttons' column on
    the right; draws the slots."""

    def __init__(self, fonts: FontBook, art: ArtBook, cards: CardBook, gettext: Gettext) -> None:
        super().__init__(fonts)
        self.art = art
        self.cards = cards
        self._ = gettext
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.card_size = (0, 0)
        self.slot_rects: list[pygame.Rect] = []
        self.actions = pygame.Rect(0, 0, 0, 0)
        self.private_shown: list[tuple[int, str]] = []

    def layout(self, rect: pygame.Rect, slots: int) -> None:
        """Place ``slots`` card slots and the actions column inside ``rect``."""
        self.rect = pygame.Rect(rect)
        pad = max(4, rect.height // 14)
        lift = max(4, rect.height // 9)
        card_h = rect.height - 2 * pad - lift
        card_w = int(card_h / CARD_RATIO)
        self.card_size = (card_w, card_h)
        self.actions = pygame.Rect(
            0, rect.y + pad, max(int(rect.width * 0.3), card_w * 2), rect.height - 2 * pad
        )
        self.actions.right = rect.right - pad
        self.slot_rects = self.rects_for(slots)

    def rects_for(self, slots: int) -> list[pygame.Rect]:
        """Where ``slots`` card slots stand in the laid-out hand (a hand before a move)."""
        rect, (card_w, _card_h) = self.rect, self.card_size
        pad, lift = max(4, rect.height // 14), max(4, rect.height // 9)
        room = self.actions.left - pad - (rect.x + pad)
        return card_row(rect.x + pad, rect.y + pad + lift, self.card_size, slots, max(4, card_w // 8), room)

    def slot_at(self, pos: tuple[int, int], picked: Collection[int]) -> int | None:
        """The slot under ``pos`` (the top-most where cards overlap), lifted ones included."""
        return card_at(self.slot_rects, pos, picked, self.rect.height // 9)

    def draw(
        self,
        surface: pygame.Surface,
        owner: int,
        slots: Sequence[str],
        picked: Collection[int],
        dimmed: Collection[int],
        hover: int | None,
    ) -> None:
        """Draw ``owner``'s ``slots`` (card names and ``"joker"``) face up."""
        self.clear()
        lift, width = self.rect.height // 9, self.card_size[0]
        look = CardLook(COLOURS["card_shadow"], max(4, width // 10), frame=theme.GOLD, frame_width=max(3, width // 18),
                        frame_radius=max(4, width // 9))  # fmt: skip
        shown = slots[: len(self.slot_rects)]
        faces = [self.face(card, self.card_size) for card in shown]
        self.private_shown += [(owner, card) for card in shown if card != JOKER]
        draw_row(surface, self.slot_rects, faces, look, picked, dimmed, lift, hover)

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """The face of the hand's ``card`` (a card name or the joker) at ``size``."""
        return self._joker_face(size) if card == JOKER else self.cards.face(card, size)

    def _joker_face(self, size: tuple[int, int]) -> pygame.Surface:
        face = pygame.Surface(size, pygame.SRCALPHA)
        # a dark card under the token, so that it stands in the row as a card does
        pygame.draw.rect(face, COLOURS["card_shadow"], face.get_rect(), border_radius=max(4, size[0] // 10))
        token = int(size[0] * 0.92)
        sprite = self.art.sprite("oregon/joker.svg", (token, token))
        face.blit(sprite, sprite.get_rect(center=(size[0] // 2, size[1] // 2 - size[1] // 10)))
        label = PIECES(JOKER, self._)
        font = self.fonts.fit("bold", max(10, round(size[0] / 5 * self.text_scale)), label, size[0])
        text = draw.text(font, label, theme.INK_ON_DARK, theme.INK)
        put_text(face, text, text.get_rect(midbottom=(size[0] // 2, size[1] - 2)))
        return face

    def draw_start_tile(self, surface: pygame.Surface, building: str) -> None:
        """Round one: show the start tile to place instead of the hand."""
        self.clear()
        if not self.slot_rects:
            return
        rect = self.slot_rects[0]
        side = min(rect.width, rect.height)
        tile = self.art.sprite(building_sprite(building), (side, side))
        surface.blit(tile, tile.get_rect(midtop=rect.midtop))
        name = PIECES(building, self._)
        font = self.fonts.fit("bold", round(max(11, side // 6) * self.text_scale), name, self.rect.width)
        where = (rect.centerx, rect.top + side + side // 5)
        self.write(surface, font, name, theme.INK_ON_DARK, theme.INK, center=where)
