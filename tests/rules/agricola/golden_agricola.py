"""Golden playthroughs of Agricola: a seeded game of random legal moves written move by move
(mover, move, scores, event kinds) with the start and final positions.

Regenerate after an intended rules or content change, and read the difference::

    PYTHONPATH=. .venv/bin/python tests/rules/agricola/golden_agricola.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.content.agricola import AgricolaContent
from game.rules.agricola import new_game
from game.rules.core import GameConfig, Rng

GAMES: tuple[tuple[int, int, str], ...] = ((1, 11, "family"), (2, 22, "family"), (3, 33, ""), (4, 44, "revised"), (5, 55, "family"))
"""(players, seed, variant) of every golden playthrough."""

FOLDER = Path(__file__).resolve().parent / "golden"


def golden_path(players: int, seed: int, variant: str = "") -> Path:
    """Where the playthrough of ``players`` from ``seed`` (in ``variant``) is kept."""
    return FOLDER / f"agricola_{players}p_seed{seed}{'_' + variant if variant else ''}.txt"


def playthrough(content: AgricolaContent, players: int, seed: int, variant: str = "") -> str:
    """The text of a playthrough: random legal moves chosen by ``Rng(seed)``."""
    state = new_game(content, GameConfig(players, frozenset({variant} - {""})), seed)
    rng = Rng(seed)
    title = f"# Agricola golden playthrough: {players} players, seed {seed}"
    lines = [title + (f", {variant}" if variant else ""), state.to_position()]
    number = 0
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        mover = state.mover(move)
        events = state.apply(move)
        number += 1
        scores = ",".join(map(str, state.scores()))
        kinds = " ".join(e.kind for e in events)
        lines.append(f"{number:4} p{(mover or 0) + 1} {move} | scores={scores} | {kinds}")
    lines.append("")
    lines.append(state.to_position())
    return "\n".join(lines)


def main() -> None:
    """Write every golden playthrough again."""
    from game import paths
    from game.content.agricola import load

    content = load(paths.content_dir())
    FOLDER.mkdir(exist_ok=True)
    for players, seed, variant in GAMES:
        golden_path(players, seed, variant).write_text(playthrough(content, players, seed, variant), encoding="utf-8")
    print(f"wrote {len(GAMES)} playthroughs to {FOLDER}", file=sys.stderr)


if __name__ == "__main__":
    main()
