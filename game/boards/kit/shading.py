"""Light and shadow, one light for every game: it falls from the top-left, so a piece's
top-left edges catch it, its bottom-right edges turn away from it, and what it casts lies
below and to the right.

Everything here paints a new surface from a piece's own outline (its opaque pixels), so a
wooden figure, a cardboard tile and a card are lit alike whatever their shape.  It is meant
for painting once per size (a :class:`~game.boards.kit.surfaces.SurfaceCache`), never per
frame: blurring and masking cost far more than a blit.
"""

from __future__ import annotations

import functools

import pygame

from game.boards.kit.looks import Tint
from game.boards.kit.surfaces import SurfaceCache, kept
from game.ui import draw
from game.ui.assets import ArtBook

LIGHT: Tint = (255, 250, 235, 110)
"""The glint along edges facing the light (warm, as from a lamp over the table)."""
DARK: Tint = (30, 16, 6, 95)
"""The shade along edges turned away from the light."""
SHADOW: Tint = (20, 10, 4, 110)
"""What a piece casts on the table."""


def _outline_band(mask: pygame.mask.Mask, towards: tuple[int, int]) -> pygame.mask.Mask:
    """The pixels of ``mask`` whose neighbour ``towards`` them lies outside it: the band
    along the edges facing that way."""
    band = mask.copy()
    band.erase(mask, (-towards[0], -towards[1]))
    return band


def _light_edges(surface: pygame.Surface, mask: pygame.mask.Mask, depth: int, light: Tint, dark: Tint) -> None:
    """Blit onto ``surface`` the bands ``depth`` pixels wide along the top-left edges of
    ``mask`` in ``light`` and along its bottom-right ones in ``dark``."""
    depth = max(1, depth)
    for band, tint in ((_outline_band(mask, (-depth, -depth)), light), (_outline_band(mask, (depth, depth)), dark)):
        surface.blit(band.to_surface(setcolor=tint, unsetcolor=(0, 0, 0, 0)), (0, 0))


def bevel_box(surface: pygame.Surface, radius: int, depth: int) -> None:
    """Light the top-left edges and shade the bottom-right ones of the box filling ``surface``
    (its corners rounded by ``radius``), whatever is drawn inside it: a board's frame, not
    every tile on the board."""
    box = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(box, (0, 0, 0, 255), box.get_rect(), border_radius=radius)
    _light_edges(surface, pygame.mask.from_surface(box), depth, LIGHT, DARK)


def bevelled(face: pygame.Surface, depth: int, light: Tint = LIGHT, dark: Tint = DARK,
             sheen: bool = True) -> pygame.Surface:
    """A copy of ``face`` lit from the top-left: a band ``depth`` pixels wide of ``light``
    along the top-left edges of its outline, of ``dark`` along its bottom-right ones, and with
    ``sheen`` a faint gloss on its upper half (a varnished wooden piece, a tile of thick card)."""
    out = face.copy()
    mask = pygame.mask.from_surface(face, 127)
    _light_edges(out, mask, depth, light, dark)
    if not sheen:
        return out
    gloss = mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    height = face.get_height()
    fade = pygame.Surface((1, height), pygame.SRCALPHA)
    for y in range(height // 2):
        fade.set_at((0, y), (255, 255, 255, round(light[3] * 0.3 * (1 - 2 * y / height))))
    gloss.blit(pygame.transform.scale(fade, face.get_size()), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(gloss, (0, 0))
    return out


def cast_shadow(face: pygame.Surface, blur: int, tint: Tint = SHADOW) -> pygame.Surface:
    """The shadow ``face`` casts: its outline in ``tint``, softened over ``blur`` pixels, on a
    surface ``blur`` pixels larger than ``face`` on every side."""
    blur = max(1, blur)
    mask = pygame.mask.from_surface(face, 127)
    width, height = face.get_size()
    padded = pygame.Surface((width + 2 * blur, height + 2 * blur), pygame.SRCALPHA)
    padded.blit(mask.to_surface(setcolor=tint, unsetcolor=(*tint[:3], 0)), (blur, blur))
    return pygame.transform.gaussian_blur(padded, max(1, blur // 2))


def on_shadow(face: pygame.Surface, reach: int, tint: Tint = SHADOW) -> pygame.Surface:
    """``face`` standing over the soft shadow it casts ``reach`` pixels down and right, in a
    box the size of ``face`` (the face is drawn a little smaller, up and left, to leave the
    shadow room): a piece that can be blitted where the bare face was."""
    width, height = face.get_size()
    reach = max(1, min(reach, width // 6, height // 6))
    small = pygame.transform.smoothscale(face, (width - reach, height - reach))
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    shadow = cast_shadow(small, reach, tint)
    out.blit(shadow, (0, 0))  # its outline lies ``reach`` in, under the face moved down and right
    out.blit(small, (0, 0))
    return out


def as_pile(face: pygame.Surface, layers: int, step: int) -> pygame.Surface:
    """``face`` on top of a pile of ``layers`` more cards (their edges showing ``step``
    pixels apart, down and right, darker further down) over the pile's shadow, in a box the
    size of ``face``: a deck that looks as thick as it is."""
    width, height = face.get_size()
    depth = max(0, min(layers * step, width // 8))
    top = pygame.transform.smoothscale(face, (width - depth - step, height - depth - step))
    out = on_shadow(top, step) if depth == 0 else pygame.Surface((width, height), pygame.SRCALPHA)
    if depth:
        mask = pygame.mask.from_surface(top, 127)
        out.blit(cast_shadow(top, step), (depth, depth))
        for offset in range(depth, 0, -max(1, step)):
            shade = 200 - 60 * offset // depth
            edge = mask.to_surface(setcolor=(shade, shade - 12, shade - 30, 255), unsetcolor=(0, 0, 0, 0))
            out.blit(edge, (offset, offset))
        out.blit(top, (0, 0))
    return out


@functools.lru_cache(maxsize=64)
def box_shadow(size: tuple[int, int], radius: int, blur: int, tint: Tint = SHADOW) -> pygame.Surface:
    """The soft shadow of a rounded box of ``size`` (a card, a tile), ``blur`` pixels larger on
    every side; kept by size (blit it, never draw on it)."""
    width, height = size
    blur = max(1, blur)
    # blurred small and scaled up: a soft shadow loses nothing, and a board-sized one costs little
    k = max(1, min(4, blur // 2))
    box = pygame.Surface(((width + 2 * blur) // k + 1, (height + 2 * blur) // k + 1), pygame.SRCALPHA)
    box.fill((*tint[:3], 0))
    pygame.draw.rect(box, tint, (blur // k, blur // k, width // k, height // k), border_radius=radius // k)
    box = pygame.transform.gaussian_blur(box, max(1, blur // 2 // k))
    return draw.ready(pygame.transform.smoothscale(box, (width + 2 * blur, height + 2 * blur)))


def shadow_beside(surface: pygame.Surface, rect: pygame.Rect, lift: int) -> None:
    """The soft shadow a box standing at ``rect`` casts ``lift`` pixels to its right (a house
    on the quay, on the wall behind it): only the strip beside the box, one small blit."""
    blur = max(2, lift * 2)
    shadow = box_shadow(rect.size, 0, blur)
    beside = pygame.Rect(rect.width + blur - lift, 0, blur + lift, rect.height + blur - lift)
    surface.blit(shadow, (rect.right, rect.y - blur + lift), beside)


Piece = tuple[pygame.Surface, tuple[int, int]]
"""A part of a shadow and where it goes from the top-left of the box casting it."""


@functools.lru_cache(maxsize=64)
def _shadow_around(size: tuple[int, int], radius: int, blur: int, lift: int) -> tuple[Piece, ...]:
    """The soft shadow a box of ``size`` casts, with nothing under the box itself, as its four
    corners (from a small blurred box) and its four edges (a line of it stretched): blurring a
    board-sized shadow would cost tens of milliseconds, and blitting it whole a lot each frame."""
    width, height = size
    reach = radius + 2 * blur + lift
    """How far in from its sides a box's shadow still bends round a corner."""
    small = (min(width, 2 * reach), min(height, 2 * reach))
    piece = box_shadow(small, radius, blur).copy()
    box = pygame.Rect(blur - lift, blur - lift, *small)
    pygame.draw.rect(piece, (0, 0, 0, 0), box, border_radius=radius)
    (w, h), (cx, cy) = piece.get_size(), (piece.get_width() // 2, piece.get_height() // 2)
    grow, origin = (width - small[0], height - small[1]), lift - blur
    pieces: list[Piece] = []
    for right in (0, 1):  # the four corners, pushed apart
        for low in (0, 1):
            area = pygame.Rect(right * cx, low * cy, w - cx if right else cx, h - cy if low else cy)
            where = (origin + area.x + right * grow[0], origin + area.y + low * grow[1])
            pieces.append((draw.ready(piece.subsurface(area).copy()), where))
    edges = ((pygame.Rect(cx, 0, 1, box.top), (grow[0], box.top), (cx, 0)),
             (pygame.Rect(cx, box.bottom, 1, h - box.bottom), (grow[0], h - box.bottom), (cx, box.bottom + grow[1])),
             (pygame.Rect(0, cy, box.left, 1), (box.left, grow[1]), (0, cy)),
             (pygame.Rect(box.right, cy, w - box.right, 1), (w - box.right, grow[1]), (box.right + grow[0], cy)))
    for line, stretched, (x, y) in edges:  # the straight edges between them, thin: the box hides the rest
        if min(line.size) > 0 and min(stretched) > 0:
            pieces.append((draw.ready(pygame.transform.scale(piece.subsurface(line), stretched)), (origin + x, origin + y)))
    return tuple(pieces)


def cast_on_table(surface: pygame.Surface, rect: pygame.Rect, radius: int, lift: int) -> None:
    """The soft shadow a board or panel at ``rect`` (corners rounded by ``radius``) casts
    ``lift`` pixels down and right, drawn only around it: eight small blits a frame, however
    large the board, and the same whether drawn before or after the board."""
    for piece, (x, y) in _shadow_around(rect.size, radius, max(2, lift * 2), lift):
        surface.blit(piece, (rect.x + x, rect.y + y))

class LitSprites:
    """Sprites as pieces lying on the table, lit from the top-left, each kept by name and size."""

    def __init__(self, art: ArtBook) -> None:
        self.art = art
        self.kept = SurfaceCache()

    @kept
    def tile(self, sprite: str, size: tuple[int, int], grey: bool = False) -> pygame.Surface:
        """A tile of thick card (``sprite`` at ``size``, greyed when ``grey``) on its shadow."""
        return on_shadow(bevelled(self.art.sprite(sprite, size, grey=grey), max(1, size[0] // 22)), max(2, size[0] // 14))

    @kept
    def pile(self, sprite: str, size: tuple[int, int], grey: bool, layers: int) -> pygame.Surface:
        """A deck's back (``sprite`` at ``size``) on top of the ``layers`` of cards under it."""
        return as_pile(self.art.sprite(sprite, size, grey=grey), layers, max(1, size[0] // 40))
