"""The score sheet in the band while a person chooses a space: their points now, category by
category as the scoring table counts them; with the pointer over a space they could take,
what it gives and the change in every category it would bring (the rules' preview); over a
space they cannot take, or a major improvement, its help in words.  Where the band is wide (a
solo game), the food outlook of the next harvest stands beside the rows."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.art import COLOURS
from game.boards.agricola.letters import ELLIPSIS, fitted, letter
from game.boards.agricola.names import WORDS
from game.rules.agricola.scoring import sheet
from game.ui import draw, theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard

CATEGORY = WORDS.names["categories"]


def sheet_picture(board: AgricolaBoard, size: tuple[int, int]) -> pygame.Surface:
    """The band's body as a picture (kept while the view and the pointer's target stay)."""
    key = (board.shown_look(), board.hover, size, board.text_scale)
    if board.kept_sheet is not None and board.kept_sheet[0] == key:
        return board.kept_sheet[1]
    picture = pygame.Surface(size, pygame.SRCALPHA)
    _paint(picture, board)
    picture = draw.ready(picture)
    board.kept_sheet = (key, picture)
    return picture


def _paint(surface: pygame.Surface, board: AgricolaBoard) -> None:
    from game.boards.agricola import help

    body = surface.get_rect()
    hover = board.hover
    view = board.shown
    size = round(board.geo.px(13) * board.text_scale)
    if hover is not None and hover[0] == "major":
        _lines(surface, board, help.major_help(board, hover[1]).split("\n"), body, size)
        return
    after = None
    lines = [WORDS.say("sheet_title", board.gettext, name=board.seat_name(board.focus))]
    if hover is not None and hover[0] == "space":
        preview = board.previews().get(view.spaces[hover[1]].id)
        said = help.space_help(board, hover[1]).split("\n")
        if preview is None:
            _lines(surface, board, said, body, size)
            return
        lines = said[:1]
        after = preview.score_after
    top = _lines(surface, board, lines, body, size)
    now = dict(sheet(view, board.focus))
    rows = pygame.Rect(body.x, top, min(body.width, board.geo.px(330)), body.bottom - top)
    _rows(surface, board, now, after, rows)
    gap = board.geo.px(24)
    if body.right - rows.right - gap >= board.geo.px(160):
        _outlook(surface, board, pygame.Rect(rows.right + gap, top, body.right - rows.right - gap, rows.height))


def draw_outlook_panel(surface: pygame.Surface, board: AgricolaBoard, rect: pygame.Rect) -> None:
    """The next harvest's food outlook of the farm shown large, on a paper of its own (in the
    slot three compact farms leave empty)."""
    geo = board.geo
    pygame.draw.rect(surface, COLOURS["farm_paper"], rect, border_radius=geo.px(8))
    pygame.draw.rect(surface, COLOURS["space_edge"], rect, 1, border_radius=geo.px(8))
    _outlook(surface, board, rect.inflate(-geo.px(16), -geo.px(12)))


def _outlook(surface: pygame.Surface, board: AgricolaBoard, area: pygame.Rect) -> None:
    """Beside the rows, where the band is wide (a solo game): the food the family will eat at
    the next harvest, the food it has and can make, and its begging cards so far."""
    from game.boards.agricola.band_harvest import can_make
    from game.rules.agricola import harvest

    view, words = board.shown, board.words
    coming = [h for h in view.tables.numbers.harvest_after if h >= view.round]
    if not coming:
        return
    farmer = view.players[board.focus]
    size = round(board.geo.px(12) * board.text_scale)
    lines = [words.say("outlook_title", round=coming[0]),
             words.say("outlook_need", food=harvest.need(view, farmer)),
             words.say("outlook_have", food=farmer.goods["food"], more=can_make(view, board.focus))]
    if farmer.begging:
        lines.append(words.say("outlook_begging", cards=farmer.begging))
    y = area.y
    for k, line in enumerate(lines):
        box = pygame.Rect(area.x, y, area.width, area.bottom - y)
        role = "bold" if k == 0 else "body"
        lines_of = fitted(board.fonts, role, size, line, box.size, 5)[1]
        if box.height < board.fonts.get(role, size).get_linesize() or any(t.endswith(ELLIPSIS) for t in lines_of):
            break  # a line that would be cut is left out, with those under it
        used = letter(surface, board.fonts, role, size, line, box, theme.INK, max_lines=5, align="left", top=True)
        y = max(y + 1, used.bottom) + board.geo.px(3)


def _lines(surface: pygame.Surface, board: AgricolaBoard, lines: list[str], body: pygame.Rect, size: int) -> int:
    """Lines of help one under the other (the first in bold); the row under the last."""
    y = body.y
    for k, line in enumerate(lines):
        box = pygame.Rect(body.x, y, body.width, body.bottom - y)
        if box.height < board.fonts.get("body", size).get_linesize():
            break
        used = letter(surface, board.fonts, "bold" if k == 0 else "body", size, line, box, theme.INK, max_lines=3,
                      align="left", top=True)
        y = max(y + 1, used.bottom) + board.geo.px(3)
    return y


def _rows(surface: pygame.Surface, board: AgricolaBoard, now: dict[str, int], after: dict[str, int] | None,
          area: pygame.Rect) -> None:
    """A row per category (its name, its points, the change the hovered space brings), then
    the total."""
    _ = board.gettext
    rows = [*now.items(), ("", sum(now.values()))]
    line = max(1, area.height // len(rows))
    px = min(round(board.geo.px(12) * board.text_scale), line - 2)
    number_w = board.fonts.get("bold", px).size("-00")[0] + 4
    # In the smallest window with the largest text a line is taller than a row: the words get
    # a box as tall as their line, centred on the row.
    tall = max(line, board.fonts.get("bold", px).get_linesize())
    lift = (tall - line) // 2
    for k, (category, points) in enumerate(rows):
        row = pygame.Rect(area.x, area.y + k * line, area.width, line)
        if k % 2 == 0:
            pygame.draw.rect(surface, COLOURS["space"], row)
        total = not category
        name = WORDS.say("sheet_total", _) if total else CATEGORY(category, _)
        change = 0
        if after is not None:
            change = sum(after.values()) - points if total else after.get(category, points) - points
        role = "bold" if total or change else "body"
        letter(surface, board.fonts, role, px, name, pygame.Rect(row.x + 2, row.y - lift, row.width - 2 * number_w - 4,
                                                                  tall), theme.INK, align="left")
        letter(surface, board.fonts, "bold", px, str(points),
               pygame.Rect(row.right - 2 * number_w, row.y - lift, number_w, tall), theme.INK)
        if change:
            colour = COLOURS["gained"] if change > 0 else COLOURS["lost"]
            letter(surface, board.fonts, "bold", px, f"{change:+d}",
                   pygame.Rect(row.right - number_w, row.y - lift, number_w, tall), colour)
