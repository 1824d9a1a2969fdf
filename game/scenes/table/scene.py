"""The table: a match being played, framed by the top bar, the players, the log and the
prompt line, with the game's own board view in the middle.

The scene drives a :class:`TurnDriver` (hand-offs, bots, hints) and a
:class:`~game.boards.base.BoardView`; when the game ends it hands over to the results screen.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.boards.base import BoardKit, BoardView
from game.content.cues import shipped_cues
from game.games import game_spec
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.core import CHOICES_REVEALED, IllegalMove, Move
from game.saves import new_save_path
from game.scenes.base import UiScene
from game.scenes.table.choice_panel import ChoicePanel
from game.scenes.table.cues import sound_cues
from game.scenes.table.fallback import kit_for
from game.scenes.table.goal import paint_goal
from game.scenes.table.handoff import paint_handoff
from game.scenes.table.harvest import harvest_after
from game.scenes.table.hint_panel import HintCard, card_words, draw_marks, hint_lines
from game.scenes.table.log_book import LogBook, revealed_text, round_name
from game.scenes.table.match_content import game_content
from game.scenes.table.panels import LogPanel, player_rows, progress_bar
from game.scenes.table.status import PromptText, TurnBadge, prompt_line, turn_text
from game.scenes.table.tooltip import Tooltip, button_tip
from game.scenes.table.turns import Applied, TurnDriver
from game.scenes.table.words import LEVEL_WORDS, seat_looks, table_prefs, undo_reason
from game.ui import theme
from game.ui.context import UiContext
from game.ui.layout import split_row
from game.ui.widgets import Button, TextRect

NOTICE_SECONDS = 4.0


class TableScene(UiScene):
    """Play ``match`` with the game's ``kit``; results follow when the game ends."""

    layout_name = "table"

    def __init__(self, ctx: UiContext, match: Match, kit: BoardKit) -> None:
        self.match = match
        self.kit = kit
        self.looks = seat_looks(match.seats, ctx.catalogue, ctx.translator.gettext)
        self.prefs = table_prefs(ctx.settings)
        self.driver = TurnDriver(match, self.prefs.bot_delay, self.prefs.auto_single)
        self.board: BoardView = kit.board_view(ctx, match.setup, match.content, self.looks)
        self.log = LogPanel()
        ctx.sounds.prepare()
        self._books: dict[int | None, LogBook] = {}
        self._books_version = -1
        self.notice = ""
        self._notice_left = 0.0
        self.tooltip = Tooltip()
        self.prompt = PromptText()
        self.badge = TurnBadge()
        self._rows: list[tuple[pygame.Rect, pygame.Surface]] = []
        self._goal_end = 0
        """The bottom of the solo goal's lines under the player row (0: none)."""
        self._row_texts: list[TextRect] = []
        self._shown_hint = False
        self.hint_card = HintCard()
        self._hint_state: tuple[bool, int] = (False, 0)
        self._finished = False
        self._handoff_layer: pygame.Surface | None = None
        self.choices = ChoicePanel()
        self.harvest_open = False
        """Whether the harvest screen is up (the table waits: no bot moves, no results)."""
        super().__init__(ctx)
        self.refresh_board()

    # --- sizes ---------------------------------------------------------------------------
    def tpx(self, region: str) -> int:
        """The text size of ``region`` with the UI scale setting applied."""
        return max(9, self.place.text(region))

    @property
    def names(self) -> list[str]:
        """The players' names in seat order."""
        return [look.name for look in self.looks]

    # --- building ------------------------------------------------------------------------
    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        self.prefs = table_prefs(self.ctx.settings)
        self.driver.bot_delay = self.prefs.bot_delay
        self.driver.auto_single = self.prefs.auto_single
        bar = place.rect("top_bar")
        bar.width = self.size[0]
        bar.x = 0
        pygame.draw.rect(self.background, theme.WOOD_DARK, bar)
        pygame.draw.line(self.background, theme.GOLD, bar.bottomleft, bar.bottomright, max(1, place.px(2)))
        info = self._game_name()
        title = _("{game} · {round}").format(game=info, round=round_name(self.kit, self.match.state.round_number, _))
        self.write(title, "display", self.tpx("title"), theme.INK_ON_DARK, place.rect("title"), "left")
        self.paper(place.rect("side"), 12)
        self.paper(place.rect("prompt"), 10)
        self.board.layout(place.rect("board"))
        # laid out again (a resized window): what lies under the pointer is asked anew
        self.board.repoint(self._pointer if self.board.rect.collidepoint(self._pointer) else None)
        if self.tooltip.text:
            self._update_tooltip(self._pointer)
        self._build_buttons()
        state = self.match.state
        self._rows, self._row_texts = [], []
        self._goal_end = 0
        if not self.kit.extra.get("shows_players"):  # a board with its own player panels
            self._rows, self._row_texts = player_rows(
                place.rect("players"), self.looks, state.scores(), state.current_player, fonts,
                self.tpx("players"), place.gap("players"), self.subtitles(),
            )
            self._goal_end = self._goal(place.rect("players"))
        label, log = self._log_places()
        label, log = self._place_hint_card(label, log)
        self.write(_("Log"), "bold", self.tpx("log_label"), theme.INK, label, "left")
        toggle = pygame.Rect(0, 0, label.width * 11 // 20, label.height).move(label.right - label.width * 11 // 20, label.y)
        words = _("Show everything") if self.log.points_only else _("Points only")
        self.widgets.append(Button("log_filter", toggle, words, fonts, self.tpx("log"), self.toggle_log_filter, "paper",
                                   selected=self.log.points_only))
        self.log.build(log, self.log_book().sync(self.match.log), self.looks, fonts, self.tpx("log"))
        self._handoff_layer = None
        self.choices.clear()
        if self.driver.handoff_to is not None:
            self._handoff_layer, button = paint_handoff(self, self.names[self.driver.handoff_to], self.tpx,
                                                        self.take_screen)
            self.widgets.append(button)
        else:
            self._build_choices()
        self.prompt.lay_out(place.rect("prompt").inflate(-place.px(24), 0), self.tpx("prompt"))
        self.badge.lay_out(place.rect("turn"), self.tpx("turn"))

    def _goal(self, area: pygame.Rect) -> int:
        """Under a solo player's row, what the game aims for (a target, the medals); returns
        the bottom of its last line (0: nothing written)."""
        goal = self.match.state.solo_goal() if len(self._rows) == 1 else None
        if goal is None:
            return 0
        top = self._rows[0][0].bottom + self.place.gap("players") * 2
        return paint_goal(self, goal, area, top, self.tpx("players") * 4 // 5)

    def log_book(self) -> LogBook:
        """The log as the person at the screen may read it, kept per viewer and language so
        that each event is described only once."""
        version = self.ctx.translator.version
        if version != self._books_version:
            self._books, self._books_version = {}, version
        viewer = self.driver.log_viewer
        book = self._books.get(viewer)
        if book is None:
            book = LogBook(self.kit, self.names, viewer, self.ctx.translator.gettext, self.cues())
            self._books[viewer] = book
        return book

    def _log_places(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the log's label and lines go: right under the last player row (fewer players
        leave the log more room; a board that shows the players itself leaves it the whole
        side), down to the bottom of the log region."""
        place = self.place
        label, log = place.rect("log_label"), place.rect("log")
        rows_end = max((rect.bottom for rect, _face in self._rows), default=place.rect("players").top)
        rows_end = max(rows_end, self._goal_end)
        rise = max(0, label.top - rows_end - place.gap("players") * 2)
        label.y -= rise
        log.y -= rise
        log.height += rise
        return label, log

    def _place_hint_card(self, label: pygame.Rect, log: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """Paint the hint card (the hard bot's top moves, or its thinking) at the top of the
        log's place, and move the log's label and lines down under it; no card, no change."""
        driver = self.driver
        ranking = driver.hint_ranking if driver.hint_move is not None else []
        player = driver.viewer if driver.viewer is not None else driver.current
        _ = self.ctx.translator.gettext
        lines = []
        if ranking and player is not None:
            lines = hint_lines(ranking, driver.view(), player, self.kit, self.names, _, self.ctx.translator.language,
                               self.cues())
        return self.hint_card.build_above(label, log, lines, driver.hint_pending, card_words(_), self.ctx.fonts,
                                          self.tpx("log"), self.place.gap("players") * 2)

    def toggle_sound(self) -> None:
        """Silence the sounds, or let them be heard again (kept in the settings)."""
        settings = self.ctx.settings.with_changes(muted=not self.ctx.settings.muted)
        self.ctx.change_settings(settings)
        _ = self.ctx.translator.gettext
        self.say(_("Sound off (M turns it on)") if settings.muted else _("Sound on (M turns it off)"))
        self.changed()

    def toggle_log_filter(self) -> None:
        """Show only the log lines about points, or everything again."""
        self.log.points_only = not self.log.points_only
        self.log.scroll = 0
        self.changed()

    def cues(self) -> dict[str, str]:
        """How this game's events are marked: event kind → cue (:mod:`game.content.cues`)."""
        try:
            file = game_spec(self.match.setup.game_id).cues
        except KeyError:
            return {}
        return shipped_cues(paths.content_dir(), file)

    def subtitles(self) -> list[str]:
        """Under each name in the player strip: "Hard bot" or "Person", and the public facts
        the game's kit names (hand sizes), read from the view on screen."""
        _ = self.ctx.translator.gettext
        view = self.driver.view()
        out = []
        for player, seat in enumerate(self.match.seats):
            kind = _(LEVEL_WORDS.get(seat.level, "")) if seat.is_bot else _("Person")
            summary = self.kit.seat_summary(view, player, _) if self.kit.seat_summary is not None else ""
            out.append(f"{kind} · {summary}" if summary else kind)
        return out

    def turn_text(self) -> str:
        """Whose decision it is, for the top bar (see :func:`turn_text`)."""
        return turn_text(self.driver, self.names, self.ctx.translator.gettext)

    def _draw_turn(self, surface: pygame.Surface) -> None:
        player = self.driver.handoff_to if self.driver.handoff_to is not None else self.driver.acting
        self.badge.draw(surface, self.turn_text(), player, self.looks, self.ctx.fonts)

    def _game_name(self) -> str:
        try:
            return self.ctx.translator.gettext(self.ctx.catalogue.game(self.match.setup.game_id).name)
        except KeyError:
            return self.match.setup.game_id

    def _build_buttons(self) -> None:
        _ = self.ctx.translator.gettext
        place = self.place
        entries = [
            ("undo", _("Undo"), self.undo, self.driver.can_undo().allowed),
            ("redo", _("Redo"), self.redo, self.match.can_redo().allowed),
        ]
        if self.prefs.hints:
            entries.append(("hint", _("Hint"), self.hint, self.driver.interactive and not self.driver.hint_pending))
        entries += [("rules", _("Rules"), self.open_rules, True), ("menu", _("Menu"), self.open_menu, True)]
        area = place.rect("buttons")
        cells = split_row(area, 5, place.gap("buttons"))[5 - len(entries):]
        for cell, (key, label, action, enabled) in zip(cells, entries, strict=True):
            self.widgets.append(Button(key, cell, label, self.ctx.fonts, self.tpx("buttons"), action, "paper", enabled))

    def _build_choices(self) -> None:
        """The choice panel for a decision of the person at the screen that the board does
        not draw itself."""
        decision = self.driver.decision()
        if decision is None or not self.driver.interactive or self.board.draws(decision):
            return
        self.widgets += self.choices.build(self, self.tpx, decision, self.driver.my_moves(), self.kit,
                                           len(self.match.moves), self.choose, self.changed)

    def choose(self, move: Move) -> None:
        """Play a move picked on the choice panel."""
        if not self.driver.interactive:
            return
        try:
            self.after_move(self.driver.play(move))
        except IllegalMove as exc:
            self.say(exc.reason)

    # --- actions -------------------------------------------------------------------------
    def refresh_board(self) -> None:
        """Show the board as the person at the screen may see it now."""
        self.board.show(self.driver.view(), self.driver.viewer, self.driver.interactive)
        self._shown_hint = False
        # What lies under a still pointer may have changed (a bot refilled the display).
        self.point_again()

    def point_again(self) -> None:
        """Ask the board and the tooltip again what lies under the still pointer, after the
        view or the layout changed: a tooltip never outlives its target."""
        pos = self._pointer
        self.board.repoint(pos if self._on_board(pos) else None)
        self._update_tooltip(pos)

    def _on_board(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the board itself (not behind a hand-off or the choice panel)."""
        return (self.driver.handoff_to is None and self.place.rect("board").collidepoint(pos)
                and not self.choices.covers(pos))

    def say(self, text: str) -> None:
        """Show ``text`` on the prompt line for a few seconds."""
        self.notice = text
        self._notice_left = NOTICE_SECONDS

    def fault(self, log: Path | None) -> None:
        """A fault at the table was survived (:mod:`game.faults`): say so on the prompt line;
        the match goes on, saved after its last move."""
        _ = self.ctx.translator.gettext
        self.say(_("Something went wrong, but the match is saved; the details are in {file}.").format(
            file=log.name if log is not None else "-"))
        self.changed()

    def take_screen(self) -> None:
        """The player named on the hand-off screen is at the screen now."""
        self.driver.take_screen()
        self.refresh_board()
        self.changed()

    def undo(self) -> None:
        """Take back the last decision, or say why that is not possible."""
        check = self.driver.can_undo()
        if not check.allowed or not self.driver.undo():
            self.say(undo_reason(check.reason, self.ctx.translator.gettext))
            return
        self.refresh_board()
        self.changed()

    def redo(self) -> None:
        """Play an undone decision again, or say why not."""
        if not self.driver.redo():
            self.say(undo_reason("nothing_to_redo", self.ctx.translator.gettext))
            return
        self.refresh_board()
        self.changed()

    def hint(self) -> None:
        """Ask the hard bot for a suggestion (with hints off, say where to turn them on)."""
        if not self.prefs.hints:
            self.say(self.ctx.translator.gettext("Hints are off: turn them on in Settings, under Hints."))
            self.changed()
        elif self.driver.ask_hint():
            self.say(self.ctx.translator.gettext("Looking for a good move…"))
            self.changed()

    def open_rules(self) -> None:
        """The rules reference of the game dealt here, at the page of the decision in play."""
        from game.scenes.table.rules_scene import RulesScene

        decision = self.driver.decision()
        kind = decision.kind if decision is not None else ""
        setup = self.match.setup
        self.ctx.stack.push(RulesScene(self.ctx, setup.game_id, kind, setup.config.variants))

    def open_menu(self) -> None:
        """The table's menu (settings for the table, rules, leave)."""
        from game.scenes.table.menu import TableMenu

        self.ctx.stack.push(TableMenu(self.ctx, self))

    def leave(self) -> None:
        """Stop the bots and go back to the screen beneath (the match stays saved)."""
        self.driver.close()
        self.ctx.stack.pop()

    def after_move(self, applied: Applied) -> None:
        """Animate and show what a move changed (a reveal of choices is also said aloud on the
        prompt line)."""
        self.refresh_board()
        self.board.animate(applied.events, applied.before)
        self.sound(applied)
        self.notice = ""
        for event in applied.events:
            if event.kind == CHOICES_REVEALED:
                self.say(revealed_text(event, self.names, self.ctx.translator.gettext, self.kit))
        self.show_harvest(applied)
        self.changed()

    def show_harvest(self, applied: Applied) -> None:
        """When the move closed a harvest, stop on the harvest screen (unless the settings say
        not to): every player's harvest as the log tells it to the person at the screen."""
        if not self.prefs.harvest_pause or self.harvest_open:
            return
        screen = harvest_after(self.ctx, self.kit, self.match.log, applied.events, self.driver.log_viewer, self.names,
                               self.looks, self.harvest_closed)
        if screen is not None:
            self.harvest_open = True
            self.ctx.stack.push(screen)

    def harvest_closed(self) -> None:
        """The harvest screen was dismissed: the table goes on."""
        self.harvest_open = False
        self.changed()

    def sound(self, applied: Applied) -> None:
        """Cue the sounds of the move just played (:mod:`game.scenes.table.cues`)."""
        table = self.cues()
        cues = sound_cues(applied.events, table, self.match.seats, applied.player, self.match.state.decision(),
                          self.ctx.settings.animation_speed)
        for name, delay in cues:
            self.ctx.sounds.cue(name, delay)

    # --- frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.board.update(dt)
        self.ctx.sounds.update(dt)
        self._notice_left = max(0.0, self._notice_left - dt)
        if self._notice_left == 0.0:
            self.notice = ""
        move = self.board.take_move()
        if move is not None and self.driver.interactive:
            try:
                self.after_move(self.driver.play(move))
            except IllegalMove as exc:  # a board let through a move the rules refuse
                self.say(exc.reason)
        bots_were_thinking = self.driver.bot_thinking
        applied = self.driver.update(dt, ready=not self.board.busy and not self.harvest_open)
        if applied is not None:
            self.after_move(applied)
        elif bots_were_thinking != self.driver.bot_thinking:
            self.changed()
        if self.driver.hint_move is not None and not self._shown_hint:
            self.board.show_hint(self.driver.hint_move)
            self._shown_hint = True
            self.say(self.ctx.translator.gettext("Hint: the highlighted move is what the hard bot would play."))
            self.changed()
        hint_state = (self.driver.hint_pending, id(self.driver.hint_ranking) if self.driver.hint_ranking else 0)
        if hint_state != self._hint_state:
            self._hint_state = hint_state
            if self._shown_hint and self.driver.hint_move is None:
                self.board.show_hint(None)
            self.changed()
        if self.match.state.is_over and not self.board.busy and not self._finished and not self.harvest_open:
            self.finish()
        if self._stale():
            self.rebuild()

    def finish(self) -> None:
        """The game is over: record it and show the results."""
        from game.scenes.table.results import ResultsScene

        self._finished = True
        self.driver.close()
        self.ctx.stack.replace(ResultsScene(self.ctx, self.match, self.kit, record=True, again=self.new_match))

    def new_match(self, setup: MatchSetup) -> TableScene:
        """A table for a new match of ``setup`` (the results screen's Play again)."""
        return new_table(self.ctx, setup)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        self.board.draw(surface)
        if self.hint_card.lines and self.driver.handoff_to is None:
            spots = [self.board.hint_spot(line.move) for line in self.hint_card.lines]
            draw_marks(surface, spots, self.ctx.fonts, self.tpx("log"))
        if self.driver.handoff_to is not None and self._handoff_layer is not None:
            surface.blit(self._handoff_layer, (0, 0))
        self.choices.draw(surface)
        for rect, face in self._rows:
            surface.blit(face, rect)
        self._draw_bot_progress(surface)
        if self.hint_card.shown:
            self.hint_card.draw(surface, self.driver.hint_progress().fraction)
        self.log.draw(surface)
        for widget in self.widgets:
            widget.draw(surface)
        self._draw_prompt(surface)
        self._draw_turn(surface)
        self.tooltip.draw(surface, self._pointer)

    def _draw_bot_progress(self, surface: pygame.Surface) -> None:
        player = self.driver.bot_thinking
        if player is not None and player < len(self._rows):
            progress_bar(surface, self._rows[player][0], self.driver.bot_progress().fraction)

    def prompt_text(self) -> str:
        """What the prompt line says now: a notice for a few seconds, a save that failed, else
        the turn's own words (:func:`prompt_line`)."""
        _ = self.ctx.translator.gettext
        if self.notice:
            return self.notice
        if self.match.save_problem:
            return _("Cannot save the match ({reason}): play on, it is saved again after the next move.").format(
                reason=self.match.save_problem)
        return prompt_line(self.driver, self.names, self.board.prompt, _)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        self.prompt.draw(surface, self.prompt_text(), self.ctx.fonts)

    def texts(self) -> list[TextRect]:
        out = super().texts() + list(self._row_texts)
        out += [(rect, text) for rect, _face, text in self.log.visible()]
        out += self.hint_card.texts() + self.prompt.texts() + self.badge.texts()
        return out + self.tooltip.texts(self._pointer)

    # --- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        used = self._handle(event)
        if event.type == pygame.KEYDOWN:  # Esc or Enter may have laid the board out again
            self.point_again()
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            was_on_board = self._on_board(self._pointer)
            self._pointer = event.pos
            self._update_tooltip(event.pos)
            if was_on_board and not self._on_board(event.pos):
                self.board.repoint(None)
        if event.type == pygame.MOUSEWHEEL and self.log.rect.collidepoint(pygame.mouse.get_pos()):
            self.log.scroll_by(event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for key, action in (("undo", self.undo), ("redo", self.redo)):
                widget = self._find(key)
                if widget is not None and not widget.enabled and widget.rect.collidepoint(event.pos):
                    action()
                    return True
        where = getattr(event, "pos", (-1, -1))
        on_board = self.place.rect("board").collidepoint(where) and not self.choices.covers(where)
        if self.board.busy and (event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and on_board)):
            # a click or a key finishes the animations at once; a key still does its own work
            self.board.skip()
            self.ctx.sounds.flush()
            if event.type == pygame.MOUSEBUTTONDOWN:
                return True
        if self.driver.handoff_to is None and on_board and self.board.handle_event(event):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self._update_tooltip(self._pointer)
            return True
        return super().handle_event(event)

    def _find(self, key: str) -> Button | None:
        for widget in self.widgets:
            if widget.key == key and isinstance(widget, Button):
                return widget
        return None

    def _update_tooltip(self, pos: tuple[int, int]) -> None:
        _ = self.ctx.translator.gettext

        def undo_words() -> str:
            check = self.driver.can_undo()
            return _("Undo your last decision (Ctrl+Z)") if check.allowed else undo_reason(check.reason, _)

        def redo_words() -> str:
            return _("Redo (Ctrl+Y)") if self.match.can_redo().allowed else undo_reason("nothing_to_redo", _)

        undo, redo = self._find("undo"), self._find("redo")
        text = button_tip(pos, undo.rect if undo else None, redo.rect if redo else None, undo_words, redo_words)
        if text is None and self._on_board(pos):
            text = self.board.tooltip(pos)
        self.tooltip.show(text, self.ctx.fonts, self.tpx("log"), self.place.px(360))

    def handle_other(self, event: pygame.event.Event) -> bool:
        from game.scenes.table.keys import table_key

        return table_key(self, event)

    def on_exit(self) -> None:
        self.driver.close()


def new_table(ctx: UiContext, setup: MatchSetup, save_path: Path | None = None) -> TableScene:
    """A table for a new match, saved after every move into a fresh save file."""
    content = game_content(setup.game_id)
    match = Match(setup, content, save_path or new_save_path(setup.game_id))
    match.autosave()
    return TableScene(ctx, match, kit_for(setup.game_id))
