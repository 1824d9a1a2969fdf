"""Where everything of Porto sits inside the rectangle the table gives the board.

The board is designed on a canvas of :data:`CANVAS` units and scaled uniformly (centred) into
the table's rectangle (a :class:`~game.boards.kit.canvas.Canvas`), so 1366 x 768 and
2560 x 1440 show the same arrangement:

- top: the five face-up construction cards and the deck (left), the public contracts (right);
- middle: the street of houses on the quay, numbered, with the river beneath (one picture);
- below the river: the roof track (left) and the score track with its +50 markers (right);
- bottom: the hand of the person at the screen (left), the build preview and the action
  button (middle), their private contracts (right).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.boards.kit.canvas import Canvas

CANVAS: tuple[int, int] = (1176, 764)
PANELS = ("display", "public", "street", "roof_track", "score_track", "hand", "preview", "private")
"""The main panels of the board, side by side."""


@dataclass
class BoardGeometry(Canvas):
    """Pixel rectangles of every part of the board for one table rectangle."""

    display: pygame.Rect = field(default_factory=pygame.Rect)
    deck: pygame.Rect = field(default_factory=pygame.Rect)
    display_cards: list[pygame.Rect] = field(default_factory=list)
    public: pygame.Rect = field(default_factory=pygame.Rect)
    public_cards: list[pygame.Rect] = field(default_factory=list)
    street: pygame.Rect = field(default_factory=pygame.Rect)
    houses: list[pygame.Rect] = field(default_factory=list)
    plaques: list[pygame.Rect] = field(default_factory=list)
    river: pygame.Rect = field(default_factory=pygame.Rect)
    roof_track: pygame.Rect = field(default_factory=pygame.Rect)
    score_track: pygame.Rect = field(default_factory=pygame.Rect)
    hand: pygame.Rect = field(default_factory=pygame.Rect)
    preview: pygame.Rect = field(default_factory=pygame.Rect)
    action: pygame.Rect = field(default_factory=pygame.Rect)
    private: pygame.Rect = field(default_factory=pygame.Rect)
    private_cards: list[pygame.Rect] = field(default_factory=list)
    floor_height: int = 1

    def parts(self) -> dict[str, pygame.Rect]:
        """The main panels by name (they never overlap)."""
        return {name: getattr(self, name) for name in PANELS}

    def house_at(self, pos: tuple[int, int], above: int = 0) -> int | None:
        """The house (from 1) whose plot, its plaque or the ``above`` pixels over it hold ``pos``."""
        for h, rect in enumerate(self.houses):
            if rect.left <= pos[0] < rect.right and rect.top - above <= pos[1] <= self.plaques[h].bottom:
                return h + 1
        return None


def lay_out(rect: pygame.Rect, houses: int, max_height: int, public_slots: int, display_slots: int,
            private_slots: int, text_scale: float = 1.0) -> BoardGeometry:
    """The board's geometry inside ``rect`` for a street of ``houses`` houses, the highest of
    ``max_height`` floors, and the given numbers of card slots."""
    g = BoardGeometry(pygame.Rect(rect), text_scale=text_scale)
    g.fit(CANVAS)
    g.display = g.box(8, 6, 560, 166)
    card_w, card_h, gap = 76, 112, 8
    g.deck = g.box(20, 42, card_w, card_h)
    first = 20 + card_w + 18
    g.display_cards = [g.box(first + i * (card_w + gap), 42, card_w, card_h) for i in range(display_slots)]
    g.public = g.box(580, 6, 588, 166)
    pub_w = min(136, (560 - (public_slots - 1) * 10) / max(1, public_slots))
    g.public_cards = [g.box(594 + i * (pub_w + 10), 42, pub_w, 120) for i in range(public_slots)]
    g.street = g.box(8, 180, 1160, 346)
    slot = 1160 / max(1, houses)
    width = slot * 0.84
    top_room = 16
    floor = (320 - top_room - 34 - 30) / max(1, max_height + 0.8)
    g.floor_height = g.px(floor)
    ground_y = 180 + 320 - 30
    g.houses = [g.box(8 + i * slot + (slot - width) / 2, ground_y - floor * max_height, width, floor * max_height)
                for i in range(houses)]
    g.plaques = [g.box(8 + i * slot + slot / 2 - 16, ground_y + 5, 32, 20) for i in range(houses)]
    g.river = g.box(8, 500, 1160, 26)
    g.roof_track = g.box(8, 530, 572, 40)
    g.score_track = g.box(592, 530, 576, 40)
    g.hand = g.box(8, 576, 494, 184)
    g.preview = g.box(510, 576, 200, 136)
    g.action = g.box(510, 718, 200, 42)
    g.private = g.box(718, 576, 450, 184)
    # one row per private contract, wide enough for its sentence on one line of 14 units
    row = (184 - 40 - (private_slots - 1) * 2) / max(1, private_slots)
    g.private_cards = [g.box(726, 610 + i * (row + 2), 434, row) for i in range(private_slots)]
    return g
