"""Fixtures for the Porto rules tests: the shipped content, loaded once."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import paths
from game.content.porto import PortoContent, load


@pytest.fixture(scope="session")
def content() -> PortoContent:
    """Porto's shipped content."""
    return load(paths.content_dir())


@pytest.fixture(scope="session")
def content_root() -> Path:
    """The shipped content folder."""
    return paths.content_dir()
