"""The solo series on the new-game screen: shown when Agricola is set up for one player, in
the seats' free rows.

It says where the series stands ("Series: game 3 of 8, target 59 points"), the food carried
over and the occupations kept, and offers to play the next game (ticked: the screen's one
Start button starts it; unticked, Start plays a solo game outside the series) or to start a
new series (asked twice).  After a game that reached its target it asks which occupation
played in it to keep.  The series lives in the player's data folder (:mod:`game.series`); a damaged file is
said here in one line, once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.match_setup import MatchSetup
from game.rules.agricola.series import flag
from game.rules.core import GameConfig
from game.series import GAMES, Series, SeriesRead, load_series, save_series
from game.ui import theme
from game.ui.layout import split_column, split_row
from game.ui.widgets import Button, CheckBox

if TYPE_CHECKING:
    from game.scenes.new_game import NewGameScene

GAME = "agricola"
CHOICE_COLUMNS = 2


def card_title(card_id: str, scene: NewGameScene) -> str:
    """An occupation's name in the screen's language."""
    from game.boards.agricola.card_buttons import card_name

    return card_name(card_id, scene.ctx.translator.gettext)


class SeriesPanel:
    """The series' part of the new-game screen (read from disk when first shown)."""

    def __init__(self, scene: NewGameScene) -> None:
        self.scene = scene
        self.found: SeriesRead | None = None
        self.confirm_new = False
        self.problem = ""
        self.play = True
        """Whether Start plays the series' next game (else a solo game outside it)."""

    def shown(self) -> bool:
        """Whether the screen is set up for a solo game of Agricola (the series' games are
        full games whatever the boxes ticked)."""
        scene = self.scene
        return scene.game_id == GAME and scene.players == 1

    @property
    def series(self) -> Series:
        """The series as last read or saved."""
        if self.found is None:
            self.found = load_series()
        return self.found.series

    # -- actions -------------------------------------------------------------------------------

    def starts(self) -> bool:
        """Whether the screen's Start plays the series' next game."""
        return self.shown() and self.play

    def ready(self) -> bool:
        """Whether the next game can begin (not while an occupation is still to keep)."""
        return self.series.waiting is None

    def series_setup(self, setup: MatchSetup) -> MatchSetup:
        """``setup`` (the seat as chosen) as the series' next game."""
        config = GameConfig(1, frozenset({flag(self.series.next_game())}))
        return MatchSetup(setup.game_id, config, setup.seed, setup.seats)

    def tick(self, on: bool) -> None:
        """Play the series' next game with Start, or a solo game outside it."""
        self.play = on
        self.scene.changed()

    def new_series(self) -> None:
        """Start over (the second click; the first asks)."""
        if not self.confirm_new:
            self.confirm_new = True
            self.scene.changed()
            return
        self._save(Series())

    def keep(self, card: str) -> None:
        """Keep ``card`` (``""``: none) from the game that reached its target."""
        self._save(self.series.keep(card))

    def _save(self, series: Series) -> None:
        _ = self.scene.ctx.translator.gettext
        self.confirm_new = False
        try:
            save_series(series)
            self.found = SeriesRead(series)
            self.problem = ""
        except OSError as exc:
            self.problem = _("The series could not be saved: {reason}").format(reason=str(exc)[:120])
        self.scene.changed()

    # -- drawing -------------------------------------------------------------------------------

    def build(self, area: pygame.Rect) -> None:
        """Paint the panel into ``area`` and add its buttons to the screen."""
        scene = self.scene
        _ = scene.ctx.translator.gettext
        place, fonts = scene.place, scene.ctx.fonts
        size = place.text("seats")
        gap = place.gap("seats")
        series = self.series
        rows = split_column(area, 7, gap // 2)
        if series.game <= GAMES:
            head = _("Series: game {number} of {games}, target {target} points")
        else:
            head = _("Series: game {number} (after the {games}), target {target} points")
        scene.write(head.format(number=series.game, games=GAMES, target=series.target()),
                    "bold", size, theme.INK, rows[0], "left")
        kept = ", ".join(card_title(card, scene) for card in series.kept) or _("none yet")
        scene.write(_("Kept: {cards}").format(cards=kept), "body", size, theme.INK, rows[1], "left")
        scene.write(_("Food carried over: {food}").format(food=series.food), "body", size, theme.INK, rows[2], "left")
        notice = self.problem or self._damaged()
        if series.waiting is not None:
            self._choices(series, pygame.Rect(rows[3].x, rows[3].y, area.width, area.bottom - rows[3].y))
            return
        if notice:
            scene.write_wrapped(notice, "body", size * 4 // 5, theme.ACCENT_DARK, rows[3].union(rows[4]), 2)
        elif series.played:
            last = series.played[-1]
            text = _("Last game: {score} points (target {target})").format(score=last.score, target=last.target)
            scene.write(text, "body", size * 4 // 5, theme.INK_SOFT, rows[3], "left")
        buttons = split_row(pygame.Rect(rows[5].x, rows[5].y, area.width, rows[5].height), 2, gap)
        label = _("Play game {number} of the series").format(number=series.game)
        scene.widgets.append(CheckBox("series:play", buttons[0], label, self.play, fonts, size, self.tick))
        again = _("Sure? Start over") if self.confirm_new else _("New series")
        scene.widgets.append(Button("series:new", buttons[1], again, fonts, size, self.new_series, "paper"))

    def _damaged(self) -> str:
        """The series file's problem in the screen's language (the file's own line goes to
        standard error)."""
        _ = self.scene.ctx.translator.gettext
        if self.found is None or not self.found.notice:
            return ""
        if not self.found.writable:
            return _("The saved series was made by a newer Tablero: it is left as it is.")
        return _("The saved series was damaged: it is kept aside and a new series begins.")

    def _choices(self, series: Series, area: pygame.Rect) -> None:
        """The occupations to keep from the game waiting, and keeping none."""
        scene = self.scene
        _ = scene.ctx.translator.gettext
        size, gap = scene.place.text("seats"), scene.place.gap("seats")
        waiting = series.waiting
        assert waiting is not None
        rows = split_column(area, 4, gap // 2)
        line = _("Game {number}: {score} points, target {target} reached. Keep one occupation you played:")
        scene.write(line.format(number=waiting.game, score=waiting.score, target=waiting.target),
                    "bold", size * 4 // 5, theme.INK, rows[0], "left")
        options = [(card, card_title(card, scene)) for card in series.choices] + [("", _("Keep none"))]
        cells = [cell for row in rows[1:] for cell in split_row(row, CHOICE_COLUMNS + 1, gap // 2)]
        for (card, title), cell in zip(options, cells, strict=False):
            scene.widgets.append(Button(f"series:keep:{card or '-'}", cell, title, scene.ctx.fonts, size * 4 // 5,
                                        (lambda c=card: self.keep(c)), "paper" if not card else "primary"))  # type: ignore[misc]
