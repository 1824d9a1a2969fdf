"""Fixtures of the packaging tests: the build scripts, and one frozen program per session.

The frozen program is built by ``build_spec/build.py`` into ``build/bundle`` and rebuilt only
when its inputs change, so a second test run reuses it.
"""

from __future__ import annotations

import importlib.util
import sys
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
