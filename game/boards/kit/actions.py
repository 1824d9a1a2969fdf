"""The choices a board offers as buttons ("Take the extra turn", "Build here"): each an
:class:`Action` naming the legal move it plays (or none while the selection is incomplete),
and a column of buttons laid out for them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
