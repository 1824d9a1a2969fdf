"""Porto's registration: its facts, and where each of its parts lives."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.spec import ContentLoader, GameSpec, Variant
from game.i18n import N_

if TYPE_CHECKING:
    from game.boards.base import BoardKit
    from game.bots.knowledge import BotKit
    from game.rules.core import GameRules


def rules() -> GameRules[Any]:
    """The rules (``game/rules/porto/``)."""
    from game.rules.porto import RULES

    return RULES


def content() -> ContentLoader:
    """The content loader (``content/porto/`` read by ``game/content/porto.py``)."""
    from game.content.porto import load

    return load


def board() -> BoardKit:
    """The table's board kit (``game/boards/porto/``)."""
    from game.boards.porto import KIT

    return KIT


def bots() -> BotKit:
    """What the bots know of Porto (``game/bots/evaluation/porto.py``)."""
    from game.bots.evaluation.porto import BOTS

    return BOTS


SPEC = GameSpec.shipped(
    id="porto",
    name=N_("Porto"),
    players=(2, 4),
    blurb=N_("Build colourful houses along the river and fulfil contracts."),
    accent="#2f6f9f",
    variants=(Variant("novice", N_("Beginners' game (no private contracts)")),),
    rules=rules,
    content=content,
    board=board,
    bots=bots,
)
