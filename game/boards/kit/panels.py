"""A player's panel: a paper card in the seat's colour with their marker, name and score on
top and rows of facts below — a picture of each thing counted (a farmer, a token, a card
back, a resource) with the number or words beside it.

A game says what the rows hold with :class:`Fact` value objects; the panel lays them out
left to right, sizes pictures and words to its rows, and remembers every text it wrote (a
:class:`~game.boards.kit.lettering.Painter`).  Pictures are asked for at the size the row
has room for, so a game hands in a painter (``side -> Surface``), not a surface.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.boards.base import SeatLook
from game.boards.kit.lettering import Painter
from game.ui import draw, theme

Picture = Callable[[int], pygame.Surface]
"""Paints a picture for a row ``height`` pixels high (the picture chooses its own share)."""


@dataclass(frozen=True)
class Fact:
    """One thing in a row: a picture, the words after it, how far it stands from what came
    before and what follows (shares of the row height), and the words' font role and size
    (a share of the row's text size)."""

    picture: Picture | None = None
    words: str = ""
    role: str = "bold"
    size: float = 1.0
    before: float = 0.0
    after: float = 0.5


@dataclass(frozen=True)
class PanelHead:
    """The top row: the seat's marker (painted at a given size), its score, and whether the
    seat is to move now (the panel is edged in gold)."""

    marker: Callable[[int], pygame.Surface]
    score: str
    to_move: bool


class PanelPainter(Painter):
    """Paints player panels from a :class:`PanelHead` and rows of :class:`Fact` s."""

    def render(self, rect: pygame.Rect, seat: SeatLook, head: PanelHead,
               rows: Sequence[Sequence[Fact]]) -> pygame.Surface:
        """The panel at ``rect`` (its texts are recorded in window coordinates)."""
        width, height = rect.size
        radius = max(6, height // 10)
        panel = draw.paper_panel((width, height), radius, theme.GOLD if head.to_move else theme.PAPER_EDGE)
        if head.to_move:
            pygame.draw.rect(panel, theme.GOLD, panel.get_rect(), max(3, height // 30), border_radius=radius)
        pad = max(5, height // 14)
        stripe = pygame.Rect(0, 0, max(5, width // 40), height)
        pygame.draw.rect(panel, seat.colour, stripe, border_top_left_radius=radius, border_bottom_left_radius=radius)
        row_h = (height - 2 * pad) // (1 + len(rows))
        text = max(11, int(row_h * 0.5 * self.text_scale))
        left = stripe.right + pad
        # a large text size setting in a small window: letters shrink until every row fits
        while text > self.fonts.smallest and any(self._row_width(row, row_h, text) > width - left - pad for row in rows):
            text -= 1
        self._head(panel, rect, seat, head, left, pad, row_h, text)
        for i, row in enumerate(rows, start=1):
            self._row(panel, rect, row, left, pad + i * row_h, row_h, text)
        return panel

    def _head(self, panel: pygame.Surface, rect: pygame.Rect, seat: SeatLook, head: PanelHead, left: int,
              pad: int, h: int, text: int) -> None:
        """The marker at the left, the score at the right, the name between, shrunk to fit."""
        middle = pad + h // 2
        marker = head.marker(int(h * 0.95))
        panel.blit(marker, marker.get_rect(midleft=(left, middle)))
        score = self.write(panel, self.fonts.get("display", int(text * 1.35)), head.score, theme.INK,
                           origin=rect.topleft, midright=(rect.width - pad, middle))
        name_left = left + marker.get_width() + pad // 2
        name_font = self.fonts.fit("bold", text, seat.name, score.left - name_left - pad)
        self.write(panel, name_font, seat.name, theme.INK, origin=rect.topleft, midleft=(name_left, middle))

    def _row_width(self, facts: Sequence[Fact], h: int, text: int) -> int:
        """How wide a row of ``facts`` is in letters of ``text``."""
        x = 0
        for fact in facts:
            x += int(h * fact.before)
            if fact.picture is not None:
                x += fact.picture(h).get_width() + (2 if fact.words else 0)
            if fact.words:
                x += self.fonts.get(fact.role, int(text * fact.size)).size(fact.words)[0]
            x += int(h * fact.after)
        return x - int(h * facts[-1].after) if facts else 0

    def _row(self, panel: pygame.Surface, rect: pygame.Rect, facts: Sequence[Fact], x: int, y: int, h: int,
             text: int) -> None:
        for fact in facts:
            x += int(h * fact.before)
            if fact.picture is not None:
                face = fact.picture(h)
                panel.blit(face, (x, y + (h - face.get_height()) // 2))
                x += face.get_width() + (2 if fact.words else 0)
            if fact.words:
                font = self.fonts.get(fact.role, int(text * fact.size))
                x = self.write(panel, font, fact.words, theme.INK, origin=rect.topleft, midleft=(x, y + h // 2)).right
            x += int(h * fact.after)
