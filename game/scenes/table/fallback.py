"""A plain board for games whose own board view is not built yet: the scores and the legal
moves as a list of buttons.  It keeps the table usable (and ``shot --scene table`` working)
for every registered game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.boards.base import BoardKit, BoardView, SeatLook
from game.games import board_kit
from game.match_setup import MatchSetup
from game.rules.core import Event, Move, Outcome, State
from game.ui import draw, theme
from game.ui.context import UiContext
from game.ui.text_watch import put_text

ROWS_PER_PAGE = 12


class MoveListBoard(BoardView):
    """Shows the position's text and the legal moves; a click on a move plays it."""

    def __init__(self, ctx: UiContext, setup: MatchSetup, content: Any, seats: Sequence[SeatLook]) -> None:
        super().__init__(ctx, setup, content, seats)
        self.view: State | None = None
        self.viewer: int | None = None
        self.interactive = False
        self.moves: list[Move] = []
        self.hint: Move | None = None
        self._chosen: Move | None = None
        self._rows: list[tuple[pygame.Rect, Move]] = []
        self._face = pygame.Surface((1, 1), pygame.SRCALPHA)

    def show(self, view: State, viewer: int | None, interactive: bool) -> None:
        self.view, self.viewer, self.interactive = view, viewer, interactive
        self.moves = view.legal_moves_for(viewer) if interactive and viewer is not None else []
        self._render()

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._render()

    def _render(self) -> None:
        rect = self.rect
        self._face = draw.paper_panel(rect.size, max(4, rect.height // 40))
        font = self.ctx.fonts.get("body", max(12, rect.height // 36))
        pad = max(8, rect.width // 60)
        y = pad
        self._rows = []
        if self.view is None:
            return
        title = self.ctx.translator.gettext("Moves you can play")
        if not self.interactive:
            title = self.ctx.translator.gettext("Waiting for the player to move")
        put_text(self._face, self.ctx.fonts.get("bold", font.get_height()).render(title, True, theme.INK), (pad, y))
        y += font.get_linesize() * 3 // 2
        step = font.get_linesize() + pad // 2
        for move in self.moves[:ROWS_PER_PAGE]:
            row = pygame.Rect(pad, y, rect.width - 2 * pad, step - 2)
            fill = theme.GOLD if move == self.hint else theme.PAPER_SHADE
            pygame.draw.rect(self._face, fill, row, border_radius=4)
            put_text(self._face, font.render(str(move), True, theme.INK), (row.x + pad // 2, row.y + 1), row)
            self._rows.append((row.move(rect.topleft), move))
            y += step
        if len(self.moves) > ROWS_PER_PAGE:
            more = self.ctx.translator.gettext("…and {count} more").format(count=len(self.moves) - ROWS_PER_PAGE)
            put_text(self._face, font.render(more, True, theme.INK_SOFT), (pad, y))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.interactive:
            for row, move in self._rows:
                if row.collidepoint(event.pos):
                    self._chosen = move
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._face, self.rect)

    def take_move(self) -> Move | None:
        move, self._chosen = self._chosen, None
        return move

    def prompt(self) -> str:
        return self.ctx.translator.gettext("Click a move to play it.") if self.interactive else ""

    def show_hint(self, move: Move | None) -> None:
        self.hint = move
        self._render()

    def hint_spot(self, move: Move) -> pygame.Rect | None:
        """The move's row, when it is on the first page."""
        return next((row for row, shown in self._rows if shown == move), None)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        for row, move in self._rows:
            if row.collidepoint(pos):
                return str(move)
        return None


def _describe(event: Event, names: Sequence[str], gettext: Callable[[str], str]) -> str | None:
    from game.scenes.table.log_book import generic_event_text

    return generic_event_text(event, names, gettext)


def _category(category: str, gettext: Callable[[str], str]) -> str:
    return category.replace("_", " ").capitalize()


def _tiebreak(outcome: Outcome, names: Sequence[str], gettext: Callable[[str], str]) -> str:
    if not outcome.tiebreak:
        return ""
    rule = outcome.tiebreak.replace("_", " ")
    return gettext("The tie was broken by: {rule}.").format(rule=rule)


def _end_reason(reason: str, gettext: Callable[[str], str]) -> str:
    return reason.replace("_", " ").capitalize()


def fallback_kit(game_id: str) -> BoardKit:
    """A kit with the plain move-list board and generic words."""
    return BoardKit(game_id, MoveListBoard, _describe, _category, _tiebreak, _end_reason, game_id)


def kit_for(game_id: str) -> BoardKit:
    """The game's own kit, or the plain one while its board is not built."""
    try:
        return board_kit(game_id)
    except KeyError:
        return fallback_kit(game_id)
