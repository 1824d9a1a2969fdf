"""Where each guided first game was left: ``tutorials.json`` in the data folder, game id →
the step to resume at.  A tutorial is a fixed script from a fixed deal, so its step is all a
resume needs (the position is played again from the deal).

The file is untrusted: a damaged or foreign one reads as no progress (the tutorials simply
start at their first step) and is written whole again at the next step.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from game import paths
from game.atomic_file import write_atomically
from game.untrusted import DamagedFile, read_json

MAX_BYTES = 16 * 1024


def progress_file() -> Path:
    """The file of where each tutorial was left."""
    return paths.data_home() / "tutorials.json"


def read_progress() -> dict[str, int]:
    """Game id → the step (from 0) its tutorial was left at; empty when none or damaged."""
    try:
        data = read_json(progress_file(), MAX_BYTES)
    except (FileNotFoundError, DamagedFile):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: value for key, value in data.items()
            if isinstance(key, str) and isinstance(value, int) and not isinstance(value, bool) and value >= 0}


def step_left_at(game_id: str, steps: int) -> int:
    """The step to resume ``game_id``'s tutorial of ``steps`` steps at (0: from the start; a
    finished or out-of-range one starts again)."""
    step = read_progress().get(game_id, 0)
    return step if step < steps else 0


def remember_step(game_id: str, step: int | None) -> None:
    """Keep the step ``game_id``'s tutorial is at (``None``: finished, forget it).  A disk
    that refuses loses only the place to resume at."""
    progress = read_progress()
    if step is None:
        progress.pop(game_id, None)
    else:
        progress[game_id] = step
    with contextlib.suppress(OSError):
        write_atomically(progress_file(), json.dumps(progress, sort_keys=True, indent=1) + "\n")
