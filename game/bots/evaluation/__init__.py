"""Position evaluations for the bots, one module per game plus a generic fallback.

An :class:`Evaluation` estimates what each player's position is worth, in points, as seen by
one player.  It reads only what that player may know (it gives the same answer on a state and
on that player's view of it), so a bot can use it on views and on its own determinized worlds.
A game's module offers its evaluations as a :class:`~game.bots.knowledge.BotKit` named in the
game's registration (``game/games/``); :data:`~game.bots.evaluation.generic.GENERIC` — the
current scores — judges a game that has none.
"""

from __future__ import annotations

from game.bots.evaluation.base import Evaluation, utilities
from game.bots.evaluation.generic import GENERIC

__all__ = ["GENERIC", "Evaluation", "utilities"]
