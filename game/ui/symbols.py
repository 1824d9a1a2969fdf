"""The player symbols (circle, triangle, square, diamond, star, hexagon, cross), drawn so
that a player can be told apart without relying on colour."""

from __future__ import annotations

import math

import pygame

from game.ui.theme import Colour


def symbol_points(symbol: str, center: tuple[int, int], radius: int) -> list[tuple[float, float]]:
    """The outline of ``symbol`` (not for ``circle``) around ``center``."""
    cx, cy = center
    r = radius

    def ring(count: int, rad: float, start: float) -> list[tuple[float, float]]:
        return [
            (cx + rad * math.cos(start + i * 2 * math.pi / count), cy + rad * math.sin(start + i * 2 * math.pi / count))
            for i in range(count)
        ]

    if symbol == "triangle":
        return ring(3, r * 1.1, -math.pi / 2)
    if symbol == "square":
        return ring(4, r * 1.05, math.pi / 4)
    if symbol == "diamond":
        return ring(4, r * 1.15, -math.pi / 2)
    if symbol == "hexagon":
        return ring(6, r, 0)
    if symbol == "star":
        outer = ring(5, r * 1.15, -math.pi / 2)
        inner = ring(5, r * 0.5, -math.pi / 2 + math.pi / 5)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    if symbol == "cross":
        a, b = r * 0.35, r
        return [
            (cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
            (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
            (cx - b, cy - a), (cx - a, cy - a),
        ]
    raise ValueError(f"unknown symbol {symbol!r}")


def draw_symbol(
    surface: pygame.Surface, symbol: str, center: tuple[int, int], radius: int, fill: Colour, outline: Colour
) -> None:
    """Draw ``symbol`` filled with ``fill`` and edged with ``outline``."""
    width = max(1, radius // 5)
    if symbol == "circle":
        pygame.draw.circle(surface, fill, center, radius)
        pygame.draw.circle(surface, outline, center, radius, width)
        return
    points = symbol_points(symbol, center, radius)
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, outline, points, width)
