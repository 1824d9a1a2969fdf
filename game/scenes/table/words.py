"""What the table says: seat looks, undo reasons and the table's own settings (the log's lines
are written by :mod:`game.scenes.table.log_book`).

Everything here is plain data and text, so it can be tested without drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.boards.base import SeatLook
from game.content.catalogue import Catalogue, PlayerColour
from game.i18n import N_
from game.match_setup import UNNAMED, Seat

Gettext = Callable[[str], str]

UNDO_REASONS: dict[str, str] = {
    "revealed": N_("Cannot undo: something hidden was revealed since then."),
    "other_player": N_("Cannot undo: another player has decided since then."),
    "turn_over": N_("Cannot undo: that decision belongs to an earlier turn."),
    "not_yours": N_("Cannot undo: the last decision was another person's."),
    "nothing_to_undo": N_("Nothing to undo yet."),
    "nothing_to_redo": N_("Nothing to redo."),
    "not_your_turn": N_("Wait for your turn to undo."),
}

LEVEL_WORDS = {"random": N_("Random bot"), "easy": N_("Easy bot"), "normal": N_("Normal bot"), "hard": N_("Hard bot")}
"""A bot's name by its level (numbered when several bots share a level)."""

DEFAULT_BOT_DELAY = 0.8


@dataclass(frozen=True)
class TablePrefs:
    """The settings the table reads (with defaults for settings files that lack them)."""

    ui_scale: float = 1.0
    bot_delay: float = DEFAULT_BOT_DELAY
    hints: bool = False
    auto_single: bool = True
    """Whether a person's decision with a single option is played for them."""
    harvest_pause: bool = True
    """Whether the table stops on the harvest screen at the end of each harvest."""


def table_prefs(settings: Any) -> TablePrefs:
    """The table's settings out of the app settings (missing fields keep their defaults)."""
    scale = getattr(settings, "ui_scale", 1.0)
    delay = getattr(settings, "bot_delay", DEFAULT_BOT_DELAY)
    hints = getattr(settings, "hints", False)
    auto_single = getattr(settings, "auto_single", True)
    return TablePrefs(
        float(scale) if isinstance(scale, int | float) else 1.0,
        float(delay) if isinstance(delay, int | float) else DEFAULT_BOT_DELAY,
        hints is True,
        auto_single is not False,
        getattr(settings, "harvest_pause", True) is not False,
    )


def undo_reason(reason: str, gettext: Gettext) -> str:
    """Why undo or redo is not possible now, as a sentence."""
    return gettext(UNDO_REASONS.get(reason, UNDO_REASONS["nothing_to_undo"]))


def seat_names(seats: Sequence[Seat], gettext: Gettext) -> list[str]:
    """The name of every seat in the current language: a person's own name, or "Player 2"
    translated where the seat was left unnamed; a bot's level ("Hard bot"), numbered when
    several bots share it ("Normal bot 1", "Normal bot 2").  A bot's name is never the one
    saved with the match, which is in the language it began in."""
    shared = {level for level in LEVEL_WORDS if sum(s.is_bot and s.level == level for s in seats) > 1}
    names, counted = [], dict.fromkeys(LEVEL_WORDS, 0)
    for number, seat in enumerate(seats, start=1):
        if not seat.is_bot and seat.name == UNNAMED.format(number=number):
            names.append(gettext(UNNAMED).format(number=number))
            continue
        if not seat.is_bot or seat.level not in LEVEL_WORDS:
            names.append(seat.name)
            continue
        name = gettext(LEVEL_WORDS[seat.level])
        if seat.level in shared:
            counted[seat.level] += 1
            name = f"{name} {counted[seat.level]}"
        names.append(name)
    return names


def seat_looks(seats: Sequence[Seat], catalogue: Catalogue, gettext: Gettext = str) -> list[SeatLook]:
    """Name (:func:`seat_names`), colour and symbol of every seat; a seat without a (known)
    colour takes the next palette colour nobody uses."""
    palette = list(catalogue.colours)
    taken = {s.colour for s in seats}
    spare = [c for c in palette if c.id not in taken]
    looks: list[SeatLook] = []
    for seat, name in zip(seats, seat_names(seats, gettext), strict=True):
        colour: PlayerColour | None
        try:
            colour = catalogue.colour(seat.colour)
        except KeyError:
            colour = spare.pop(0) if spare else palette[len(looks) % len(palette)]
        looks.append(SeatLook(name, colour.rgb_tuple, colour.symbol, seat.is_bot))
    return looks
