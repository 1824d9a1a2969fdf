"""The player's settings: language, window size or full screen, animation speed, text size,
bot move delay, hints, single-option decisions played for the player, the sounds' volume and
mute, and the last match set up (the new-game
screen starts from it).

Stored as JSON in :func:`game.paths.settings_file`, written atomically
(:mod:`game.atomic_file`).  A damaged file is never overwritten: it is kept aside under a
dated name, the defaults are used and a one-line warning says why.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from game import paths
from game.atomic_file import remove_stale_temporaries, write_atomically
from game.i18n import LANGUAGES, system_language
from game.match_setup import clean_name
from game.untrusted import DamagedFile, damaged_notice, quoted, read_json

WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1024, 600), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440))
ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
MIN_WINDOW = (1024, 600)
MAX_WINDOW = (7680, 4320)
UI_SCALE_RANGE = (0.5, 2.0)
BOT_DELAY_RANGE = (0.0, 10.0)
VOLUME_RANGE = (0, 100)
VOLUMES: tuple[int, ...] = (0, 25, 50, 70, 100)
"""The volumes the settings screen offers (0 is silent)."""
BOT_DELAYS: tuple[float, ...] = (0.0, 0.4, 0.8, 1.5, 2.5)
"""The bot move delays the settings screens offer (seconds a bot's move stays announced)."""
UI_SCALES: tuple[float, ...] = (0.85, 1.0, 1.15, 1.3)
"""The UI (text) scales the settings screens offer; the largest must still fit 1366 x 768."""


@dataclass(frozen=True)
class Settings:
    """What the settings screen changes.  ``window_size`` is used when not ``fullscreen``."""

    language: str = "en"
    window_size: tuple[int, int] = (1366, 768)
    fullscreen: bool = False
    animation_speed: str = "normal"
    ui_scale: float = 1.0
    """Text size on every screen (1.0 = as designed)."""
    bot_delay: float = 0.8
    """Seconds a bot's move stays on screen before the next move."""
    hints: bool = False
    """Whether the table offers the hard bot's suggestion on request."""
    volume: int = 70
    """The sounds' volume, 0 to 100."""
    muted: bool = False
    """Whether the sounds are silenced (M at the table)."""
    auto_single: bool = True
    """Whether the table plays a person's decision that has a single option for them (after a
    short pause, so it shows in the log; undo steps back over it)."""
    harvest_pause: bool = True
    """Whether the table stops at the end of each harvest on a screen summing it up."""
    last_game: str = ""
    """The game of the last match started ("" before the first)."""
    last_seats: tuple[tuple[str, str, str, str], ...] = ()
    """Its seats: (kind, name, level, colour) each, a name "" for the default one."""

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with some fields changed (checked like a loaded file)."""
        return _checked(asdict(replace(self, **changes)))

    def to_json(self) -> dict[str, Any]:
        """The JSON form written to the settings file."""
        return {
            "language": self.language,
            "window_size": list(self.window_size),
            "fullscreen": self.fullscreen,
            "animation_speed": self.animation_speed,
            "ui_scale": self.ui_scale,
            "bot_delay": self.bot_delay,
            "hints": self.hints,
            "volume": self.volume,
            "muted": self.muted,
            "auto_single": self.auto_single,
            "harvest_pause": self.harvest_pause,
            "last_game": self.last_game,
            "last_seats": [list(seat) for seat in self.last_seats],
        }


def default_settings() -> Settings:
    """Settings for a first start: the system's language if offered, a laptop-sized window."""
    return Settings(language=system_language())


class SettingsError(ValueError):
    """A settings file whose content cannot be used; the message says what is wrong."""


def _checked(data: Any) -> Settings:
    if not isinstance(data, dict):
        raise SettingsError("expected a JSON object")
    base = default_settings()
    language = data.get("language", base.language)
    if not isinstance(language, str) or language not in LANGUAGES:
        raise SettingsError(f"unknown language {quoted(language, 20)}")
    size = data.get("window_size", list(base.window_size))
    if (
        not isinstance(size, list | tuple)
        or len(size) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in size)
        or not (MIN_WINDOW[0] <= size[0] <= MAX_WINDOW[0] and MIN_WINDOW[1] <= size[1] <= MAX_WINDOW[1])
    ):
        raise SettingsError(f"window_size must be two whole numbers from {MIN_WINDOW} to {MAX_WINDOW}")
    fullscreen = data.get("fullscreen", base.fullscreen)
    if not isinstance(fullscreen, bool):
        raise SettingsError("fullscreen must be true or false")
    speed = data.get("animation_speed", base.animation_speed)
    if speed not in ANIMATION_SPEEDS:
        raise SettingsError(f"animation_speed must be one of {', '.join(ANIMATION_SPEEDS)}")
    ui_scale = _number(data, "ui_scale", base.ui_scale, UI_SCALE_RANGE)
    bot_delay = _number(data, "bot_delay", base.bot_delay, BOT_DELAY_RANGE)
    hints = data.get("hints", base.hints)
    if not isinstance(hints, bool):
        raise SettingsError("hints must be true or false")
    volume = data.get("volume", base.volume)
    if isinstance(volume, bool) or not isinstance(volume, int) or not VOLUME_RANGE[0] <= volume <= VOLUME_RANGE[1]:
        raise SettingsError(f"volume must be a whole number from {VOLUME_RANGE[0]} to {VOLUME_RANGE[1]}")
    muted = data.get("muted", base.muted)
    if not isinstance(muted, bool):
        raise SettingsError("muted must be true or false")
    auto_single = data.get("auto_single", base.auto_single)
    if not isinstance(auto_single, bool):
        raise SettingsError("auto_single must be true or false")
    harvest_pause = data.get("harvest_pause", base.harvest_pause)
    if not isinstance(harvest_pause, bool):
        raise SettingsError("harvest_pause must be true or false")
    last_game = data.get("last_game", base.last_game)
    if not isinstance(last_game, str) or len(last_game) > 40 or not (last_game == "" or last_game.isidentifier()):
        raise SettingsError("last_game must be a game id")
    last_seats = _last_seats(data.get("last_seats", []))
    unknown = set(data) - set(Settings.__dataclass_fields__)
    if unknown:
        raise SettingsError(f"unknown setting {quoted(sorted(unknown)[0], 40)}")
    return Settings(language, (size[0], size[1]), fullscreen, speed, ui_scale, bot_delay, hints, volume, muted,
                    auto_single, harvest_pause, last_game, last_seats)


def _last_seats(value: Any) -> tuple[tuple[str, str, str, str], ...]:
    """The last match's seats as the file holds them: at most 8 of [kind, name, level, colour]."""
    if not isinstance(value, list | tuple) or len(value) > 8:
        raise SettingsError("last_seats must be a list of at most 8 seats")
    seats = []
    for seat in value:
        if (
            not isinstance(seat, list | tuple)
            or len(seat) != 4
            or not all(isinstance(part, str) and len(part) <= 40 for part in seat)
            or seat[0] not in ("human", "bot")
        ):
            raise SettingsError("each of last_seats must be [kind, name, level, colour]")
        seats.append((seat[0], clean_name(seat[1]), seat[2], seat[3]))
    return tuple(seats)


def _number(data: dict[str, Any], key: str, default: float, bounds: tuple[float, float]) -> float:
    value = data.get(key, default)
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or not bounds[0] <= value <= bounds[1]
    ):
        raise SettingsError(f"{key} must be a number from {bounds[0]:g} to {bounds[1]:g}")
    return float(value)


MAX_BYTES = 64 * 1024
"""A settings file is a few hundred bytes; a larger one is not ours."""


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """The settings in ``path`` and ``None``, or the defaults and a one-line warning when
    the file is damaged.  A missing file silently gives the defaults.

    A damaged file is kept aside under a dated name beside it (:func:`set_aside`), so the
    next save of the settings starts a fresh file and never overwrites it; the warning names
    the file, what is wrong and where it was kept (said once: the next start finds no damaged
    file).  Temporary files a killed write left beside it are removed (the program starts
    here)."""
    remove_stale_temporaries(path.parent)
    try:
        return _checked(read_json(path, MAX_BYTES)), None
    except FileNotFoundError:
        return default_settings(), None
    except (DamagedFile, SettingsError) as exc:
        notice = damaged_notice(path, str(exc), "settings", "the default settings")
        if path == paths.settings_file():
            _unseen.append(notice)
        return default_settings(), notice


_unseen: list[str] = []
"""Notices of the player's damaged settings file, until the title screen shows them (the
program prints them on standard error too, where a window's player does not look)."""


def take_notices() -> list[str]:
    """The notices of a damaged settings file not yet shown (each is given once)."""
    taken = list(_unseen)
    _unseen.clear()
    return taken


def save_settings(settings: Settings, path: Path) -> None:
    """Write ``settings`` atomically (:func:`game.atomic_file.write_atomically`).  Raises
    ``OSError`` when the disk refuses, and when ``path`` holds a damaged file that could not
    be kept aside (it is never overwritten)."""
    try:
        _checked(read_json(path, MAX_BYTES))
    except FileNotFoundError:
        pass
    except (DamagedFile, SettingsError):
        raise OSError(f"{path}: the damaged settings could not be kept aside, so they are not overwritten") from None
    write_atomically(path, json.dumps(settings.to_json(), indent=2) + "\n")
