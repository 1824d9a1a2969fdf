"""What Oregon's learned judgement reads of a position (:mod:`.learned`).

Per player: the points on the track (the sheet), coal and gold tiles (at their value for the
viewer's own, at their stack's average for the others', face down), the joker and the extra
turn in hand, the hand's cards (public by their backs) as the hand-made judgement weighs them
and counted, the farmers on the board, the open buildable spaces beside them and the lone pairs
one farmer short of a group.
The game's clock is the farmers the emptiest supply has placed (the game ends soon after
someone places the last).
"""

from __future__ import annotations

from typing import Any

from game.bots.evaluation.learned import LearnedValue
from game.bots.evaluation.oregon_board import BUILDING_CODE, banked, lone_pairs
from game.bots.evaluation.oregon_hand import hand_worth

FEATURES: tuple[str, ...] = (
    "bias", "sheet", "tiles", "joker", "extra_turn", "hand", "landscape_cards", "building_cards",
    "farmers", "open_spaces", "pairs",
)

STAGES = 8
"""Rows of weights: the emptiest supply's farmers placed, in eighths."""


def oregon_stage(s: Any) -> int:
    """How far the game has come: farmers placed from the emptiest supply, in eighths."""
    full = int(s.tables.content.farmers_per_player) - 1
    placed = int(full - min(s.supply))
    return max(0, min(STAGES - 1, (placed * STAGES) // max(1, full + 1)))


def oregon_features(s: Any, viewer: int) -> list[list[float]]:
    """Every player's features (:data:`FEATURES`) as ``viewer`` may see them."""
    players = range(s.num_players)
    tables = s.tables
    farmers = [0.0 for _ in players]
    open_spaces = [0.0 for _ in players]
    cells, water, neighbours = s.cells, tables.water, tables.neighbours
    for cell, code in enumerate(cells):
        if 0 < code < BUILDING_CODE:
            farmers[code - 1] += 1.0
            open_spaces[code - 1] += sum(1 for n in neighbours[cell] if cells[n] == 0 and not water[n])
    pairs = lone_pairs(s)
    symbols = len(tables.symbols)
    rows = []
    for p in players:
        hand = s.hands[p]
        landscape = sum(hand[:symbols]) + s.hidden[p][0]
        buildings = sum(hand[symbols:]) + s.hidden[p][1]
        score = float(s.score[p])
        rows.append([
            1.0, score, banked(s, p, viewer, False) - score, float(s.joker[p]), float(s.extra[p]),
            hand_worth(s, p), float(landscape), float(buildings), farmers[p], open_spaces[p],
            float(pairs[p]),
        ])
    return rows


HAND_MADE: dict[str, tuple[float, float]] = {
    "tiles": (1.0, 1.0), "joker": (2.0, 0.2), "extra_turn": (2.5, 0.25), "hand": (1.0, 0.1),
    "landscape_cards": (0.0, 0.0), "building_cards": (0.0, 0.0), "farmers": (0.05, 0.05),
    "open_spaces": (0.35, 0.035), "pairs": (2.0, 2.0),
}
"""The hand-made deep judgement (:mod:`.oregon`, its ``hard`` weights, what is still to come
fading as the supplies empty) in these features, a weight at the first stage and at the last:
where ``tools/train/tune.py`` starts."""

HAND_MADE_NORMAL: dict[str, tuple[float, float]] = {
    "tiles": (1.0, 1.0), "joker": (2.0, 2.0), "extra_turn": (2.5, 2.5), "hand": (1.0, 1.0),
    "landscape_cards": (0.0, 0.0), "building_cards": (0.0, 0.0), "farmers": (0.05, 0.05),
    "open_spaces": (0.35, 0.35), "pairs": (0.0, 0.0),
}
"""The hand-made normal judgement (:mod:`.oregon`, its ``normal`` weights: no pairs, nothing
fading) in these features: where the normal bot's own tuning starts
(``tools/train/tune.py --from-hand normal``)."""


VALUE = LearnedValue("oregon", FEATURES, oregon_features, oregon_stage, STAGES, HAND_MADE,
                     hand_made_normal=HAND_MADE_NORMAL, levels=("normal",))
"""Oregon's learned judgement: the normal bot's (``content/oregon/bots/value_normal.yaml``); the
hard bot judges by the hand-made deep weights, which its own tuning could not better."""
