"""The bot ladder: random, easy, normal and hard, made by level for one game."""

from __future__ import annotations

from typing import Any

from game.bots.base import LADDER_LEVELS, Bot
from game.bots.greedy import EasyBot
from game.bots.ismcts import HardBot
from game.bots.knowledge import GENERIC_KIT, BotKit
from game.bots.lookahead import NormalBot
from game.rules.core import derive_seed

_LADDER: dict[str, type[Bot]] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make(level: str, seed: int = 0, kit: BotKit | None = None, **options: Any) -> Bot:
    """A bot of ``level`` (``easy``, ``normal`` or ``hard``) knowing what ``kit`` (the game's
    :class:`BotKit`; none: :data:`GENERIC_KIT`) tells; ``options`` go to its constructor (for
    instance ``time_budget`` or ``iterations`` of the hard bot, or an ``evaluation``)."""
    try:
        cls = _LADDER[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(_LADDER)})") from None
    kit = kit or GENERIC_KIT
    known: dict[str, Any] = {"evaluation": kit.judgement_of(level)}
    if level == "hard":
        known["search"] = kit.search
    if level == "normal" and kit.normal_work is not None:
        known["work"] = kit.normal_work
    if level == "normal" and kit.normal_ceiling is not None:
        known["time_limit"] = kit.normal_ceiling
    return cls(seed, **{**known, **options})


def make_bot(level: str, seed: int = 0, kit: BotKit | None = None) -> Bot:
    """A bot of the given level for the game ``kit`` describes; ``ValueError`` for an
    unknown level.  ``reference`` is the ladder's frozen hard bot
    (:class:`~game.bots.reference.ReferenceBot`), never offered at the table."""
    if level not in LADDER_LEVELS:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LADDER_LEVELS)})")
    if level == "random":
        return Bot(seed)
    if level == "reference":
        from game.bots.reference import ReferenceBot

        return ReferenceBot(seed)
    return make(level, seed, kit)


def decision_seed(match_seed: int, moves_played: int, player: int) -> int:
    """The seed of the bot making a match's next decision: fixed by the match's seed, the
    number of moves played and the player, so a match replays the same from its seed and
    seats (the table makes a fresh bot for every decision with it)."""
    return derive_seed(match_seed, moves_played * 8 + player)
