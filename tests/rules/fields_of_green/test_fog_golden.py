"""The golden playthroughs still play exactly as recorded (see golden_fog.py to regenerate
them after an intended change)."""

from __future__ import annotations

import pytest
from golden_fog import GOLDEN

from game.content.fields_of_green import FogContent


@pytest.mark.parametrize(("players", "seed", "variant"), GOLDEN.games)
def test_golden_playthrough_is_unchanged(content: FogContent, players: int, seed: int, variant: str) -> None:
    expected = GOLDEN.path(players, seed, variant).read_text(encoding="utf-8")
    assert GOLDEN.playthrough(content, players, seed, variant) == expected
