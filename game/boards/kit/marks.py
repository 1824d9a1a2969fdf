"""Small marks a board paints on its things: a tick on a card that is fulfilled or picked, a
number plaque (a house number), a name plate, a round token showing its points and the
hatching over a place not in play with this many players; and, on a board designed on a
canvas, a panel's heading and the outline of an empty card place."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.boards.kit.canvas import Canvas
from game.boards.kit.lettering import write, write_lines
from game.ui import theme
from game.ui.text_watch import put_text
from game.ui.theme import Colour, FontBook


def draw_tick(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A white tick on a disc of ``colour`` near the top right corner of the card ``rect``."""
    r = max(6, rect.width // 7)
    centre = (rect.right - r - 2, rect.y + r * 3)
    pygame.draw.circle(surface, colour, centre, r)
    stroke = [(centre[0] - r // 2, centre[1]), (centre[0] - r // 8, centre[1] + r // 2),
              (centre[0] + r // 2, centre[1] - r // 2)]
    pygame.draw.lines(surface, theme.PAPER, False, stroke, max(2, r // 3))


def draw_plaque(surface: pygame.Surface, fonts: FontBook, rect: pygame.Rect, number: int, fill: Colour,
                rim: Colour) -> None:
    """A rounded plaque at ``rect`` in ``fill`` with a ``rim``, showing ``number``."""
    pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 3)
    pygame.draw.rect(surface, rim, rect, max(1, rect.height // 10), border_radius=rect.height // 3)
    write(surface, fonts.get("bold", round(rect.height * 0.72)), str(number), theme.INK, box=rect, center=rect.center)


def value_token(fonts: FontBook, diameter: int, value: int, fill: Colour, edge: Colour) -> pygame.Surface:
    """A round token ``diameter`` pixels wide in ``fill`` with an ``edge``, showing ``value``."""
    disc = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    r = diameter // 2
    pygame.draw.circle(disc, fill, (r, r), r)
    pygame.draw.circle(disc, edge, (r, r), r, max(1, diameter // 10))
    write(disc, fonts.get("bold", round(diameter * 0.62)), str(value), theme.INK, center=(r, r + 1))
    return disc


def draw_hatched(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int, int],
                 hatch: tuple[int, int, int, int], step: int) -> None:
    """A see-through ``fill`` over ``rect``, hatched on the diagonal every ``step`` pixels in
    ``hatch`` (a place not in play)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    layer.fill(fill)
    for x in range(-rect.height, rect.width, step):
        pygame.draw.line(layer, hatch, (x, rect.height), (x + rect.height, 0), 1)
    surface.blit(layer, rect)


def draw_name_plate(surface: pygame.Surface, font: pygame.font.Font, text: str, midbottom: tuple[int, int],
                    fill: tuple[int, int, int, int]) -> None:
    """``text`` in light letters on a rounded plate of ``fill``, standing on ``midbottom``."""
    label = font.render(text, True, theme.INK_ON_DARK)
    plate = label.get_rect(midbottom=midbottom)
    back = plate.inflate(6, 0)
    pygame.draw.rect(surface, fill, back, border_radius=back.height // 3)
    put_text(surface, label, plate, back)


def draw_heading(surface: pygame.Surface, fonts: FontBook, canvas: Canvas, rect: pygame.Rect, text: str) -> None:
    """A panel's heading in bold at the top left of ``rect`` (16 units, shrunk to fit)."""
    font = fonts.fit("bold", canvas.px(16), text, rect.width - canvas.px(20))
    write(surface, font, text, theme.INK, box=rect, topleft=(rect.x + canvas.px(12), rect.y + canvas.px(8)))


def empty_places(surface: pygame.Surface, canvas: Canvas) -> Callable[[pygame.Rect], object]:
    """A painter of an empty card place: its outline (for :func:`~game.boards.kit.cards.held_slots`)."""
    return lambda rect: pygame.draw.rect(surface, theme.PAPER_EDGE, rect, max(1, canvas.px(2)), border_radius=canvas.px(8))


def draw_closed_plot(surface: pygame.Surface, fonts: FontBook, canvas: Canvas, rect: pygame.Rect, height: int,
                     label: str, tints: tuple[tuple[int, int, int, int], tuple[int, int, int, int]]) -> None:
    """A place not in play at this player count: a hatched plot ``height`` pixels high at the
    foot of ``rect`` in ``tints`` (fill, hatching), fenced off with ``label`` over it."""
    plot = pygame.Rect(rect.x, rect.bottom - height, rect.width, height)
    draw_hatched(surface, plot, tints[0], tints[1], max(4, height // 3))
    room = rect.inflate(canvas.px(8), 0)
    size = canvas.text(11)
    font, lines = fonts.fit_wrapped("body", size, label, (room.width, 3 * size), 2)
    top = plot.y - canvas.px(3) - len(lines) * font.get_linesize()
    write_lines(surface, font, lines, theme.INK_SOFT, top, rect.centerx, box=room)
