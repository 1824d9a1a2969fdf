"""Golden playthroughs of Porto: a game between random players, written step by step.

Each file records the start position, then one line per move (player, move text, scores
after it, and the events' kinds), then the final position and outcome.  A change to the
rules, the content or the order of legal moves shows up as a diff.

Regenerate after an intended change (and review the diff)::

    .venv/bin/python tests/rules/porto/golden_porto.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import paths  # noqa: E402
from game.content.porto import PortoContent, load  # noqa: E402
from game.rules.core import GameConfig, Rng  # noqa: E402
from game.rules.porto import new_game  # noqa: E402

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
GAMES: tuple[tuple[int, int], ...] = ((2, 101), (3, 202), (4, 303))
"""(players, seed) of each golden game."""


def golden_path(players: int, seed: int) -> Path:
    """Where the playthrough of ``(players, seed)`` is kept."""
    return GOLDEN_DIR / f"porto_{players}p_seed{seed}.txt"


def playthrough(content: PortoContent, players: int, seed: int) -> str:
    """The text of the golden playthrough of ``(players, seed)``."""
    state = new_game(content, GameConfig(players), seed)
    rng = Rng(seed)
    out = [f"# Porto golden playthrough: {players} players, seed {seed}", state.to_position()]
    step = 0
    while not state.is_over:
        step += 1
        player = state.current
        move = rng.choice(state.legal_moves())
        events = state.apply(move)
        kinds = " ".join(e.kind for e in events)
        scores = ",".join(map(str, state.scores()))
        out.append(f"{step:3d} p{player + 1} {move} | scores={scores} | {kinds}")
    out.append("")
    out.append(state.to_position())
    out.append(f"outcome {state.outcome()}")
    return "\n".join(out) + "\n"


def main() -> None:
    """Rewrite every golden file."""
    content = load(paths.content_dir())
    GOLDEN_DIR.mkdir(exist_ok=True)
    for players, seed in GAMES:
        path = golden_path(players, seed)
        path.write_text(playthrough(content, players, seed), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
