"""The tar.gz and .deb layouts, checked on a stand-in bundle (no PyInstaller needed)."""

from __future__ import annotations

import importlib
import os
import shutil
import stat
import subprocess
import tarfile
from pathlib import Path

import bundle_data
import deb
import pytest

# Imported by name at run time: ``build`` also names the (ignored) build output folder, which
# would make the import order depend on whether a build has run.
build = importlib.import_module("build")


def _fake_bundle(folder: Path) -> Path:
    bundle = folder / "tablero"
    (bundle / "_internal" / "content").mkdir(parents=True)
    (bundle / "_internal" / "content" / "players.yaml").write_text("colours: []\n")
    program = bundle / "tablero"
    program.write_text("#!/bin/sh\necho tablero\n")
    program.chmod(0o700)
    return bundle


def test_the_tarball_holds_one_folder_with_an_executable_tablero(tmp_path: Path) -> None:
    version = bundle_data.project_version()
    archive = build.pack_tarball(_fake_bundle(tmp_path), version, tmp_path / "dist", "x86_64")
    assert archive.name == f"tablero-{version}-linux-x86_64.tar.gz"
    with tarfile.open(archive) as tar:
        names = tar.getnames()
        program = tar.getmember(f"tablero-{version}-linux-x86_64/tablero")
    assert all(n.split("/")[0] == f"tablero-{version}-linux-x86_64" for n in names)
    assert program.mode & stat.S_IXUSR
    assert program.uid == 0


def test_the_deb_tree_puts_tablero_on_the_path_with_a_menu_entry_and_icon(tmp_path: Path) -> None:
    root = deb.stage(_fake_bundle(tmp_path), "1.2.3", "amd64", tmp_path / "root")
    launcher = root / "usr" / "bin" / "tablero"
    assert launcher.is_symlink()
    assert os.readlink(launcher) == "/opt/tablero/tablero"
    assert os.access(root / "opt" / "tablero" / "tablero", os.X_OK)
    entry = (root / "usr" / "share" / "applications" / "tablero.desktop").read_text()
    assert "Exec=tablero\n" in entry and "Icon=tablero\n" in entry
    assert "Categories=Game;BoardGame;" in entry
    icons = root / "usr" / "share" / "icons" / "hicolor"
    assert (icons / "48x48" / "apps" / "tablero.png").is_file()
    assert (icons / "scalable" / "apps" / "tablero.svg").is_file()


def test_the_deb_control_file_names_the_version_and_has_no_maintainer_scripts(
    tmp_path: Path,
) -> None:
    root = deb.stage(_fake_bundle(tmp_path), "1.2.3", "amd64", tmp_path / "root")
    control = (root / "DEBIAN" / "control").read_text()
    assert "Package: tablero\n" in control
    assert "Version: 1.2.3\n" in control
    assert "Architecture: amd64\n" in control
    assert sorted(p.name for p in (root / "DEBIAN").iterdir()) == ["control"]


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is not installed")
def test_dpkg_deb_accepts_the_package(tmp_path: Path) -> None:
    package = deb.build_deb(
        _fake_bundle(tmp_path), "1.2.3", "amd64", tmp_path / "dist", tmp_path, "gzip"
    )
    assert package.name == "tablero_1.2.3_amd64.deb"
    info = subprocess.run(["dpkg-deb", "--info", str(package)], capture_output=True, text=True)
    assert "Package: tablero" in info.stdout
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(package)], capture_output=True, text=True
    ).stdout
    assert "root/root" in listing
    assert "./usr/bin/tablero -> /opt/tablero/tablero" in listing
