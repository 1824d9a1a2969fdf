"""Statistics: per game, the matches played, the wins against each bot level, solo games that
reached their target, the best score.  When the statistics file was found damaged (here or at
the end of a match) its last row says once where the damaged file was kept."""

from __future__ import annotations

import pygame

from game.i18n import N_
from game.match_setup import BOT_LEVELS
from game.scenes.base import UiScene
from game.stats import load_stats, take_notices
from game.ui import theme
from game.ui.context import UiContext
from game.ui.layout import split_column
from game.ui.text_watch import put_text
from game.ui.widgets import Button

LEVEL_NAMES = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


class StatisticsScene(UiScene):
    """The local record of every game played at this computer."""

    layout_name = "table_saves"

    def __init__(self, ctx: UiContext) -> None:
        self.stats = load_stats()
        self.notices = take_notices()
        super().__init__(ctx)

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place = self.place
        self.heading(_("Statistics"), "heading")
        self.paper(place.rect("panel"))
        stats, notices = self.stats, self.notices
        header = place.rect("header")
        labels = [_("Game"), _("Matches"), _("Won by people")]
        labels += [_("Wins vs {level}").format(level=_(LEVEL_NAMES[lv])) for lv in BOT_LEVELS]
        labels += [_("Solo targets"), _("Best score")]
        widths = [0.16, 0.09, 0.11] + [0.09] * len(BOT_LEVELS) + [0.1, 0.18]
        xs = [header.x + int(header.width * sum(widths[:i])) for i in range(len(widths))]
        for x, share, label in zip(xs, widths, labels, strict=True):
            self._header(label, pygame.Rect(x, header.y, int(header.width * share) - 6, header.height))
        rows = split_column(place.rect("rows"), 8, place.gap("rows"))
        games = [g for g in self.ctx.catalogue.games if g.id in stats]
        if not games:
            self.write(_("No finished matches yet."), "body", place.text("rows"), theme.INK_SOFT, rows[0], "left")
        for notice in notices[-1:]:
            self.write(notice, "body", place.text("rows"), theme.ACCENT_DARK, rows[-1], "left")
        for index, (info, row) in enumerate(zip(games, rows[:-1] if notices else rows, strict=False)):
            record = stats[info.id]
            if index % 2 == 0:
                pygame.draw.rect(self.background, theme.PAPER_SHADE, row, border_radius=6)
            best = "–" if record.best_score is None else f"{record.best_score} ({record.best_by})"
            cells = [_(info.name), str(record.games), str(record.human_wins)]
            cells += [f"{record.wins_against.get(lv, 0)} / {record.games_against.get(lv, 0)}" for lv in BOT_LEVELS]
            cells += [f"{record.solo_targets_reached} / {record.solo_games}" if record.solo_games else "–", best]
            for x, share, text in zip(xs, widths, cells, strict=True):
                self.write(text, "body", place.text("rows"), theme.INK,
                           pygame.Rect(x, row.y, int(header.width * share) - 6, row.height), "left")
        self.widgets.append(Button("back", place.rect("back"), _("Back"), self.ctx.fonts, place.text("back"),
                                   self.ctx.stack.pop))

    def _header(self, label: str, box: pygame.Rect) -> None:
        """A column heading, left-aligned, on two lines where one would be too small to read."""
        font, lines = self.ctx.fonts.fit_wrapped("bold", self.place.text("header"), label, box.size, 2)
        step = min(font.get_linesize(), box.height // max(1, len(lines)))  # the smallest letters: lines closer
        top = box.y + max(0, (box.height - step * len(lines)) // 2)
        for i, line in enumerate(lines):
            face = font.render(line, True, theme.INK)
            rect = put_text(self.background, face, face.get_rect(topleft=(box.x, top + i * step)), box)
            self.static_texts.append((rect, line))

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        return False
