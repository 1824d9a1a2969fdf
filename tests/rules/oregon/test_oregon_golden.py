"""Golden playthroughs: three seeded games between random players, every move's text and the
scores after it, compared line by line with the files in ``golden/``.

A deliberate rules change makes these differ.  After checking the new behaviour is right,
regenerate the files with::

    .venv/bin/python tests/rules/oregon/test_oregon_golden.py --regenerate
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.content.oregon import OregonContent
from game.rules.core import GameConfig, Rng
from game.rules.oregon import new_game

GOLDEN = Path(__file__).parent / "golden"
GAMES = ((2, 11), (3, 22), (4, 33))
"""(players, seed) of each golden game; moves are chosen by ``Rng(seed)`` among legal moves."""


def playthrough(content: OregonContent, players: int, seed: int) -> list[str]:
    """The lines of one golden file."""
    lines = [
        f"# Oregon golden playthrough: {players} players, seed {seed}, random moves from Rng({seed}).",
        "# move | scores after it",
    ]
    state = new_game(content, GameConfig(players), seed)
    rng = Rng(seed)
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        state.apply(move)
        lines.append(f"{move} | {' '.join(map(str, state.scores()))}")
    outcome = state.outcome()
    assert outcome is not None
    lines.append(
        f"# end: {outcome.end_reason}; winners {list(outcome.winners)}; breakdown {list(outcome.breakdown)}"
    )
    return lines


def golden_path(players: int, seed: int) -> Path:
    return GOLDEN / f"oregon_{players}p_seed{seed}.txt"


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_game_plays_exactly_as_recorded(
    content: OregonContent, players: int, seed: int
) -> None:
    expected = golden_path(players, seed).read_text(encoding="utf-8").splitlines()
    actual = playthrough(content, players, seed)
    for number, (want, got) in enumerate(zip(expected, actual, strict=False), start=1):
        assert got == want, f"line {number} differs"
    assert len(actual) == len(expected)


def main(argv: list[str]) -> int:
    if argv != ["--regenerate"]:
        print(__doc__)
        return 2
    sys.path.insert(0, str(Path(__file__).parent))
    from oregon_helpers import shipped_content

    GOLDEN.mkdir(exist_ok=True)
    for players, seed in GAMES:
        path = golden_path(players, seed)
        path.write_text(
            "\n".join(playthrough(shipped_content(), players, seed)) + "\n", encoding="utf-8"
        )
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
