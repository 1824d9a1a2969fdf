"""The golden playthroughs still play exactly as recorded (see golden_porto.py to
regenerate them after an intended change)."""

from __future__ import annotations

import pytest
from golden_porto import GAMES, golden_path, playthrough

from game.content.porto import PortoContent


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_golden_playthrough_is_unchanged(content: PortoContent, players: int, seed: int) -> None:
    expected = golden_path(players, seed).read_text(encoding="utf-8")
    assert playthrough(content, players, seed) == expected
