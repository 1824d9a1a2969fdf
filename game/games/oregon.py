"""Oregon's registration: its facts, and where each of its parts lives."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.spec import ContentLoader, GameSpec
from game.i18n import N_

if TYPE_CHECKING:
    from game.boards.base import BoardKit
    from game.bots.knowledge import BotKit
    from game.rules.core import GameRules


def rules() -> GameRules[Any]:
    """The rules (``game/rules/oregon/``)."""
    from game.rules.oregon import RULES

    return RULES


def content() -> ContentLoader:
    """The content loader (``content/oregon/`` read by ``game/content/oregon.py``)."""
    from game.content.oregon import load

    return load


def board() -> BoardKit:
    """The table's board kit (``game/boards/oregon/``)."""
    from game.boards.oregon import KIT

    return KIT


def bots() -> BotKit:
    """What the bots know of Oregon (``game/bots/evaluation/oregon.py``)."""
    from game.bots.evaluation.oregon import BOTS

    return BOTS


SPEC = GameSpec.shipped(
    id="oregon",
    name=N_("Oregon"),
    players=(2, 4),
    blurb=N_("Claim the frontier with farmers and buildings, as your cards allow."),
    accent="#b4562f",
    rules=rules,
    content=content,
    board=board,
    bots=bots,
)
