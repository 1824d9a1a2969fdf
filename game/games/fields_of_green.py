"""Fields of Green's registration: its facts, and where each of its parts lives."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.spec import ContentLoader, GameSpec, Variant
from game.i18n import N_

if TYPE_CHECKING:
    from game.boards.base import BoardKit
    from game.bots.knowledge import BotKit
    from game.rules.core import GameRules


def rules() -> GameRules[Any]:
    """The rules (``game/rules/fields_of_green/``)."""
    from game.rules.fields_of_green import RULES

    return RULES


def content() -> ContentLoader:
    """The content loader (``content/fields_of_green/`` read by
    ``game/content/fields_of_green.py``)."""
    from game.content.fields_of_green import load

    return load


def board() -> BoardKit:
    """The table's board kit (``game/boards/fields_of_green/``)."""
    from game.boards.fields_of_green import KIT

    return KIT


def bots() -> BotKit:
    """What the bots know of Fields of Green (``game/bots/evaluation/fields_of_green.py``)."""
    from game.bots.evaluation.fields_of_green import BOTS

    return BOTS


SPEC = GameSpec.shipped(
    id="fields_of_green",
    name=N_("Fields of Green"),
    players=(2, 4),
    blurb=N_("Draft fields, livestock and buildings to grow the finest farm."),
    accent="#4f8a3a",
    variants=(Variant("intro", N_("Introduction (everyone draws 2-2-1-1)")),),
    rules=rules,
    content=content,
    board=board,
    bots=bots,
)
