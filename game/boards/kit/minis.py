"""Small pictures of what a card or contract asks for, drawn in the room its words leave:
little houses of stacked floors side by side (with a roof when they must be complete), or a
pair of little cards.

A game says what each stands for with a kind of its own (a colour, a resource) and hands in
the painter of one floor or card face of that kind; the kit lays them out in the area.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import pygame

from game.boards.kit.shading import box_shadow
from game.ui.theme import Colour

K = TypeVar("K")

Floor = Callable[[K, tuple[int, int], bool], pygame.Surface]
"""``floor(kind, size, ground)``: one floor of ``kind`` (``ground``: the ground floor, with its door)."""


def mini_houses(surface: pygame.Surface, area: pygame.Rect, houses: Sequence[tuple[K, int]], floor: Floor[K],
                roof: Colour | None = None) -> None:
    """Little houses side by side, centred at the foot of ``area``: one per ``(kind, floors)``
    of ``houses``, a quarter of a house apart, each under a pointed ``roof`` when given."""
    n = max(1, len(houses))
    width = min(round(area.width / (n + (n - 1) / 4)), area.height // 2)
    tallest = max(floors for _kind, floors in houses)
    unit = max(3, min(width // 2 + 2, area.height // (tallest + (1 if roof is not None else 0) + 1)))
    total = n * width + (n - 1) * max(2, width // 4)
    x = area.centerx - total // 2
    for kind, floors in houses:
        house = pygame.Rect(x, area.bottom - unit * floors, width, unit * floors)
        surface.blit(box_shadow(house.size, 0, 2), house.move(-1, -1))  # cast down and right, as every piece's
        for level in range(floors):
            rect = pygame.Rect(x, area.bottom - unit * (level + 1), width, unit)
            surface.blit(floor(kind, rect.size, level == 0), rect)
        if roof is not None:
            top = area.bottom - unit * floors
            pygame.draw.polygon(surface, roof, [(x - 1, top), (x + width // 2, top - unit), (x + width + 1, top)])
        x += width + max(2, width // 4)


def mini_cards(surface: pygame.Surface, area: pygame.Rect, kinds: Sequence[K], edge: Callable[[K], Colour],
               face: Callable[[K, tuple[int, int]], pygame.Surface]) -> None:
    """Little upright cards the height of ``area``, a third of a card apart and centred: one
    per kind of ``kinds``, its ``edge(kind)`` colour round its ``face(kind, size)``."""
    h = area.height
    w = round(h * 0.68)
    x = area.centerx - (len(kinds) * w + (len(kinds) - 1) * (w // 3)) // 2
    for kind in kinds:
        rect = pygame.Rect(x, area.y, w, h)
        surface.blit(box_shadow(rect.size, max(2, w // 6), 2), rect.move(-1, -1))
        pygame.draw.rect(surface, edge(kind), rect, border_radius=max(2, w // 6))
        inner = rect.inflate(-max(2, w // 8), -max(2, w // 8))
        surface.blit(face(kind, inner.size), inner)
        x += w + w // 3
