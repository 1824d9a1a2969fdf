"""Things that travel across the board after a move: a card from the display to the hand, from
the hand to the street, a token to its roof, a fulfilled contract sliding away.

A board hands the kit's timeline a :class:`Fly` (the picture that travels, where it starts and
where it lands) and the kit draws every flight under way on top of the board, with a soft
shadow, the picture growing or shrinking on the way.  The picture of something already on
screen is taken from the last frame (:func:`snapshot`), so what flies is what the player saw.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.boards.kit.shading import box_shadow
from game.boards.kit.timeline import Timeline
from game.ui import draw

FLY_SECONDS = 0.45
"""How long a flight takes at the normal speed."""


@dataclass(frozen=True, eq=False)
class Fly:
    """``face`` travelling from ``source`` to ``target`` (rectangles in window pixels); one that
    ``fades`` is gone by its end (a contract sliding away)."""

    face: pygame.Surface
    source: tuple[int, int, int, int]
    target: tuple[int, int, int, int]
    fades: bool = False


def snapshot(surface: pygame.Surface | None, rect: pygame.Rect) -> pygame.Surface | None:
    """A copy of what ``surface`` (the last frame) shows in ``rect``; ``None`` without one."""
    if surface is None:
        return None
    area = rect.clip(surface.get_rect())
    return surface.subsurface(area).copy() if area.width > 0 and area.height > 0 else None


def fly(timeline: Timeline, face: pygame.Surface | None, source: pygame.Rect, target: pygame.Rect,
        after: float = 0.0, fades: bool = False) -> None:
    """Send ``face`` from ``source`` to ``target`` ``after`` seconds from now (nothing without a
    face)."""
    if face is not None:
        timeline.add(Fly(draw.ready(face), tuple(source), tuple(target), fades), FLY_SECONDS, after)  # type: ignore[arg-type]


def draw_flights(surface: pygame.Surface, timeline: Timeline) -> None:
    """Every flight under way, at its place on the way, over a soft shadow."""
    for cue in timeline.running(Fly):
        if not timeline.started(cue):
            continue
        t = timeline.eased(cue)
        a, b = cue.what.source, cue.what.target
        rect = pygame.Rect(*(round(a[i] + (b[i] - a[i]) * t) for i in range(4)))
        if rect.width <= 0 or rect.height <= 0:
            continue
        face = pygame.transform.smoothscale(cue.what.face, rect.size)
        lift = max(2, rect.height // 12)
        # the shadow is blurred once, at the size the flight starts from, and only scaled on the way
        start = cue.what.face.get_size()
        blur = max(2, start[1] // 12)
        shadow = box_shadow(start, max(2, start[0] // 10), blur)
        width, height = shadow.get_size()
        shadow = pygame.transform.smoothscale(shadow, (round(width * rect.width / max(1, start[0])),
                                                       round(height * rect.height / max(1, start[1]))))
        if cue.what.fades:
            # solid for the first half of the way, so the eye can follow it, then gone as it lands
            alpha = round(255 * min(1.0, 2 * (1 - t)))
            face.set_alpha(alpha)
            shadow.set_alpha(alpha)
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + lift, rect.centery + lift)))
        surface.blit(face, rect)
