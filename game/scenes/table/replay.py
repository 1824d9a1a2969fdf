"""The replay viewer: step forward and back through a saved or finished match.

The board is shown as an onlooker sees it (``viewer=None``: nothing private), the player strip
gives the scores at that step and the log the events up to it: public ones while the match is
unfinished, every one (draws and picks included) once it is over.  Once it is over the board
may also be shown as each player saw it, hand and private things included (the "Hands"
button steps through the players, H too); an unfinished match's replay stays public.
"""

from __future__ import annotations

import pygame

from game.match import Match
from game.match_setup import MatchSetup
from game.rules.core import State
from game.saves import SaveRecord, replay_save
from game.scenes.base import UiScene
from game.scenes.table.fallback import kit_for
from game.scenes.table.log_book import EVERYONE, log_lines
from game.scenes.table.match_content import game_content
from game.scenes.table.panels import LogPanel, player_rows
from game.scenes.table.words import seat_looks
from game.ui import theme
from game.ui.context import UiContext
from game.ui.layout import split_row
from game.ui.widgets import Button


class ReplayScene(UiScene):
    """Steps through ``record``; raises :class:`~game.saves.SaveError` when the save cannot be
    replayed (checked by :func:`~game.saves.replay_save` first, as Resume does)."""

    layout_name = "table_replay"

    def __init__(self, ctx: UiContext, record: SaveRecord) -> None:
        content = game_content(record.game)
        replay_save(record, content)  # the checks Resume makes: content, set-up, seats, every move
        setup = MatchSetup(record.game, record.config, record.seed, record.seats)
        self.match = Match(setup, content, None, record)
        self.states: list[State] = [self.match.state.clone()]
        for text in record.moves:
            self.match.play(self.match.rules.parse_move(self.match.state, text), autosave=False)
            self.states.append(self.match.state.clone())
        self.kit = kit_for(record.game)
        self.looks = seat_looks(record.seats, ctx.catalogue)
        self.board = self.kit.board_view(ctx, setup, content, self.looks)
        self.board.replaying = True
        self.step = len(self.states) - 1
        self.finished = self.match.state.outcome() is not None
        self.seen_by: int | None = None
        """Whose view the board shows (``None``: an onlooker's; a player only once finished)."""
        self.log = LogPanel()
        self._rows: list[tuple[pygame.Rect, pygame.Surface]] = []
        super().__init__(ctx)
        self.go(self.step)

    @property
    def last(self) -> int:
        """The final step (the number of moves)."""
        return len(self.states) - 1

    def go(self, step: int) -> None:
        """Show the match after ``step`` moves."""
        self.step = max(0, min(self.last, step))
        state = self.states[self.step]
        if self.seen_by is not None and self.finished:
            self.board.show(state.view(self.seen_by), self.seen_by, False)
        else:
            self.board.show(state, None, False)
        self.changed()

    def show_hands_of(self, player: int | None) -> None:
        """Show the board as ``player`` saw it (``None``: as an onlooker); a player's private
        things only once the match is finished."""
        self.seen_by = player if self.finished and player is not None and 0 <= player < len(self.looks) else None
        self.go(self.step)

    def next_hands(self) -> None:
        """Show the next player's hand (after the last, nobody's)."""
        if self.finished:
            after = -1 if self.seen_by is None else self.seen_by
            self.show_hands_of(after + 1 if after + 1 < len(self.looks) else None)

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        try:
            name = _(self.ctx.catalogue.game(self.match.setup.game_id).name)
        except KeyError:
            name = self.match.setup.game_id
        self.write(_("Replay: {game}").format(game=name), "display", place.text("title"), theme.INK_ON_DARK,
                   place.rect("title"), "left")
        self.write(_("Move {step} of {total}").format(step=self.step, total=self.last), "bold", place.text("step"),
                   theme.INK_ON_DARK, place.rect("step"), "right")
        self.paper(place.rect("side"), 12)
        self.board.layout(place.rect("board"))
        state = self.states[self.step]
        names = [look.name for look in self.looks]
        self._rows, texts = player_rows(place.rect("players"), self.looks, self.match.score_history[self.step],
                                        state.current_player, fonts, place.text("players"), place.gap("players"),
                                        [""] * len(self.looks))
        self.static_texts += texts
        entries = [e for e in self.match.log if e.move_index < self.step]
        reader = EVERYONE if self.finished else None  # a finished game's secrets are told
        self.log.build(place.rect("log"), log_lines(entries, self.kit, names, reader, _), self.looks, fonts,
                       place.text("log"))
        controls = [("back", _("Back"), self.ctx.stack.pop, True),
                    ("first", "«", lambda: self.go(0), self.step > 0),
                    ("previous", _("‹ Previous"), lambda: self.go(self.step - 1), self.step > 0),
                    ("next", _("Next ›"), lambda: self.go(self.step + 1), self.step < self.last),
                    ("end", "»", lambda: self.go(self.last), self.step < self.last)]
        if self.finished:
            whose = names[self.seen_by] if self.seen_by is not None else _("nobody's")
            self.widgets.append(Button("hands", place.rect("hands"), _("Hands shown: {name}").format(name=whose), fonts,
                                       place.text("hands"), self.next_hands, "paper", selected=self.seen_by is not None))
        cells = split_row(place.rect("controls"), len(controls), place.gap("controls"))
        for cell, (key, label, action, enabled) in zip(cells, controls, strict=True):
            self.widgets.append(Button(key, cell, label, fonts, place.text("controls"), action, "paper", enabled))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.board.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        self.board.draw(surface)
        for rect, face in self._rows:
            surface.blit(face, rect)
        self.log.draw(surface)
        for widget in self.widgets:
            widget.draw(surface)
        self.draw_fault(surface)

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            return self.board.handle_event(event)  # a hand's card under the pointer, a band's tab
        if event.type != pygame.KEYDOWN:
            return False
        keys = {pygame.K_RIGHT: self.step + 1, pygame.K_LEFT: self.step - 1, pygame.K_HOME: 0, pygame.K_END: self.last}
        if event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
        elif event.key == pygame.K_h and self.finished:
            self.next_hands()
        elif event.key in keys:
            self.go(keys[event.key])
        else:
            return False
        return True
