"""Agricola's strips for the rules diagrams: what the setting-up page shows beside the
starting farmyard, drawn with the table's own pieces.

``start_food``: every seat in turn order from the start player, its person, the start
player's marker and the food tokens it starts with; ``stages``: the round cards face down, a
stack per stage as many cards high as the stage has, the stage's number on its top card and
a harvest's gold bar beside a stage that ends in one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.art import COLOURS
from game.boards.agricola.letters import letter

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard

INSETS = ("start_food", "stages")
"""The strips the board draws."""


def draw_inset(board: AgricolaBoard, kind: str, width: int, px: int) -> pygame.Surface | None:
    """The strip ``kind`` (:data:`INSETS`) of the shown state, at most ``width`` pixels wide
    with pieces about ``px`` high (smaller when they would not fit); ``None`` for another."""
    if kind == "start_food":
        return _start_food(board, width, px)
    if kind == "stages":
        return _stages(board, width, px)
    return None


def _start_food(board: AgricolaBoard, width: int, px: int) -> pygame.Surface:
    view = board.shown
    players = view.num_players
    order = [(view.start + i) % players for i in range(players)]
    food = [view.players[p].goods.get("food", 0) for p in order]
    # a seat: its person, then its food tokens overlapping by two fifths; the start player
    # also has the marker; a gap of a token between seats
    units = sum(1.0 + 0.6 * max(0, n - 1) + 1.0 + 0.2 for n in food) + 0.7 + 0.8 * (players - 1)
    px = max(10, min(px, int(width / units)))
    out = pygame.Surface((width, px), pygame.SRCALPHA)
    total = round(units * px)
    x = (width - total) // 2
    for seat, (player, amount) in enumerate(zip(order, food, strict=True)):
        out.blit(board.pieces.figure(player, px), (x, 0))
        x += px + px // 5
        if seat == 0:
            out.blit(board.art.icon("start", round(px * 0.6)), (x - px // 3, px - round(px * 0.6)))
            x += round(px * 0.7)
        for k in range(amount):
            out.blit(board.art.token("food", px), (x + round(k * px * 0.6), 0))
        x += px + round(0.6 * px * max(0, amount - 1)) + round(px * 0.8)
    return out


def _stages(board: AgricolaBoard, width: int, px: int) -> pygame.Surface:
    view = board.shown
    stages = view.tables.stages[view.side]
    harvests = set(view.tables.numbers.harvest_after)
    shift = 0.18
    card_w = 0.72
    units = sum(card_w + shift * (len(stage) - 1) for stage in stages) + 0.5 * (len(stages) - 1)
    height = round(px * 1.3)
    px = max(12, min(height, int(width / units)))
    card = (round(px * card_w), px)
    step = round(px * shift)
    most = max(len(stage) for stage in stages)
    out = pygame.Surface((width, card[1] + step * (most - 1)), pygame.SRCALPHA)
    x = (width - round(units * px)) // 2
    last_round = 0
    for number, stage in enumerate(stages, start=1):
        last_round += len(stage)
        for k in range(len(stage)):
            at = pygame.Rect(x + k * step, out.get_height() - card[1] - k * step, *card)
            out.blit(board.art.card_back(card, max(2, px // 10)), at)
        top = pygame.Rect(x + (len(stage) - 1) * step, out.get_height() - card[1] - (len(stage) - 1) * step, *card)
        letter(out, board.fonts, "bold", round(px * 0.45), str(number), top, COLOURS["round_back_ink"])
        if last_round in harvests:
            bar = pygame.Rect(top.right + 2, top.y + px // 8, max(3, px // 10), card[1] - px // 4)
            pygame.draw.rect(out, COLOURS["harvest"], bar, border_radius=bar.width // 2)
        x += round(px * (card_w + shift * (len(stage) - 1) + 0.5))
    return out
