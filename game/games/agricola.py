"""Agricola's registration: its facts, and where each of its parts lives."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.spec import ContentLoader, GameSpec, Variant
from game.i18n import N_

if TYPE_CHECKING:
    from game.boards.base import BoardKit
    from game.bots.knowledge import BotKit
    from game.rules.core import GameRules


def rules() -> GameRules[Any]:
    """The rules (``game/rules/agricola/``)."""
    from game.rules.agricola import RULES

    return RULES


def content() -> ContentLoader:
    """The content loader (``content/agricola/`` read by ``game/content/agricola.py``)."""
    from game.content.agricola import load

    return load


def board() -> BoardKit:
    """The table's board kit (``game/boards/agricola/``)."""
    from game.boards.agricola import KIT

    return KIT


def bots() -> BotKit:
    """What the bots know of Agricola (``game/bots/evaluation/agricola.py``)."""
    from game.bots.evaluation.agricola import BOTS

    return BOTS


SPEC = GameSpec.shipped(
    id="agricola",
    name=N_("Agricola"),
    players=(1, 5),
    blurb=N_("Plough, sow and fence your farm, and feed your family at harvest."),
    accent="#9a6b2f",
    variants=(
        Variant("family", N_("Family game (the 2007 family side, no cards)")),
        Variant("revised", N_("Revised family board (2016 edition, 1-4 players)")),
        Variant("draft", N_("Drafted hands (keep one, pass the rest; 2-5 players)")),
        # set by the series panel of the new-game screen (game/series.py), not ticked
        Variant("series", N_("Solo series: eight games with rising targets")),
    ),
    rules=rules,
    content=content,
    board=board,
    bots=bots,
)
