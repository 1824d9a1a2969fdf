"""Learn to play: choose the game whose guided first game to open (the title screen's button;
each game's tile and the rules index open a game's tutorial directly)."""

from __future__ import annotations

import pygame

from game.scenes.dialog import DialogScene
from game.tutorials import read_progress
from game.ui import theme
from game.ui.context import UiContext
from game.ui.layout import split_row
from game.ui.widgets import Button


def open_tutorial(ctx: UiContext, game_id: str) -> None:
    """Open ``game_id``'s tutorial where it was left (see :mod:`game.scenes.table.tutorial`)."""
    from game.scenes.table.tutorial import start_tutorial

    start_tutorial(ctx, game_id)


class LearnScene(DialogScene):
    """A button per game that has a guided first game, saying the step it was left at."""

    layout_name = "dialog"

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        self.paper(place.rect("panel"))
        self.write(_("Learn to play"), "display", place.text("title"), theme.INK, place.rect("title"))
        body = place.rect("body")
        words = pygame.Rect(body.x, body.y, body.width, body.height * 2 // 5)
        self.write_wrapped(_("A short guided match against a bot: each step shows where to click."), "body",
                           place.text("body"), theme.INK, words, 2)
        row = pygame.Rect(body.x, words.bottom + place.px(10), body.width, body.height - words.height - place.px(10))
        progress = read_progress()
        games = [info for info in self.ctx.catalogue.games if info.tutorial and info.id in self.ctx.available_games()]
        for info, cell in zip(games, split_row(row, max(1, len(games)), place.px(14)), strict=False):
            label = _(info.name)
            if progress.get(info.id):
                label = _("{game} · step {number}").format(game=label, number=progress[info.id] + 1)
            self.widgets.append(Button(f"learn:{info.id}", cell, label, fonts, place.text("body"),
                                       (lambda g=info.id: self.choose(g)), "paper"))  # type: ignore[misc]
        self.widgets.append(Button("close", place.rect("button"), _("Close"), fonts, place.text("button"),
                                   self.ctx.stack.pop))

    def choose(self, game_id: str) -> None:
        """Close this and open ``game_id``'s tutorial."""
        self.ctx.stack.pop()
        open_tutorial(self.ctx, game_id)
