"""What lies under the pointer: the first of a board's rectangles that holds it.

A board's hover help asks its parts in order — a choice, a card, a space, a deck — and says
what the first one under the pointer is; these helpers find it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

import pygame

T = TypeVar("T")


def hit(rects: Sequence[pygame.Rect], pos: tuple[int, int]) -> int | None:
    """The index of the first rectangle holding ``pos``, or ``None``."""
    for i, rect in enumerate(rects):
        if rect.collidepoint(pos):
            return i
    return None


def hit_item(placed: Iterable[tuple[pygame.Rect, T]], pos: tuple[int, int]) -> T | None:
    """What stands in the first ``(rect, thing)`` pair holding ``pos``, or ``None``."""
    for rect, thing in placed:
        if rect.collidepoint(pos):
            return thing
    return None
