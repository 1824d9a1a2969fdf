"""What goes into the bundle: version, data folders, modules left out, data files trimmed.

Imported by ``tablero.spec`` (PyInstaller) and by ``build.py``; every path is computed from
this file's location, so the spec holds no absolute paths and works from any checkout.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from pathlib import Path, PurePath

ROOT = Path(__file__).resolve().parent.parent
SPEC_DIR = ROOT / "build_spec"
ICON_DIR = ROOT / "sprites" / "icon"
APP_NAME = "Tablero"
EXE_NAME = "tablero"
BUNDLE_ID = "io.github.tablero.Tablero"

# Shipped next to the program; ``game.paths.install_root()`` finds them in the bundle.
DATA_FOLDERS: tuple[str, ...] = ("content", "sprites", "locales", "fonts")

# The interface speaks these languages; other locales' data is left out of the bundle.
LANGUAGES: tuple[str, ...] = ("en", "es", "fr")

# Modules the program never imports at run time (tests, tools, GUI toolkits it does not use).
EXCLUDED_MODULES: tuple[str, ...] = (
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "lib2to3",
    "pydoc_data",
    "unittest",
    "doctest",
    "test",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    "numpy",
    "PIL",
    "pytest",
    "_pytest",
    "hypothesis",
    "pytest_benchmark",
    "mypy",
    "ruff",
    "email_validator",
    # No network: without these, OpenSSL (libssl, libcrypto: 5 MB) stays out of the bundle.
    # The standard library falls back to its built-in hashes when _hashlib is missing.
    "ssl",
    "_ssl",
    "_hashlib",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame._camera_opencv",
    "pygame._camera_vidcapture",
    "IPython",
    # Our own widgets draw the whole interface; a development environment may still have
    # pygame_gui installed from before, and it must never reach the bundle.
    "pygame_gui",
)

_OWN_METADATA = re.compile(r"^tablero(\.egg-info|-[^-]+\.dist-info)$")


def project_version(root: Path = ROOT) -> str:
    """The version declared in ``pyproject.toml`` (the one place it is written)."""
    with open(root / "pyproject.toml", "rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def version_metadata(work: Path, root: Path = ROOT) -> tuple[str, str]:
    """A minimal ``tablero-<version>.dist-info`` written from ``pyproject.toml``, as ``datas``.

    ``importlib.metadata.version("tablero")`` then answers inside the bundle with exactly the
    version pyproject declares, even if the checkout's installed metadata is stale.
    """
    version = project_version(root)
    folder = work / f"tablero-{version}.dist-info"
    folder.mkdir(parents=True, exist_ok=True)
    text = f"Metadata-Version: 2.1\nName: tablero\nVersion: {version}\n"
    (folder / "METADATA").write_text(text, encoding="utf-8")
    return str(folder), folder.name


def data_folders(root: Path = ROOT) -> list[tuple[str, str]]:
    """``(source, destination)`` pairs for PyInstaller ``datas``: every data folder present."""
    return [(str(root / name), name) for name in DATA_FOLDERS if (root / name).is_dir()]


def keep_data_file(dest: str) -> bool:
    """Whether a collected data file (by its path inside the bundle) is worth shipping."""
    parts = PurePath(dest).parts
    if len(parts) >= 3 and parts[0] == "babel" and parts[1] == "locale-data":
        stem = PurePath(parts[-1]).stem
        return stem == "root" or stem.split("_")[0] in LANGUAGES
    if "__pycache__" in parts:
        return False
    return not (parts[0] == "pygame" and parts[1:2] in (("docs",), ("examples",), ("tests",)))


def trim(
    entries: Iterable[tuple[str, str, str]], own_metadata: str = ""
) -> list[tuple[str, str, str]]:
    """PyInstaller TOC entries ``(dest, source, kind)`` without the data files we leave out.

    PyInstaller also copies the checkout's own installed metadata when it sees
    ``importlib.metadata.version("tablero")``; only ``own_metadata`` (the folder written by
    :func:`version_metadata`) is kept, so the bundle cannot report a stale version.
    """
    kept = []
    for dest, source, kind in entries:
        if kind == "DATA" and not keep_data_file(dest):
            continue
        ours = bool(own_metadata) and source.startswith(own_metadata)
        if _OWN_METADATA.match(PurePath(dest).parts[0]) and not ours:
            continue
        kept.append((dest, source, kind))
    return kept


def icon_file(system: str) -> str | None:
    """The icon for the platform's executable or app bundle, if it has been rendered."""
    name = {"Windows": "tablero.ico", "Darwin": "tablero.icns"}.get(system, "tablero-256.png")
    path = ICON_DIR / name
    return str(path) if path.is_file() else None
