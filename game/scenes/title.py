"""The title screen: every registered game as an illustrated tile, and the main buttons."""

from __future__ import annotations

import pygame

from game.boards.base import SeatLook
from game.boards.kit.looks import board_look
from game.boards.kit.pieces import SeatPieces
from game.boards.kit.shading import SHADOW
from game.games.spec import GameSpec
from game.i18n import Translator
from game.scenes.base import UiScene
from game.ui import theme
from game.ui.context import UiContext
from game.ui.layout import split_row
from game.ui.tile import GameTile, TileText
from game.ui.widgets import Button, ButtonStyle


def players_text(translator: Translator, low: int, high: int) -> str:
    """"2–4 players" (or "1 player", "5 players") in the current language."""
    if low == high:
        return translator.ngettext("{count} player", "{count} players", low).format(count=low)
    return translator.gettext("{low}–{high} players").format(low=low, high=high)


class TitleScene(UiScene):
    """The first screen: choose a game, continue a saved one, read rules, change settings."""

    layout_name = "title"

    def __init__(self, ctx: UiContext) -> None:
        from game.settings import take_notices

        self._notices = take_notices()
        """A damaged settings file found at start, said in place of the tagline until the
        player leaves this screen the first time."""
        super().__init__(ctx)
        self._available: list[str] = []

    def on_resume(self) -> None:
        self._notices = []
        self.changed()
        super().on_resume()

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place = self.place
        self._available = self.ctx.available_games()
        title = self.write("Tablero", "display", place.text("heading"), theme.INK_ON_DARK, place.rect("heading"),
                           shadow=(20, 10, 4))
        self._pieces_beside(title)
        series = self._series_line()
        if self._notices:
            self.write(self._notices[-1], "body", place.text("tagline"), theme.GOLD, place.rect("tagline"))
        elif series:
            self.write(series, "body", place.text("tagline"), theme.GOLD, place.rect("tagline"))
        else:
            self.write(
                _("Four euro games at one table, against bots or with friends."),
                "body", place.text("tagline"), theme.INK_ON_DARK, place.rect("tagline"),
            )
        games = self.ctx.catalogue.games
        for info, cell in zip(games, split_row(place.rect("tiles"), len(games), place.gap("tiles")), strict=True):
            # the spec's player range (checked against the rules by tests/test_games.py) spares
            # importing every game's rules before the first frame
            low, high = info.players
            words = TileText(_(info.name), players_text(self.ctx.translator, low, high), _(info.blurb), _("Coming soon"))
            tile = GameTile(
                f"tile:{info.id}", cell, info.art, info.accent_rgb, words, info.id in self._available,
                self.ctx.fonts, self.ctx.art, place.text("tiles"),
                (lambda game_id=info.id: self.start_new_game(game_id)),  # type: ignore[misc]
            )
            tile.draw_resting(self.background)
            self.widgets.append(tile)
            self._learn_chip(info, cell)
        saved = self.ctx.has_saves()
        entries = [
            ("new_game", _("New game"), lambda: self.start_new_game(None), True),
            ("continue", _("Continue"), self.continue_game, saved),
            ("rules", _("Rules"), self.show_rules, True),
            ("learn", _("Learn to play"), self.learn_to_play, True),
            ("settings", _("Settings"), self.open_settings, True),
            ("quit", _("Quit"), self.ctx.stack.clear, True),
        ]
        cells = split_row(place.rect("buttons"), len(entries), place.gap("buttons"))
        shadow = self.ctx.art.shadow(cells[0].size, max(4, cells[0].height // 4), place.px(10))
        for cell, (key, label, action, enabled) in zip(cells, entries, strict=True):
            style: ButtonStyle = "primary" if key == "new_game" else "paper"
            self.widgets.append(
                Button(key, cell, label, self.ctx.fonts, place.text("buttons"), action, style, enabled, shadow=shadow)
            )
        if not self._available:
            hint = _("The games are still being built: every tile says when it arrives.")
        else:
            hint = _("Click a game to set up a match.")
        footer = place.rect("footer")
        self.write(hint, "body", place.text("footer"), theme.PAPER_SHADE, footer.inflate(-footer.width * 2 // 5, 0))
        corner = footer.inflate(-footer.width * 4 // 5, place.px(8))
        for key, label, action, where in (
            ("saves", _("Saved games"), self.open_saves, corner.move(footer.left - corner.left, 0)),
            ("statistics", _("Statistics"), self.open_statistics, corner.move(footer.right - corner.right, 0)),
        ):
            self.widgets.append(Button(key, where, label, self.ctx.fonts, place.text("footer"), action, "paper"))

    def _series_line(self) -> str:
        """Where Agricola's solo series stands, once one has begun (read without touching the
        file: a damaged one is said and kept aside by the new-game screen)."""
        from game.scenes.series_words import standing_line, under_way
        from game.series import peek_series

        series = peek_series()
        if series is None or not under_way(series):
            return ""
        return standing_line(series, self.ctx.translator.gettext, self.ctx.translator.ngettext)

    def _learn_chip(self, info: GameSpec, cell: pygame.Rect) -> None:
        """A small "Learn to play" button on the top corner of a tile whose game has a guided
        first game (it lies over the tile's picture, never over its words)."""
        if not info.tutorial or info.id not in self._available:
            return
        _ = self.ctx.translator.gettext
        pad = max(6, cell.width // 24)
        chip = pygame.Rect(0, 0, cell.width * 11 // 20, max(18, cell.height // 11))
        chip.topright = (cell.right - pad * 2, cell.top + pad * 2)
        self.widgets.append(Button(f"learn:{info.id}", chip, _("Learn to play"), self.ctx.fonts,
                                   self.place.text("tiles") * 4 // 5,
                                   (lambda game_id=info.id: self.start_tutorial(game_id)), "paper"))  # type: ignore[misc]

    def _pieces_beside(self, title: pygame.Rect) -> None:
        """A few of the games' wooden pieces lying on the table either side of the name, lit
        from the top-left as at every game's table."""
        seats = [SeatLook("", colour.rgb_tuple, colour.symbol, False) for colour in self.ctx.catalogue.colours]
        pieces = SeatPieces(seats, board_look("oregon/board_look.yaml").shapes["farmer"], SHADOW)
        side, gap = title.height * 4 // 5, title.height // 4
        for n, (x, sign) in enumerate(((title.left - gap, -1), (title.right + gap, 1))):
            figure, marker = pieces.figure(2 * n, side), pieces.marker(2 * n + 1, side // 2)
            standing = figure.get_rect(bottom=title.bottom - gap // 3, centerx=x + sign * side // 2)
            self.background.blit(figure, standing)
            self.background.blit(marker, marker.get_rect(bottomleft=standing.bottomright) if sign > 0
                                 else marker.get_rect(bottomright=standing.bottomleft))

    def start_new_game(self, game_id: str | None) -> None:
        """Open the new-game screen, with ``game_id`` chosen if given."""
        from game.scenes.new_game import NewGameScene

        self.ctx.stack.push(NewGameScene(self.ctx, game_id))

    def learn_to_play(self) -> None:
        """Choose the game whose guided first game to open."""
        from game.scenes.learn import LearnScene

        self.ctx.stack.push(LearnScene(self.ctx))

    def start_tutorial(self, game_id: str) -> None:
        """Open ``game_id``'s guided first game where it was left."""
        from game.scenes.learn import open_tutorial

        open_tutorial(self.ctx, game_id)

    def continue_game(self) -> None:
        """Resume the newest unfinished match."""
        from game.scenes.table.launch import continue_latest

        continue_latest(self.ctx)

    def open_saves(self) -> None:
        """The list of saved games (resume, replay, delete)."""
        from game.scenes.table.saves_list import SavedGamesScene

        self.ctx.stack.push(SavedGamesScene(self.ctx))

    def open_statistics(self) -> None:
        """The statistics of the games played here."""
        from game.scenes.table.stats_screen import StatisticsScene

        self.ctx.stack.push(StatisticsScene(self.ctx))

    def show_rules(self) -> None:
        """The rules reference of each game."""
        from game.scenes.table.rules_scene import RulesIndex

        self.ctx.stack.push(RulesIndex(self.ctx, self.start_tutorial))

    def open_settings(self) -> None:
        """Open the settings screen."""
        from game.scenes.settings_screen import SettingsScene

        self.ctx.stack.push(SettingsScene(self.ctx))

    def handle_other(self, event: pygame.event.Event) -> bool:
        return False
