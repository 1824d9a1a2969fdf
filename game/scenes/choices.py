"""The choices offered for the player's settings (bot move delay, text size, volume), shared by
the settings screen and the table's menu so both always offer the same values, with numbers
written as the language writes them ("0,4 s" in Spanish, "115 %" in French)."""

from __future__ import annotations

from collections.abc import Callable

from babel.numbers import format_decimal, format_percent

from game.settings import BOT_DELAYS, UI_SCALES, VOLUMES


def delay_choices(gettext: Callable[[str], str], language: str = "en") -> list[tuple[str, str]]:
    """``(value, label)`` of every bot move delay: ``("0.8", "0.8 s")``."""
    return [(f"{d:g}", gettext("{seconds} s").format(seconds=format_decimal(d, locale=language))) for d in BOT_DELAYS]


def scale_choices(language: str = "en") -> list[tuple[str, str]]:
    """``(value, label)`` of every text size: ``("1.15", "115%")``."""
    return [(f"{s:g}", format_percent(s, locale=language)) for s in UI_SCALES]


def volume_choices(gettext: Callable[[str], str], language: str = "en") -> list[tuple[str, str]]:
    """``(value, label)`` of every volume: ``("0", "Off")``, ``("50", "50%")``."""
    return [(str(v), format_percent(v / 100, locale=language) if v else gettext("Off")) for v in VOLUMES]
