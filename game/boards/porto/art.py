"""Porto's pieces drawn with pygame: floor tiles in colour and pattern, roofs, bonus tokens,
construction cards and card backs.  Every surface is built once per size and kept.
"""

from __future__ import annotations

import pygame

from game.boards.kit.cards import deck_back
from game.boards.kit.lettering import write
from game.boards.kit.marks import draw_name_plate, value_token
from game.boards.kit.patterns import Paint, paint_pattern, patterned_card
from game.boards.kit.shading import as_pile, bevelled
from game.boards.kit.surfaces import SurfaceCache, kept
from game.boards.porto.patterns import COLOURS, ROOF, ROOF_DARK, TINTS, WINDOW, WINDOW_FRAME
from game.ui import theme
from game.ui.theme import FontBook


class PortoArt:
    """A cache of Porto's pieces at the sizes the board needs now."""

    def __init__(self, fonts: FontBook) -> None:
        self.fonts = fonts
        self.kept = SurfaceCache()

    @kept
    def floor(self, size: tuple[int, int], paint: Paint, ground: bool, ghost: bool = False) -> pygame.Surface:
        """One floor tile: wall in colour and pattern, windows (a door on the ground floor)."""
        w, h = size
        tile = pygame.Surface(size, pygame.SRCALPHA)
        paint_pattern(tile, tile.get_rect(), paint, max(5.0, h / 3.2))
        win_w, win_h = max(3, w // 6), max(4, h * 4 // 10)
        top = h // 4
        spots = (w // 5, w - w // 5 - win_w)
        frame = max(1, h // 16)
        for i, x in enumerate(spots):
            if ground and i == 1:
                door = pygame.Rect(x - win_w // 3, h - round(h * 0.68), win_w + win_w // 2, round(h * 0.68))
                pygame.draw.rect(tile, WINDOW_FRAME, door, border_top_left_radius=door.width // 2,
                                 border_top_right_radius=door.width // 2)
                continue
            window = pygame.Rect(x, top, win_w, win_h)
            pygame.draw.rect(tile, WINDOW, window)
            pygame.draw.rect(tile, WINDOW_FRAME, window, frame)
        pygame.draw.rect(tile, paint.edge, tile.get_rect(), max(1, h // 14))
        tile = bevelled(tile, max(1, h // 10))
        if ghost:
            tile.set_alpha(150)
        return tile

    @kept
    def plot(self, size: tuple[int, int], floors: int, floor_height: int, edge: int) -> pygame.Surface:
        """The faint outline of an unbuilt house of ``floors`` floors, one line per floor."""
        plot = pygame.Surface(size, pygame.SRCALPHA)
        plot.fill(TINTS["plot"])
        for level in range(1, floors):
            pygame.draw.line(plot, TINTS["plot_floor_line"], (0, floor_height * level), (size[0], floor_height * level), 1)
        pygame.draw.rect(plot, TINTS["plot_edge"], plot.get_rect(), max(1, edge))
        return plot

    @kept
    def roof(self, size: tuple[int, int]) -> pygame.Surface:
        """A terracotta roof the width of a house."""
        w, h = size
        roof = pygame.Surface(size, pygame.SRCALPHA)
        points = [(0, h), (w * 0.12, 0), (w * 0.88, 0), (w, h)]
        pygame.draw.polygon(roof, ROOF, points)
        for i in range(1, 4):
            y = h * i / 4
            pygame.draw.line(roof, ROOF_DARK, (w * 0.12 * (1 - i / 4), y), (w - w * 0.12 * (1 - i / 4), y), max(1, h // 12))
        pygame.draw.polygon(roof, ROOF_DARK, points, max(1, h // 10))
        return bevelled(roof, max(1, h // 8))

    @kept
    def token(self, diameter: int, value: int) -> pygame.Surface:
        """A round bonus token showing its points."""
        return bevelled(value_token(self.fonts, diameter, value, COLOURS["token_fill"], COLOURS["token_edge"]), diameter // 12)

    @kept
    def card(self, size: tuple[int, int], paint: Paint, value: int, colour_name: str) -> pygame.Surface:
        """A construction card: its colour and pattern as a frame, the value big, as many
        little floors as it is worth, and the colour written at the foot."""
        w, h = size
        radius = max(3, w // 10)
        card, band = patterned_card(size, paint, radius)
        inner = band.inflate(-w // 5, -h // 4)
        inner.y = band.y + h // 10
        pygame.draw.rect(card, theme.PAPER, inner, border_radius=radius)
        pygame.draw.rect(card, paint.edge, inner, max(1, w // 40), border_radius=radius)
        font = self.fonts.get("display", round(inner.height * 0.5))
        write(card, font, str(value), theme.INK, midtop=(inner.centerx, inner.y + inner.height // 12))
        block = max(3, min(inner.width // 5, inner.height // 7))
        stack_x = inner.centerx - block * 3 // 4
        for i in range(value):
            floor = pygame.Rect(stack_x, inner.bottom - block * (i + 1) - block // 3, block * 3 // 2, block)
            pygame.draw.rect(card, paint.wall, floor)
            pygame.draw.rect(card, paint.edge, floor, 1)
        label_font = self.fonts.fit("bold", max(9, h // 9), colour_name, band.width - 4)
        draw_name_plate(card, label_font, colour_name, (w // 2, band.bottom - max(1, h // 40)), (*paint.edge, 220))
        return card

    @kept
    def card_back(self, size: tuple[int, int], count: int) -> pygame.Surface:
        """The face-down deck, a roof on its back, with how many cards it holds."""
        back = deck_back(self.fonts, size, COLOURS["card_back"], self.roof((size[0] // 2, size[1] // 6)), count)
        return as_pile(back, min(6, (count + 7) // 8), max(1, size[0] // 40))
