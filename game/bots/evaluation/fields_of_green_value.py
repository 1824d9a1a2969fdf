"""What Fields of Green's learned judgement reads of a position (:mod:`.learned`).

Per player: the score if the game ended now (the sheet), and the hand-made deep judgement in
its parts (:func:`.fields_of_green_judge.fog_parts`: the farm's projected final score beyond the
sheet, the chosen card, equipment waiting, the cards still to come, the pooled cards, an
uneven split), then what a player reads off a farm: coins, food, tokens, locations built
and actions still to come this year.  Every farm is public; the
chosen card and the hand count only for the viewer (the parts read them so).  The game's clock
is the year and whether its draft is over.
"""

from __future__ import annotations

from typing import Any

from game.bots.evaluation.fields_of_green_farm import actions_this_year
from game.bots.evaluation.fields_of_green_judge import PARTS, fog_parts
from game.bots.evaluation.fields_of_green_weights import DEEP_WEIGHTS
from game.bots.evaluation.learned import LearnedValue
from game.rules.fields_of_green.legal import Phase

FEATURES: tuple[str, ...] = (
    "bias", "sheet", "projected", "pick", "equipment", "to_come", "pool", "split",
    "coins", "food", "tokens", "locations", "actions",
)

STAGES = 8
"""Rows of weights: each year's draft and actions, then its harvest."""


def fog_stage(s: Any) -> int:
    """The year, and whether its actions are over (the harvest)."""
    late = s.phase == Phase.HARVEST or (s.phase == Phase.EQUIP and s.resume == Phase.HARVEST)
    return max(0, min(STAGES - 1, 2 * (int(s.year) - 1) + (1 if late else 0)))


def fog_features(s: Any, viewer: int) -> list[list[float]]:
    """Every player's features (:data:`FEATURES`) as ``viewer`` may see them."""
    sheets = s.scores()
    rows = []
    for p, (projected, pick, equipment, to_come, pool, split) in enumerate(fog_parts(s, viewer, DEEP_WEIGHTS)):
        farmer = s.players[p]
        sheet = float(sheets[p])
        rows.append([
            1.0, sheet, projected - sheet, pick, equipment, to_come, pool, -split,
            float(farmer.coins), float(farmer.food), float(farmer.tokens), float(len(farmer.farm)),
            actions_this_year(s, p),
        ])
    return rows


HAND_MADE: dict[str, tuple[float, float]] = {
    **{part: (1.0, 1.0) for part in PARTS},
    **{count: (0.0, 0.0) for count in ("coins", "food", "tokens", "locations", "actions")},
}
"""The hand-made deep judgement (:func:`.fields_of_green_judge.fog_worth` with the ``hard``
weights: the sum of its parts) in these features, a weight at the first stage and at the last:
where ``tools/train/tune.py`` starts."""


VALUE = LearnedValue("fields_of_green", FEATURES, fog_features, fog_stage, STAGES, HAND_MADE, levels=("normal",))
"""Fields of Green's learned judgement: the normal bot's (``content/fields_of_green/bots/value_normal.yaml``);
the hard bot judges the end of its playouts by the hand-made deep judgement."""
