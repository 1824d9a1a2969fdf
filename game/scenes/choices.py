"""The choices offered for the table's settings (bot move delay, text size), shared by the
settings screen and the table's menu so both always offer the same values."""

from __future__ import annotations

from collections.abc import Callable

from game.settings import BOT_DELAYS, UI_SCALES


def delay_choices(gettext: Callable[[str], str]) -> list[tuple[str, str]]:
    """``(value, label)`` of every bot move delay: ``("0.8", "0.8 s")``."""
    return [(f"{d:g}", gettext("{seconds} s").format(seconds=f"{d:g}")) for d in BOT_DELAYS]


def scale_choices() -> list[tuple[str, str]]:
    """``(value, label)`` of every text size: ``("1.15", "115 %")``."""
    return [(f"{s:g}", f"{round(s * 100)} %") for s in UI_SCALES]
