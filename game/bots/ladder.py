"""The bot ladder above the random bot: easy, normal and hard."""

from __future__ import annotations

from typing import Any

from game.bots.base import Bot
from game.bots.greedy import EasyBot
from game.bots.ismcts import HardBot
from game.bots.lookahead import NormalBot

_LADDER: dict[str, type[Bot]] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot of ``level`` (``easy``, ``normal`` or ``hard``); ``options`` go to its
    constructor (for instance ``time_budget`` or ``iterations`` of the hard bot)."""
    try:
        cls = _LADDER[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(_LADDER)})") from None
    return cls(seed, **options)
