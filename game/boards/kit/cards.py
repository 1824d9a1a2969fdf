"""Rows of cards: a hand or a display laid out in a strip, overlapping when it is long; the
card under the pointer; picked cards lifted, cards that cannot be used dimmed; and the back
of a face-down deck with how many cards it holds."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass

import pygame

from game.boards.kit.canvas import Canvas
from game.boards.kit.lettering import write
from game.boards.kit.shading import box_shadow
from game.ui import theme
from game.ui.theme import Colour, FontBook

DIM = (150, 150, 150, 255)
"""The multiplier that greys a card that cannot be used now."""


def card_row(
    left: int, top: int, size: tuple[int, int], count: int, gap: int, room: int
) -> list[pygame.Rect]:
    """``count`` cards of ``size`` from ``left`` rightwards, ``gap`` apart while they fit in
    ``room`` pixels, overlapping evenly when they do not."""
    width, height = size
    step = min(width + gap, (room - width) // max(1, count - 1)) if count > 1 else width
    return [pygame.Rect(left + i * step, top, width, height) for i in range(count)]


def centred_row(centre_x: int, top: int, size: tuple[int, int], count: int, gap: int) -> list[pygame.Rect]:
    """``count`` cards of ``size``, ``gap`` apart, centred on ``centre_x``."""
    total = count * size[0] + (count - 1) * gap
    return card_row(centre_x - total // 2, top, size, count, gap, total)


def panel_row(canvas: Canvas, panel: pygame.Rect, count: int, ratio: float = 0.7,
              height: float = 0) -> list[pygame.Rect]:
    """``count`` cards ``ratio`` times as wide as high in a row under the heading of ``panel``
    on a canvas board (12 units in, 42 down, 8 units apart), overlapping when they must; the
    cards are ``height`` units high, or as high as the panel leaves (``0``), and stand in the
    middle of the room it leaves."""
    room = panel.height - canvas.px(50)
    card_h = canvas.px(height) if height else room
    size = (round(card_h * ratio), card_h)
    top = panel.y + canvas.px(42) + (room - card_h) // 2
    return card_row(panel.x + canvas.px(12), top, size, count, canvas.px(8), panel.width - canvas.px(24))


def held_slots(
    rects: Sequence[pygame.Rect], held: Sequence[int], draw_empty: Callable[[pygame.Rect], object]
) -> Iterator[tuple[int, pygame.Rect, int]]:
    """The slots of a display or row that hold something, as ``(position, rect, held[position])``
    (``held`` gives a card or contract number per slot; a negative one, or none, is an empty
    slot, which ``draw_empty(rect)`` draws as it goes)."""
    for i, rect in enumerate(rects):
        thing = held[i] if i < len(held) else -1
        if thing < 0:
            draw_empty(rect)
        else:
            yield i, rect, thing


def lifted(rect: pygame.Rect, up: bool, lift: int) -> pygame.Rect:
    """``rect`` raised by ``lift`` pixels when ``up`` (a picked card)."""
    return rect.move(0, -lift) if up else rect


def card_at(
    rects: Sequence[pygame.Rect], pos: tuple[int, int], picked: Collection[int] = (), lift: int = 0
) -> int | None:
    """The card under ``pos``: the top-most (the last drawn) where cards overlap, picked
    cards counted where they are drawn, ``lift`` pixels up."""
    for i in range(len(rects) - 1, -1, -1):
        if lifted(rects[i], i in picked, lift).collidepoint(pos):
            return i
    return None


@dataclass(frozen=True)
class CardLook:
    """How a row marks its cards: a shadow under each, and a picked card glowing under it
    and/or framed over it (each drawn only when its colour is given)."""

    shadow: Colour | None = None
    shadow_radius: int = 4
    glow: Colour | None = None
    glow_grow: int = 0
    glow_radius: int = 0
    frame: Colour | None = None
    frame_width: int = 3
    frame_radius: int = 4


def draw_card(
    surface: pygame.Surface, rect: pygame.Rect, face: pygame.Surface, look: CardLook, picked: bool, dim: bool
) -> None:
    """One card of a row at ``rect``: shadowed, glowing and framed as ``look`` says when
    ``picked``, greyed when ``dim`` (and not picked)."""
    if look.shadow is not None:
        # a soft shadow cast down and right: the light falls from the top-left in every game
        lift = max(2, rect.width // 28)
        blur = max(2, lift)
        shadow = box_shadow(rect.size, look.shadow_radius, blur, (*look.shadow, 150))
        surface.blit(shadow, (rect.x - blur + lift, rect.y - blur + lift + 1))
    if picked and look.glow is not None:
        pygame.draw.rect(surface, look.glow, rect.inflate(look.glow_grow, look.glow_grow), border_radius=look.glow_radius)
    surface.blit(dimmed(face) if dim and not picked else face, rect)
    if picked and look.frame is not None:
        grown = rect.inflate(look.frame_width, look.frame_width)
        pygame.draw.rect(surface, look.frame, grown, look.frame_width, border_radius=look.frame_radius)


def draw_row(
    surface: pygame.Surface,
    rects: Sequence[pygame.Rect],
    faces: Sequence[pygame.Surface],
    look: CardLook,
    picked: Collection[int],
    dim: Collection[int] = (),
    lift: int = 0,
    hover: int | None = None,
) -> None:
    """A row of card ``faces`` at ``rects`` (a hand): picked cards lifted by ``lift`` pixels
    and marked as ``look`` says, the card under the pointer raised a third as much, the
    cards in ``dim`` greyed."""
    for i, (rect, face) in enumerate(zip(rects, faces, strict=False)):
        where = rect.move(0, -lift if i in picked else (-lift // 3 if i == hover else 0))
        draw_card(surface, where, face, look, i in picked, i in dim)


def dimmed(face: pygame.Surface) -> pygame.Surface:
    """A greyed copy of a card face (one that cannot be used now)."""
    out = face.copy()
    out.fill(DIM, special_flags=pygame.BLEND_RGBA_MULT)
    return out


def deck_back(fonts: FontBook, size: tuple[int, int], colour: Colour, emblem: pygame.Surface,
              count: int) -> pygame.Surface:
    """A face-down deck of ``size``: a back of ``colour`` framed in gold, ``emblem`` standing
    on its middle and the number of cards it holds (``count``) under that."""
    w, h = size
    radius = max(3, w // 10)
    back = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(back, colour, back.get_rect(), border_radius=radius)
    pygame.draw.rect(back, theme.GOLD, back.get_rect().inflate(-w // 8, -w // 8), max(1, w // 30), border_radius=radius)
    back.blit(emblem, emblem.get_rect(midbottom=(w // 2, h // 2)))
    write(back, fonts.get("bold", max(9, h // 6)), str(count), theme.INK_ON_DARK, midtop=(w // 2, h // 2 + h // 12))
    return back
