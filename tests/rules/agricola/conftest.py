"""Fixtures for the Agricola rules tests: the shipped content, loaded once."""

from __future__ import annotations

import pytest

from game import paths
from game.content.agricola import AgricolaContent, load


@pytest.fixture(scope="session")
def content() -> AgricolaContent:
    """Agricola's shipped content: action spaces, round cards, majors and numbers."""
    return load(paths.content_dir())
