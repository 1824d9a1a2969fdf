"""The choices a board offers as buttons ("Take the extra turn", "Build here"): each an
:class:`Action` naming the legal move it plays (or none while the selection is incomplete),
and a column of buttons laid out for them."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import pygame

from game.rules.core import Move
from game.ui.theme import FontBook
from game.ui.widgets import Button


@dataclass(frozen=True)
class Action:
    """A button: its key, its words, the move it plays (``None``: disabled) and whether it is
    the main choice."""

    key: str
    label: str
    move: Move | None
    primary: bool = False

    @property
    def enabled(self) -> bool:
        """Whether pressing it plays a move now."""
        return self.move is not None


def action_column(
    area: pygame.Rect,
    actions: Sequence[Action],
    fonts: FontBook,
    text_scale: float,
    press: Callable[[str], None],
    prefix: str,
) -> list[Button]:
    """One button per action, stacked and centred in ``area``; pressing one calls
    ``press(action.key)``; button keys are ``prefix`` + ``_`` + the action's key."""
    if not actions or area.width <= 0:
        return []
    count = len(actions)
    gap = max(4, area.height // 20)
    height = min(max(28, area.height // 3), (area.height - gap * (count - 1)) // count)
    text = max(11, int(height * 0.42 * text_scale))
    top = area.y + (area.height - count * height - (count - 1) * gap) // 2
    return [
        Button(
            f"{prefix}_{action.key}",
            pygame.Rect(area.x, top + i * (height + gap), area.width, height),
            action.label,
            fonts,
            text,
            _pressing(press, action.key),
            style="primary" if action.primary else "paper",
            enabled=action.enabled,
        )
        for i, action in enumerate(actions)
    ]


def _pressing(press: Callable[[str], None], key: str) -> Callable[[], None]:
    return lambda: press(key)


class ButtonColumn:
    """A board's buttons for its actions: laid out by :func:`action_column`, lit while the
    pointer is over them, pressed by a click (playing the action's move), drawn, and their
    words kept for the tests' checks.  Iterating gives the :class:`Button` s."""

    def __init__(self, fonts: FontBook, prefix: str) -> None:
        self.fonts = fonts
        self.prefix = prefix
        self.actions: list[Action] = []
        self.buttons: list[Button] = []
        self._play: Callable[[Move], None] = lambda move: None

    def offer(self, area: pygame.Rect, actions: Sequence[Action], text_scale: float,
              play: Callable[[Move], None]) -> None:
        """Show a button per action in ``area``; a pressed one calls ``play(move)``."""
        self.actions, self._play = list(actions), play
        self.buttons = action_column(area, self.actions, self.fonts, text_scale, self.press, self.prefix)

    def press(self, key: str) -> None:
        """Play the move of the action ``key``, if it has one."""
        for action in self.actions:
            if action.key == key and action.move is not None:
                self._play(action.move)

    def rect_of(self, move: Move) -> pygame.Rect | None:
        """Where the button playing ``move`` stands (``None``: no button plays it)."""
        keys = {f"{self.prefix}_{action.key}" for action in self.actions if action.move == move}
        return next((button.rect for button in self.buttons if button.key in keys), None)

    def point(self, event: pygame.event.Event) -> None:
        """Light the button under the pointer (``event``: a mouse motion)."""
        for button in self.buttons:
            button.handle_event(event)

    def click(self, pos: tuple[int, int]) -> bool:
        """A left click at ``pos``: whether it pressed a button."""
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        return any(button.handle_event(down) for button in self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every button."""
        for button in self.buttons:
            button.draw(surface)

    def texts(self) -> list[tuple[pygame.Rect, str]]:
        """Where each button's words stand."""
        return [text for button in self.buttons for text in button.texts()]

    def __iter__(self) -> Iterator[Button]:
        return iter(self.buttons)

    def __len__(self) -> int:
        return len(self.buttons)
