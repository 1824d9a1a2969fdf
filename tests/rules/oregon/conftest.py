"""Shared fixtures of the Oregon rules tests: the shipped content, loaded once."""

from __future__ import annotations

import pytest
from oregon_helpers import shipped_content

from game.content.oregon import OregonContent


@pytest.fixture(scope="session")
def content() -> OregonContent:
    """The Oregon content shipped in ``content/oregon``."""
    return shipped_content()
