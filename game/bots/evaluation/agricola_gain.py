"""The hard bot's playout policy for Agricola: each step judged by the mover's farm after it.

A step of Agricola is already a whole piece of a plan: a person on a space, a pasture fenced
as one move from the precomputed enclosures of the rules' fencing, a field sown.  The
playouts take the step that leaves the mover's farm worth most (:mod:`.agricola_farm`), so a
sowing goes on field after field while sowing adds more than stopping, and a fencing picks
whole pastures by the animals they will hold and the cells they fill, never fence by fence.
Where a step offers many pastures, only the largest few are tried (:data:`PASTURES_TRIED`).
"""

from __future__ import annotations

from typing import Any

from game.bots.evaluation.agricola_cards import card_prospect
from game.bots.evaluation.agricola_farm import farm_worth
from game.bots.evaluation.agricola_weights import WEIGHTS, Weights
from game.rules.agricola.moves import DraftPick
from game.rules.core import Move, State


def farm_gain(state: State, move: Move, weights: Weights = WEIGHTS) -> float:
    """The mover's farm worth once ``move`` is played: compared between the moves of one
    position, it ranks them by what they add to the mover's farm."""
    s: Any = state
    if isinstance(move, DraftPick):
        return card_prospect(s, move.player, move.card)
    player = s.current_player
    after = s.clone()
    after.apply_unchecked(move)
    return farm_worth(after, player, weights)
