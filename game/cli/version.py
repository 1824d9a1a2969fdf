"""The program's version, from one source: ``pyproject.toml``.

An installed program (``pip install``, the editable checkout, a bundle that copied the package
metadata) reads it from the package metadata, which setuptools builds from ``pyproject.toml``;
otherwise the ``pyproject.toml`` next to the program is read directly.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import metadata

from game import paths

UNKNOWN = "0+unknown"


@cache
def app_version() -> str:
    """The version string, e.g. ``"0.1.0"`` (``"0+unknown"`` if no source can be read)."""
    try:
        return metadata.version("tablero")
    except metadata.PackageNotFoundError:
        pass
    try:
        with (paths.install_root() / "pyproject.toml").open("rb") as handle:
            version = tomllib.load(handle)["project"]["version"]
    except (OSError, tomllib.TOMLDecodeError, KeyError, TypeError):
        return UNKNOWN
    return str(version)
