"""Helpers for the table's tests: a small recording board kit for Pairs (the test-only game,
so these tests do not depend on any real board), seats from words and synthetic input."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.boards.base import BoardKit, BoardView, SeatLook
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import Decision, Event, Move, Outcome, State
from game.scenes.stack import SceneStack
from game.scenes.table import TableScene
from game.ui.context import UiContext

SIZE = (1366, 768)


class RecordingBoard(BoardView):
    """Remembers how it was shown and drawn; plays whatever move a test queues."""

    def __init__(self, ctx: UiContext, setup: MatchSetup, content: Any, seats: Sequence[SeatLook]) -> None:
        super().__init__(ctx, setup, content, seats)
        self.shown: list[tuple[int | None, bool]] = []
        self.drawn_viewers: list[int | None] = []
        self.hint: Move | None = None
        self.queued: Move | None = None
        self.viewer: int | None = None
        self.view: State | None = None

    def show(self, view: State, viewer: int | None, interactive: bool) -> None:
        self.view, self.viewer = view, viewer
        self.shown.append((viewer, interactive))

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn_viewers.append(self.viewer)
        pygame.draw.rect(surface, (200, 200, 180), self.rect)

    def take_move(self) -> Move | None:
        move, self.queued = self.queued, None
        return move

    def show_hint(self, move: Move | None) -> None:
        self.hint = move

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        return "A card of Pairs" if self.rect.collidepoint(pos) else None


def describe(event: Event, names: Sequence[str], _: Callable[[str], str]) -> str | None:
    if event.kind == "card_played":
        return _("{name} plays a card").format(name=names[event.player or 0])
    return None


PAIRS_KIT = BoardKit(
    "tiny", RecordingBoard, describe,
    lambda category, _: {"cards": "Cards", "pairs": "Pairs"}[category],
    lambda outcome, names, _: "More cards played" if outcome.tiebreak else "",
    lambda reason, _: "The cards ran out",
)


def seats(*kinds: str) -> tuple[Seat, ...]:
    """Seats from words: ``"Ana"`` is a person, ``"bot"`` a random bot."""
    colours = ("blue", "orange", "green")
    return tuple(
        Seat("bot", f"Bot {i + 1}", "random", colours[i]) if k == "bot" else Seat("human", k, "", colours[i])
        for i, k in enumerate(kinds)
    )


def run_frames(stack: SceneStack, frames: int = 1, dt: float = 0.05) -> pygame.Surface:
    """Let the stack live for some frames, drawing each one; returns the window."""
    screen = pygame.display.get_surface()
    for _ in range(frames):
        stack.apply_requests()
        stack.update(dt)
        stack.draw(screen)
    stack.apply_requests()
    return screen


def open_table(ctx: UiContext, match: Match, kit: BoardKit = PAIRS_KIT, bot_delay: float | None = None) -> TableScene:
    """The table for ``match``, drawn with ``kit`` (the Pairs kit unless told), pushed and shown
    for one frame; its bots wait ``bot_delay`` seconds before moving where that is given."""
    table = TableScene(ctx, match, kit)
    if bot_delay is not None:
        table.driver.bot_delay = bot_delay
    ctx.stack.push(table)
    run_frames(ctx.stack)
    return table


def click(stack: SceneStack, pos: tuple[int, int]) -> None:
    """A left click at ``pos``."""
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(stack: SceneStack, code: int, mod: int = 0) -> None:
    """A key press."""
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))


def outcome_of(state: State) -> Outcome:
    found = state.outcome()
    assert found is not None
    return found


class PanelBoard(RecordingBoard):
    """A board that draws no decision itself: the table's choice panel is used for all."""

    def draws(self, decision: Decision) -> bool:
        return False


def panel_kit(game_id: str) -> BoardKit:
    """A kit for a test game whose every decision goes through the choice panel."""
    return BoardKit(
        game_id, PanelBoard, lambda event, names, _: None, lambda category, _: category.capitalize(),
        lambda outcome, names, _: "", lambda reason, _: reason.replace("_", " "),
    )
