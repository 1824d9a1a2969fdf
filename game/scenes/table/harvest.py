"""The harvest screen: when a harvest ends, every player's part of it (what the fields gave,
what was eaten, cooked or converted, what bred, what was begged; in Fields of Green each
ability paid or flipped) in a column of its own, the columns fading in one after the other
like the board's other events, then each column's lines in turn, their numbers counting up
(the goods arriving), in a few seconds at most; a click or Space shows all at once, and the
screen stays until the player dismisses it (Continue, Enter or Escape).  "Pause at each harvest" on the screen itself (and in Settings) stops it from coming
again.  It says only what the log says to the same person (:mod:`game.boards.kit.harvest`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.boards.base import BoardKit, SeatLook
from game.boards.kit.harvest import (
    HarvestRow,
    HarvestWords,
    closes_harvest,
    ended_harvest,
    harvest_rows,
)
from game.boards.kit.timeline import SPEED_FACTORS
from game.match import LogEntry
from game.rules.core import Event
from game.scenes.dialog import DialogScene
from game.scenes.table.log_book import round_name
from game.ui import draw, theme
from game.ui.context import UiContext
from game.ui.layout import split_row
from game.ui.text_watch import put_text
from game.ui.widgets import Button, CheckBox

FADE_SECONDS = 0.35
"""How long one player's column takes to fade in (at the normal animation speed)."""
STAGGER_SECONDS = 0.25
"""How long after one column the next begins to fade in."""
LINE_SECONDS = 0.3
"""How long after one line of a column the next begins to come in (fewer when many)."""
LINES_SECONDS = 1.8
"""The longest the lines of a column take to begin, one after the other."""
COUNT_SECONDS = 0.45
"""How long a line's numbers take to count up to what it says."""
COUNTED = re.compile(r"(?<![\w×])\d+(?= \w)")
"""A number that counts up as its line comes in: one followed by a word ("4 food", "2
people"), not a space's name ("b2") nor a repeat ("×3")."""


@dataclass
class Line:
    """One wrapped part of a column's line: its text, where it lies in its column, and the
    rank of its line (the order the lines come in)."""

    text: str
    at: tuple[int, int]
    rank: int
    bullet: bool


def counted_up(text: str, progress: float) -> str:
    """``text`` with each of its counted numbers at ``progress`` (0 to 1) of its value."""
    if progress >= 1:
        return text
    return COUNTED.sub(lambda found: str(int(int(found.group()) * max(0.0, progress))), text)


class HarvestScreen(DialogScene):
    """``rows`` (one per player, with ``looks``) under ``title``; ``closed`` runs once it is
    dismissed; with ``token``, what each player's lines gave counts up at their column's foot."""

    layout_name = "table_harvest"
    closing_keys = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

    def __init__(self, ctx: UiContext, title: str, rows: Sequence[HarvestRow], looks: Sequence[SeatLook],
                 closed: Callable[[], None], token: Callable[[pygame.Surface, str, pygame.Rect], None] | None = None
                 ) -> None:
        self.token = token
        """Paints a good's token (the goods each line gave count up at the column's foot)."""
        self.title = title
        self.rows = list(rows)
        self.looks = list(looks)
        self.closed = closed
        self.elapsed = 0.0
        self._columns: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._lines_of: list[tuple[pygame.font.Font, list[Line]]] = []
        self._done = False
        super().__init__(ctx)

    @property
    def factor(self) -> float:
        """The animation speed setting as a factor of the normal durations."""
        return SPEED_FACTORS.get(str(getattr(self.ctx.settings, "animation_speed", "normal")), 1.0)

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        panel, title, rows = place.rect("panel"), place.rect("title"), place.rect("rows")
        pause, button = place.rect("pause"), place.rect("button")
        columns = split_row(rows, len(self.rows), place.gap("rows"))
        tallest = max((self._lines(row, rect.size)[2] for row, rect in zip(self.rows, columns, strict=True)), default=0)
        spare = max(0, rows.height - max(tallest, rows.height * 2 // 5))  # a short harvest, a smaller sheet
        panel.height -= spare
        for rect in (panel, title, rows):
            rect.move_ip(0, spare // 2)
        rows.height -= spare
        for rect in (pause, button):
            rect.move_ip(0, -(spare - spare // 2))
        self.paper(panel)
        self.write(self.title, "display", place.text("title"), theme.INK, title)
        cells = split_row(rows, len(self.rows), place.gap("rows"))
        self._columns = [(self._column(row, rect.size), rect) for row, rect in zip(self.rows, cells, strict=True)]
        self._lines_of = [self._placed(row, rect.size) for row, rect in zip(self.rows, cells, strict=True)]
        self.widgets.append(CheckBox("pause", pause, _("Pause at each harvest"),
                                     getattr(self.ctx.settings, "harvest_pause", True), fonts, place.text("pause"),
                                     self.set_pause))
        self.widgets.append(Button("continue", button, _("Continue"), fonts, place.text("button"), self.dismiss))

    def _band(self, width: int) -> pygame.Rect:
        """The name band at the top of a column."""
        return pygame.Rect(0, 0, width, max(self.place.px(34), self.place.text("rows") * 2))

    def _lines(self, row: HarvestRow, size: tuple[int, int]) -> tuple[pygame.font.Font, list[list[str]], int]:
        """The font, the wrapped lines and the height a column of ``size`` needs for ``row``:
        the largest text size up to the layout's that lets every line show."""
        _ = self.ctx.translator.gettext
        fonts, pad = self.ctx.fonts, self.place.px(10)
        lines = list(row.lines) or [_("Nothing this harvest")]
        band = self._band(size[0])
        room = size[1] - band.height - 2 * pad - self._tally_height(row)
        size_px = self.place.text("rows")
        while True:
            font = fonts.get("body", size_px)
            indent = font.size("• ")[0]
            wrapped = [fonts.wrap(font, line, size[0] - 2 * pad - indent) for line in lines]
            step = font.get_linesize()
            needed = sum(len(parts) for parts in wrapped) * step + (len(wrapped) - 1) * step // 2
            if needed <= room or size_px <= fonts.smallest:
                return font, wrapped, needed + band.height + 2 * pad + self._tally_height(row)
            size_px -= max(1, size_px // 12)

    def _column(self, row: HarvestRow, size: tuple[int, int]) -> pygame.Surface:
        """One player's column: their name on a band of their colour, then their lines, each
        wrapped, all in the largest size that lets every line show."""
        place, fonts = self.place, self.ctx.fonts
        width, _height = size
        face = draw.paper_panel(size, place.px(12), theme.PAPER_EDGE).copy()
        look = self.looks[row.player] if row.player < len(self.looks) else None
        band = self._band(width)
        colour = look.colour if look is not None else theme.WOOD_DARK
        pygame.draw.rect(face, colour, band, border_top_left_radius=place.px(12), border_top_right_radius=place.px(12))
        name = look.name if look is not None else str(row.player + 1)
        pad = place.px(10)
        name_font = fonts.fit("bold", min(place.text("rows") + place.px(4), band.height * 3 // 5), name, width - 2 * pad)
        name_face = draw.text(name_font, name, theme.INK_ON_DARK, (20, 10, 4))
        put_text(face, name_face, name_face.get_rect(center=band.center), band)
        return face

    def _placed(self, row: HarvestRow, size: tuple[int, int]) -> tuple[pygame.font.Font, list[Line]]:
        """Where each part of ``row``'s lines lies in its column (drawn as they come in)."""
        font, wrapped, _needed = self._lines(row, size)
        pad = self.place.px(10)
        indent = font.size("• ")[0]
        step = font.get_linesize()
        top = self._band(size[0]).bottom + pad
        placed = []
        for rank, parts in enumerate(wrapped):
            for k, part in enumerate(parts):
                placed.append(Line(part, (pad + indent, top), rank, k == 0))
                top += step
            top += step // 2
        return font, placed

    def _tally_height(self, row: HarvestRow) -> int:
        """The strip at a column's foot where its goods count up (none without goods)."""
        if self.token is None or not any(row.gains):
            return 0
        return self.place.text("rows") * 2 + self.place.px(6)

    def tally(self, column: int) -> list[tuple[str, int]]:
        """The goods of column ``column`` counted so far: each line's as it comes in, in the
        order they first came."""
        row = self.rows[column]
        counted: dict[str, float] = {}
        for rank, gave in enumerate(row.gains):
            progress = self.line_progress(column, rank)
            for good, amount in gave:
                if progress > 0 or good in counted:
                    counted[good] = counted.get(good, 0) + amount * progress
        return [(good, int(amount)) for good, amount in counted.items()]

    @property
    def line_seconds(self) -> float:
        """How long after one line the next comes in: shorter when a column has many."""
        most = max((len(row.lines) for row in self.rows), default=1)
        return min(LINE_SECONDS, LINES_SECONDS / max(1, most))

    def line_start(self, column: int, rank: int) -> float:
        """When line ``rank`` of column ``column`` begins to come in (seconds)."""
        return (column * STAGGER_SECONDS + FADE_SECONDS / 2 + rank * self.line_seconds) * self.factor

    @property
    def duration(self) -> float:
        """When everything has come in and counted up (seconds)."""
        last = max(((c, len(row.lines) - 1) for c, row in enumerate(self.rows)), default=(0, 0))
        return max(self.line_start(*last) + COUNT_SECONDS * self.factor,
                   ((len(self.rows) - 1) * STAGGER_SECONDS + FADE_SECONDS) * self.factor)

    @property
    def animating(self) -> bool:
        """Whether lines are still coming in."""
        return self.factor > 0 and self.elapsed < self.duration

    def line_progress(self, column: int, rank: int) -> float:
        """How far line ``rank`` of column ``column`` has come in and counted up (0 to 1)."""
        factor = self.factor
        if factor <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.elapsed - self.line_start(column, rank)) / (COUNT_SECONDS * factor)))

    def skip(self) -> None:
        """Show everything at once (a click or Space while the lines come in)."""
        self.elapsed = max(self.elapsed, self.duration)

    def texts(self) -> list[tuple[pygame.Rect, str]]:
        """Every text on screen: the title, the buttons and every line of every column."""
        out = list(super().texts())
        for row, (_face, rect) in zip(self.rows, self._columns, strict=False):
            name = self.looks[row.player].name if row.player < len(self.looks) else str(row.player + 1)
            out.extend((rect, line) for line in (name, *row.lines))
        return out

    def alpha(self, column: int) -> int:
        """How far column ``column`` has faded in (0 to 255)."""
        factor = self.factor
        if factor <= 0:
            return 255
        begun = self.elapsed - column * STAGGER_SECONDS * factor
        return max(0, min(255, round(255 * begun / (FADE_SECONDS * factor))))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.elapsed += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        for column, (face, rect) in enumerate(self._columns):
            alpha = self.alpha(column)
            if alpha <= 0:
                continue
            face.set_alpha(alpha)
            lift = (255 - alpha) * self.place.px(16) // 255
            surface.blit(face, rect.move(0, lift))
            self._draw_lines(surface, column, rect.move(0, lift), alpha)
            self._draw_tally(surface, column, rect.move(0, lift))
        for widget in self.widgets:
            widget.draw(surface)

    def _draw_lines(self, surface: pygame.Surface, column: int, rect: pygame.Rect, alpha: int) -> None:
        """The lines of a column come in one after the other, sliding from the left, each
        one's numbers counting up to what it says."""
        if column >= len(self._lines_of):
            return
        font, placed = self._lines_of[column]
        ink = theme.INK if self.rows[column].lines else theme.INK_SOFT
        slide = self.place.px(18)
        box = rect.inflate(-2, -2)
        for line in placed:
            progress = self.line_progress(column, line.rank)
            if progress <= 0:
                continue
            shown = min(1.0, progress * 2)  # in at half its count, then the numbers settle
            x = rect.x + line.at[0] - round((1 - shown) * slide)
            y = rect.y + line.at[1]
            face = font.render(counted_up(line.text, progress), True, ink)
            bullet = font.render("•", True, ink) if line.bullet else None
            see = round(alpha * shown)
            if see < 255:
                face.set_alpha(see)
                if bullet is not None:
                    bullet.set_alpha(see)
            if bullet is not None:
                put_text(surface, bullet, (x - font.size("• ")[0], y), box)
            put_text(surface, face, (x, y), box)

    def _draw_tally(self, surface: pygame.Surface, column: int, rect: pygame.Rect) -> None:
        """The goods counted so far at the column's foot: a token and "+n" each."""
        if self.token is None or column >= len(self.rows):
            return
        height = self._tally_height(self.rows[column])
        if not height:
            return
        pad = self.place.px(10)
        strip = pygame.Rect(rect.x + pad, rect.bottom - height - self.place.px(4), rect.width - 2 * pad, height)
        pygame.draw.line(surface, theme.PAPER_EDGE, strip.topleft, strip.topright, 1)
        font = self.ctx.fonts.get("bold", self.place.text("rows"))
        size = min(strip.height - self.place.px(8), font.get_height() + self.place.px(6))
        x = strip.x
        for good, amount in self.tally(column):
            said = f"+{amount}"
            width = size + self.place.px(3) + font.size(said)[0]
            if x + width > strip.right:
                break
            self.token(surface, good, pygame.Rect(x, strip.centery - size // 2 + 2, size, size))
            face = font.render(said, True, theme.INK)
            put_text(surface, face, face.get_rect(midleft=(x + size + self.place.px(3), strip.centery + 2)), strip)
            x += width + self.place.px(12)

    def set_pause(self, on: bool) -> None:
        """Keep stopping at each harvest, or not (kept in the settings)."""
        try:
            self.ctx.change_settings(self.ctx.settings.with_changes(harvest_pause=on))
        except (TypeError, ValueError):
            return
        self.changed()

    def dismiss(self) -> None:
        """Close the screen; the table goes on."""
        if not self._done:
            self._done = True
            self.ctx.stack.pop()

    def handle_other(self, event: pygame.event.Event) -> bool:
        skipping = (event.type == pygame.MOUSEBUTTONDOWN
                    or (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE))
        if skipping and self.animating:
            self.skip()
        elif event.type == pygame.KEYDOWN and event.key in self.closing_keys:
            self.dismiss()
        return True

    def on_exit(self) -> None:
        self.closed()


def harvest_after(
    ctx: UiContext, kit: BoardKit, log: Sequence[LogEntry], events: Sequence[Event], viewer: int | None,
    names: Sequence[str], looks: Sequence[SeatLook], closed: Callable[[], None],
) -> HarvestScreen | None:
    """The harvest screen when ``events`` (the move just played, the last of ``log``) closed a
    harvest: every player's harvest as the log tells it to ``viewer``; ``None`` when they did
    not, or the game has no harvest words."""
    words = kit.extra.get("harvest")
    if not isinstance(words, HarvestWords) or not closes_harvest(words, events):  # the log is read only then
        return None
    found = ended_harvest(words, [(entry.round, entry.event) for entry in log], events, viewer)
    if not found:
        return None
    _ = ctx.translator.gettext
    rows = harvest_rows(found, names, kit.describe_event, _, words.gains)
    title = _("Harvest · {round}").format(round=round_name(kit, log[-1].round, _))
    return HarvestScreen(ctx, title, rows, looks, closed, words.token)
