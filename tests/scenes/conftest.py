"""Fixtures of the headless screen tests (the helpers live in ``ui_harness.py``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from ui_harness import Ui, make_ui_factory  # type: ignore[import-not-found]


@pytest.fixture
def make_ui() -> Callable[..., Ui]:
    """Build a headless screen stack: ``make_ui(size=..., lang=..., built=..., saves=...)``."""
    return make_ui_factory()
