"""The golden playthroughs still play exactly as recorded (see golden_agricola.py to
regenerate them after an intended change)."""

from __future__ import annotations

import pytest
from golden_agricola import GOLDEN

from game.content.agricola import AgricolaContent


@pytest.mark.parametrize(("players", "seed", "variant"), GOLDEN.games)
def test_golden_playthrough_is_unchanged(content: AgricolaContent, players: int, seed: int, variant: str) -> None:
    expected = GOLDEN.path(players, seed, variant).read_text(encoding="utf-8")
    assert GOLDEN.playthrough(content, players, seed, variant) == expected
