"""Porto: build the colourful houses of Ribeira (rules only; no drawing, no files).

Public API::

    from game.rules.porto import new_game, parse_move, read_position, write_position, PortoState
    from game.rules.porto import DECISION_KINDS   # the kinds of PortoState.decision()
    from game.rules.porto.preview import build_options, score_preview, contracts_fulfilled_by

Inside, the package has the house shape of every game: ``state``, ``moves``, ``setup``,
``turns`` (turn flow), ``legal`` (legality and the phases), ``scoring``, ``hidden`` (view and
determinize), ``events`` and ``position``; the build and draw actions, the street and the
contracts have modules of their own.

The package exports its :class:`~game.rules.core.GameRules` as ``RULES`` (named by
``game/games/porto.py``).
"""

from __future__ import annotations

from game.rules.core import GameRules, State, VariantSpec
from game.rules.porto.moves import (
    Build,
    Draw,
    KeepContracts,
    Pass,
    PlaceBonus,
    PortoMove,
    parse_move_text,
)
from game.rules.porto.position import read_position, write_position
from game.rules.porto.setup import new_game, tables_for
from game.rules.porto.state import PortoState
from game.rules.porto.turns import DECISION_KINDS


def parse_move(state: State, text: str) -> PortoMove:
    """Read a move's text form (the state is not needed: Porto moves carry their meaning)."""
    return parse_move_text(text)


RULES = GameRules(
    id="porto",
    min_players=2,
    max_players=4,
    new_game=new_game,
    parse_move=parse_move,
    from_position=read_position,
    variants=(VariantSpec("novice", "variant_novice"),),
)

__all__ = [
    "DECISION_KINDS",
    "RULES",
    "Build",
    "Draw",
    "KeepContracts",
    "Pass",
    "PlaceBonus",
    "PortoMove",
    "PortoState",
    "new_game",
    "parse_move",
    "read_position",
    "tables_for",
    "write_position",
]
