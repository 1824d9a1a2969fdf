"""Bots: generic over the rules contract.  A bot sees only ``state.view(player)``.

``make_bot("hard", seed)`` returns a :class:`Bot`; ``bot.choose(view)`` returns a legal move
of ``view``.  Levels: ``random``, ``easy``, ``normal``, ``hard``.  A :class:`BotRunner` lets a
bot think in a background thread, reporting progress and accepting cancellation.
"""

from __future__ import annotations

from game.bots.base import LEVELS, Bot, Progress
from game.bots.ladder import make_bot
from game.bots.runner import BotRunner

__all__ = ["LEVELS", "Bot", "BotRunner", "Progress", "make_bot"]
