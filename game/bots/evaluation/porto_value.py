"""What Porto's learned judgement reads of a position (:mod:`.learned`).

Per player: the points scored (the sheet) and the cards in hand (sizes are public); for the
viewer alone its private contracts (what they pay on the street as it stands, and what their
next tier adds), for the others only how many private contracts they keep unseen.  The game's
clock is the roofs placed against the mark that starts the final round.
"""

from __future__ import annotations

from typing import Any

from game.bots.evaluation.learned import LearnedValue
from game.rules.porto.contracts import completed_colours, private_count, private_points

FEATURES: tuple[str, ...] = (
    "bias", "sheet", "hand", "private_now", "private_next", "private_unseen",
)

STAGES = 8
"""Rows of weights: the roofs placed, in eighths of the way to the final round's mark."""


def porto_stage(s: Any) -> int:
    """How far the game has come: the roofs placed against the final round's mark (the last
    stage once the final round is on)."""
    if s.last_round:
        return STAGES - 1
    mark = s.tables.roof_track_marks[s.num_players]
    return min(STAGES - 2, int(s.completed * (STAGES - 1)) // max(1, int(mark)))


def private_outlook(s: Any, player: int) -> tuple[float, float]:
    """What ``player``'s private contracts pay on the street as it stands, and what reaching
    each one's next tier would add to that (read only for the player who holds them)."""
    street = completed_colours(s.layout, s.house_colour, s.house_tiles)
    colours = s.tables.colours
    now = further_points = 0.0
    for index in s.private_kept[player]:
        if index < 0:
            continue
        rule = s.tables.private[index]
        points = private_points(rule, street, colours)
        now += points
        count = private_count(rule, street, colours)
        further = [pts for need, pts in rule.tiers if need > count]
        if further:
            further_points += further[0] - points
    return now, further_points


def porto_features(s: Any, viewer: int) -> list[list[float]]:
    """Every player's features (:data:`FEATURES`) as ``viewer`` may see them."""
    rows = []
    for p in range(s.num_players):
        now = nxt = unseen = 0.0
        if not s.novice:
            if p == viewer:
                now, nxt = private_outlook(s, p)
            else:
                unseen = float(len(s.private_kept[p]))
        rows.append([1.0, float(sum(s.points[p])), float(s.hand_sizes[p]), now, nxt, unseen])
    return rows


HAND_MADE: dict[str, tuple[float, float]] = {
    "hand": (1.0, 1.0), "private_now": (1.0, 1.0), "private_next": (0.35, 0.35),
}
"""The hand-made judgement (:mod:`.porto`) in these features, a weight at the first stage
and at the last: where ``tools/train/tune.py`` starts (the others' unseen contracts are left
at 0: alike for every other player, they change no choice at a table of two)."""


VALUE = LearnedValue("porto", FEATURES, porto_features, porto_stage, STAGES, HAND_MADE, levels=("hard", "normal"))
"""Porto's learned judgement: the hard bot's (``content/porto/bots/value.yaml``, the end of a
tuning run) and the normal bot's (``value_normal.yaml``, an earlier point of the same run)."""
