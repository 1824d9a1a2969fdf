"""What a solo game aims for, under the player's row at the table: a game of Agricola's solo
series its number and target, any other solo game what each medal needs (the rules'
:meth:`~game.rules.core.State.solo_goal`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.rules.core import SoloGoal
from game.scenes.base import UiScene
from game.scenes.table.results import TIER_NAMES
from game.ui import theme


def goal_lines(goal: SoloGoal, _: Callable[[str], str]) -> list[str]:
    """The goal in words, one line each: "Solo series: game 3 of 8", "Target: 59 points";
    or "Medals", "Bronze: 45 points", "Silver: 55 points", "Gold: 65 points"."""
    lines = []
    if goal.number:
        if goal.number <= goal.games:
            lines.append(_("Solo series: game {number} of {games}").format(number=goal.number, games=goal.games))
        else:
            lines.append(_("Solo series: game {number}").format(number=goal.number))
    if goal.target is not None:
        lines.append(_("Target: {points} points").format(points=goal.target))
    if goal.tiers:
        lines.append(_("Medals"))
        for tier, points in goal.tiers:
            word = _(TIER_NAMES[tier]) if tier in TIER_NAMES else tier
            lines.append(_("{medal}: {points} points").format(medal=word[:1].upper() + word[1:], points=points))
    return lines


def paint_goal(painter: UiScene, goal: SoloGoal, area: pygame.Rect, top: int, text_px: int) -> int:
    """Write the goal's lines with ``painter``'s helpers in ``area`` from ``top`` down (the
    first in bold; what does not fit is left out); returns the bottom of the last line
    written (0: none)."""
    place = painter.place
    step = painter.ctx.fonts.get("body", text_px).get_linesize()
    bottom = 0
    for n, line in enumerate(goal_lines(goal, painter.ctx.translator.gettext)):
        box = pygame.Rect(area.x + place.px(8), top + n * step, area.width - place.px(16), step)
        if box.bottom > area.bottom:
            break
        painter.write(line, "bold" if n == 0 else "body", text_px, theme.INK, box, "left")
        bottom = box.bottom
    return bottom
