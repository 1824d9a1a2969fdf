"""A card of the full game in little (a hand's card, a draft's): its name, the start of its
text or why it cannot be played where there is room, and at its foot its cost (or what it
costs now), its prerequisites and its points.

A name too long for the card's width takes two lines: above the foot where the card is tall
enough, else its last words share the foot's row, the cost and prerequisites set to the right
("Caja de / hortalizas  ◉2"), or beside the first words where the foot's row has no room for
them all, so that every card's name reads whole in a hand of seven at 1366×768 in each
language (``tests/boards/agricola/test_agricola_hand.py``; the name is cut with "…" only
where no break leaves room, which a card's name in a new language must then avoid)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.art import darker, token_row
from game.boards.agricola.card_faces import BAND, LIT_COST, PAPER, ROLES, Face, travel_arrow
from game.boards.agricola.letters import letter, letter_title
from game.boards.agricola.names import counted
from game.rules.agricola.tables import Goods
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard

NEED_ICONS = {"occupation": "card", "minor": "card", "room": "house", "field": "field", "pasture": "fence",
              "stable": "stable", "person": "growth", "major": "major"}
"""The small picture of each prerequisite on a compact card."""


def need_icons(board: AgricolaBoard, face: Face, size: int) -> list[tuple[pygame.Surface, str]]:
    """Each prerequisite as a small picture and its least number ("2+")."""
    art = board.art
    pictures: dict[str, Callable[[int], pygame.Surface]] = {
        "fence": art.fence_icon, "stable": art.stable}
    out = []
    for what, least in face.needs:
        icon = NEED_ICONS.get(what, "card")
        picture = pictures[icon](size) if icon in pictures else art.icon(icon, size)
        out.append((picture, f"{least}+"))
    return out


def name_split(font: pygame.font.Font, name: str, first: int, second: int) -> tuple[str, str] | None:
    """``name`` broken between two words into a first line of at most ``first`` pixels and a
    second of at most ``second``, the first as long as fits; ``None`` where no break does."""
    words = name.split(" ")
    for cut in range(len(words) - 1, 0, -1):
        head, tail = " ".join(words[:cut]), " ".join(words[cut:])
        if font.size(head)[0] <= first and font.size(tail)[0] <= second:
            return head, tail
    return None


def _strip(board: AgricolaBoard, face: Face, token: int, height: int, width: int, cost_now: Goods | None,
           cost: bool = True, needs: bool = True) -> pygame.Surface | None:
    """The foot's cost (or "Free" when it can be played for nothing) and/or prerequisites, drawn
    from the left of a clear strip ``height`` pixels tall and as wide as they take (at most
    ``width``); ``None`` when there is nothing to draw."""
    geo, fonts, scale, _ = board.geo, board.fonts, board.text_scale, board.gettext
    strip = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    px = round(geo.px(12) * scale)
    line = fonts.get("bold", px).get_linesize()
    cy = height // 2
    price = face.cost if cost_now is None else cost_now
    x = 0
    if cost and price:
        colour = LIT_COST if cost_now is not None else theme.INK
        x = max(0, token_row(strip, board.art, fonts, x, cy, token, list(price), width, colour) - max(3, token // 3))
    elif cost and cost_now is not None:
        x = letter(strip, fonts, "bold", px, _("Free"), pygame.Rect(x, cy - line // 2, width - x, line), LIT_COST,
                   align="left").right
    small_px = round(geo.px(11) * scale)
    small = fonts.get("body", small_px)
    for icon, text in need_icons(board, face, token) if needs else []:
        x += geo.px(4) if x else 0
        need = token + 1 + small.size(text)[0]
        if x + need > width:
            break
        strip.blit(icon, icon.get_rect(midleft=(x, cy)))
        letter(strip, fonts, "body", small_px, text, pygame.Rect(x + token + 1, cy - line // 2, need - token, line),
               theme.INK_SOFT, align="left")
        x += need
    return strip.subsurface(pygame.Rect(0, 0, min(x, width), height)) if x > 0 else None


def _points(board: AgricolaBoard, face: Face, line: int) -> pygame.Surface:
    """The card's printed points ("1 pt") on a clear strip ``line`` pixels tall."""
    fonts, px = board.fonts, round(board.geo.px(12) * board.text_scale)
    said = counted("score", face.points, board.gettext)
    points = pygame.Surface((fonts.get("bold", px).size(said)[0] + board.geo.px(2), line), pygame.SRCALPHA)
    letter(points, fonts, "bold", px, said, points.get_rect(), theme.ACCENT_DARK)
    return points


Row = list[pygame.Surface]


def _rows(board: AgricolaBoard, face: Face, token: int, line: int, cost_now: Goods | None,
          points: pygame.Surface | None, first: int, width: int) -> tuple[tuple[str, str], Row, Row] | None:
    """Where a long name, its cost, prerequisites and points go on a card too short for a name
    of two lines above its foot: the name's two parts and what stands right of each (right of
    the first within ``first`` pixels, of the second within ``width``), the points with the
    second part where they all fit there, else as few of them lifted beside the first part as
    make room (the points, the prerequisites, the cost); ``None`` where no break fits."""
    font = board.fonts.get("bold", round(board.geo.px(12) * board.text_scale))
    gap = board.geo.px(4)
    whole = _strip(board, face, token, line, width, cost_now)
    price = _strip(board, face, token, line, width, cost_now, needs=False)
    needs = _strip(board, face, token, line, width, cost_now, cost=False)
    pieces: Row = [piece for piece in (price, needs, points) if piece is not None]
    tries: list[tuple[Row, Row]] = [([], [piece for piece in (whole, points) if piece is not None])]
    for lifts in sorted(itertools.product((False, True), repeat=len(pieces)), key=sum)[1:]:
        tries.append(([piece for piece, lifted in zip(pieces, lifts, strict=True) if lifted],
                      [piece for piece, lifted in zip(pieces, lifts, strict=True) if not lifted]))
    for up, down in tries:
        taken_up = sum(s.get_width() + gap for s in up)
        taken_down = sum(s.get_width() + gap for s in down)
        split = name_split(font, face.name, first - taken_up, width - taken_down)
        if split is not None:
            return split, up, down
    return None


def _right_aligned(surface: pygame.Surface, row: Row, right: int, cy: int, gap: int) -> None:
    """``row``'s pieces side by side, the last ending at ``right``, centred on ``cy``."""
    x = right - sum(piece.get_width() for piece in row) - gap * (len(row) - 1)
    for piece in row:
        surface.blit(piece, (x, cy - piece.get_height() // 2))
        x += piece.get_width() + gap


def draw_compact(surface: pygame.Surface, board: AgricolaBoard, face: Face, rect: pygame.Rect,
                 state: str = "", cost_now: Goods | None = None, note: str = "") -> None:
    """A card in little: its name on the first line (on two where it is long: see the module),
    the start of its text (or ``note``, why it cannot be played) where there is room, its cost
    — or, when it can be played, what it costs now — its prerequisites and points at the foot;
    gold-framed when lit, greyed when it cannot be played (``state`` ``lit`` or ``dim``)."""
    geo, fonts, scale = board.geo, board.fonts, board.text_scale
    radius = geo.px(5)
    pygame.draw.rect(surface, PAPER[face.kind], rect, border_radius=radius)
    stripe = pygame.Rect(rect.x, rect.y, max(3, geo.px(5)), rect.height)
    pygame.draw.rect(surface, BAND[face.kind], stripe, border_top_left_radius=radius, border_bottom_left_radius=radius)
    pygame.draw.rect(surface, darker(BAND[face.kind], 0.7), rect, 1, border_radius=radius)
    pad = geo.px(3)
    inner = pygame.Rect(stripe.right + pad, rect.y + 1, rect.right - stripe.right - 2 * pad, rect.height - 2)
    px = round(geo.px(12) * scale)
    font = fonts.get("bold", px)
    line = font.get_linesize()
    token = min(geo.px(14), inner.height - line)
    two = token >= geo.px(11)
    right = inner.right
    if face.travels:
        mark = min(line, geo.px(14))
        travel_arrow(surface, pygame.Rect(right - mark, inner.y + (line - mark) // 2, mark, mark), BAND[face.kind])
        right -= mark
    bare = not (face.cost or face.needs or face.points or cost_now is not None or note)
    long_name = font.size(face.name)[0] > right - inner.x
    name_bottom = inner.y + line
    foot_cy = inner.bottom - token // 2 - 1
    # the foot's pieces and a long name's rows are drawn once per view (the board's answers)
    # and blitted at every paint
    known = (face.id, face.name, cost_now, token, line, inner.width, scale)
    points = board.answer(("compact points", *known), lambda: _points(board, face, line)) if face.points else None
    tall = inner.height >= 2 * line + token + 1
    shared = None
    if two and long_name and not bare and not tall:
        shared = board.answer(("compact rows", right - inner.x, *known),
                              lambda: _rows(board, face, token, line, cost_now, points, right - inner.x, inner.width))
    if two and bare and inner.height < 3 * line:
        # nothing at the foot (an occupation outside a card decision): the name on two lines,
        # set close and a long word broken where the column is narrow (Segador de heno)
        name_box = pygame.Rect(inner.x, inner.y, right - inner.x, inner.height)
        letter_title(surface, fonts, "bold", px, face.name, name_box, theme.INK, max_lines=2)
        return _veil(surface, board, rect, state)
    if shared is not None:
        # a long name on a short card: its last words on the foot's row, the cost right of them
        (first, second), up, down = shared
        letter(surface, fonts, "bold", px, first, pygame.Rect(inner.x, inner.y, right - inner.x, line), theme.INK,
               align="left")
        letter(surface, fonts, "bold", px, second, pygame.Rect(inner.x, foot_cy - line // 2, inner.width, line),
               theme.INK, align="left")
        _right_aligned(surface, up, right, inner.y + line // 2, geo.px(4))
        _right_aligned(surface, down, inner.right, foot_cy, geo.px(4))
        return _veil(surface, board, rect, state)
    if two and long_name and tall:
        # a long name where the card is tall enough (a card decision's larger cards): two lines
        name_box = pygame.Rect(inner.x, inner.y, right - inner.x, inner.height - token - 1)
        name_bottom = letter_title(surface, fonts, "bold", px, face.name, name_box, theme.INK, max_lines=2).bottom
    else:
        name_box = pygame.Rect(inner.x, inner.y if two else inner.centery - line // 2, right - inner.x, line)
        letter(surface, fonts, "bold", px, face.name, name_box, theme.INK, align="left")
    if two:
        small_px = round(geo.px(11) * scale)
        small_line = fonts.get("body", small_px).get_linesize()
        top = max(inner.y + line, name_bottom)
        middle = pygame.Rect(inner.x, top, inner.width, inner.bottom - top - token - 1)
        if middle.height >= small_line:
            letter(surface, fonts, "bold" if note else "body", small_px, note or face.text, middle,
                   ROLES["reason"][1] if note else theme.INK_SOFT, max_lines=middle.height // small_line, align="left",
                   top=True)
        foot_right = inner.right
        if points is not None:
            surface.blit(points, (inner.right - points.get_width(), foot_cy - line // 2))
            foot_right -= points.get_width() + geo.px(2)
        foot = board.answer(("compact foot", *known),
                            lambda: _strip(board, face, token, line, foot_right - inner.x, cost_now))
        if foot is not None:
            surface.blit(foot, (inner.x, foot_cy - line // 2))
    _veil(surface, board, rect, state)


def _veil(surface: pygame.Surface, board: AgricolaBoard, rect: pygame.Rect, state: str) -> None:
    """Grey a card that cannot be played (``dim``); frame a playable one in gold (``lit``)."""
    geo = board.geo
    radius = geo.px(5)
    if state == "dim":
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (90, 80, 70, 110), veil.get_rect(), border_radius=radius)
        surface.blit(veil, rect)
    elif state == "lit":
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(geo.px(2), geo.px(2)), max(2, geo.px(3)),
                         border_radius=radius + geo.px(1))
