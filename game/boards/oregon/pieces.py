"""Wooden pieces drawn in a player's colour: farmers (meeples) and score markers, each
carrying the player's symbol so that no player is told apart by colour alone."""

from __future__ import annotations

import pygame

from game.boards.kit.surfaces import SurfaceCache, kept
from game.boards.oregon.look import LOOK, TINTS
from game.ui import theme
from game.ui.symbols import draw_symbol
from game.ui.theme import Colour


def _shade(colour: Colour, factor: float) -> Colour:
    r, g, b = (max(0, min(255, int(c * factor))) for c in colour)
    return r, g, b


def farmer_surface(size: int, colour: Colour, symbol: str) -> pygame.Surface:
    """A farmer ``size`` pixels tall in ``colour`` with ``symbol`` on its chest."""
    big = max(8, size) * 3
    silhouette = pygame.Surface((big, big), pygame.SRCALPHA)
    body = [(x * big, y * big) for x, y in LOOK.shapes["farmer"]]
    head = (big // 2, int(big * 0.2))
    head_r = int(big * 0.15)
    pygame.draw.polygon(silhouette, (0, 0, 0, 255), body)
    pygame.draw.circle(silhouette, (0, 0, 0, 255), head, head_r)
    outline = pygame.mask.from_surface(silhouette).outline()
    out = pygame.Surface((big, big), pygame.SRCALPHA)
    shadow = silhouette.copy()
    shadow.fill(TINTS["piece_shadow"], special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(shadow, (big // 40, big // 30))
    fill = silhouette.copy()
    fill.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MAX)
    out.blit(fill, (0, 0))
    light = _shade(colour, 1.25)
    pygame.draw.circle(out, light, (head[0] - head_r // 3, head[1] - head_r // 3), head_r // 3)
    if len(outline) > 2:
        pygame.draw.lines(out, theme.INK, True, outline, max(2, big // 28))
    draw_symbol(out, symbol, (big // 2, int(big * 0.55)), int(big * 0.13), theme.PAPER, theme.INK)
    return pygame.transform.smoothscale(out, (size, size))


def marker_surface(size: int, colour: Colour, symbol: str) -> pygame.Surface:
    """A round score marker ``size`` pixels wide in ``colour`` with ``symbol``."""
    big = max(8, size) * 3
    out = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = (big // 2, big // 2)
    radius = big // 2 - big // 12
    pygame.draw.circle(out, TINTS["piece_shadow"], (centre[0], centre[1] + big // 16), radius)
    pygame.draw.circle(out, colour, centre, radius)
    pygame.draw.circle(out, theme.INK, centre, radius, max(2, big // 16))
    draw_symbol(out, symbol, centre, int(radius * 0.5), theme.PAPER, theme.INK)
    return pygame.transform.smoothscale(out, (size, size))


class PieceBook:
    """Farmer and marker surfaces per player and size, drawn once each."""

    def __init__(self, colours: list[Colour], symbols: list[str]) -> None:
        self.colours = colours
        self.symbols = symbols
        self.kept = SurfaceCache()

    @kept
    def farmer(self, player: int, size: int) -> pygame.Surface:
        """Player ``player``'s farmer at ``size`` pixels."""
        return farmer_surface(size, self.colours[player], self.symbols[player])

    @kept
    def marker(self, player: int, size: int) -> pygame.Surface:
        """Player ``player``'s score marker at ``size`` pixels."""
        return marker_surface(size, self.colours[player], self.symbols[player])
