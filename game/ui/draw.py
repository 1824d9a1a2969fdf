"""Drawing helpers for the table look: wood, paper, soft shadows and text.

Everything here builds surfaces once (when a screen is laid out); scenes blit the results
every frame, so a frame costs a handful of blits.
"""

from __future__ import annotations

import functools
import random

import pygame

from game.ui import text_watch, theme
from game.ui.theme import Colour


def wood_table(size: tuple[int, int]) -> pygame.Surface:
    """A walnut table top filling ``size``: planks, grain and a darker rim."""
    width, height = size
    surface = pygame.Surface(size)
    for y in range(height):
        t = y / max(1, height - 1)
        shade = 1.0 - 0.25 * abs(t - 0.45)
        colour = tuple(int(c * shade) for c in theme.WOOD_LIGHT)
        pygame.draw.line(surface, colour, (0, y), (width, y))
    grain = random.Random(1866)
    plank = max(60, height // 7)
    for top in range(0, height, plank):
        pygame.draw.line(surface, theme.WOOD_DARK, (0, top), (width, top), max(1, height // 500))
        for _ in range(max(6, width // 90)):
            y = top + grain.randint(4, plank - 4)
            x = grain.randint(-width // 4, width)
            length = grain.randint(width // 8, width // 2)
            bend = grain.randint(-3, 3)
            tone = grain.choice((theme.WOOD_GRAIN, theme.WOOD_DARK, (120, 78, 48)))
            pygame.draw.line(surface, tone, (x, y), (x + length, y + bend), 1)
    rim = pygame.Surface((width // 8 + 1, height // 8 + 1), pygame.SRCALPHA)
    rw, rh = rim.get_size()
    for i in range(max(rw, rh) // 2):
        alpha = max(0, 110 - i * 220 // max(rw, rh))
        pygame.draw.rect(rim, (20, 10, 4, alpha), (i, i, rw - 2 * i, rh - 2 * i), 1)
    surface.blit(pygame.transform.smoothscale(rim, size), (0, 0))
    return surface


def soft_shadow(size: tuple[int, int], radius: int, blur: int, alpha: int = theme.SHADOW_ALPHA) -> pygame.Surface:
    """A blurred dark rounded rectangle ``blur`` pixels larger than ``size`` on each side."""
    width, height = size[0] + 2 * blur, size[1] + 2 * blur
    scale = 2
    small = pygame.Surface((max(1, width // scale), max(1, height // scale)), pygame.SRCALPHA)
    margin = blur // scale
    inner = pygame.Rect(margin, margin, max(1, size[0] // scale), max(1, size[1] // scale))
    pygame.draw.rect(small, (16, 8, 2, alpha), inner, border_radius=max(0, radius // scale))
    small = pygame.transform.gaussian_blur(small, max(1, margin // 2))
    return pygame.transform.smoothscale(small, (width, height))


def ready(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` in the window's pixel format (much faster to blit), once a window exists."""
    if pygame.display.get_surface() is None:
        return surface
    out = surface.convert_alpha()
    watch = text_watch.current()
    if watch is not None:
        watch.composed(out, (surface,))
    return out


def blit_with_shadow(target: pygame.Surface, shadow: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
    """Blit ``shadow`` centred under ``rect``, moved down by ``offset``."""
    where = shadow.get_rect(center=(rect.centerx, rect.centery + offset))
    target.blit(shadow, where)


PAPER_KEPT = 64
"""Sheets of paper kept drawn (panels are redrawn every frame in the same few sizes)."""
PAPER_KEPT_AREA = 500 * 400
"""Larger sheets (a whole window, in every size a resize passes through) are drawn afresh."""


def paper_panel(size: tuple[int, int], radius: int, edge: Colour = theme.PAPER_EDGE) -> pygame.Surface:
    """A sheet of paper: light at the top, a touch darker below, with a thin edge (a new
    surface the caller may draw on)."""
    key = (size, radius, edge, theme.PAPER, theme.PAPER_SHADE)
    if size[0] * size[1] > PAPER_KEPT_AREA:
        return _paper(*key)
    return _kept_paper(*key).copy()


@functools.lru_cache(maxsize=PAPER_KEPT)
def _kept_paper(size: tuple[int, int], radius: int, edge: Colour, light: Colour, shade: Colour) -> pygame.Surface:
    return _paper(size, radius, edge, light, shade)


def _paper(size: tuple[int, int], radius: int, edge: Colour, light: Colour, shade: Colour) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    # the shading is one column, stretched across (the same pixels as a line per row, at a
    # third of the cost of a window-sized sheet)
    body = pygame.transform.scale(_shading(size[1], light, shade), size)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(body, (0, 0))
    pygame.draw.rect(surface, edge, surface.get_rect(), max(1, radius // 6), border_radius=radius)
    return surface


@functools.lru_cache(maxsize=PAPER_KEPT)
def _shading(height: int, light: Colour, shade: Colour) -> pygame.Surface:
    """A column ``height`` pixels tall going from ``light`` at the top to ``shade`` at the
    bottom (kept: callers only read it)."""
    column = pygame.Surface((1, height), pygame.SRCALPHA)
    for y in range(height):
        t = y / max(1, height - 1)
        column.set_at((0, y), tuple(int(a + (b - a) * t) for a, b in zip(light, shade, strict=True)))
    return column


def rounded(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A copy of ``surface`` with its corners cut round."""
    out = surface.convert_alpha() if pygame.display.get_surface() else surface.copy()
    mask = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def text(
    font: pygame.font.Font, content: str, colour: Colour, shadow: Colour | None = None
) -> pygame.Surface:
    """``content`` rendered in ``font``; with ``shadow``, a soft offset copy sits beneath."""
    face = font.render(content, True, colour)
    if shadow is None:
        return face
    drop = max(1, font.get_height() // 18)
    out = pygame.Surface((face.get_width() + drop, face.get_height() + drop), pygame.SRCALPHA)
    back = font.render(content, True, shadow)
    back.set_alpha(150)
    out.blit(back, (drop, drop))
    out.blit(face, (0, 0))
    watch = text_watch.current()
    if watch is not None:
        watch.composed(out, (face, back))
    return out
