"""Fixtures for the Fields of Green rules tests: the shipped content, loaded once."""

from __future__ import annotations

import pytest

from game import paths
from game.content.fields_of_green import FogContent, load


@pytest.fixture(scope="session")
def content() -> FogContent:
    """Fields of Green's shipped content (our 44 location designs and 6 equipment designs)."""
    return load(paths.content_dir())
