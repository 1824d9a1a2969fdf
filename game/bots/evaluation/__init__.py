"""Position evaluations for the bots, one module per game plus a generic fallback.

An :class:`Evaluation` estimates what each player's position is worth, in points, as seen by
one player.  It reads only what that player may know (it gives the same answer on a state and
on that player's view of it), so a bot can use it on views and on its own determinized worlds.
``evaluation_for(game_id)`` finds ``game.bots.evaluation.<game_id>`` (its ``EVALUATION``) and
falls back to :data:`~game.bots.evaluation.generic.GENERIC` — the current scores.  A game
may also give the hard bot a deeper judgement (its ``DEEP_EVALUATION``, typically with more
features tuned by self-play); ``evaluation_for(game_id, deep=True)`` finds it, falling back to
``EVALUATION``.
"""

from __future__ import annotations

import importlib

from game.bots.evaluation.base import Evaluation, utilities
from game.bots.evaluation.generic import GENERIC

__all__ = ["GENERIC", "Evaluation", "evaluation_for", "utilities"]

_cache: dict[tuple[str, bool], Evaluation] = {}


def evaluation_for(game_id: str, deep: bool = False) -> Evaluation:
    """The evaluation written for ``game_id`` (its deeper one for the hard bot when ``deep``
    and the game has one), or the generic one if there is none."""
    found = _cache.get((game_id, deep))
    if found is not None:
        return found
    try:
        module = importlib.import_module(f"game.bots.evaluation.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"game.bots.evaluation.{game_id}":
            raise
        found = GENERIC
    else:
        name = "DEEP_EVALUATION" if deep and hasattr(module, "DEEP_EVALUATION") else "EVALUATION"
        found = getattr(module, name)
        if not isinstance(found, Evaluation):
            raise TypeError(f"game.bots.evaluation.{game_id}.{name} is not an Evaluation")
    _cache[(game_id, deep)] = found
    return found
