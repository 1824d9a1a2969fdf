"""Bots: generic over the rules contract.  A bot sees only ``state.view(player)``.

``make_bot("hard", seed, kit)`` returns a :class:`Bot` that knows what the game's
:class:`~game.bots.knowledge.BotKit` tells (its registration in ``game/games/`` names it);
``bot.choose(view)`` returns a legal move of ``view``.  Levels: ``random``, ``easy``,
``normal``, ``hard``, and for the ladder only ``reference`` (the frozen hard bot of
:mod:`game.bots.reference`).  A :class:`BotRunner` lets a bot think in the background (the hard bot
in a worker process, the others in a thread), reporting progress and accepting cancellation.
"""

from __future__ import annotations

from game.bots.base import LADDER_LEVELS, LEVELS, Bot, Progress
from game.bots.knowledge import GENERIC_KIT, BotKit
from game.bots.ladder import make_bot
from game.bots.runner import BotRunner

__all__ = ["GENERIC_KIT", "LADDER_LEVELS", "LEVELS", "Bot", "BotKit", "BotRunner", "Progress", "make_bot"]
