"""Build the frozen program and pack the installers for this platform.

    python build_spec/build.py                 # bundle + Linux tar.gz and .deb into dist/
    python build_spec/build.py --bundle-only   # just the frozen folder (build/bundle/tablero)
    python build_spec/build.py --force         # rebuild even if nothing changed

The frozen folder is rebuilt only when its inputs change (the program, content, art,
catalogs, fonts, this folder, ``pyproject.toml`` and the installed dependencies), so running
the packaging tests twice reuses one build. Windows (NSIS) and macOS (.app/.dmg) installers
are packed by ``.github/workflows/release.yml`` on their own runners, from the same bundle.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import platform
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bundle_data as bd  # noqa: E402
import licenses  # noqa: E402

BUILD_DIR = bd.ROOT / "build"
BUNDLE_DIR = BUILD_DIR / "bundle"
WORK_DIR = BUILD_DIR / "pyinstaller"
DIST_DIR = bd.ROOT / "dist"
SPEC = bd.SPEC_DIR / "tablero.spec"
_INPUTS: tuple[str, ...] = ("game", "build_spec", "sprites", *bd.DATA_FOLDERS)


def bundle_path() -> Path:
    """Where the frozen one-folder program is (``…/tablero`` holding the executable)."""
    return BUNDLE_DIR / bd.EXE_NAME


def executable_path() -> Path:
    """The frozen command-line program (``tablero`` or ``tablero.exe``)."""
    suffix = ".exe" if platform.system() == "Windows" else ""
    return bundle_path() / (bd.EXE_NAME + suffix)


def fingerprint() -> str:
    """A digest of everything that shapes the bundle; equal digests mean an equal bundle."""
    digest = hashlib.sha256()
    digest.update(sys.version.encode())
    for dist in sorted(licenses.runtime_distributions(), key=lambda d: d.metadata["Name"]):
        digest.update(f"{dist.metadata['Name']}=={dist.version}\n".encode())
    with contextlib.suppress(metadata.PackageNotFoundError):
        digest.update(f"pyinstaller=={metadata.version('pyinstaller')}\n".encode())
    files = [bd.ROOT / "pyproject.toml"]
    for name in dict.fromkeys(_INPUTS):
        folder = bd.ROOT / name
        if folder.is_dir():
            files += [p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    for path in sorted(files):
        digest.update(str(path.relative_to(bd.ROOT)).encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def ensure_bundle(force: bool = False) -> Path:
    """Build the frozen folder unless an up-to-date one exists; return the executable."""
    BUILD_DIR.mkdir(parents=True, exist_ok=True)
    with _build_lock(BUILD_DIR / ".bundle.lock"):
        return _ensure_bundle(force)


@contextlib.contextmanager
def _build_lock(path: Path) -> Iterator[None]:
    """One build at a time in this checkout (two test runs must not write one folder)."""
    try:
        import fcntl
    except ImportError:  # Windows: release runners build once, nothing to guard
        yield
        return
    with open(path, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _ensure_bundle(force: bool) -> Path:
    stamp = BUNDLE_DIR / f"{bd.EXE_NAME}.fingerprint"
    wanted = fingerprint()
    fresh = stamp.is_file() and stamp.read_text() == wanted and executable_path().is_file()
    if fresh and not force:
        return executable_path()
    stamp.unlink(missing_ok=True)
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(BUNDLE_DIR),
        "--workpath",
        str(WORK_DIR),
        str(SPEC),
    ]
    BUNDLE_DIR.mkdir(parents=True, exist_ok=True)
    subprocess.run(command, check=True, cwd=bd.ROOT)
    _licences_beside_executable(bundle_path())
    stamp.write_text(wanted)
    return executable_path()


def _licences_beside_executable(bundle: Path) -> None:
    """Put the licence notices where a player looks: next to the program, not in _internal."""
    notices = bundle / "_internal" / licenses.NOTICE_NAME
    if notices.is_file():
        shutil.copyfile(notices, bundle / licenses.NOTICE_NAME)


def pack_tarball(bundle: Path, version: str, out_dir: Path, machine: str) -> Path:
    """``tablero-<version>-linux-<machine>.tar.gz``: one folder with ``tablero`` inside."""
    out_dir.mkdir(parents=True, exist_ok=True)
    name = f"{bd.EXE_NAME}-{version}-linux-{machine}"
    archive = out_dir / f"{name}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=name, filter=_owned_by_root)
    return archive


def build_linux_installers(bundle: Path, compression: str = "xz") -> list[Path]:
    """The tar.gz and (when ``dpkg-deb`` exists) the .deb, written into ``dist/``."""
    from deb import build_deb, deb_architecture

    version = bd.project_version()
    machine = platform.machine()
    made = [pack_tarball(bundle, version, DIST_DIR, machine)]
    try:
        made.append(
            build_deb(bundle, version, deb_architecture(machine), DIST_DIR, BUILD_DIR, compression)
        )
    except RuntimeError as exc:
        print(f"build: skipping .deb: {exc}", file=sys.stderr)
    return made


def _owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


def main(argv: list[str] | None = None) -> int:
    """Command line: build the bundle, then the installers this platform can pack."""
    parser = argparse.ArgumentParser(description="Build Tablero's frozen program and installers.")
    parser.add_argument("--bundle-only", action="store_true", help="stop after the bundle")
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    parser.add_argument(
        "--deb-compression",
        default="xz",
        choices=("xz", "gzip", "zstd", "none"),
        help="compression of the .deb (gzip is faster, xz smaller)",
    )
    args = parser.parse_args(argv)
    try:
        exe = ensure_bundle(force=args.force)
    except subprocess.CalledProcessError as exc:
        print(f"build: PyInstaller failed (exit {exc.returncode})", file=sys.stderr)
        return 1
    print(exe)
    if args.bundle_only or platform.system() != "Linux":
        return 0
    for path in build_linux_installers(exe.parent, args.deb_compression):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
