"""Fields of Green: draft fields, livestock, constructions and buildings into a farm over four
years (rules only; no drawing, no files).

Public API::

    from game.rules.fields_of_green import new_game, parse_move, read_position, write_position
    from game.rules.fields_of_green import DECISION_KINDS, FogState, FogTables

The package has the house shape (``state``, ``moves``, ``setup``, ``turns``, ``legal``,
``scoring``, ``hidden``, ``events``, ``position`` + ``position_writer``); the farm's geometry
is ``farm``, the card and equipment abilities are effect verbs in ``abilities``, the rules'
read-only tables are ``tables``, and what the table shows before a choice is ``preview``.

Rulings of ours, beyond RULINGS.md (each also in the module it concerns):

- the rules choose the towers that pay water (the fullest in range first) and put upkeep and
  produced water on the emptiest towers (``farm``); food is one pool per player, because the
  rulebook lets it move freely between silos (``state``);
- actions and harvests are resolved in turn order from the first player (``turns``);
- the starting tower and silo come from their piles of 20 and 14 (``setup``); the first
  player is drawn at random;
- when fewer than 3 piles still hold cards, a split may use all that do (``legal``);
- two players: the 12 cards drawn go to the pool unseen, and the first player takes first in
  every pair (``turns``);
- ``ongoing`` abilities (a discount, coins when a group is built beside) are grey-frame
  abilities that last; equipment on a flipped location is gone for good (``abilities``);
- the automatic harvest pays food makers first while their food fits, then food eaters,
  and flips only what it cannot pay (``turns``);
- the tie-break counts face-up locations, towers and silos included (``scoring``).
"""

from __future__ import annotations

from game.rules.core import GameRules, State, VariantSpec
from game.rules.fields_of_green.moves import FogMove, parse_move_text
from game.rules.fields_of_green.position import read_position, write_position
from game.rules.fields_of_green.setup import new_game, tables_for
from game.rules.fields_of_green.state import FogState
from game.rules.fields_of_green.tables import FogTables
from game.rules.fields_of_green.turns import DECISION_KINDS


def parse_move(state: State, text: str) -> FogMove:
    """Read a move's text form (moves carry their meaning; the state is not needed)."""
    return parse_move_text(text)


RULES = GameRules(
    id="fields_of_green",
    min_players=2,
    max_players=4,
    new_game=new_game,
    parse_move=parse_move,
    from_position=read_position,
    variants=(VariantSpec("intro", "variant_intro"),),
)

__all__ = [
    "DECISION_KINDS",
    "RULES",
    "FogMove",
    "FogState",
    "FogTables",
    "new_game",
    "parse_move",
    "read_position",
    "tables_for",
    "write_position",
]
