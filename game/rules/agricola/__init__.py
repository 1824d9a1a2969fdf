"""Agricola: plough, sow, fence and build a farm over fourteen rounds, and feed the family at
every harvest (rules only; no drawing, no files).

Public API::

    from game.rules.agricola import RULES, new_game, parse_move, read_position, write_position
    from game.rules.agricola import DECISION_KINDS, AgricolaState, AgricolaTables

The package has the house shape (``state``, ``moves``, ``setup``, ``turns``, ``legal``
(the phases and the legal moves), ``scoring``, ``hidden``, ``events``, ``position`` +
``position_writer``); the farmyard's grid is ``farmyard`` (with
its text grid ``farm_text`` and the ``scoring_table``), fencing ``fences``, animal housing
``herds``, the
verbs of the action spaces ``actions``, the harvest ``harvest``, the read-only tables
``tables``, a player's farm and supply ``farmer`` and the full game's cards ``cards``.

The full game deals each player 7 occupations and 7 minor improvements (issue 17); the
cards' effects are verbs of the effect registry (``cards``: on play, at the start of each
round, each time a space is taken, in the harvest, conversions while feeding, cheaper costs,
sowing, animal places, each time the owner builds, at the end; and cards that are fields,
``card_fields``: sown, harvested and scored like fields, their crops always the player's).  Every effect that fires
sends an event naming its card (``card_notes`` for those that change a rule rather than give
goods).  The family games have no cards and play exactly as before.

Rulings of ours, beyond RULINGS.md (each also in the module it concerns):

- the start player of the first round is drawn at random (``setup``);
- animals are counts; where each one stands is derived, and when they do not all fit the
  player chooses among the largest herds that fit; the rest are cooked when the player can,
  else they run away (``harvest``);
- newborn animals that cannot all be housed: cattle first, then boar, then sheep
  (``harvest``);
- a bake uses every baking improvement once, the best rate first (``actions``);
- a card that is a field: its crops always score as the player's grain or vegetables, the
  card counts in the fields row only where it says so, cards adding crops to each field sown
  add them on it too, and it is no cell of the farmyard (``card_fields``).
"""

from __future__ import annotations

from game.rules.agricola import series
from game.rules.agricola.moves import AgricolaMove, parse_move_text
from game.rules.agricola.position import read_position, write_position
from game.rules.agricola.setup import new_game, tables_for
from game.rules.agricola.state import AgricolaState
from game.rules.agricola.tables import AgricolaTables
from game.rules.agricola.turns import DECISION_KINDS
from game.rules.core import GameRules, State, VariantSpec


def parse_move(state: State, text: str) -> AgricolaMove:
    """Read a move's text form (moves carry their meaning; the state is not needed)."""
    return parse_move_text(text)


RULES = GameRules(
    id="agricola",
    min_players=1,
    max_players=5,
    new_game=new_game,
    parse_move=parse_move,
    from_position=read_position,
    variants=(
        VariantSpec("family", "variant_family"),
        VariantSpec("revised", "variant_revised", players=(1, 2, 3, 4)),
        VariantSpec("draft", "variant_draft", players=(2, 3, 4, 5), excludes=("family", "revised")),
        VariantSpec(series.VARIANT, "variant_series", players=(1,), value=series.VALUE, excludes=("family", "revised")),
    ),
)

__all__ = [
    "DECISION_KINDS",
    "RULES",
    "AgricolaMove",
    "AgricolaState",
    "AgricolaTables",
    "new_game",
    "parse_move",
    "read_position",
    "tables_for",
    "write_position",
]
