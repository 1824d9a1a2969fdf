"""Where the program finds its files (content, sprites, locales) and keeps the player's.

Works from a source checkout and from a PyInstaller bundle.  The ``TABLERO_HOME`` environment
variable, when set, replaces the user data folder (saves, settings, statistics).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from platformdirs import user_data_path

APP_NAME = "Tablero"


def install_root() -> Path:
    """The folder holding ``content/``, ``sprites/`` and ``locales/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def content_dir() -> Path:
    """The YAML content shipped with the program."""
    return install_root() / "content"


def sprites_dir() -> Path:
    """The art shipped with the program."""
    return install_root() / "sprites"


def locale_dir() -> Path:
    """The gettext catalogs (``<lang>/LC_MESSAGES/tablero.po|.mo``)."""
    return install_root() / "locales"


def data_home() -> Path:
    """The player's data folder (created on demand by the writers, not here)."""
    override = os.environ.get("TABLERO_HOME")
    if override:
        return Path(override)
    return user_data_path(APP_NAME, appauthor=False)


def saves_dir() -> Path:
    """Where save files live."""
    return data_home() / "saves"


def settings_file() -> Path:
    """The settings file."""
    return data_home() / "settings.json"


def stats_file() -> Path:
    """Local statistics per game."""
    return data_home() / "statistics.json"
