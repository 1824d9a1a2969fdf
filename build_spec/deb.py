"""Pack the frozen folder into a Debian package.

The package installs the program under ``/opt/tablero``, a ``tablero`` command in
``/usr/bin`` (a symbolic link to the frozen executable), a desktop entry and the icon in the
hicolor theme. It has no maintainer scripts, so ``dpkg -r tablero`` removes every file it
installed and leaves nothing behind.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

from bundle_data import APP_NAME, EXE_NAME, ICON_DIR

PACKAGE = "tablero"
INSTALL_DIR = Path("opt") / PACKAGE
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
MAINTAINER = "Tablero developers <tablero@tablero.invalid>"
_GLIBC = re.compile(rb"GLIBC_(2\.\d+)")

DESKTOP_ENTRY = f"""\
[Desktop Entry]
Type=Application
Name={APP_NAME}
GenericName=Board games
GenericName[es]=Juegos de mesa
GenericName[fr]=Jeux de société
Comment=Play Oregon, Porto, Fields of Green and Agricola against bots or friends
Comment[es]=Juega a Oregon, Porto, Fields of Green y Agricola contra bots o amigos
Comment[fr]=Jouez à Oregon, Porto, Fields of Green et Agricola contre des bots ou entre amis
Exec={EXE_NAME}
Icon={PACKAGE}
Terminal=false
Categories=Game;BoardGame;
Keywords=board;game;meeple;euro;
"""


def deb_architecture(machine: str) -> str:
    """Debian's name for a CPU architecture (``x86_64`` is ``amd64``)."""
    return {"x86_64": "amd64", "aarch64": "arm64", "armv7l": "armhf"}.get(machine, machine)


def minimum_glibc(folder: Path) -> str | None:
    """The newest glibc symbol version any bundled binary asks for (e.g. ``"2.28"``)."""
    newest: tuple[int, ...] | None = None
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink() or not _is_elf(path):
            continue
        for match in _GLIBC.finditer(path.read_bytes()):
            version = tuple(int(p) for p in match.group(1).decode().split("."))
            newest = version if newest is None or version > newest else newest
    return ".".join(map(str, newest)) if newest else None


def control_file(version: str, architecture: str, installed_kib: int, glibc: str | None) -> str:
    """The ``DEBIAN/control`` text."""
    depends = f"libc6 (>= {glibc})" if glibc else "libc6"
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {architecture}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {depends}\n"
        "Recommends: libx11-6, libxext6, libxcursor1, libxi6, libxrandr2, libgl1\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: four euro board games against bots or hotseat\n"
        " Tablero plays Oregon, Porto, Fields of Green and Agricola on one screen,\n"
        " against computer opponents of four strengths or with friends taking turns.\n"
        " It needs no network and no Python installation.\n"
    )


def stage(bundle: Path, version: str, architecture: str, root: Path) -> Path:
    """Lay out the package's file tree under ``root`` (emptied first) and return it."""
    if root.exists():
        shutil.rmtree(root)
    target = root / INSTALL_DIR
    shutil.copytree(bundle, target, symlinks=True)
    bin_dir = root / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / EXE_NAME).symlink_to(Path("/") / INSTALL_DIR / EXE_NAME)
    share = root / "usr" / "share"
    _write(share / "applications" / f"{PACKAGE}.desktop", DESKTOP_ENTRY)
    for size in ICON_SIZES:
        source = ICON_DIR / f"tablero-{size}.png"
        if source.is_file():
            dest = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{PACKAGE}.png"
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, dest)
    if (ICON_DIR / "tablero.svg").is_file():
        scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{PACKAGE}.svg"
        scalable.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ICON_DIR / "tablero.svg", scalable)
    _write(
        share / "doc" / PACKAGE / "copyright",
        "Tablero. Third-party licences: /opt/tablero/THIRD_PARTY_LICENSES.txt\n",
    )
    _normalise_modes(root)
    kib = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    control = control_file(version, architecture, kib // 1024 + 1, minimum_glibc(target))
    _write(root / "DEBIAN" / "control", control)
    return root


def build_deb(
    bundle: Path,
    version: str,
    architecture: str,
    out_dir: Path,
    work: Path,
    compression: str = "xz",
) -> Path:
    """Build ``tablero_<version>_<arch>.deb`` in ``out_dir`` from the frozen folder."""
    if shutil.which("dpkg-deb") is None:
        raise RuntimeError("dpkg-deb is not installed; cannot build the .deb")
    root = stage(bundle, version, architecture, work / "deb-root")
    out_dir.mkdir(parents=True, exist_ok=True)
    deb = out_dir / f"{PACKAGE}_{version}_{architecture}.deb"
    subprocess.run(
        ["dpkg-deb", "--build", "--root-owner-group", f"-Z{compression}", str(root), str(deb)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return deb


def _is_elf(path: Path) -> bool:
    with open(path, "rb") as handle:
        return handle.read(4) == b"\x7fELF"


def _normalise_modes(root: Path) -> None:
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames:
            os.chmod(Path(dirpath) / name, 0o755)
        for name in filenames:
            path = Path(dirpath) / name
            if path.is_symlink():
                continue
            library = name.endswith(".so") or ".so." in name
            executable = bool(path.stat().st_mode & 0o111) and not library
            os.chmod(path, 0o755 if executable else 0o644)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
