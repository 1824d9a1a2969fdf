"""The NSIS script compiles (with a stand-in payload) wherever ``makensis`` is installed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import bundle_data
import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "build_spec" / "windows" / "tablero.nsi"
ICON = bundle_data.ICON_DIR / "tablero.ico"


def _payload(folder: Path) -> Path:
    (folder / "_internal").mkdir(parents=True)
    for name in ("tablero.exe", "tablerow.exe", "_internal/base_library.zip"):
        (folder / name).write_bytes(b"stand-in")
    (folder / "THIRD_PARTY_LICENSES.txt").write_text("licences\n")
    return folder


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis (NSIS) is not installed")
def test_makensis_compiles_the_installer_without_warnings(tmp_path: Path) -> None:
    version = bundle_data.project_version()
    setup = tmp_path / f"tablero-{version}-windows-x64-setup.exe"
    done = subprocess.run(
        [
            "makensis",
            "-V2",
            "-WX",
            f"-DVERSION={version}",
            f"-DSRCDIR={_payload(tmp_path / 'bundle')}",
            f"-DICON={ICON}",
            f"-DOUTFILE={setup}",
            str(SCRIPT),
        ],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert setup.read_bytes()[:2] == b"MZ"


def test_the_installer_adds_a_start_menu_entry_and_an_uninstaller() -> None:
    script = SCRIPT.read_text(encoding="utf-8")
    assert 'CreateShortcut "$SMPROGRAMS' in script
    assert "WriteUninstaller" in script
    assert 'Section "Uninstall"' in script
    assert "MUI_ICON" in script and "MUI_UNICON" in script
