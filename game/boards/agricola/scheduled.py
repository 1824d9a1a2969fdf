"""Goods the players' cards laid on later round spaces ("deliver" cards), drawn on those round
cards: for each player who has some waiting there, a line of their marker and the goods with
their counts, from the card's foot up — collected when that round begins."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.art import token_row
from game.rules.agricola.tables import goods_of
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard

BACKING = (250, 244, 226, 215)
"""The paper under a line of waiting goods, so that it reads on a face-down card."""


def waiting(board: AgricolaBoard, round_number: int) -> list[tuple[int, list[tuple[str, int]]]]:
    """The goods waiting on round ``round_number``'s space, by player, in turn order."""
    view = board.shown
    out = []
    for player, farmer in enumerate(view.players):
        goods = farmer.scheduled.get(round_number)
        if goods:
            out.append((player, list(goods_of(goods))))
    return out


def line_rects(board: AgricolaBoard, round_number: int) -> list[tuple[int, pygame.Rect]]:
    """Where each player's line of waiting goods lies on the round's card."""
    geo = board.geo
    if not 1 <= round_number <= len(geo.rounds):
        return []
    rect = geo.rounds[round_number - 1]
    tall = geo.px(15)
    out = []
    for k, (player, _goods) in enumerate(waiting(board, round_number)):
        line = pygame.Rect(rect.x + geo.px(2), rect.bottom - geo.px(2) - (k + 1) * (tall + 1), rect.width - geo.px(4),
                           tall)
        if line.y < rect.y:
            break
        out.append((player, line))
    return out


def draw_scheduled(surface: pygame.Surface, board: AgricolaBoard) -> None:
    """Every round card's waiting goods."""
    geo = board.geo
    for round_number in range(board.shown.round + 1, len(geo.rounds) + 1):
        goods_of_player = dict(waiting(board, round_number))
        for player, line in line_rects(board, round_number):
            backing = pygame.Surface(line.size, pygame.SRCALPHA)
            pygame.draw.rect(backing, BACKING, backing.get_rect(), border_radius=geo.px(4))
            surface.blit(backing, line)
            marker = board.pieces.marker(player, line.height - 2)
            surface.blit(marker, marker.get_rect(midleft=(line.x + 1, line.centery)))
            token_row(surface, board.art, board.fonts, line.x + line.height + geo.px(2), line.centery,
                      line.height - geo.px(3), goods_of_player[player], line.right, theme.INK, sign="+")
