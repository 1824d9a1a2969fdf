"""Agricola's pictures, drawn by code: a token per good (a log of wood, a clay brick, a reed
sheaf, a stone, a grain ear, a carrot, a food disc) and per animal (sheep, boar, cattle),
the farmyard's spaces (a room of the house's material with its roof, a ploughed field with
its furrows, a stable, the meadow and fenced pasture) and the fences on their edges.
Surfaces are painted once per size and kept (:class:`AgricolaArt`)."""

from __future__ import annotations

import pygame

from game.boards.kit.lettering import write
from game.boards.kit.looks import board_look
from game.boards.kit.shading import box_shadow
from game.boards.kit.surfaces import SurfaceCache, kept
from game.ui import draw, theme
from game.ui.theme import Colour, FontBook

LOOK = board_look("agricola/board_look.yaml")
COLOURS = LOOK.colours
GOODS = LOOK.palettes["goods"]
HOUSES = LOOK.palettes["houses"]
ROOFS = LOOK.palettes["roofs"]
TINTS = LOOK.tints

Rect = pygame.Rect


def darker(colour: Colour, by: float = 0.6) -> Colour:
    """``colour`` darkened (``by`` below 1) or lightened (above 1)."""
    r, g, b = (max(0, min(255, round(c * by))) for c in colour)
    return r, g, b


def paint_token(surface: pygame.Surface, good: str, rect: Rect) -> None:
    """The token of ``good`` (a good or an animal) filling ``rect``."""
    colour = GOODS.get(good, theme.PAPER_EDGE)
    edge = darker(colour, 0.55) if good != "boar" else (20, 16, 14)
    s = min(rect.width, rect.height)
    cx, cy = rect.center
    line = max(1, s // 10)
    if good == "wood":
        log = Rect(0, 0, round(s * 0.9), round(s * 0.5))
        log.center = (cx, cy)
        pygame.draw.rect(surface, colour, log, border_radius=max(1, s // 6))
        pygame.draw.rect(surface, edge, log, line, border_radius=max(1, s // 6))
        ring = Rect(0, 0, round(s * 0.3), log.height - 2)
        ring.midright = (log.right - 1, cy)
        pygame.draw.ellipse(surface, darker(colour, 1.3), ring)
    elif good == "clay":
        brick = Rect(0, 0, round(s * 0.86), round(s * 0.56))
        brick.center = (cx, cy)
        pygame.draw.rect(surface, colour, brick, border_radius=max(1, s // 10))
        pygame.draw.rect(surface, edge, brick, line, border_radius=max(1, s // 10))
    elif good == "reed":
        for dx in (-0.22, 0.0, 0.22):
            x = round(cx + dx * s)
            pygame.draw.line(surface, edge, (x, cy + s * 0.42), (round(x + dx * s * 0.6), cy - s * 0.42), max(2, s // 6))
            pygame.draw.line(surface, colour, (x, cy + s * 0.40), (round(x + dx * s * 0.6), cy - s * 0.40), max(1, s // 9))
    elif good == "stone":
        points = [(cx - s * 0.42, cy + s * 0.1), (cx - s * 0.2, cy - s * 0.34), (cx + s * 0.24, cy - s * 0.3),
                  (cx + s * 0.44, cy + s * 0.08), (cx + s * 0.2, cy + s * 0.34), (cx - s * 0.24, cy + s * 0.32)]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, edge, points, line)
    elif good == "grain":
        pygame.draw.line(surface, edge, (cx, cy + s * 0.45), (cx, cy - s * 0.35), max(1, s // 12))
        for k in range(3):
            for side in (-1, 1):
                seed = Rect(0, 0, max(2, s // 4), max(2, s // 6))
                seed.center = (round(cx + side * s * 0.13), round(cy - s * 0.28 + k * s * 0.2))
                pygame.draw.ellipse(surface, colour, seed)
                pygame.draw.ellipse(surface, edge, seed, 1)
    elif good == "vegetable":
        body = [(cx - s * 0.22, cy - s * 0.2), (cx + s * 0.22, cy - s * 0.2), (cx, cy + s * 0.46)]
        pygame.draw.polygon(surface, colour, body)
        pygame.draw.polygon(surface, edge, body, line)
        for dx in (-0.12, 0.0, 0.12):
            pygame.draw.line(surface, (70, 140, 60), (cx, cy - s * 0.2), (cx + dx * s * 2, cy - s * 0.46), max(1, s // 10))
    elif good == "food":
        pygame.draw.circle(surface, colour, (cx, cy), round(s * 0.42))
        pygame.draw.circle(surface, edge, (cx, cy), round(s * 0.42), line)
        pygame.draw.circle(surface, darker(colour, 1.25), (cx, cy), round(s * 0.2))
    else:
        _animal(surface, good, rect, colour, edge)


def _animal(surface: pygame.Surface, kind: str, rect: Rect, colour: Colour, edge: Colour) -> None:
    """A wooden animal: a body, a head and legs (sheep woolly and white, boar black with a
    snout, cattle brown with horns)."""
    s = min(rect.width, rect.height)
    cx, cy = rect.center
    body = Rect(0, 0, round(s * 0.72), round(s * 0.46))
    body.center = (round(cx - s * 0.06), round(cy + s * 0.02))
    for dx in (0.18, 0.58):
        leg = Rect(round(body.x + body.width * dx), body.bottom - 2, max(2, s // 9), round(s * 0.2))
        pygame.draw.rect(surface, edge, leg)
    pygame.draw.ellipse(surface, colour, body)
    pygame.draw.ellipse(surface, edge, body, max(1, s // 14))
    head = Rect(0, 0, round(s * 0.3), round(s * 0.28))
    head.center = (round(body.right - s * 0.02), round(body.y + s * 0.06))
    pygame.draw.ellipse(surface, colour if kind != "sheep" else (60, 56, 52), head)
    pygame.draw.ellipse(surface, edge, head, max(1, s // 16))
    if kind == "boar":
        snout = Rect(0, 0, max(2, s // 8), max(2, s // 9))
        snout.midleft = (head.right - 2, head.centery + 1)
        pygame.draw.ellipse(surface, (200, 120, 120), snout)
    elif kind == "cattle":
        for side in (-1, 1):
            pygame.draw.line(surface, theme.PAPER, (head.centerx + side * s * 0.06, head.y + 1),
                             (head.centerx + side * s * 0.14, head.y - s * 0.1), max(1, s // 14))


class AgricolaArt:
    """The board's pictures at the sizes the layout asks, painted once each."""

    def __init__(self, fonts: FontBook) -> None:
        self.fonts = fonts
        self.kept = SurfaceCache()

    @kept
    def token(self, good: str, size: int) -> pygame.Surface:
        """A good's or animal's token ``size`` pixels square."""
        face = pygame.Surface((size, size), pygame.SRCALPHA)
        paint_token(face, good, face.get_rect())
        return draw.ready(face)

    @kept
    def meadow(self, size: int, fenced: bool) -> pygame.Surface:
        """An unused farmyard space (a fenced one a lighter green), tufts of grass on it."""
        face = pygame.Surface((size, size), pygame.SRCALPHA)
        ground = COLOURS["pasture"] if fenced else COLOURS["meadow"]
        face.fill(ground)
        tuft = darker(ground, 0.8)
        for fx, fy in ((0.25, 0.3), (0.7, 0.22), (0.45, 0.68), (0.8, 0.75), (0.15, 0.8)):
            x, y = round(fx * size), round(fy * size)
            for dx in (-2, 0, 2):
                pygame.draw.line(face, tuft, (x, y), (x + dx, y - max(2, size // 12)), 1)
        pygame.draw.rect(face, COLOURS["meadow_dark"], face.get_rect(), 1)
        return draw.ready(face)

    @kept
    def room(self, size: int, material: str) -> pygame.Surface:
        """A room of the house: walls of ``material`` (planks, bricks or stones) under a roof."""
        face = pygame.Surface((size, size), pygame.SRCALPHA)
        face.blit(self.meadow(size, False), (0, 0))
        wall = HOUSES.get(material, HOUSES["wood"])
        inset = max(2, size // 10)
        body = Rect(inset, size * 2 // 5, size - 2 * inset, size * 3 // 5 - inset)
        pygame.draw.rect(face, wall, body)
        seam = darker(wall, 0.7)
        if material == "wood":
            for k in range(1, 4):
                y = body.y + k * body.height // 4
                pygame.draw.line(face, seam, (body.x, y), (body.right - 1, y), 1)
        else:
            rows = 4
            for k in range(rows):
                y = body.y + k * body.height // rows
                pygame.draw.line(face, seam, (body.x, y), (body.right - 1, y), 1)
                step = max(4, body.width // (3 if material == "clay" else 2))
                offset = (k % 2) * step // 2
                for x in range(body.x + offset, body.right, step):
                    pygame.draw.line(face, seam, (x, y), (x, y + body.height // rows), 1)
        roof = [(inset // 2, body.y + 1), (size // 2, inset), (size - inset // 2, body.y + 1)]
        pygame.draw.polygon(face, ROOFS.get(material, ROOFS["wood"]), roof)
        pygame.draw.polygon(face, darker(ROOFS.get(material, ROOFS["wood"]), 0.6), roof, 1)
        door = Rect(0, 0, max(3, size // 6), max(4, size // 4))
        door.midbottom = body.midbottom
        pygame.draw.rect(face, darker(wall, 0.45), door)
        pygame.draw.rect(face, darker(wall, 0.55), body, 1)
        return draw.ready(face)

    @kept
    def field(self, size: int) -> pygame.Surface:
        """A ploughed field: dark soil in furrows."""
        face = pygame.Surface((size, size), pygame.SRCALPHA)
        face.fill(COLOURS["meadow"])
        soil = Rect(1, 1, size - 2, size - 2)
        pygame.draw.rect(face, COLOURS["soil"], soil, border_radius=max(1, size // 12))
        for k in range(1, 5):
            y = soil.y + k * soil.height // 5
            pygame.draw.line(face, COLOURS["soil_line"], (soil.x + 3, y), (soil.right - 4, y), max(1, size // 24))
        return draw.ready(face)

    @kept
    def stable(self, size: int) -> pygame.Surface:
        """A stable: a small barn of planks."""
        face = pygame.Surface((size, size), pygame.SRCALPHA)
        body = Rect(size // 8, size * 2 // 5, size * 3 // 4, size * 3 // 5 - 1)
        pygame.draw.rect(face, COLOURS["stable_wall"], body)
        roof = [(0, body.y + 1), (size // 2, size // 8), (size - 1, body.y + 1)]
        pygame.draw.polygon(face, COLOURS["stable_roof"], roof)
        door = Rect(0, 0, body.width // 2, body.height * 2 // 3)
        door.midbottom = body.midbottom
        pygame.draw.rect(face, darker(COLOURS["stable_wall"], 0.6), door)
        pygame.draw.line(face, COLOURS["stable_wall"], door.topleft, door.bottomright, 1)
        pygame.draw.line(face, COLOURS["stable_wall"], door.topright, door.bottomleft, 1)
        pygame.draw.rect(face, darker(COLOURS["stable_wall"], 0.5), body, 1)
        return draw.ready(face)

    @kept
    def fence_icon(self, size: int) -> pygame.Surface:
        """A short stretch of fence: two posts and two rails (fences left)."""
        face = pygame.Surface((size, size), pygame.SRCALPHA)
        post = max(2, size // 6)
        for x in (size // 5, size * 4 // 5 - post):
            pygame.draw.rect(face, COLOURS["fence"], Rect(x, size // 6, post, size * 2 // 3))
            pygame.draw.rect(face, COLOURS["fence_edge"], Rect(x, size // 6, post, size * 2 // 3), 1)
        for y in (size // 3, size * 3 // 5):
            rail = Rect(1, y, size - 2, max(2, size // 8))
            pygame.draw.rect(face, COLOURS["fence"], rail)
            pygame.draw.rect(face, COLOURS["fence_edge"], rail, 1)
        return draw.ready(face)

    @kept
    def begging_card(self, size: int) -> pygame.Surface:
        """A begging card: a small red card."""
        face = pygame.Surface((size, size), pygame.SRCALPHA)
        card = Rect(size // 6, 1, size * 2 // 3, size - 2)
        pygame.draw.rect(face, COLOURS["lost"], card, border_radius=max(1, size // 8))
        pygame.draw.rect(face, darker(COLOURS["lost"], 0.5), card, 1, border_radius=max(1, size // 8))
        pygame.draw.line(face, theme.PAPER, (card.x + 2, card.centery), (card.right - 3, card.centery), max(1, size // 8))
        return draw.ready(face)

    @kept
    def icon(self, name: str, size: int) -> pygame.Surface:
        """A small picture of what an action does: ``house`` (rooms), ``renovate`` (a house
        going up a material), ``field`` (ploughing), ``growth`` (a child), ``start`` (the
        start player's marker), ``bake`` (a loaf), ``major`` (a hearth), ``card`` (a card to
        come with the cards)."""
        face = pygame.Surface((size, size), pygame.SRCALPHA)
        s = size
        ink = theme.INK
        if name in ("house", "renovate"):
            wall = HOUSES["clay" if name == "renovate" else "wood"]
            body = Rect(s // 6, s // 2, s * 2 // 3, s // 2 - 1)
            pygame.draw.rect(face, wall, body)
            pygame.draw.polygon(face, ROOFS["wood"], [(1, s // 2), (s // 2, s // 8), (s - 2, s // 2)])
            pygame.draw.rect(face, darker(wall, 0.5), body, 1)
            if name == "renovate":
                arrow = [(s * 3 // 4, 0), (s - 1, s // 4), (s * 7 // 8, s // 4), (s * 7 // 8, s * 2 // 5),
                         (s * 5 // 8, s * 2 // 5), (s * 5 // 8, s // 4), (s // 2, s // 4)]
                pygame.draw.polygon(face, COLOURS["gained"], arrow)
        elif name == "field":
            soil = Rect(1, s // 5, s - 2, s * 3 // 5)
            pygame.draw.rect(face, COLOURS["soil"], soil, border_radius=max(1, s // 8))
            for k in range(1, 3):
                y = soil.y + k * soil.height // 3
                pygame.draw.line(face, COLOURS["soil_line"], (soil.x + 2, y), (soil.right - 3, y), 1)
        elif name == "growth":
            pygame.draw.circle(face, ink, (s // 2, s // 4), max(2, s // 6))
            pygame.draw.polygon(face, ink, [(s // 4, s - 1), (s // 3, s * 2 // 5), (s * 2 // 3, s * 2 // 5),
                                            (s * 3 // 4, s - 1)])
        elif name == "start":
            pygame.draw.circle(face, theme.GOLD, (s // 2, s // 2), s // 2 - 1)
            pygame.draw.circle(face, ink, (s // 2, s // 2), s // 2 - 1, 1)
            pygame.draw.line(face, ink, (s // 2, s // 4), (s // 2, s * 3 // 4), max(1, s // 8))
        elif name == "bake":
            loaf = Rect(1, s // 4, s - 2, s // 2)
            pygame.draw.ellipse(face, GOODS["food"], loaf)
            pygame.draw.ellipse(face, darker(GOODS["food"], 0.55), loaf, 1)
            for k in (1, 2, 3):
                x = loaf.x + k * loaf.width // 4
                pygame.draw.line(face, darker(GOODS["food"], 0.55), (x - 1, loaf.y + 2), (x + 1, loaf.bottom - 3), 1)
        elif name == "major":
            pygame.draw.rect(face, HOUSES["stone"], Rect(1, s // 4, s - 2, s * 3 // 4 - 1))
            pygame.draw.rect(face, ink, Rect(s // 4, s // 2, s // 2, s // 2 - 1))
            pygame.draw.circle(face, COLOURS["lost"], (s // 2, s * 3 // 4), max(1, s // 6))
        else:  # a card
            card = Rect(s // 5, 1, s * 3 // 5, s - 2)
            pygame.draw.rect(face, theme.PAPER, card, border_radius=max(1, s // 8))
            pygame.draw.rect(face, ink, card, 1, border_radius=max(1, s // 8))
        return draw.ready(face)

    @kept
    def shadow(self, size: tuple[int, int], radius: int, blur: int) -> pygame.Surface:
        """The soft shadow of a card of ``size``, ``blur`` pixels larger on every side."""
        return box_shadow(size, radius, blur, TINTS["shadow"])

    @kept
    def card_back(self, size: tuple[int, int], radius: int) -> pygame.Surface:
        """A round card still face down."""
        face = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(face, COLOURS["round_back"], face.get_rect(), border_radius=radius)
        inner = face.get_rect().inflate(-max(4, size[0] // 8), -max(4, size[1] // 8))
        pygame.draw.rect(face, COLOURS["round_back_ink"], inner, 1, border_radius=radius)
        return draw.ready(face)


def token_row(surface: pygame.Surface, art: AgricolaArt, fonts: FontBook, left: int, cy: int, size: int,
              amounts: list[tuple[str, int]], right: int, colour: Colour = theme.INK, sign: str = "") -> int:
    """Tokens with their numbers ("🪵 3  🧱 1"), from ``left`` centred on ``cy``, none past
    ``right``; returns the right edge of the last one drawn."""
    font = fonts.get("bold", max(theme.MIN_TEXT_PX, round(size * 0.9)))
    x = left
    for good, amount in amounts:
        text = f"{sign}{amount}"
        width = size + 2 + font.size(text)[0]
        if x + width > right:
            break
        surface.blit(art.token(good, size), (x, cy - size // 2))
        box = Rect(x + size + 1, cy - font.get_height() // 2, font.size(text)[0] + 2, font.get_height())
        x = write(surface, font, text, colour, box=box, midleft=(x + size + 2, cy)).right + max(3, size // 3)
    return x
