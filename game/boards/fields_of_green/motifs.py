"""Each location card's own picture, drawn by code from its data: the card's first group with
a motif (its theme: cereal, fruit, a bird, a machine…) chooses what is drawn, so an apple
orchard shows a tree with apples and a duck pond a duck on water, never the pile's one
picture.  A card whose group is its kind's subject keeps its kind's icon
(:func:`game.boards.fields_of_green.art.draw_icon`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.theme import Colour

Rect = pygame.Rect

SOIL: Colour = (132, 96, 60)
LEAF: Colour = (84, 150, 62)
LEAF_DARK: Colour = (46, 96, 38)
BARK: Colour = (110, 74, 42)
RED: Colour = (204, 58, 48)
GRAPE: Colour = (112, 60, 130)
PETAL: Colour = (240, 196, 40)
WATER: Colour = (96, 160, 214)
HONEY: Colour = (222, 170, 70)
WOOL: Colour = (246, 242, 232)
INK: Colour = (52, 36, 22)
STEEL: Colour = (120, 124, 136)
AWNING: Colour = (200, 64, 56)
SMOKE: Colour = (200, 200, 200)


def motif_of(tags: Sequence[str], code: str = "") -> str:
    """The motif a card with ``tags`` is pictured by ("" when none fits: the kind's icon)."""
    if code in BY_CODE:
        return BY_CODE[code]
    return next((tag for tag in tags if tag in MOTIFS), "")


def draw_motif(surface: pygame.Surface, motif: str, rect: Rect, colour: Colour) -> None:
    """The picture ``motif`` in ``rect``, its main parts in ``colour`` where it has none of
    its own."""
    MOTIFS[motif](surface, rect, colour)


def _frame(rect: Rect) -> tuple[float, float, float]:
    return min(rect.width, rect.height), rect.centerx, rect.centery


def _darker(colour: Colour, by: float = 0.6) -> Colour:
    r, g, b = colour
    return round(r * by), round(g * by), round(b * by)


def _circle(surface: pygame.Surface, colour: Colour, centre: tuple[float, float], radius: float,
            width: int = 0) -> None:
    pygame.draw.circle(surface, colour, (round(centre[0]), round(centre[1])), max(1, round(radius)), width)


def _cereal(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    s, cx, cy = _frame(rect)
    line = max(1, round(s / 14))
    for dx in (-0.28, 0.0, 0.28):
        bx = cx + dx * s
        pygame.draw.line(surface, _darker(colour), (bx, cy + 0.42 * s), (bx, cy - 0.30 * s), line)
        for k in range(4):
            for side in (-1, 1):
                grain = Rect(0, 0, max(2, round(s / 9)), max(2, round(s / 6)))
                grain.center = (round(bx + side * s * 0.06), round(cy - 0.30 * s + k * 0.13 * s))
                pygame.draw.ellipse(surface, colour, grain)


def _vegetable(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """Round heads in a row on brown earth."""
    s, cx, cy = _frame(rect)
    bed = Rect(0, 0, round(0.96 * s), round(0.26 * s))
    bed.midbottom = (round(cx), round(cy + 0.42 * s))
    pygame.draw.ellipse(surface, SOIL, bed)
    for dx in (-0.3, 0.0, 0.3):
        centre = (cx + dx * s, cy + 0.08 * s)
        _circle(surface, LEAF, centre, 0.17 * s)
        _circle(surface, LEAF_DARK, centre, 0.17 * s, max(1, round(s / 24)))
        _circle(surface, (150, 200, 110), centre, 0.07 * s)


def _fruit(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A tree with red fruit."""
    s, cx, cy = _frame(rect)
    trunk = Rect(0, 0, max(2, round(0.12 * s)), round(0.36 * s))
    trunk.midbottom = (round(cx), round(cy + 0.44 * s))
    pygame.draw.rect(surface, BARK, trunk)
    _circle(surface, LEAF, (cx, cy - 0.1 * s), 0.32 * s)
    _circle(surface, LEAF_DARK, (cx, cy - 0.1 * s), 0.32 * s, max(1, round(s / 24)))
    for dx, dy in ((-0.14, -0.2), (0.12, -0.16), (-0.02, 0.02), (0.18, 0.04), (-0.18, 0.0)):
        _circle(surface, RED, (cx + dx * s, cy + dy * s), max(1.5, 0.06 * s))


def _grapes(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A bunch of grapes under a vine leaf."""
    s, cx, cy = _frame(rect)
    leaf = Rect(0, 0, round(0.44 * s), round(0.24 * s))
    leaf.midbottom = (round(cx + 0.08 * s), round(cy - 0.22 * s))
    pygame.draw.ellipse(surface, LEAF, leaf)
    radius = max(1.5, 0.075 * s)
    for row, count in enumerate((4, 3, 2, 1)):
        for k in range(count):
            x = cx + (k - (count - 1) / 2) * 2 * radius
            _circle(surface, GRAPE, (x, cy - 0.14 * s + row * 1.7 * radius), radius)


def _flower(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A sunflower."""
    s, cx, cy = _frame(rect)
    pygame.draw.line(surface, LEAF_DARK, (cx, cy), (cx, cy + 0.46 * s), max(1, round(s / 14)))
    head = (cx, cy - 0.1 * s)
    for k in range(10):
        angle = k * 36
        petal = pygame.math.Vector2(0, -0.24 * s).rotate(angle)
        _circle(surface, PETAL, (head[0] + petal.x, head[1] + petal.y), 0.09 * s)
    _circle(surface, BARK, head, 0.14 * s)


def _bird(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A duck on water."""
    s, cx, cy = _frame(rect)
    pond = Rect(0, 0, round(0.96 * s), round(0.26 * s))
    pond.midbottom = (round(cx), round(cy + 0.46 * s))
    pygame.draw.ellipse(surface, WATER, pond)
    body = Rect(0, 0, round(0.56 * s), round(0.3 * s))
    body.center = (round(cx), round(cy + 0.14 * s))
    pygame.draw.ellipse(surface, WOOL, body)
    pygame.draw.ellipse(surface, _darker(WOOL, 0.7), body, max(1, round(s / 28)))
    head = (cx + 0.2 * s, cy - 0.1 * s)
    _circle(surface, WOOL, head, 0.12 * s)
    _circle(surface, INK, (head[0] + 0.03 * s, head[1] - 0.02 * s), max(1, 0.025 * s))
    beak = [(head[0] + 0.1 * s, head[1]), (head[0] + 0.26 * s, head[1] + 0.04 * s), (head[0] + 0.1 * s, head[1] + 0.07 * s)]
    pygame.draw.polygon(surface, PETAL, beak)


def _small_animal(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A woolly animal: a fleece of rounds, a dark head, four legs."""
    s, cx, cy = _frame(rect)
    for dx in (-0.18, 0.18):
        pygame.draw.line(surface, INK, (cx + dx * s, cy + 0.1 * s), (cx + dx * s, cy + 0.4 * s), max(1, round(s / 16)))
    for dx, dy in ((-0.2, 0.0), (0.0, -0.08), (0.2, 0.0), (-0.1, 0.1), (0.1, 0.1)):
        _circle(surface, WOOL, (cx + dx * s, cy + dy * s), 0.16 * s)
    for dx, dy in ((-0.2, 0.0), (0.0, -0.08), (0.2, 0.0)):
        _circle(surface, _darker(WOOL, 0.75), (cx + dx * s, cy + dy * s), 0.16 * s, max(1, round(s / 30)))
    head = Rect(0, 0, round(0.2 * s), round(0.26 * s))
    head.center = (round(cx - 0.34 * s), round(cy - 0.08 * s))
    pygame.draw.ellipse(surface, _darker(colour, 0.7), head)


def _insect(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A straw beehive with bees."""
    s, cx, cy = _frame(rect)
    for k, width in enumerate((0.3, 0.46, 0.58, 0.62)):
        band = Rect(0, 0, round(width * s), round(0.17 * s))
        band.center = (round(cx), round(cy - 0.26 * s + k * 0.15 * s))
        pygame.draw.ellipse(surface, HONEY, band)
        pygame.draw.ellipse(surface, _darker(HONEY), band, max(1, round(s / 30)))
    door = Rect(0, 0, round(0.14 * s), round(0.1 * s))
    door.midbottom = (round(cx), round(cy + 0.26 * s))
    pygame.draw.ellipse(surface, INK, door)
    for dx, dy in ((0.34, -0.3), (-0.36, -0.14)):
        bee = Rect(0, 0, max(2, round(0.1 * s)), max(2, round(0.07 * s)))
        bee.center = (round(cx + dx * s), round(cy + dy * s))
        pygame.draw.ellipse(surface, PETAL, bee)
        pygame.draw.ellipse(surface, INK, bee, 1)


def _machine(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A gear wheel."""
    s, cx, cy = _frame(rect)
    for k in range(8):
        tooth = pygame.math.Vector2(0, -0.34 * s).rotate(k * 45)
        _circle(surface, STEEL, (cx + tooth.x, cy + tooth.y), 0.08 * s)
    _circle(surface, STEEL, (cx, cy), 0.3 * s)
    _circle(surface, _darker(STEEL), (cx, cy), 0.3 * s, max(1, round(s / 24)))
    _circle(surface, (235, 235, 235), (cx, cy), 0.1 * s)


def _storage(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A barrel with its hoops."""
    s, cx, cy = _frame(rect)
    barrel = Rect(0, 0, round(0.5 * s), round(0.74 * s))
    barrel.center = (round(cx), round(cy))
    pygame.draw.ellipse(surface, BARK, barrel)
    for dy in (-0.2, 0.2):
        y = round(cy + dy * s)
        pygame.draw.line(surface, INK, (barrel.x + round(0.05 * s), y), (barrel.right - round(0.05 * s), y),
                         max(1, round(s / 20)))
    pygame.draw.ellipse(surface, _darker(BARK), barrel, max(1, round(s / 24)))


def _shop(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A market stall: a striped awning over a counter of goods."""
    s, cx, cy = _frame(rect)
    left, width = cx - 0.42 * s, 0.84 * s
    stripe = width / 6
    for k in range(6):
        part = Rect(round(left + k * stripe), round(cy - 0.36 * s), round(stripe) + 1, round(0.2 * s))
        pygame.draw.rect(surface, AWNING if k % 2 == 0 else WOOL, part)
    for dx in (-0.38, 0.38):
        pygame.draw.line(surface, BARK, (cx + dx * s, cy - 0.16 * s), (cx + dx * s, cy + 0.4 * s), max(1, round(s / 18)))
    counter = Rect(round(left), round(cy + 0.14 * s), round(width), round(0.14 * s))
    pygame.draw.rect(surface, BARK, counter)
    for dx, fill in ((-0.2, RED), (0.0, PETAL), (0.2, LEAF)):
        _circle(surface, fill, (cx + dx * s, cy + 0.07 * s), 0.07 * s)


def _processing(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A workshop with a smoking chimney."""
    s, cx, cy = _frame(rect)
    chimney = Rect(round(cx + 0.14 * s), round(cy - 0.34 * s), round(0.12 * s), round(0.3 * s))
    pygame.draw.rect(surface, _darker(colour), chimney)
    for k, (dx, dy) in enumerate(((0.2, -0.42), (0.28, -0.5), (0.36, -0.46))):
        _circle(surface, SMOKE, (cx + dx * s, cy + dy * s), (0.05 + 0.015 * k) * s)
    body = Rect(round(cx - 0.36 * s), round(cy - 0.08 * s), round(0.72 * s), round(0.46 * s))
    pygame.draw.rect(surface, colour, body)
    roof = [(cx - 0.42 * s, cy - 0.06 * s), (cx - 0.1 * s, cy - 0.3 * s), (cx + 0.42 * s, cy - 0.06 * s)]
    pygame.draw.polygon(surface, _darker(colour), roof)
    door = Rect(0, 0, round(0.22 * s), round(0.26 * s))
    door.midbottom = body.midbottom
    pygame.draw.rect(surface, _darker(colour, 0.45), door)


def _office(surface: pygame.Surface, rect: Rect, colour: Colour) -> None:
    """A tall house of many windows."""
    s, cx, cy = _frame(rect)
    body = Rect(round(cx - 0.26 * s), round(cy - 0.3 * s), round(0.52 * s), round(0.7 * s))
    pygame.draw.rect(surface, colour, body)
    pygame.draw.polygon(surface, _darker(colour), [(cx - 0.32 * s, cy - 0.28 * s), (cx, cy - 0.46 * s),
                                                   (cx + 0.32 * s, cy - 0.28 * s)])
    pane = max(2, round(0.1 * s))
    for row in range(3):
        for col in (-1, 1):
            window = Rect(0, 0, pane, pane)
            window.center = (round(cx + col * 0.12 * s), round(cy - 0.16 * s + row * 0.18 * s))
            pygame.draw.rect(surface, (240, 232, 200), window)


MOTIFS: dict[str, Callable[[pygame.Surface, Rect, Colour], None]] = {
    "cereal": _cereal,
    "vegetable": _vegetable,
    "fruit": _fruit,
    "grapes": _grapes,
    "flower": _flower,
    "bird": _bird,
    "small_animal": _small_animal,
    "insect": _insect,
    "machine": _machine,
    "storage": _storage,
    "shop": _shop,
    "processing": _processing,
    "office": _office,
}
"""Each motif by name: the groups of the cards, and a few of a card's own.  Large animals,
fences and homes are their kind's own icon (a cow's head, a fence, a house)."""

BY_CODE: dict[str, str] = {"F07": "grapes"}
"""Cards whose own subject is more than their group's (the vineyard is fruit, on a vine)."""
