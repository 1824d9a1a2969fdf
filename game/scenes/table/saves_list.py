"""Saved games: every save with its game, players, date and round, to resume (or, once
finished, to replay) or delete after a question.  A save that cannot be opened says why in its
row (and can still be deleted)."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.i18n import N_
from game.saves import SaveError, SaveRecord, delete_save, load_saves
from game.scenes.base import UiScene
from game.scenes.dialog import ConfirmDialog, MessageDialog
from game.scenes.table.words import seat_names
from game.ui import theme
from game.ui.context import UiContext
from game.ui.layout import split_column
from game.ui.widgets import Button

ROWS_PER_PAGE = 8


def when(stamp: str) -> str:
    """``2024-05-01T18:03:00+00:00`` shown as ``2024-05-01 18:03``."""
    return stamp[:16].replace("T", " ") if stamp else "?"


class SavedGamesScene(UiScene):
    """The list of saves, newest first, a page at a time."""

    layout_name = "table_saves"

    def __init__(self, ctx: UiContext) -> None:
        self.saves: list[tuple[Path, SaveRecord | SaveError]] = []
        self.page = 0
        super().__init__(ctx)
        self.reload()

    def reload(self) -> None:
        """Read the saves folder again."""
        self.saves = load_saves()
        self.page = min(self.page, max(0, (len(self.saves) - 1) // ROWS_PER_PAGE))
        self.changed()

    def on_resume(self) -> None:
        self.reload()
        super().on_resume()

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        self.heading(_("Saved games"), "heading")
        self.paper(place.rect("panel"))
        header = place.rect("header")
        columns = self._columns(header)
        for (x, width), label in zip(columns, (_("Game"), _("Players"), _("Last played"), _("Round")), strict=True):
            self.write(label, "bold", place.text("header"), theme.INK, pygame.Rect(x, header.y, width, header.height), "left")
        rows = split_column(place.rect("rows"), ROWS_PER_PAGE, place.gap("rows"))
        shown = self.saves[self.page * ROWS_PER_PAGE:(self.page + 1) * ROWS_PER_PAGE]
        if not shown:
            self.write(_("No saved games yet: every match is saved as you play."), "body", place.text("rows"),
                       theme.INK_SOFT, rows[0], "left")
        for index, ((path, found), row) in enumerate(zip(shown, rows, strict=False)):
            self._row(index, path, found, row, columns)
        self.widgets.append(Button("back", place.rect("back"), _("Back"), fonts, place.text("back"), self.ctx.stack.pop))
        pages = max(1, -(-len(self.saves) // ROWS_PER_PAGE))
        if pages > 1:
            self.write(_("Page {page} of {pages}").format(page=self.page + 1, pages=pages), "body",
                       place.text("page"), theme.PAPER_SHADE, place.rect("page"))
            self.widgets.append(Button("previous", place.rect("previous"), "‹", fonts, place.text("previous"),
                                       lambda: self.turn(-1), "paper", self.page > 0))
            self.widgets.append(Button("next", place.rect("next"), "›", fonts, place.text("next"),
                                       lambda: self.turn(1), "paper", self.page < pages - 1))

    def _columns(self, area: pygame.Rect) -> list[tuple[int, int]]:
        widths = (0.16, 0.30, 0.15, 0.07)
        out, x = [], area.x
        for share in widths:
            out.append((x, int(area.width * share) - 8))
            x += int(area.width * share)
        return out

    def _row(self, index: int, path: Path, found: SaveRecord | SaveError, row: pygame.Rect,
             columns: list[tuple[int, int]]) -> None:
        _ = self.ctx.translator.gettext
        place, fonts, size = self.place, self.ctx.fonts, self.place.text("rows")
        if index % 2 == 0:
            pygame.draw.rect(self.background, theme.PAPER_SHADE, row, border_radius=6)
        buttons_x = columns[-1][0] + columns[-1][1] + 16
        if isinstance(found, SaveError):
            box = pygame.Rect(row.x + 8, row.y, buttons_x - row.x - 16, row.height)
            self.write(_("Cannot be opened: {reason}").format(reason=str(found)), "body", size, theme.ACCENT_DARK, box, "left")
        else:
            try:
                game = _(self.ctx.catalogue.game(found.game).name)
            except KeyError:
                game = found.game
            players = ", ".join(seat_names(found.seats, _))
            reached = _("Finished") if found.finished else str(found.turn)
            for (x, width), text in zip(columns, (game, players, when(found.updated), reached), strict=True):
                self.write(text, "body", size, theme.INK, pygame.Rect(x, row.y, width, row.height), "left")
        actions = [("resume", _("Resume"), self.resume), ("replay", _("Replay"), self.replay),
                   ("delete", _("Delete"), self.delete)]
        width = (row.right - buttons_x - 2 * place.px(10)) // 3
        for k, (key, label, action) in enumerate(actions):
            cell = pygame.Rect(buttons_x + k * (width + place.px(10)), row.y + 4, width, row.height - 8)
            usable = key == "delete" or not (isinstance(found, SaveError) or (key == "resume" and found.finished))
            self.widgets.append(Button(f"{key}:{index}", cell, label, fonts, size, (lambda a=action, p=path: a(p)),  # type: ignore[misc]
                                       "primary" if key == "resume" else "paper", usable))

    def turn(self, pages: int) -> None:
        """Show another page of saves."""
        self.page += pages
        self.changed()

    def _problem(self, exc: SaveError) -> None:
        self.ctx.stack.push(MessageDialog(self.ctx, N_("Cannot open this save"), "{reason}", {"reason": str(exc)}))

    def resume(self, path: Path) -> None:
        """Go back to the table of this save."""
        from game.scenes.table.launch import resume_table

        try:
            self.ctx.stack.replace(resume_table(self.ctx, path))
        except SaveError as exc:
            self._problem(exc)

    def replay(self, path: Path) -> None:
        """Step through this save."""
        from game.saves import read_save
        from game.scenes.table.replay import ReplayScene

        try:
            record = read_save(path)
        except SaveError as exc:
            self._problem(exc)
            return
        try:
            self.ctx.stack.push(ReplayScene(self.ctx, record))
        except SaveError as exc:
            self._problem(SaveError(f"{path}: {exc}"))

    def delete(self, path: Path) -> None:
        """Ask, then remove this save."""
        found = next((record for p, record in self.saves if p == path), None)
        what = path.name
        if isinstance(found, SaveRecord):
            what = ", ".join(seat_names(found.seats, self.ctx.translator.gettext))
        self.ctx.stack.push(ConfirmDialog(
            self.ctx, N_("Delete this saved game?"), N_("The match of {players} cannot be brought back."),
            {"players": what}, N_("Delete"), lambda: self._delete(path),
        ))

    def _delete(self, path: Path) -> None:
        try:
            delete_save(path)
        except OSError as exc:
            self._problem(SaveError(f"{path}: cannot be deleted ({exc.strerror or exc})"))
        self.reload()

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        return False
