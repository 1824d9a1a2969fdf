"""The street of Ribeira on screen: the sky and the quay, every house with its floors in
colour and pattern, its roof or the bonus token waiting on top, the ground-floor token of an
empty plot, houses out of play, and the highlights of a build being chosen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.kit.chips import Swatch, draw_chip, stacked_chips
from game.boards.kit.marks import draw_closed_plot, draw_plaque
from game.boards.kit.shading import bevel_box, cast_on_table, shadow_beside
from game.boards.kit.surfaces import fade_down
from game.boards.porto.patterns import COLOURS, TINTS, paint_for
from game.ui import draw, theme

if TYPE_CHECKING:
    from game.boards.porto.view import PortoBoard

HIGHLIGHT = COLOURS["highlight"]


def street_backdrop(size: tuple[int, int], quay_top: int, river: pygame.Rect) -> pygame.Surface:
    """Sky fading to the quay, and the river beneath: drawn once per layout."""
    w, h = size
    back = pygame.Surface(size, pygame.SRCALPHA)
    fade_down(back, quay_top, COLOURS["sky_top"], COLOURS["sky_low"])
    back.fill(COLOURS["quay"], (0, quay_top, w, river.y - quay_top))
    pygame.draw.line(back, COLOURS["quay_edge"], (0, quay_top), (w, quay_top), max(1, h // 200))
    back.fill(COLOURS["river"], (0, river.y, w, h - river.y))
    for i in range(0, w, max(8, w // 40)):
        y = river.y + (i * 7) % max(2, h - river.y - 2) + 1
        pygame.draw.line(back, COLOURS["river_light"], (i, y), (i + max(4, w // 60), y), 1)
    back = draw.rounded(back, max(4, h // 40))
    bevel_box(back, max(4, h // 40), max(2, h // 150))  # the street's edge catches the light, as Oregon's map
    return back


def floor_rect(board: PortoBoard, house: int, level: int) -> pygame.Rect:
    """The pixel rectangle of floor ``level`` (0 = ground floor) of house index ``house``."""
    rect = board.geo.houses[house]
    fh = board.geo.floor_height
    return pygame.Rect(rect.x, rect.bottom - fh * (level + 1), rect.width, fh)


def house_top(board: PortoBoard, house: int) -> int:
    """The pixel row where house ``house``'s roof sits (the top of its highest floor)."""
    heights: list[int] = board.shown.layout.heights
    return board.geo.houses[house].bottom - board.geo.floor_height * heights[house]


def draw_street(surface: pygame.Surface, board: PortoBoard) -> None:
    """Paint the street: backdrop, houses, tokens, numbers and highlights."""
    view = board.shown
    geo = board.geo
    for part in (geo.street, geo.display, geo.public, geo.hand, geo.private):
        cast_on_table(surface, part, geo.px(12) if part is not geo.street else max(4, part.height // 40), geo.px(3))
    if board.backdrop is not None:
        surface.blit(board.backdrop, geo.street.topleft)
    tables = view.tables
    fh = geo.floor_height
    highlighted = board.highlighted_houses()
    ghost = board.focus
    for h, rect in enumerate(geo.houses):
        height = view.layout.heights[h]
        if not view.layout.playable[h]:
            draw_closed_plot(surface, board.fonts, geo, rect, fh, board.words.not_in_play,
                             (TINTS["out_of_play"], TINTS["out_of_play_hatch"]))
            continue
        top = house_top(board, h)
        outline = pygame.Rect(rect.x, top, rect.width, fh * height)
        if h + 1 in highlighted:
            glow = outline.inflate(geo.px(10), geo.px(10))
            pygame.draw.rect(surface, HIGHLIGHT, glow, border_radius=geo.px(6))
        surface.blit(board.art.plot(outline.size, height, fh, geo.px(1.5)), outline)
        tiles = view.house_tiles[h]
        offset = board.animations.drop_offset(h + 1)
        if tiles:
            shadow_beside(surface, pygame.Rect(rect.x, rect.bottom - fh * tiles, rect.width, fh * tiles), geo.px(3))
            colour = tables.colour_ids[view.house_colour[h]]
            paint = paint_for(colour, view.house_colour[h])
            for level in range(tiles):
                tile_rect = floor_rect(board, h, level)
                lift = offset if level >= tiles - int(board.animations.dropping(h + 1)) else 0
                surface.blit(board.art.floor(tile_rect.size, paint, level == 0), tile_rect.move(0, -lift))
        if ghost is not None and ghost.house == h + 1:
            _ghost_floors(surface, board, h, ghost.colour, ghost.floors)
        if tiles == height:
            roof = board.art.roof((rect.width + geo.px(8), round(fh * 0.8)))
            surface.blit(roof, roof.get_rect(midbottom=(rect.centerx, top)))
        elif view.roof_token[h]:
            token = board.art.token(round(fh * 0.8), view.roof_token[h])
            surface.blit(token, token.get_rect(midbottom=(rect.centerx, top - geo.px(2))))
        if not tiles and view.ground_token[h] and not (ghost is not None and ghost.house == h + 1):
            token = board.art.token(round(fh * 0.8), view.ground_token[h])
            surface.blit(token, token.get_rect(center=floor_rect(board, h, 0).center))
        if h + 1 in board.bonus_targets:
            pygame.draw.circle(surface, HIGHLIGHT, (rect.centerx, top - fh // 2), fh // 2, geo.px(3))
        fill = HIGHLIGHT if h + 1 in highlighted else theme.PAPER
        draw_plaque(surface, board.fonts, geo.plaques[h], h + 1, fill, COLOURS["quay_edge"])
    for chip_rect, option in board.chips:
        fill = HIGHLIGHT if option is ghost else theme.PAPER
        draw_chip(surface, board.fonts, geo, chip_rect, f"{option.floors}× +{option.points}",
                  _swatch(board, option.colour), fill)


def _swatch(board: PortoBoard, colour: str) -> Swatch:
    """A chip's swatch: a floor of the chip's colour and pattern."""
    paint = paint_for(colour, board.shown.tables.colour_ids.index(colour))
    return lambda size: board.art.floor(size, paint, False)


def _ghost_floors(surface: pygame.Surface, board: PortoBoard, h: int, colour: str, floors: int) -> None:
    view = board.shown
    start = view.house_tiles[h]
    paint = paint_for(colour, view.tables.colour_ids.index(colour))
    for level in range(start, start + floors):
        rect = floor_rect(board, h, level)
        surface.blit(board.art.floor(rect.size, paint, level == 0, ghost=True), rect)
        pygame.draw.rect(surface, theme.INK, rect, max(1, board.geo.px(2)))


def lay_chips(board: PortoBoard) -> None:
    """Place the choice chips of the current build options above their houses."""
    board.chips = []
    geo = board.geo
    for house, options in sorted(board.options.items()):
        rect = geo.houses[house - 1]
        bottom = house_top(board, house - 1) - round(geo.floor_height * 0.85)
        size = (rect.width + geo.px(10), geo.px(20))
        board.chips += stacked_chips((rect.centerx, bottom), size, geo.px(3), options)
