"""The card under the pointer grown to its full text — a card of the hand (with what it costs
now, or why it cannot be played) or a card in play on a farm — beside the card, on top of
everything else."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola import hand, tableau
from game.boards.agricola.card_faces import HandCard, draw_grown, face_of, grown_layout
from game.rules.agricola import cards

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard


def hovered_card(board: AgricolaBoard) -> tuple[str, pygame.Rect, HandCard | None] | None:
    """The card under the pointer: its id, where it lies and, in the hand, its state."""
    hover = board.hover
    if hover is None:
        return None
    what, which = hover
    if what == "card":
        found = next((card for card in hand.laid_out(board) if card.card == which), None)
        return (which, found.rect, found) if found is not None else None
    if what == "chip":
        key, player = which
        rect = tableau.chip_rect(board, key, player)
        if rect is None or not cards.real(key) or key in ("hand",) or key.startswith("more:"):
            return None
        return key, rect, None
    return None


def grown_rect(board: AgricolaBoard, anchor: pygame.Rect, size: tuple[int, int], above: bool = False) -> pygame.Rect:
    """Where a grown card of ``size`` stands: above ``anchor`` (a chip on a farm), else left
    of it where there is room (else right of it), level with it; inside the board."""
    width, height = size
    gap = board.geo.px(8)
    area = board.rect
    rect = pygame.Rect(0, 0, width, height)
    if above:
        rect.midbottom = (anchor.centerx, anchor.y - gap)
        if rect.y < area.y:
            rect.y = anchor.bottom + gap
        rect.clamp_ip(area)
        return rect
    if anchor.x - gap - width >= area.x:
        rect.right = anchor.x - gap
    else:
        rect.x = min(anchor.right + gap, area.right - width)
    rect.centery = anchor.centery
    rect.clamp_ip(area)
    return rect


def draw_card_overlay(surface: pygame.Surface, board: AgricolaBoard) -> None:
    """The hovered card, grown."""
    found = hovered_card(board)
    if found is None:
        return
    card_id, anchor, held = found
    face = face_of(board, card_id)
    cost_now, reason = (held.cost_now, held.reason) if held is not None else (None, "")
    size = grown_layout(board, face, cost_now, reason)[0]
    draw_grown(surface, board, face, grown_rect(board, anchor, size, above=held is None), cost_now, reason)
