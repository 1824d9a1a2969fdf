"""Session-wide test set-up: headless SDL and a throw-away player data folder.

Every test session gets its own ``TABLERO_HOME`` (saves, settings, statistics), so tests never
read or write a real player's files, SDL uses its dummy video and audio drivers so no
window opens unless a test asks for a real display, and ``TABLERO_STRICT=1`` makes a screen's
fault a failure rather than a line on screen and in the log.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

BUILD_SPEC = Path(__file__).resolve().parent.parent / "build_spec"

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
_SESSION_HOME = Path(tempfile.mkdtemp(prefix="tablero-home-"))
os.environ["TABLERO_HOME"] = str(_SESSION_HOME)
# A screen's fault is raised, not survived and logged (game.faults), so every test sees its bugs.
os.environ["TABLERO_STRICT"] = "1"


@pytest.fixture(scope="session", autouse=True)
def _session_home() -> Iterator[Path]:
    """The session's ``TABLERO_HOME``, removed when the session ends."""
    yield _SESSION_HOME
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)


@pytest.fixture
def tablero_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A fresh, empty ``TABLERO_HOME`` for one test (for tests that count saves)."""
    home = tmp_path / "home"
    monkeypatch.setenv("TABLERO_HOME", str(home))
    return home


@pytest.fixture
def pairs_game() -> Iterator[Any]:
    """Make the test-only game Pairs (id ``tiny``: hidden hands, chance, a tie-break) known for
    one test; yields its content."""
    from contract.tiny_game import PAIRS_RULES, PairsContent

    yield from _known_for_one_test(PAIRS_RULES, PairsContent(), "Pairs")


@pytest.fixture
def bids_game() -> Iterator[Any]:
    """Make the test-only game Bids (a simultaneous pick with take-back and reveal; alone, a
    solo game with a target) known for one test; yields its content."""
    from contract.sealed_bids import BIDS_RULES, BidsContent

    yield from _known_for_one_test(BIDS_RULES, BidsContent(), "Bids")


@pytest.fixture
def coins_game() -> Iterator[Any]:
    """Make the test-only game Coins (turns of several steps; the ``quiet`` variant announces
    no turns) known for one test; yields its content."""
    from contract.coins_game import COINS_RULES, CoinsContent

    yield from _known_for_one_test(COINS_RULES, CoinsContent(), "Coins")


def _known_for_one_test(rules: Any, content: Any, name: str) -> Iterator[Any]:
    """Register a test game with ``content`` as its content, and remove it afterwards.

    It never appears in ``available_games()`` (not a shipped game), but ``get_rules``,
    ``load_game_content``, ``simulate`` and the saves find it."""
    from contract.games import registration

    from game import games

    games.add_game(registration(rules, content, name))
    yield content
    games.remove_game(rules.id)


@pytest.fixture
def xvfb_display() -> Iterator[str]:
    """A private Xvfb server's display name (``":N"``) for one test; skips where Xvfb is not
    installed.  The server is the one the bundle benchmark uses (``build_spec/xvfb.py``)."""
    if str(BUILD_SPEC) not in sys.path:
        sys.path.insert(0, str(BUILD_SPEC))
    from xvfb import private_display

    with private_display() as display:
        if display is None:
            pytest.skip("Xvfb is not installed or did not start")
        yield display
