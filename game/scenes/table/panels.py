"""Drawing the table's frame parts: the player strip, the log, the tooltip box.

These build surfaces when what they show changes; the scene blits them every frame.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.boards.base import SeatLook
from game.scenes.table.words import LogLine
from game.ui import draw, theme
from game.ui.symbols import draw_symbol
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
        name_rect = face.blit(name, name.get_rect(bottomleft=(left, height // 2 + 2)))
        score_text = str(scores[i]) if i < len(scores) else ""
        score = fonts.get("display", int(text_px * 1.4)).render(score_text, True, theme.INK)
        score_rect = face.blit(score, score.get_rect(midright=(rect.width - pad * 2, height // 2)))
        room = score_rect.left - pad - left
        sub_font = fonts.fit("body", max(10, text_px * 3 // 4), subtitles[i], room)
        sub = sub_font.render(subtitles[i], True, theme.INK_SOFT)
        sub_rect = face.blit(sub, sub.get_rect(topleft=(left, height // 2 + 2)))
        out.append((rect, face))
        for r, t in ((name_rect, look.name), (sub_rect, subtitles[i]), (score_rect, score_text)):
            texts.append((r.move(rect.topleft), t))
    return out, texts


class LogPanel:
    """The scrollable log: newest line at the bottom, the round at the start of each line."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.lines: list[tuple[pygame.Surface, str]] = []
        self.scroll = 0
        """How many lines the view is scrolled up from the newest."""
        self._line_h = 1

    def build(
        self, rect: pygame.Rect, lines: Sequence[LogLine], looks: Sequence[SeatLook],
        fonts: FontBook, text_px: int, round_label: str,
    ) -> None:
        """Render every line, wrapped to the panel's width."""
        self.rect = pygame.Rect(rect)
        font = fonts.get("body", text_px)
        small = fonts.get("bold", max(9, text_px * 4 // 5))
        self._line_h = font.get_linesize()
        self.lines = []
        dot = max(4, text_px // 2)
        indent = dot * 2 + 2
        last_round = None
        for line in lines:
            if line.round != last_round:
                label = round_label.format(round=line.round)
                self.lines.append((small.render(label, True, theme.ACCENT_DARK), label))
                last_round = line.round
            for k, part in enumerate(fonts.wrap(font, line.text, rect.width - indent - 4)):
                face = pygame.Surface((rect.width, self._line_h), pygame.SRCALPHA)
                if k == 0 and line.player is not None and line.player < len(looks):
                    pygame.draw.circle(face, looks[line.player].colour, (dot, self._line_h // 2), dot // 2 + 1)
                face.blit(font.render(part, True, theme.INK), (indent, 0))
                self.lines.append((face, part))
        self.scroll = min(self.scroll, self.max_scroll)

    @property
    def visible_count(self) -> int:
        """How many lines fit."""
        return max(1, self.rect.height // self._line_h)

    @property
    def max_scroll(self) -> int:
        """The farthest the log can be scrolled up."""
        return max(0, len(self.lines) - self.visible_count)

    def scroll_by(self, lines: int) -> None:
        """Scroll up (positive) or down (negative)."""
        self.scroll = max(0, min(self.max_scroll, self.scroll + lines))

    def visible(self) -> list[tuple[pygame.Rect, pygame.Surface, str]]:
        """The lines on screen now, with where they go."""
        end = len(self.lines) - self.scroll
        start = max(0, end - self.visible_count)
        out = []
        for i, (face, text) in enumerate(self.lines[start:end]):
            out.append((pygame.Rect(self.rect.x, self.rect.y + i * self._line_h, self.rect.width, self._line_h), face, text))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the visible lines (and a scroll mark when not at the newest line)."""
        for rect, face, _text in self.visible():
            surface.blit(face, rect)
        if self.scroll:
            bar = pygame.Rect(self.rect.right - 4, self.rect.y, 4, self.rect.height)
            pygame.draw.rect(surface, theme.PAPER_EDGE, bar, border_radius=2)


def tooltip_box(text: str, fonts: FontBook, text_px: int, max_width: int) -> pygame.Surface:
    """A small paper note with ``text`` wrapped to ``max_width``."""
    font = fonts.get("body", text_px)
    lines = fonts.wrap(font, text, max_width) or [text]
    pad = max(4, text_px // 2)
    width = max(font.size(line)[0] for line in lines) + 2 * pad
    height = font.get_linesize() * len(lines) + 2 * pad
    box = draw.paper_panel((width, height), max(3, pad // 2), theme.INK_SOFT)
    for i, line in enumerate(lines):
        box.blit(font.render(line, True, theme.INK), (pad, pad + i * font.get_linesize()))
    return box
