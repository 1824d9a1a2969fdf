"""Drawing the table's frame parts: the player strip, the log, the thinking bar.

These build surfaces when what they show changes; the scene blits them every frame.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

import pygame

from game.boards.base import SeatLook
from game.scenes.table.log_book import ROUND, TURN, LogLine, points_lines
from game.scenes.table.log_icons import CUE_ICONS
from game.ui import draw, theme
from game.ui.symbols import draw_symbol
from game.ui.text_watch import put_text
from game.ui.theme import FontBook
from game.ui.widgets import TextRect


def seat_token(look: SeatLook, size: int) -> pygame.Surface:
    """A round token in the seat's colour carrying its symbol (colour-blind help)."""
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    centre, radius = (size // 2, size // 2), size // 2 - 1
    pygame.draw.circle(face, look.colour, centre, radius)
    pygame.draw.circle(face, theme.INK, centre, radius, max(1, size // 16))
    draw_symbol(face, look.symbol, centre, max(3, int(radius * 0.5)), theme.PAPER, theme.INK)
    return face


def player_rows(
    area: pygame.Rect,
    looks: Sequence[SeatLook],
    scores: Sequence[int],
    current: int | None,
    fonts: FontBook,
    text_px: int,
    gap: int,
    subtitles: Sequence[str],
) -> tuple[list[tuple[pygame.Rect, pygame.Surface]], list[TextRect]]:
    """One paper row per player (token, name, score, a subtitle such as "Hard bot"); the
    player to move gets a gold edge.  Returns the surfaces with their places and the texts."""
    count = max(1, len(looks))
    height = min((area.height - gap * (count - 1)) // count, text_px * 4)
    out: list[tuple[pygame.Rect, pygame.Surface]] = []
    texts: list[TextRect] = []
    for i, look in enumerate(looks):
        rect = pygame.Rect(area.x, area.y + i * (height + gap), area.width, height)
        face = draw.paper_panel(rect.size, max(4, height // 6), theme.GOLD if i == current else theme.PAPER_EDGE)
        if i == current:
            pygame.draw.rect(face, theme.GOLD, face.get_rect(), max(3, height // 14), border_radius=max(4, height // 6))
        token = seat_token(look, int(height * 0.7))
        pad = max(4, height // 6)
        face.blit(token, token.get_rect(midleft=(pad, height // 2)))
        name_font = fonts.fit("bold", text_px, look.name, area.width // 2)
        name = name_font.render(look.name, True, theme.INK)
        left = pad * 2 + token.get_width()
        name_rect = put_text(face, name, name.get_rect(bottomleft=(left, height // 2 + 2)))
        score_text = str(scores[i]) if i < len(scores) else ""
        score = fonts.get("display", int(text_px * 1.4)).render(score_text, True, theme.INK)
        score_rect = put_text(face, score, score.get_rect(midright=(rect.width - pad * 2, height // 2)))
        room = score_rect.left - pad - left
        sub_font = fonts.fit("body", max(10, text_px * 3 // 4), subtitles[i], room)
        sub = sub_font.render(subtitles[i], True, theme.INK_SOFT)
        sub_rect = put_text(face, sub, sub.get_rect(topleft=(left, height // 2 + 2)),
                            pygame.Rect(left, 0, room, height))
        out.append((rect, face))
        for r, t in ((name_rect, look.name), (sub_rect, subtitles[i]), (score_rect, score_text)):
            texts.append((r.move(rect.topleft), t))
    return out, texts


class LogPanel:
    """The scrollable log: newest line at the bottom, round and turn headings between lines.

    Append-only: each :class:`LogLine` is wrapped once (and rendered once, when it first comes
    into view) for a given width, text size and seats; only a change of those starts afresh.
    The lines given to :meth:`build` must only grow at their end or be cut back (a
    :class:`~game.scenes.table.log_book.LogBook`'s lines); another list is laid out anew from
    the cache.
    """

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.points_only = False
        """Show only the lines that change a score (cued ``score``), under their rounds."""
        self.scroll = 0
        """How many lines the view is scrolled up from the newest."""
        self._line_h = 1
        self._key: tuple[object, ...] = ()
        self._fonts: FontBook | None = None
        self._text_px = 9
        self._looks: list[SeatLook] = []
        self._wrapped: dict[LogLine, list[str]] = {}
        self._faces: dict[LogLine, list[pygame.Surface]] = {}
        self._items: list[LogLine] = []
        self._ends: list[int] = []
        """Per item, how many screen lines the items up to it take."""
        self._shown: list[tuple[pygame.Rect, pygame.Surface, str]] = []

    def build(
        self, rect: pygame.Rect, lines: Sequence[LogLine], looks: Sequence[SeatLook], fonts: FontBook, text_px: int,
    ) -> None:
        """Show ``lines`` in ``rect`` (only those about points with :attr:`points_only`):
        only lines not seen before are wrapped."""
        if self.points_only:
            lines = points_lines(lines)
        key = (rect.width, text_px, id(fonts), tuple(looks))
        if key != self._key:
            self._key, self._fonts, self._text_px, self._looks = key, fonts, text_px, list(looks)
            self._wrapped.clear()
            self._faces.clear()
            self._items, self._ends = [], []
            self._line_h = fonts.get("body", text_px).get_linesize()
        if len(self._faces) > 4 * len(lines) + 64:
            self._faces.clear()  # lines taken back by undo or another viewer's: let them go
        self.rect = pygame.Rect(rect)
        kept = min(len(lines), len(self._items))
        while kept and lines[kept - 1] is not self._items[kept - 1]:
            kept -= 1
        del self._items[kept:], self._ends[kept:]
        total = self._ends[-1] if self._ends else 0
        for line in lines[kept:]:
            total += len(self._wrap(line))
            self._items.append(line)
            self._ends.append(total)
        self.scroll = min(self.scroll, self.max_scroll)
        self._place()

    @property
    def lines(self) -> list[str]:
        """Every screen line's text, oldest first (for tests and the screen checks)."""
        return [part for item in self._items for part in self._wrap(item)]

    @property
    def visible_count(self) -> int:
        """How many lines fit."""
        return max(1, self.rect.height // self._line_h)

    @property
    def max_scroll(self) -> int:
        """The farthest the log can be scrolled up."""
        total = self._ends[-1] if self._ends else 0
        return max(0, total - self.visible_count)

    def scroll_by(self, lines: int) -> None:
        """Scroll up (positive) or down (negative)."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + lines))
        self._place()

    def visible(self) -> list[tuple[pygame.Rect, pygame.Surface, str]]:
        """The lines on screen now, with where they go."""
        return self._shown

    def _place(self) -> None:
        total = self._ends[-1] if self._ends else 0
        end = total - self.scroll
        start = max(0, end - self.visible_count)
        first = bisect.bisect_right(self._ends, start)
        if first < len(self._items) and (self._ends[first - 1] if first else 0) < start:
            first += 1  # an entry cut at the top would start mid-sentence: leave its lines out
        shown: list[tuple[pygame.Rect, pygame.Surface, str]] = []
        row = self._ends[first - 1] if first else 0
        for item in self._items[first:]:
            if row >= end:
                break
            for part, face in zip(self._wrap(item), self._render(item), strict=True):
                if start <= row < end:
                    y = self.rect.y + (row - start) * self._line_h
                    shown.append((pygame.Rect(self.rect.x, y, self.rect.width, self._line_h), face, part))
                row += 1
        self._shown = shown

    def _indent(self, line: LogLine) -> int:
        dot = max(4, self._text_px // 2)
        icon = self._line_h if line.cue in CUE_ICONS or not line.heading else 0
        return (dot * 4 + 2 if line.nested else dot * 2 + 2) + icon

    def _font(self, line: LogLine) -> pygame.font.Font:
        assert self._fonts is not None
        if line.heading == ROUND:
            return self._fonts.get("bold", max(min(12, self._text_px), self._text_px * 4 // 5))
        return self._fonts.get("bold" if line.heading == TURN else "body", self._text_px)

    def _wrap(self, line: LogLine) -> list[str]:
        parts = self._wrapped.get(line)
        if parts is None:
            assert self._fonts is not None
            room = self.rect.width - 4 - (0 if line.heading == ROUND else self._indent(line))
            parts = self._fonts.wrap(self._font(line), line.text, room) or [line.text]
            self._wrapped[line] = parts
        return parts

    def _render(self, line: LogLine) -> list[pygame.Surface]:
        faces = self._faces.get(line)
        if faces is not None:
            return faces
        font, width = self._font(line), self.rect.width
        dot = max(4, self._text_px // 2)
        faces = []
        for k, part in enumerate(self._wrap(line)):
            face = pygame.Surface((width, self._line_h), pygame.SRCALPHA)
            if line.heading == ROUND:
                put_text(face, font.render(part, True, theme.ACCENT_DARK), (0, 0))
            else:
                if k == 0 and line.player is not None and line.player < len(self._looks):
                    centre = (dot * 3 if line.nested else dot, self._line_h // 2)
                    pygame.draw.circle(face, self._looks[line.player].colour, centre, dot // 2 + 1)
                if k == 0 and line.cue in CUE_ICONS:
                    left = self._indent(line) - self._line_h
                    box = pygame.Rect(left, 0, self._line_h, self._line_h).inflate(-self._line_h // 4, -self._line_h // 4)
                    CUE_ICONS[line.cue](face, box)
                put_text(face, font.render(part, True, theme.INK), (self._indent(line), 0))
            faces.append(face)
        self._faces[line] = faces
        return faces

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the visible lines (and a scroll mark when not at the newest line)."""
        for rect, face, _text in self._shown:
            surface.blit(face, rect)
        if self.scroll:
            bar = pygame.Rect(self.rect.right - 4, self.rect.y, 4, self.rect.height)
            pygame.draw.rect(surface, theme.PAPER_EDGE, bar, border_radius=2)


def progress_bar(surface: pygame.Surface, row: pygame.Rect, fraction: float) -> None:
    """A thin bar along the bottom edge of a player's ``row``, under the seat's kind rather
    than across it, filled to ``fraction`` (a bot's thinking)."""
    height = max(3, row.height // 14)
    bar = pygame.Rect(row.x + row.height, row.bottom - height - 3, row.width - row.height - 8, height)
    pygame.draw.rect(surface, theme.PAPER_EDGE, bar, border_radius=bar.height // 2)
    done = bar.copy()
    done.width = max(bar.height, int(bar.width * fraction))
    pygame.draw.rect(surface, theme.ACCENT, done, border_radius=bar.height // 2)
