"""The Linux installers, really installed: tar.gz unpacked, .deb installed and removed.

The .deb test needs ``dpkg`` and root (as in CI containers); it is skipped elsewhere, and when
a ``tablero`` package is already installed, so a developer's own installation is never touched.
"""

from __future__ import annotations

import importlib
import os
import platform
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest
import smoke_test

pytestmark = pytest.mark.slow


def _dpkg_usable() -> str | None:
    """Why the .deb cannot be installed here, or None if it can."""
    if platform.system() != "Linux" or shutil.which("dpkg") is None:
        return "needs dpkg"
    if os.geteuid() != 0:
        return "needs root to install a package"
    status = subprocess.run(["dpkg", "-s", "tablero"], capture_output=True, text=True)
    if "Status: install ok installed" in status.stdout:
        return "a tablero package is already installed here"
    return None


@pytest.fixture(scope="module")
def installers(frozen_tablero: Path) -> dict[str, Path]:
    if platform.system() != "Linux":
        pytest.skip("the Linux installers are packed on Linux")
    build = importlib.import_module("build")
    made = build.build_linux_installers(frozen_tablero.parent, compression="none")
    return {path.suffix: path for path in made}


def test_the_unpacked_tarball_runs_tablero(installers: dict[str, Path], tmp_path: Path) -> None:
    with tarfile.open(installers[".gz"]) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    (folder,) = (tmp_path / "unpacked").iterdir()
    home = tmp_path / "home"
    home.mkdir()
    assert smoke_test.check_version(folder / "tablero", home)


@pytest.mark.skipif(_dpkg_usable() is not None, reason=str(_dpkg_usable()))
def test_the_deb_installs_a_working_tablero_command_and_removes_cleanly(
    installers: dict[str, Path], tmp_path: Path
) -> None:
    subprocess.run(["dpkg", "-i", str(installers[".deb"])], check=True, capture_output=True)
    try:
        listed = subprocess.run(
            ["dpkg", "-L", "tablero"], check=True, capture_output=True, text=True
        ).stdout.split("\n")
        installed_files = [Path(p) for p in listed if p and not Path(p).is_dir()]
        command = shutil.which("tablero", path="/usr/local/bin:/usr/bin:/bin")
        assert command == "/usr/bin/tablero"
        version = subprocess.run(
            [command, "--version"],
            capture_output=True,
            text=True,
            env=smoke_test.headless_env(tmp_path),
            timeout=smoke_test.TIMEOUT,
        )
        assert version.stdout.split() == ["tablero", smoke_test.project_version()]
        assert Path("/usr/share/applications/tablero.desktop") in installed_files
    finally:
        subprocess.run(["dpkg", "-r", "tablero"], check=True, capture_output=True)
    left_behind = [p for p in installed_files if p.exists() or p.is_symlink()]
    assert left_behind == []
    assert not Path("/opt/tablero").exists()
