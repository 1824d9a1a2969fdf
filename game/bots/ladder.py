"""The bot ladder: random, easy, normal and hard, made by level."""

from __future__ import annotations

from typing import Any

from game.bots.base import LEVELS, Bot
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


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the given level; ``ValueError`` for an unknown level."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS)})")
    if level == "random":
        return Bot(seed)
    return make(level, seed)
