"""Position evaluations for the bots, one module per game plus a generic fallback.

An :class:`Evaluation` estimates what each player's position is worth, in points, as seen by
one player.  It reads only what that player may know (it gives the same answer on a state and
on that player's view of it), so a bot can use it on views and on its own determinized worlds.
``evaluation_for(game_id)`` finds ``game.bots.evaluation.<game_id>`` (its ``EVALUATION``) and
falls back to :data:`~game.bots.evaluation.generic.GENERIC` — the current scores.
"""

from __future__ import annotations

import importlib

from game.bots.evaluation.base import Evaluation, utilities
from game.bots.evaluation.generic import GENERIC

__all__ = ["GENERIC", "Evaluation", "evaluation_for", "utilities"]

_cache: dict[str, Evaluation] = {}


def evaluation_for(game_id: str) -> Evaluation:
    """The evaluation written for ``game_id``, or the generic one if there is none."""
    found = _cache.get(game_id)
    if found is not None:
        return found
    try:
        module = importlib.import_module(f"game.bots.evaluation.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"game.bots.evaluation.{game_id}":
            raise
        found = GENERIC
    else:
        found = module.EVALUATION
        if not isinstance(found, Evaluation):
            raise TypeError(f"game.bots.evaluation.{game_id}.EVALUATION is not an Evaluation")
    _cache[game_id] = found
    return found
