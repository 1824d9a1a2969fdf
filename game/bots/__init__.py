"""Bots: generic over the rules contract.  A bot sees only ``state.view(player)``.

``make_bot("hard", seed)`` returns a :class:`Bot`; ``bot.choose(view)`` returns a legal move
of ``view``.  Levels: ``random``, ``easy``, ``normal``, ``hard``.
"""

from __future__ import annotations

from game.bots.base import LEVELS, Bot, Progress, make_bot

__all__ = ["LEVELS", "Bot", "Progress", "make_bot"]
