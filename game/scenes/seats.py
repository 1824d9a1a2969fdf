"""One seat's row on the new-game screen: colour chip, person or bot, then the person's
name or the bot's level."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_
from game.match_setup import BOT_LEVELS
from game.ui.chip import ColourChip
from game.ui.widgets import TextField, Widget, choice_row

if TYPE_CHECKING:
    from game.scenes.new_game import NewGameScene


LEVEL_LABELS: dict[str, str] = {
    "random": N_("Random"),
    "easy": N_("Easy"),
    "normal": N_("Normal"),
    "hard": N_("Hard"),
}
"""The bot levels as the seat rows (and the default bot names) call them."""
assert tuple(LEVEL_LABELS) == BOT_LEVELS


@dataclass
class SeatDraft:
    """A seat while it is being chosen (``name`` empty means the default name)."""

    kind: str
    name: str
    level: str
    colour: str


def seat_row_widgets(scene: NewGameScene, index: int, draft: SeatDraft, slot: pygame.Rect) -> list[Widget]:
    """The widgets of seat ``index`` laid out in ``slot``."""
    _ = scene.ctx.translator.gettext
    place, fonts = scene.place, scene.ctx.fonts
    size = place.text("seats")
    gap = place.gap("seats")
    chip = pygame.Rect(slot.x, slot.y, slot.height, slot.height)
    inner = slot.inflate(0, -slot.height // 6)
    kind_area = pygame.Rect(chip.right + gap * 2, inner.y, int(slot.width * 0.28), inner.height)
    detail = pygame.Rect(kind_area.right + gap * 2, inner.y, slot.right - kind_area.right - gap * 2, inner.height)
    widgets: list[Widget] = [
        ColourChip(f"colour:{index}", chip, scene.ctx.catalogue.colour(draft.colour), lambda: scene.next_colour(index))
    ]
    widgets += choice_row(
        f"kind:{index}", kind_area, [("human", _("Person")), ("bot", _("Bot"))], draft.kind,
        fonts, size, gap // 2, lambda kind: scene.set_kind(index, kind),
    )
    if draft.kind == "human":
        field = detail
        widgets.append(
            TextField(f"name:{index}", field, draft.name, _("Player {number}").format(number=index + 1), fonts, size,
                      scene.focus == f"name:{index}", lambda: scene.set_focus(f"name:{index}"))
        )
    else:
        levels = [(level, _(LEVEL_LABELS[level])) for level in BOT_LEVELS]
        widgets += choice_row(
            f"level:{index}", detail, levels, draft.level, fonts, size, gap // 2,
            lambda level: scene.set_level(index, level),
        )
    return widgets
