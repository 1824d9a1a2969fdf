"""Oregon (Åse & Henrik Berg): place farmers and buildings on a map of the old West.

Rulebooks: ``seeds/000_…`` (Spanish) and ``seeds/004_…`` (French); component facts, the map and
our rulings: ``RULINGS.md`` (Oregon).  Public entry points for other packages:

- :data:`RULES` (named by ``game/games/oregon.py``): :func:`new_game`, :func:`parse_move`,
  :func:`read_position` and :func:`write_position` (the position text);
- :class:`OregonState` and the move classes in :mod:`game.rules.oregon.moves`;
- :data:`DECISION_KINDS`, the kinds of ``OregonState.decision()``, for the table to name;
- :func:`explain_space` ("why not here?") and :func:`score_preview` (the hover preview);
- event kinds and their arguments: :mod:`game.rules.oregon.events`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import GameRules, PositionError, State
from game.rules.oregon.explain import explain_space
from game.rules.oregon.moves import OregonMove, parse_text
from game.rules.oregon.position import read_position, write_position
from game.rules.oregon.preview import score_preview
from game.rules.oregon.setup import new_game
from game.rules.oregon.state import OregonState
from game.rules.oregon.turns import DECISION_KINDS

__all__ = [
    "DECISION_KINDS",
    "RULES",
    "OregonState",
    "explain_space",
    "new_game",
    "parse_move",
    "read_position",
    "score_preview",
    "write_position",
]


def parse_move(state: State, text: str) -> OregonMove:
    """The move written ``text`` (as ``str(move)`` writes it); :class:`PositionError` if the
    text is no Oregon move.  Whether it is legal now is for ``state.apply`` to say."""
    if not isinstance(state, OregonState):
        raise PositionError("not an Oregon state")
    move = state.tables.by_text.get(" ".join(text.split()))
    if move is not None:
        return move
    try:
        return parse_text(text, state.tables.symbols, state.tables.buildings)
    except ValueError as exc:
        raise PositionError(str(exc)) from None


RULES: GameRules[OregonContent] = GameRules(
    id="oregon",
    min_players=2,
    max_players=4,
    new_game=new_game,
    parse_move=parse_move,
    from_position=read_position,
    content_version="1",
)

if TYPE_CHECKING:
    from game.content.oregon import OregonContent
