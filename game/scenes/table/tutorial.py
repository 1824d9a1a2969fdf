"""A guided first game: the real table, on a tutorial's fixed deal, with a step card.

Each step (:mod:`game.content.tutorial`) opens by playing the bot's scripted moves, says one
thing on a card at the top of the side column, rings every place its move is clicked at (the
board's own :meth:`~game.boards.base.BoardView.hint_spots`: the cards, the space, the button,
so the rings are wherever the board draws that move) and waits for that move.  Any other move the board hands over is refused
with the step's "not now" line and changes nothing.  Back goes to the position where the
previous step opened; Next goes on (on a step that waits, it plays the move for the person);
the last step's Next starts a real match of the same settings.  The step reached is kept
(:mod:`game.tutorials`), so a tutorial left is resumed there.
"""

from __future__ import annotations

import math
import time
from functools import cache
from pathlib import Path

import pygame

from game import paths
from game.boards.base import BoardKit
from game.content.base import ContentError, ContentErrors
from game.content.tutorial import PERSON, Step, Tutorial, load_tutorial, moves_before
from game.games import game_spec
from game.i18n import N_
from game.match import Match
from game.match_setup import UNNAMED, MatchSetup, Seat
from game.rules.core import IllegalMove, Move, derive_seed
from game.scenes.dialog import MessageDialog
from game.scenes.table.fallback import kit_for
from game.scenes.table.match_content import game_content
from game.scenes.table.scene import TableScene, new_table
from game.scenes.table.turns import Applied, TurnDriver
from game.tutorials import remember_step, step_left_at
from game.ui import draw, theme
from game.ui.context import UiContext
from game.ui.layout import split_row
from game.ui.text_watch import put_text
from game.ui.widgets import Button, ButtonStyle

RING_WIDTH = 6
"""How thick the rings round the places to click are, in the table's layout units."""


@cache
def _tutorial(file: str, game_id: str, root: Path) -> Tutorial:
    return load_tutorial(root / file, file, game_id)


def load_shipped_tutorial(game_id: str) -> Tutorial | None:
    """The tutorial of ``game_id`` (read once; ``None`` when the game has none);
    ``ContentErrors`` when its file is broken."""
    try:
        file = game_spec(game_id).tutorial
    except KeyError:
        return None
    if not file:
        return None
    try:
        return _tutorial(file, game_id, paths.content_dir())
    except ContentError as exc:
        raise ContentErrors([exc]) from None


def shipped_tutorial(game_id: str) -> Tutorial | None:
    """The tutorial of ``game_id``, or ``None`` when the game has none or its file is broken
    (``validate`` names the problem)."""
    try:
        return load_shipped_tutorial(game_id)
    except ContentErrors:
        return None


class ScriptedDriver(TurnDriver):
    """The turns of a tutorial: the bots never think, they play the moves :attr:`script`
    gives them, one by one at the bot delay; nothing is played for the person."""

    def __init__(self, match: Match, bot_delay: float) -> None:
        super().__init__(match, bot_delay, False)
        self.script: list[str] = []
        """The bots' moves still to play, in the game's move text."""
        self.played: list[Move] = []
        """The bots' scripted moves of the step played so far."""

    def update(self, dt: float, ready: bool = True) -> Applied | None:
        self._since_move += dt
        if not self.script or not ready or self._since_move < self.bot_delay:
            return None
        return self.play_scripted()

    def play_scripted(self) -> Applied | None:
        """Play the bots' next scripted move now, if it is theirs to play now."""
        if not self.script:
            return None
        move = self.match.rules.parse_move(self.match.state, self.script[0])
        player = self.match.state.mover(move)
        if player is None or not self.match.seats[player].is_bot:
            return None
        self.script.pop(0)
        self.played.append(move)
        return self._apply(player, move)

    def ask_hint(self) -> bool:
        return False


def person_name(ctx: UiContext) -> str:
    """The name the person played their last match under ("Player 1" when none, said in the
    table's language)."""
    default = UNNAMED.format(number=1)
    return next((name for kind, name, _level, _colour in ctx.settings.last_seats if kind == "human" and name), default)


def tutorial_setup(tutorial: Tutorial, you: str) -> MatchSetup:
    """The tutorial's match: the person in seat 1 (named ``you``), bots in the others."""
    seats = (Seat("human", you),) + tuple(Seat("bot", "", tutorial.deal.level) for _ in range(tutorial.deal.players - 1))
    return MatchSetup(tutorial.game_id, tutorial.config, tutorial.deal.seed, seats)


class TutorialTable(TableScene):
    """The table of a tutorial at step ``index``."""

    driver: ScriptedDriver

    def __init__(self, ctx: UiContext, tutorial: Tutorial, kit: BoardKit, index: int = 0) -> None:
        self.tutorial = tutorial
        self.index = index
        match = self._match_at(ctx, index)
        super().__init__(ctx, match, kit)
        self.driver.close()
        self.driver = ScriptedDriver(match, self.prefs.bot_delay)
        self._open_step()

    # --- the script ------------------------------------------------------------------
    @property
    def step(self) -> Step:
        """The step on screen."""
        return self.tutorial.steps[self.index]

    @property
    def last(self) -> bool:
        """Whether the step on screen is the tutorial's last."""
        return self.index == len(self.tutorial.steps) - 1

    def _match_at(self, ctx: UiContext, index: int) -> Match:
        setup = tutorial_setup(self.tutorial, person_name(ctx))
        match = Match(setup, game_content(self.tutorial.game_id), None)
        for text in moves_before(self.tutorial, index):
            match.play(match.rules.parse_move(match.state, text), autosave=False)
        return match

    def _parse(self, text: str) -> Move:
        return self.match.rules.parse_move(self.match.state, text)

    def awaited(self) -> Move | None:
        """The person's move this step waits for, once the bots have played theirs (``None``:
        the step waits for no move, or not yet)."""
        if self.step.play is None or self.driver.script:
            return None
        decision = self.match.state.decision()
        if decision is None or PERSON not in decision.pending:
            return None
        try:
            return self._parse(self.step.play)
        except ValueError:
            return None

    def lit_spots(self) -> list[pygame.Rect]:
        """Where the rings are drawn now: every place the awaited move is made at (the
        board's own :meth:`~game.boards.base.BoardView.hint_spots`: cards, place, button)."""
        awaited = self.awaited()
        return [] if awaited is None else self.board.hint_spots(awaited)

    def bot_spots(self) -> list[pygame.Rect]:
        """Where the bots' moves that the step's ``light`` names went, once played (ringed in
        the bot's colour)."""
        played = self.driver.played
        spots = [self.board.hint_spot(played[k]) for k in self.step.light if k < len(played)]
        return [spot for spot in spots if spot is not None]

    def _open_step(self) -> None:
        """Queue the step's bot moves and keep the step reached."""
        self.driver.script = list(self.step.bots)
        self.driver.played = []
        remember_step(self.tutorial.game_id, self.index)
        self.refresh_board()
        self.changed()

    def _go_to(self, index: int) -> None:
        """Start step ``index`` from the position where it opens."""
        self.driver.close()
        self.index = index
        self.match = self._match_at(self.ctx, index)
        self.driver = ScriptedDriver(self.match, self.prefs.bot_delay)
        self._books = {}
        self._open_step()

    def back(self) -> None:
        """Back to where the previous step opened (the first step opens again)."""
        self.board.skip()
        self._go_to(max(0, self.index - 1))

    def next_step(self) -> None:
        """Go on: the bots' pending moves are played at once, a waiting step's move is played
        for the person, and after the last step a real match starts."""
        self.board.skip()
        self.bots_now()
        awaited = self.awaited()
        if awaited is not None:
            self._play(awaited)
            return
        if self.step.play is not None and not self._played():
            return
        self._advance()

    def bots_now(self) -> None:
        """Play the bots' moves still waiting for their delay at once."""
        while self.driver.script:
            applied = self.driver.play_scripted()
            if applied is None:
                return
            self.after_move(applied)

    def _played(self) -> bool:
        return len(self.match.moves) == len(moves_before(self.tutorial, self.index + 1))

    def _advance(self) -> None:
        if self.last:
            self.real_match()
            return
        self.index += 1
        self._open_step()

    def real_match(self) -> None:
        """The tutorial is over: a real match with the same settings and a fresh deal."""
        remember_step(self.tutorial.game_id, None)
        self.driver.close()
        base = tutorial_setup(self.tutorial, person_name(self.ctx))
        seed = derive_seed(int(time.time()), self.tutorial.deal.seed) % (2**31)
        setup = MatchSetup(base.game_id, base.config, seed, base.seats)
        self.ctx.stack.replace(new_table(self.ctx, setup))

    def _play(self, move: Move) -> None:
        try:
            self.after_move(self.driver.play(move))
        except IllegalMove as exc:
            self.say(exc.reason)
            return
        self._advance()

    def offer(self, move: Move) -> None:
        """The board (or the choice panel) hands over ``move``: the step's move is played and
        the tutorial goes on; any other is refused with the step's "not now" and nothing
        changes."""
        if not self.driver.interactive:
            return
        if self.driver.script and self.match.state.mover(move) == PERSON:
            self.bots_now()  # a person quicker than the bots (their choices at once)
        if move == self.awaited():
            self._play(move)
            return
        _ = self.ctx.translator.gettext
        wrong = self.step.wrong
        if wrong is not None:
            self.say(wrong.get(self.ctx.translator.language))
        elif self.step.play is None:
            self.say(_("Not now: read this step, then click Next."))
        else:
            self.say(_("Not now: this step waits for the move lit on the board."))
        self.board.cancel()
        self.refresh_board()
        self.changed()

    def waiting_for_next(self) -> bool:
        """Whether the tutorial waits for Next: the step asks for no move of the person (or
        has had it), and the bots have played what it gives them."""
        return not self.driver.script and self.awaited() is None

    # --- the table's hooks ------------------------------------------------------------
    def turn_text(self) -> str:
        """A bot to move with nothing scripted waits for Next, it is not thinking."""
        _ = self.ctx.translator.gettext
        if self.waiting_for_next() and not self.driver.interactive:
            return _("Waiting for Next")
        return super().turn_text()

    def prompt_text(self) -> str:
        _ = self.ctx.translator.gettext
        if not self.notice and self.waiting_for_next():
            return _("Click Play a real match to start one with the same settings.") if self.last else _("Read the step, then click Next.")
        return super().prompt_text()

    def choose(self, move: Move) -> None:
        self.offer(move)

    def undo(self) -> None:
        self.back()

    def redo(self) -> None:
        self.next_step()

    def hint(self) -> None:
        self.say(self.ctx.translator.gettext("In the tutorial, the ringed place is where to play."))
        self.changed()

    def update(self, dt: float) -> None:
        move = self.board.take_move()
        if move is not None:
            self.offer(move)
        scripted = bool(self.driver.script)
        super().update(dt)
        if scripted and not self.driver.script:
            self.changed()  # the bots' moves are in: the step's ring and words follow them

    def finish(self) -> None:
        """A tutorial is cut before the end; should one reach it, the real match follows."""
        self._finished = True
        self.real_match()

    def _build_buttons(self) -> None:
        _ = self.ctx.translator.gettext
        place = self.place
        entries = [
            ("step_back", _("Back"), self.back, self.index > 0 or bool(self.match.moves)),
            ("step_next", _("Play a real match") if self.last else _("Next"), self.next_step, True),
            ("rules", _("Rules"), self.open_rules, True),
            ("menu", _("Menu"), self.open_menu, True),
        ]
        cells = split_row(place.rect("buttons"), 5, place.gap("buttons"))[5 - len(entries):]
        for cell, (key, label, action, enabled) in zip(cells, entries, strict=True):
            style: ButtonStyle = "primary" if key == "step_next" else "paper"
            self.widgets.append(Button(key, cell, label, self.ctx.fonts, self.tpx("buttons"), action, style, enabled))

    def _place_hint_card(self, label: pygame.Rect, log: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The step card at the top of the log's place; the log moves down under it."""
        where = label.union(log)
        height = self._paint_card(pygame.Rect(where.x, label.y, where.width, log.bottom - label.y))
        drop = height + self.place.gap("players") * 2
        return label.move(0, drop), pygame.Rect(log.x, log.y + drop, log.width, max(0, log.height - drop))

    def _paint_card(self, where: pygame.Rect) -> int:
        _ = self.ctx.translator.gettext
        px = self.tpx("log")
        fonts = self.ctx.fonts
        pad = max(6, px // 2)
        title = _("Learn to play · step {number} of {count}").format(number=self.index + 1,
                                                                     count=len(self.tutorial.steps))
        title_font = fonts.fit("bold", px, title, where.width - 2 * pad)
        words = self.step.say.get(self.ctx.translator.language)
        body = fonts.get("body", px + 1)
        room = max(60, where.height * 3 // 5)
        lines = fonts.wrap(body, words, where.width - 2 * pad) or [words]
        while len(lines) * body.get_linesize() > room and body.get_height() > fonts.smallest:
            body = fonts.get("body", body.get_height() - 1)
            lines = fonts.wrap(body, words, where.width - 2 * pad) or [words]
        height = pad * 2 + title_font.get_linesize() + pad // 2 + body.get_linesize() * len(lines)
        card = pygame.Rect(where.x, where.y, where.width, height)
        self.background.blit(draw.paper_panel(card.size, max(4, pad), theme.GOLD), card)
        top = put_text(self.background, title_font.render(title, True, theme.ACCENT_DARK),
                       (card.x + pad, card.y + pad), card)
        self.static_texts.append((top, title))
        y = top.bottom + pad // 2
        for line in lines:
            rect = put_text(self.background, body.render(line, True, theme.INK), (card.x + pad, y), card)
            self.static_texts.append((rect, line))
            y += body.get_linesize()
        return height

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.driver.handoff_to is not None:
            return
        width = max(2, self.place.px(RING_WIDTH))
        bot = next((look.colour for look in self.looks if look.is_bot), theme.INK_SOFT)
        for spot in self.bot_spots():
            pygame.draw.rect(surface, bot, spot.inflate(width * 2, width * 2), max(2, width * 2 // 3),
                             border_radius=width * 2)
        glow = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 220)
        colour = tuple(int(a + (b - a) * glow) for a, b in zip(theme.GOLD, theme.ACCENT, strict=True))
        for spot in self.lit_spots():
            pygame.draw.rect(surface, colour, spot.inflate(width * 2, width * 2), width, border_radius=width * 2)


def start_tutorial(ctx: UiContext, game_id: str) -> bool:
    """Open ``game_id``'s tutorial at the step it was left at; ``False`` when the game has
    none.  A broken tutorial file (or one whose moves no longer play) is said in one line on
    a message, and the screen beneath stays."""
    try:
        tutorial = load_shipped_tutorial(game_id)
        if tutorial is None:
            return False
        table = TutorialTable(ctx, tutorial, kit_for(game_id), step_left_at(game_id, len(tutorial.steps)))
    except ContentErrors as exc:
        problem = exc.errors[0].text() if exc.errors else str(exc)
        ctx.stack.push(MessageDialog(ctx, N_("Learn to play"), N_("This tutorial cannot be opened: {problem}"),
                                     {"problem": problem}))
        return True
    except (IllegalMove, ValueError) as exc:
        ctx.stack.push(MessageDialog(ctx, N_("Learn to play"), N_("This tutorial cannot be opened: {problem}"),
                                     {"problem": str(exc)}))
        return True
    ctx.stack.push(table)
    return True


__all__ = ["ScriptedDriver", "TutorialTable", "load_shipped_tutorial", "shipped_tutorial", "start_tutorial",
           "tutorial_setup"]
