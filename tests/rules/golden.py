"""Golden playthroughs: a seeded game of random legal moves written move by move (mover,
move, scores, event kinds) between its start and final positions, kept as text so that any
change in how a game plays shows up as a readable difference.

Each game names its playthroughs with a :class:`Golden` (``golden_fog.py``,
``golden_agricola.py``), whose ``main`` writes them again after an intended change.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.core import GameConfig, Rng, State


@dataclass(frozen=True)
class Golden:
    """The golden playthroughs of one game: ``games`` are (players, seed, variant), kept in
    ``folder`` as ``<prefix>_<players>p_seed<seed>[_<variant>].txt``."""

    title: str
    prefix: str
    folder: Path
    games: tuple[tuple[int, int, str], ...]
    new_game: Callable[[Any, GameConfig, int], State]
    load: Callable[[Path], Any]

    def path(self, players: int, seed: int, variant: str = "") -> Path:
        """Where the playthrough of ``players`` from ``seed`` (in ``variant``) is kept."""
        return self.folder / f"{self.prefix}_{players}p_seed{seed}{'_' + variant if variant else ''}.txt"

    def playthrough(self, content: Any, players: int, seed: int, variant: str = "") -> str:
        """The text of a playthrough: random legal moves chosen by ``Rng(seed)``."""
        state = self.new_game(content, GameConfig(players, frozenset({variant} - {""})), seed)
        rng = Rng(seed)
        title = f"# {self.title} golden playthrough: {players} players, seed {seed}"
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

    def main(self) -> None:
        """Write every playthrough again from the shipped content."""
        from game import paths

        content = self.load(paths.content_dir())
        self.folder.mkdir(exist_ok=True)
        for players, seed, variant in self.games:
            path = self.path(players, seed, variant)
            path.write_text(self.playthrough(content, players, seed, variant), encoding="utf-8")
            print(f"wrote {path}", file=sys.stderr)
