"""Where each player's points came from, line by line, for the results screen: the rules'
:class:`~game.rules.core.ScoreLine` s of one player grouped by the score sheet's categories —
a category with cards or tiles under it as a heading with its total and each of them
indented, a counted category with what it counted ("Begging cards: 3") — in as many columns as
the panel needs.  No game's names are known here: the kit's ``score_item`` (``kit.extra``)
names a card, tile or improvement."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.boards.base import BoardKit
from game.rules.core import Outcome, ScoreLine
from game.ui import theme
from game.ui.text_watch import put_text
from game.ui.theme import FontBook, cut_to_width
from game.ui.widgets import TextRect

Gettext = Callable[[str], str]


@dataclass(frozen=True)
class Row:
    """One row of the list: its words, its points, whether it heads a category (bold) or
    stands under one (indented)."""

    label: str
    points: int
    heading: bool = False
    indented: bool = False


def item_name(line: ScoreLine, kit: BoardKit, _: Gettext) -> str:
    """The name of what scored ``line`` (the kit's ``score_item``, else the item's id)."""
    namer = kit.extra.get("score_item")
    if callable(namer):
        try:
            return str(namer(line.category, line.item, _))
        except (KeyError, ValueError, TypeError, IndexError):
            pass
    return line.item


def player_rows(outcome: Outcome, player: int, kit: BoardKit, _: Gettext) -> list[Row]:
    """``player``'s lines as rows, in the sheet's order of categories."""
    lines = outcome.lines[player] if player < len(outcome.lines) else ()
    rows: list[Row] = []
    for index, category in enumerate(outcome.categories):
        label = kit.category_label(category, _)
        own = [line for line in lines if line.category == category]
        items = [line for line in own if line.item]
        total = outcome.breakdown[player][index] if player < len(outcome.breakdown) else 0
        if items:
            rows.append(Row(label, total, heading=True))
            rows += [Row(_counted(item_name(line, kit, _), line.count, _), line.points, indented=True)
                     for line in items]
            continue
        count = next((line.count for line in own if line.count is not None), None)
        rows.append(Row(_counted(label, count, _), total))
    return rows


def _counted(label: str, count: int | None, _: Gettext) -> str:
    return label if count is None else _("{label}: {count}").format(label=label, count=count)


def draw_rows(surface: pygame.Surface, area: pygame.Rect, rows: Sequence[Row], fonts: FontBook, most: int,
              least: int) -> list[TextRect]:
    """``rows`` in ``area``: letters of ``most`` pixels, smaller (to ``least``) before another
    column is opened; the points at each column's right.  The texts drawn, for the tests."""
    if not rows:
        return []
    for size in range(most, least - 1, -1):  # smaller letters before a third column
        line = round(fonts.get("body", size).get_linesize() * 1.08)
        per_column = max(1, area.height // line)
        columns = -(-len(rows) // per_column)
        if columns <= 2:
            break
    per_column = -(-len(rows) // columns)
    line = min(area.height // per_column, line * 3 // 2)  # the rows spread over the panel
    gap = max(8, area.width // 40)
    width = (area.width - gap * (columns - 1)) // columns
    body, bold = fonts.get("body", size), fonts.get("bold", size)
    indent = size
    texts: list[TextRect] = []
    for i, row in enumerate(rows):
        column, place = divmod(i, per_column)
        x, y = area.x + column * (width + gap), area.y + place * line
        cell = pygame.Rect(x, y, width, line)
        if i % 2 == 0:
            pygame.draw.rect(surface, theme.PAPER_SHADE, cell, border_radius=3)
        font = bold if row.heading else body
        points = f"{row.points:+d}".replace("-", "\u2212")
        value = font.render(points, True, theme.ACCENT_DARK if row.points else theme.INK_SOFT)
        value_rect = put_text(surface, value, value.get_rect(midright=(cell.right - 4, cell.centery)), cell)
        left = cell.x + 4 + (indent if row.indented else 0)
        room = max(1, value_rect.left - 6 - left)
        label_font = fonts.fit("bold" if row.heading else "body", size, row.label, room)
        said = cut_to_width(label_font, row.label, room)
        label = label_font.render(said, True, theme.INK)
        rect = put_text(surface, label, label.get_rect(midleft=(left, cell.centery)),
                        pygame.Rect(left, cell.y, room, cell.height))
        texts += [(rect, said), (value_rect, points)]
    return texts

