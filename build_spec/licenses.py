"""Collect the licences of everything the bundle ships into one ``THIRD_PARTY_LICENSES.txt``.

The Python distributions are found by walking the run-time requirements ``pyproject.toml``
declares and, from there, the installed metadata, so a new dependency is credited without
editing this file (and a removed one is no longer credited). What the
metadata cannot tell (the Python runtime, the PyInstaller boot loader, the native libraries
inside the pygame-ce wheel) is listed here by hand. Art and fonts carry their own credits
(``sprites/**/CREDITS.md``, ``fonts/README.md``), which travel with them into the bundle.

    python build_spec/licenses.py OUT_DIR
"""

from __future__ import annotations

import re
import sys
import sysconfig
import tomllib
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

ROOT_DISTRIBUTION = "tablero"
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
NOTICE_NAME = "THIRD_PARTY_LICENSES.txt"
_LICENCE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE)", re.IGNORECASE)
_REQUIREMENT_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)")

# Native libraries bundled inside the pygame-ce wheel (pygame_ce.libs / .dylibs / DLLs).
NATIVE_LIBRARIES: tuple[tuple[str, str], ...] = (
    ("SDL2, SDL2_image, SDL2_mixer, SDL2_ttf", "zlib licence"),
    ("FreeType", "FreeType Project Licence (FTL)"),
    ("HarfBuzz", "MIT (Old MIT) licence"),
    ("libpng", "libpng licence"),
    ("libjpeg(-turbo)", "IJG licence and BSD-3-Clause"),
    ("libtiff", "libtiff (BSD-like) licence"),
    ("libwebp, libsharpyuv", "BSD-3-Clause"),
    ("Brotli", "MIT"),
    ("libogg, libvorbis, libopus, opusfile, libFLAC", "BSD-3-Clause"),
    ("WavPack", "BSD-3-Clause"),
    ("libxmp", "MIT"),
    ("PortMidi", "MIT-style licence"),
    ("mpg123, FluidSynth, libsndfile, alsa-lib", "GNU LGPL 2.1 or later"),
)
LGPL_TEXT = Path("/usr/share/common-licenses/LGPL-2.1")


def declared_requirements(pyproject: Path = PYPROJECT) -> list[str]:
    """The run-time requirements ``pyproject.toml`` declares (the one place they are written).

    Read from the checkout rather than from the installed metadata, which keeps a dependency
    removed from pyproject until the project is installed again.
    """
    with pyproject.open("rb") as handle:
        return list(tomllib.load(handle)["project"]["dependencies"])


def runtime_distributions(requirements: list[str] | None = None) -> list[metadata.Distribution]:
    """Installed distributions the program needs at run time: the declared ``requirements``
    (default: :func:`declared_requirements`) and everything they need in turn (extras left
    out)."""
    seen: set[str] = {_normalise(ROOT_DISTRIBUTION)}
    found: list[metadata.Distribution] = []
    pending = [m.group(1) for r in requirements or declared_requirements() if (m := _REQUIREMENT_NAME.match(r))]
    while pending:
        name = pending.pop()
        key = _normalise(name)
        if key in seen:
            continue
        seen.add(key)
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # a requirement for another platform or Python version
        found.append(dist)
        for requirement in dist.requires or []:
            match = _REQUIREMENT_NAME.match(requirement)
            if match and "extra ==" not in requirement:
                pending.append(match.group(1))
    return sorted(found, key=lambda d: _normalise(d.metadata["Name"]))


def licence_name(dist: metadata.Distribution) -> str:
    """The licence a distribution declares, in the shortest form its metadata offers."""
    meta = dist.metadata
    expression = _field(meta, "License-Expression")
    if expression:
        return expression
    text = _field(meta, "License").strip()
    if text and "\n" not in text and len(text) < 80:
        return text
    for classifier in meta.get_all("Classifier") or []:
        if classifier.startswith("License ::"):
            return str(classifier).split("::")[-1].strip()
    return "see the licence text below"


def licence_texts(dist: metadata.Distribution) -> Iterator[tuple[str, str]]:
    """``(file name, text)`` of every licence or notice file the distribution installed."""
    for file in dist.files or []:
        if _LICENCE_FILE.search(file.name) and not file.name.endswith((".py", ".pyc")):
            path = Path(str(file.locate()))
            if path.is_file():
                yield file.name, path.read_text(encoding="utf-8", errors="replace")


def python_licence() -> str:
    """The licence of the Python runtime the bundle embeds."""
    candidates = [
        Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",
    ]
    for path in candidates:
        if path.is_file():
            return path.read_text(encoding="utf-8", errors="replace")
    return "Python Software Foundation License Version 2 (PSF-2.0)."


def notices() -> str:
    """The whole third-party notice text shipped in the bundle."""
    version = ".".join(map(str, sys.version_info[:3]))
    parts = [
        "Tablero bundles the following third-party software. Each is used under the licence",
        "shown; full texts follow. Art and fonts list their sources and licences in",
        "sprites/**/CREDITS.md and fonts/README.md inside this folder.",
        "",
    ]
    dists = runtime_distributions()
    for dist in dists:
        parts.append(f"- {dist.metadata['Name']} {dist.version}: {licence_name(dist)}")
    parts.append(f"- Python {version} runtime: PSF-2.0")
    parts.append("- PyInstaller boot loader: GPL-2.0 with the boot loader exception")
    parts.extend(f"- {names} (inside pygame-ce): {licence}" for names, licence in NATIVE_LIBRARIES)
    for dist in dists:
        for name, text in licence_texts(dist):
            parts.append(_section(f"{dist.metadata['Name']} {dist.version} — {name}", text))
    parts.append(_section(f"Python {version}", python_licence()))
    for name, text in _pyinstaller_texts():
        parts.append(_section(f"PyInstaller boot loader — {name}", text))
    if LGPL_TEXT.is_file():
        lgpl = LGPL_TEXT.read_text(encoding="utf-8", errors="replace")
        parts.append(_section("GNU Lesser General Public License 2.1 (pygame-ce and others)", lgpl))
    return "\n".join(parts) + "\n"


def write_notices(out_dir: Path) -> Path:
    """Write ``THIRD_PARTY_LICENSES.txt`` into ``out_dir`` and return its path."""
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / NOTICE_NAME
    path.write_text(notices(), encoding="utf-8")
    return path


def _pyinstaller_texts() -> Iterator[tuple[str, str]]:
    try:
        yield from licence_texts(metadata.distribution("pyinstaller"))
    except metadata.PackageNotFoundError:
        return


def _section(title: str, text: str) -> str:
    rule = "=" * 78
    return f"\n{rule}\n{title}\n{rule}\n\n{text.strip()}\n"


def _field(meta: metadata.PackageMetadata, key: str) -> str:
    values = meta.get_all(key) or []
    return str(values[0]) if values else ""


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path.cwd()
    print(write_notices(target))
