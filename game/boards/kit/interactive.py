"""The plumbing every interactive board shares: the shown view and whose screen it is, the
move handed to the table, the interface language followed, the animation timeline run, and
the pointer's events sorted into hover, pick and cancel.

A game's board subclasses :class:`InteractiveBoard` and writes only what is its own:
:meth:`~InteractiveBoard.point_at` (what the pointer is over), :meth:`~InteractiveBoard.click`
(what a left click picks), :meth:`~InteractiveBoard.language_switched` (words and faces to
letter again) and :meth:`~InteractiveBoard.paint` (kept between frames while its
:meth:`~InteractiveBoard.look` stays the same); where it has them, the actions it offers as
buttons (:meth:`~InteractiveBoard.offer`), its main action for Enter
(:meth:`~InteractiveBoard.action`) and what a played move clears
(:meth:`~InteractiveBoard.selection_played`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, TypeVar

import pygame

from game.boards.base import BoardView, SeatLook
from game.boards.kit.actions import Action, ButtonColumn
from game.boards.kit.flights import draw_flights, snapshot
from game.boards.kit.timeline import Timeline
from game.boards.kit.words import Gettext
from game.boards.layer import BoardPicture
from game.match_setup import MatchSetup
from game.rules.core import Move, State
from game.ui.context import UiContext

T = TypeVar("T")

OFF_BOARD = (-1, -1)
"""Where :meth:`InteractiveBoard.point_at` is told the pointer is once it is off the board:
no part of a board lies there, so nothing is hovered."""


class InteractiveBoard(BoardView):
    """A :class:`BoardView` with the life cycle's common half written once."""

    def __init__(
        self, ctx: UiContext, setup: MatchSetup, content: Any, seats: Sequence[SeatLook], timeline: Timeline
    ) -> None:
        super().__init__(ctx, setup, content, seats)
        self.timeline = timeline
        self.fonts = ctx.fonts
        self.view: Any = None
        self.viewer: int | None = None
        self.interactive = False
        """Whether the person at the screen may act now (their decision, the table's leave)."""
        self.picture = BoardPicture()
        """The board as last painted (see :meth:`look`)."""
        self.buttons = ButtonColumn(ctx.fonts, setup.game_id)
        """The action buttons on offer (see :meth:`offer`); none unless the board offers some."""
        self._move: Move | None = None
        self._language = -1
        self._answers: dict[Hashable, Any] = {}
        self._shows = 0
        self._screen: pygame.Surface | None = None
        self.pointed: tuple[int, int] | None = None
        """Where the pointer was last seen over the board (``None``: off it)."""

    @property
    def gettext(self) -> Gettext:
        """The translator's ``gettext`` (read each time: the language may switch)."""
        return self.ctx.translator.gettext

    @property
    def _(self) -> Gettext:
        """:attr:`gettext`, by its usual short name."""
        return self.ctx.translator.gettext

    @property
    def shown(self) -> Any:
        """The view shown (painters and hover help are asked only once there is one)."""
        assert self.view is not None
        return self.view

    @property
    def speed(self) -> str:
        """The animation speed setting (``normal`` where the settings have none)."""
        return str(getattr(self.ctx.settings, "animation_speed", "normal"))

    def follow_language(self) -> None:
        """Call :meth:`language_switched` once the interface language has changed."""
        if self._language != self.ctx.translator.version:
            self._language = self.ctx.translator.version
            self.language_switched()

    def language_switched(self) -> None:
        """Letter the board again in the new language (nothing by default)."""

    def accept(self, view: State, viewer: int | None, interactive: bool) -> None:
        """Keep ``view`` as the shown position (``show`` calls this first)."""
        self.view = view
        self._shows += 1
        self._answers.clear()
        self.viewer = viewer
        self.interactive = interactive and viewer is not None and view.current_player == viewer

    def answer(self, key: Hashable, ask: Callable[[], T]) -> T:
        """What ``ask()`` says about the shown view (a score preview, the contracts a build
        would fulfil), asked once per view: hovering back and forth costs nothing."""
        if key not in self._answers:
            self._answers[key] = ask()
        answer: T = self._answers[key]
        return answer

    def hand_over(self, move: Move) -> None:
        """Give ``move`` (taken from ``legal_moves()``) to the table."""
        self._move = move

    def offer(self, area: pygame.Rect, actions: Sequence[Action], text_scale: float) -> None:
        """Show ``actions`` as a column of buttons in ``area`` (none while the person may not
        act); a pressed one plays its move through :meth:`play`."""
        self.buttons.offer(area, actions if self.interactive else [], text_scale, self.play)

    def play(self, move: Move) -> None:
        """Play ``move`` (taken from ``legal_moves()``): hand it over and drop the selection."""
        self.hand_over(move)
        self.selection_played()

    def selection_played(self) -> None:
        """Forget what the person had picked, now that it was played (nothing by default)."""

    def action(self) -> Action | None:
        """The board's main action now (what Enter plays), if it has one (none by default)."""
        return None

    def confirm(self) -> bool:
        """Enter: play :meth:`action` if its move is complete."""
        action = self.action()
        if action is None or action.move is None:
            return False
        self.play(action.move)
        return True

    def take_move(self) -> Move | None:
        move, self._move = self._move, None
        return move

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def skip(self) -> None:
        self.timeline.clear()
        self.picture.forget()

    def update(self, dt: float) -> None:
        self.timeline.update(dt)
        self.follow_language()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.view is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.buttons.point(event)
            self.pointed = event.pos
            self.point_at(event.pos)
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or not self.rect.collidepoint(event.pos):
            return False
        if event.button == 3:
            used = self.cancel()
        elif event.button != 1 or not self.interactive:
            return False
        else:
            used = self.buttons.click(event.pos) or self.click(event.pos)
        # a click may have laid the board out again: what is under the pointer is asked anew
        self.repoint(event.pos)
        return used

    def repoint(self, pos: tuple[int, int] | None) -> None:
        """Ask again what lies under the pointer at ``pos`` (``None``: it is off the board),
        because the view, the layout or the pointer changed: a hover belongs to what is
        under the pointer now, never to a place that moved or went."""
        self.pointed = pos if pos is not None and self.rect.collidepoint(pos) else None
        if self.view is not None:
            self.point_at(self.pointed if self.pointed is not None else OFF_BOARD)

    def draw(self, surface: pygame.Surface) -> None:
        self.follow_language()
        self._screen = surface
        if self.view is not None:
            self.picture.draw(surface, self.rect, self.look(), self.paint)
            draw_flights(surface, self.timeline)

    def seen(self, rect: pygame.Rect) -> pygame.Surface | None:
        """What the last frame showed in ``rect`` (the picture of a card before it flies off)."""
        return snapshot(self._screen, rect)

    def look(self) -> Hashable | None:
        """A value naming everything :meth:`paint` reads, so that the picture is painted
        again only when it changes; ``None`` (the default) paints every frame."""
        return None

    def shown_look(self) -> tuple[object, ...]:
        """The part of a :meth:`look` every board has: which view is shown (each showing
        counts, even of an equal view), to whom, whether they may act, in which language."""
        return self._shows, id(self.view), self.viewer, self.interactive, self._language

    def paint(self, surface: pygame.Surface) -> None:
        """Paint the shown view onto ``surface``."""
        raise NotImplementedError

    def point_at(self, pos: tuple[int, int]) -> None:
        """The pointer moved to ``pos`` (hover help, lit targets)."""

    def click(self, pos: tuple[int, int]) -> bool:
        """A left click at ``pos`` while the person may act; whether it was used."""
        return False
