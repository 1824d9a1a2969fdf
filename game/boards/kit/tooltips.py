"""What lies under the pointer: the first of a board's rectangles that holds it.

A board's hover help asks its parts in order — a choice, a card, a space, a deck — and says
what the first one under the pointer is: a list of :class:`Hover` parts, each finding its
thing under the pointer and saying what it is, asked by :func:`help_at`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

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


Pos = tuple[int, int]


@dataclass(frozen=True)
class Hover(Generic[T]):
    """A part of a board with hover help: how it finds what lies under the pointer (``None``:
    nothing of its own) and what it says about that (``None``: nothing to say, so the parts
    after it are asked)."""

    find: Callable[[Pos], T | None]
    say: Callable[[T], str | None]


def help_at(pos: Pos, parts: Iterable[Hover[Any]]) -> str | None:
    """The hover help of the first part, in order, that has something to say at ``pos``."""
    for part in parts:
        found = part.find(pos)
        if found is not None:
            text = part.say(found)
            if text is not None:
                return text
    return None


def in_rects(rects: Sequence[pygame.Rect]) -> Callable[[Pos], int | None]:
    """A finder of the index of the rectangle under the pointer (see :func:`hit`)."""
    return lambda pos: hit(rects, pos)


def in_rect(rect: pygame.Rect) -> Callable[[Pos], bool | None]:
    """A finder that finds ``True`` while the pointer is over ``rect``."""
    return lambda pos: True if rect.collidepoint(pos) else None


def in_held(rects: Sequence[pygame.Rect], held: Sequence[int]) -> Callable[[Pos], int | None]:
    """A finder of what the slot under the pointer holds (a card or contract number; ``held``
    gives one per slot, negative for an empty slot, which has nothing to find)."""

    def find(pos: Pos) -> int | None:
        slot = hit(rects, pos)
        return held[slot] if slot is not None and slot < len(held) and held[slot] >= 0 else None

    return find
