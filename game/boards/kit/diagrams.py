"""The rules reference's diagrams, drawn by the game's own board.

A diagram (:class:`~game.content.rules_diagrams.Diagram`) is a position, a part of the board
and marks.  The game's :class:`~game.boards.base.BoardView` shows the position on a surface
of its own, at the scale that makes the shown part fill the picture, and the part is cut out;
the marks are drawn over it (lit cells, band tints, a ring round the piece the page talks
about, arrows), and a key under the picture words each mark in the page's language.  So a
diagram looks exactly like the table, and changes with the board's art.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from game import paths
from game.boards.base import BoardView, SeatLook
from game.content.rules_diagrams import (
    Cell,
    Diagram,
    DiagramInset,
    DiagramMark,
    Diagrams,
    load_diagrams,
)
from game.games import board_kit, game_spec, get_rules, load_game_content
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig, IllegalMove, State, find_move
from game.ui import theme
from game.ui.context import UiContext
from game.ui.text_watch import put_text

REFERENCE = (1366, 768)
"""The size the board is first laid out at, to measure the part a diagram shows."""

LARGEST = 4096
"""The widest board drawn for a diagram (a tiny part of the board would ask for more)."""

MARK_COLOURS: dict[str, tuple[int, int, int]] = {
    "lit": (250, 214, 92),
    "band": (214, 110, 52),
    "ring": theme.ACCENT,
    "cross": (176, 40, 36),
    "arrow": theme.ACCENT_DARK,
}
"""The colour of each kind of mark (the key's swatches use the same)."""

DRAWING_ORDER = ("band", "lit", "ring", "cross", "arrow")
"""Tints under lights under rings under arrows."""


@dataclass
class DiagramPicture:
    """A drawn diagram: the picture and the texts of its key (rectangles relative to it)."""

    surface: pygame.Surface
    texts: list[tuple[pygame.Rect, str]]


def game_diagrams(game_id: str) -> Diagrams:
    """The diagrams of ``game_id``'s rules reference (none when it has no figures file)."""
    found = load_diagrams(paths.content_dir(), game_spec(game_id).rules_pages)
    return found if found is not None else Diagrams(diagrams=())


def diagram_state(game_id: str, diagram: Diagram) -> State:
    """The state a diagram shows: its position, then its moves played; ``ValueError`` for a
    position the rules refuse or a move that is not legal there."""
    state = get_rules(game_id).from_position(load_game_content(game_id), diagram.position)
    for text in diagram.moves:
        try:
            state.apply(find_move(state, text))
        except IllegalMove as exc:
            raise ValueError(f"move {text!r}: {exc}") from None
    return state


def board_for(ctx: UiContext, game_id: str, diagram: Diagram) -> BoardView:
    """The game's board showing the diagram's state (nobody's private things, unless the
    diagram names a viewer); raises ``ValueError`` for a position the rules refuse."""
    content = load_game_content(game_id)
    state = diagram_state(game_id, diagram)
    players = state.num_players
    colours = list(ctx.catalogue.colours)
    seats = [SeatLook("", colours[i % len(colours)].rgb_tuple, colours[i % len(colours)].symbol, False)
             for i in range(players)]
    setup = MatchSetup(game_id, GameConfig(players), 0, tuple(Seat("human", f"{i + 1}") for i in range(players)))
    board = board_kit(game_id).board_view(ctx, setup, content, seats)
    viewer = None if diagram.viewer is None else diagram.viewer - 1
    board.layout(pygame.Rect((0, 0), REFERENCE))
    board.show(state if viewer is None else state.view(viewer), viewer, False)
    return board


def shown_part(board: BoardView, diagram: Diagram) -> pygame.Rect:
    """The pixels of the part of the board the diagram shows, as the board is laid out now
    (the smallest rectangle holding every cell between the two corner cells); ``ValueError``
    for a cell the board does not have."""
    return _cells_rect(board, DiagramMark(kind="band", block=diagram.show).every_cell())


def _cells_rect(board: BoardView, cells: Sequence[Cell]) -> pygame.Rect:
    rects = [board.cell_rect(tuple(cell)) for cell in cells]
    found = [rect for rect in rects if rect is not None]
    if len(found) != len(rects):
        raise ValueError(f"the board has no cell {next(c for c, r in zip(cells, rects, strict=True) if r is None)}")
    return found[0].unionall(found[1:])


def draw_diagram(
    ctx: UiContext, game_id: str, diagram: Diagram, labels: Mapping[str, str], size: tuple[int, int], text_px: int
) -> DiagramPicture:
    """``diagram`` drawn into at most ``size`` pixels: the board's part on top, and under it
    a key wording each labelled mark (``labels``: the page's words, text ``text_px`` high).
    Raises ``ValueError`` for a position the rules refuse or a cell the board lacks."""
    font = ctx.fonts.get("body", text_px)
    key = _key_lines(ctx, diagram.marks, labels, font, size[0])
    key_height = sum(h for _mark, _lines, h in key) + (text_px // 2 if key else 0)
    board = board_for(ctx, game_id, diagram)
    insets = _insets(ctx, board, diagram.insets, labels, font, size[0])
    key_height += sum(strip.get_height() for strip, _texts in insets)
    room = (size[0], max(text_px * 4, size[1] - key_height))
    part = shown_part(board, diagram)
    margin = _margin(board, diagram)
    wanted = part.inflate(2 * margin, 2 * margin)
    scale = min(room[0] / wanted.width, room[1] / wanted.height, LARGEST / REFERENCE[0])
    table = pygame.Rect(0, 0, round(REFERENCE[0] * scale), round(REFERENCE[1] * scale))
    board.layout(table)
    canvas = pygame.Surface(table.size, pygame.SRCALPHA)
    board.draw(canvas)
    part = shown_part(board, diagram)
    margin = _margin(board, diagram)
    if not board.diagram_surround:
        _blank_around(canvas, part, max(2, margin // 4))
    cut = part.inflate(2 * margin, 2 * margin).clip(canvas.get_rect())
    picture = _framed(canvas.subsurface(cut).copy(), room)
    factor = picture.get_width() / cut.width

    def place(cell: Cell) -> pygame.Rect:
        rect = _cells_rect(board, [cell]).move(-cut.x, -cut.y)
        return pygame.Rect(round(rect.x * factor), round(rect.y * factor), round(rect.w * factor), round(rect.h * factor))

    for mark in sorted(diagram.marks, key=lambda m: DRAWING_ORDER.index(m.kind)):
        draw_mark(picture, mark, [place(cell) for cell in mark.every_cell()])
    return _stacked(_with_key(DiagramPicture(picture, []), key, font, size[0]), insets)


Strip = tuple[pygame.Surface, list[tuple[pygame.Rect, str]]]
"""A picture and the texts on it (rectangles relative to it)."""


def _insets(ctx: UiContext, board: BoardView, insets: Sequence[DiagramInset], labels: Mapping[str, str],
            font: pygame.font.Font, width: int) -> list[Strip]:
    """Each inset of a diagram as a strip: its words over the board's picture of it (an
    inset the board does not draw is an error of the figures file: ``ValueError``)."""
    step = font.get_linesize()
    strips: list[Strip] = []
    for inset in insets:
        picture = board.diagram_inset(inset.kind, width, round(step * 1.4))
        if picture is None:
            raise ValueError(f"the board draws no inset {inset.kind!r}")
        lines = ctx.fonts.wrap(font, labels.get(inset.label, ""), width)
        top = step // 3
        strip = pygame.Surface((width, top + step * len(lines) + picture.get_height()), pygame.SRCALPHA)
        texts = []
        for i, line in enumerate(lines):
            at = (0, top + i * step)
            texts.append((put_text(strip, font.render(line, True, theme.INK), at, strip.get_rect()), line))
        strip.blit(picture, ((width - picture.get_width()) // 2, top + step * len(lines)))
        strips.append((strip, texts))
    return strips


def _stacked(drawn: DiagramPicture, strips: list[Strip]) -> DiagramPicture:
    """``drawn`` with ``strips`` under it, centred."""
    picture = drawn.surface
    width = max([picture.get_width(), *(strip.get_width() for strip, _texts in strips)])
    height = picture.get_height() + sum(strip.get_height() for strip, _texts in strips)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    out.blit(picture, ((width - picture.get_width()) // 2, 0))
    texts = [(rect.move((width - picture.get_width()) // 2, 0), line) for rect, line in drawn.texts]
    y = picture.get_height()
    for strip, strip_texts in strips:
        at = ((width - strip.get_width()) // 2, y)
        out.blit(strip, at)
        texts += [(rect.move(at), line) for rect, line in strip_texts]
        y += strip.get_height()
    return DiagramPicture(out, texts)


def _blank_around(canvas: pygame.Surface, part: pygame.Rect, keep: int) -> None:
    """Paper over everything on ``canvas`` more than ``keep`` pixels outside ``part`` (what
    the board draws round it is not part of the picture)."""
    kept = part.inflate(2 * keep, 2 * keep)
    whole = canvas.get_rect()
    for band in (pygame.Rect(0, 0, whole.width, kept.top), pygame.Rect(0, kept.bottom, whole.width, whole.height),
                 pygame.Rect(0, kept.top, kept.left, kept.height), pygame.Rect(kept.right, kept.top, whole.width, kept.height)):
        canvas.fill(theme.PAPER_SHADE, band.clip(whole))


def _margin(board: BoardView, diagram: Diagram) -> int:
    """Room round the shown part for rings and arrows: a quarter of its first cell."""
    first = _cells_rect(board, [diagram.show[0]])
    return max(2, min(first.width, first.height) // 4)


def _framed(part: pygame.Surface, room: tuple[int, int]) -> pygame.Surface:
    """The cut-out part scaled to fit ``room``, with rounded corners and a thin ink edge,
    like a picture printed in a manual."""
    scale = min(room[0] / part.get_width(), room[1] / part.get_height())
    size = (max(1, round(part.get_width() * scale)), max(1, round(part.get_height() * scale)))
    picture = pygame.transform.smoothscale(part, size) if size != part.get_size() else part
    radius = max(4, min(size) // 30)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    framed = pygame.Surface(size, pygame.SRCALPHA)
    framed.fill(theme.PAPER_SHADE)
    framed.blit(picture, (0, 0))
    framed.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(framed, theme.INK_SOFT, framed.get_rect(), max(1, min(size) // 200), border_radius=radius)
    return framed


def draw_mark(surface: pygame.Surface, mark: DiagramMark, rects: Sequence[pygame.Rect]) -> None:
    """Draw one mark over ``rects`` (its cells, in the picture's pixels)."""
    colour = MARK_COLOURS[mark.kind]
    side = min(min(r.width, r.height) for r in rects)
    width = max(2, side // 12)
    if mark.kind in ("lit", "band"):
        # a wash strong enough to read on a small space, light enough to see a tall house
        alpha = (120 if side < 64 else 70) if mark.kind == "lit" else 64
        for rect in rects:
            tint = pygame.Surface(rect.size, pygame.SRCALPHA)
            tint.fill((*colour, alpha))
            surface.blit(tint, rect)
            if mark.kind == "lit":
                pygame.draw.rect(surface, colour, rect.inflate(width, width), width, border_radius=width)
        if mark.kind == "band":
            outline = rects[0].unionall(list(rects[1:]))
            pygame.draw.rect(surface, colour, outline, width, border_radius=width)
    elif mark.kind == "ring":
        # a coloured frame on a paper one reads on any art, even a floor of its colour; both
        # stay outside the cells, so the piece and its number stay whole
        around = rects[0].unionall(list(rects[1:]))
        pygame.draw.rect(surface, theme.PAPER, around.inflate(width * 4, width * 4), width * 2, border_radius=width * 3)
        pygame.draw.rect(surface, colour, around.inflate(width * 3, width * 3), width, border_radius=width * 2)
    elif mark.kind == "cross":
        for rect in rects:
            _draw_cross(surface, colour, rect, width + 1)
    else:
        start = pygame.Vector2(rects[0].center)
        for rect in rects[1:]:
            draw_arrow(surface, colour, start, pygame.Vector2(rect.center), width + 1, side * 0.3)


def _draw_cross(surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect, width: int) -> None:
    """A no-sign in the top right corner of ``rect`` (the piece under it stays visible): a
    circle struck through, on paper."""
    radius = max(4, min(rect.width, rect.height) // 4)
    centre = pygame.Vector2(rect.right - radius, rect.top + radius)
    inner = pygame.Vector2(radius, radius) * 0.6
    pygame.draw.circle(surface, theme.PAPER, centre, radius + 1)
    pygame.draw.circle(surface, colour, centre, radius, max(2, width // 2 + 1))
    pygame.draw.line(surface, colour, centre - inner, centre + inner, max(2, width // 2 + 1))


def draw_arrow(surface: pygame.Surface, colour: tuple[int, int, int], start: pygame.Vector2, end: pygame.Vector2,
               width: int, stop: float) -> None:
    """An arrow from ``start`` to ``end``, both ends held ``stop`` pixels short, outlined
    in paper so that it reads over any art."""
    line = end - start
    if line.length() <= 2 * stop:
        return
    direction = line.normalize()
    tail, tip = start + direction * stop, end - direction * stop
    head = width * 3.2
    side = pygame.Vector2(-direction.y, direction.x) * head * 0.6
    base = tip - direction * head
    points = [tip, base + side, base - side]
    for ink, extra in ((theme.PAPER, 3), (colour, 0)):
        pygame.draw.line(surface, ink, tail, base, width + extra)
        pygame.draw.polygon(surface, ink, points, extra and max(1, extra))
        if not extra:
            pygame.draw.polygon(surface, ink, points)


KeyLine = tuple[DiagramMark, list[str], int]


def _key_lines(
    ctx: UiContext, marks: Sequence[DiagramMark], labels: Mapping[str, str], font: pygame.font.Font, width: int
) -> list[KeyLine]:
    """Each labelled mark with its words wrapped beside a swatch, and the height they take
    (marks sharing a label share its line)."""
    step = font.get_linesize()
    swatch = step + step // 2
    out: list[KeyLine] = []
    worded: set[str] = set()
    for mark in marks:
        words = labels.get(mark.label, "") if mark.label not in worded else ""
        worded.add(mark.label)
        if words:
            lines = ctx.fonts.wrap(font, words, max(step, width - swatch))
            out.append((mark, lines, max(swatch, step * len(lines)) + step // 4))
    return out


def _with_key(drawn: DiagramPicture, key: list[KeyLine], font: pygame.font.Font, width: int) -> DiagramPicture:
    """``drawn`` with the key under it: a swatch of each mark and its words."""
    picture = drawn.surface
    step = font.get_linesize()
    gap = step // 2 if key else 0
    height = picture.get_height() + gap + sum(h for _mark, _lines, h in key)
    out = pygame.Surface((max(width, picture.get_width()), height), pygame.SRCALPHA)
    out.blit(picture, ((out.get_width() - picture.get_width()) // 2, 0))
    texts = [(rect.move((out.get_width() - picture.get_width()) // 2, 0), line) for rect, line in drawn.texts]
    y = picture.get_height() + gap
    swatch = step + step // 2
    for mark, lines, h in key:
        cell = pygame.Rect(0, y + (min(h, swatch) - step) // 2, step, step)
        if mark.kind == "arrow":
            draw_arrow(out, MARK_COLOURS["arrow"], pygame.Vector2(cell.left, cell.centery),
                       pygame.Vector2(cell.right + step // 3, cell.centery), max(2, step // 8), 0)
        else:
            pygame.draw.rect(out, theme.PAPER_SHADE, cell, border_radius=max(2, step // 8))
            swatch_cells = {"ring": cell.inflate(-step // 4, -step // 4), "cross": pygame.Rect(cell.right - 2 * step, cell.top, 2 * step, 2 * step)}
            draw_mark(out, mark, [swatch_cells.get(mark.kind, cell)])
        for i, line in enumerate(lines):
            face = font.render(line, True, theme.INK)
            texts.append((put_text(out, face, (swatch, y + i * step), out.get_rect()), line))
        y += h
    return DiagramPicture(out, texts)


__all__ = ["MARK_COLOURS", "DiagramPicture", "board_for", "diagram_state", "draw_arrow", "game_diagrams", "draw_diagram", "draw_mark", "shown_part"]
