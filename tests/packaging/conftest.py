"""Fixtures of the packaging tests: the build scripts, and one frozen program per session.

The frozen program is built by ``build_spec/build.py`` into ``build/bundle`` and rebuilt only
when its inputs change, so a second test run reuses it.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

BUILD_SPEC = Path(__file__).resolve().parents[2] / "build_spec"
if str(BUILD_SPEC) not in sys.path:
    sys.path.insert(0, str(BUILD_SPEC))


@pytest.fixture(scope="session")
def frozen_tablero() -> Path:
    """The frozen command-line program, built once (or reused when up to date)."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install -e .[test])")
    import build

    return build.ensure_bundle()


@pytest.fixture
def xvfb_display() -> Iterator[str]:
    """A private Xvfb server's display name (``":N"``); skips where Xvfb is not installed."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end) as announced:
            number = announced.readline().strip()  # written once the server accepts clients
        if not number:
            pytest.skip("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
