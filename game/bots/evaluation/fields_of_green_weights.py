"""The weights the Fields of Green bots judge a position with, read from
``content/fields_of_green/bots/judgement.yaml`` (:mod:`game.bots.judgement`).

``normal`` is the easy bot's (the normal bot's judgement is learned: ``value_normal.yaml``).
``hard`` is the hard bot's, which also looks at the cards still to come: with two players the
next taker's best card in the row (``row_share`` of what it adds), with more the best card the
viewer passes on (``passed_share``); and it counts every revealed pick, since its search meets
positions where the others' are still to be played.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bots.judgement import weights


@dataclass(frozen=True)
class Weights:
    """What the projection of a Fields of Green farm cannot see, in points
    (:mod:`.fields_of_green`).

    While actions remain, each of the first ``coins_per_action`` coins per action is worth
    ``spend`` more than its third of a point (it buys a location), each food ``food_spend``
    more (it sells for 2 coins or feeds livestock) and each water up to one per action
    ``water_spend`` (fields need it).  An open cell beside a location that scores its
    neighbours is worth ``open_cell`` of one such neighbour while actions remain.  Equipment
    waiting to be chosen is worth ``equipment``.  At the draw the viewer's own new hand is
    worth ``drawn_share`` of its best card (so the split suits the farm), and every split
    costs ``split_spread`` per square of each pile's count (with two players the cards drawn
    go to the pool unseen, and an even split keeps the row varied).  With two players every
    farm gains ``pool_share`` of what a card of each pile is worth to it on average (its
    :func:`.fields_of_green_judge.pile_worths`) for each card the splits so far pool from that pile, so a player
    draws from the piles that suit its farm better than its rival's.  With ``revealed_picks`` the others' cards
    count too once revealed (the hard bot's search meets positions where they are pending).
    """

    spend: float
    coins_per_action: float
    food_spend: float
    water_spend: float
    open_cell: float
    equipment: float
    pick_share: float
    row_share: float
    passed_share: float
    hand_share: float
    drawn_share: float
    split_spread: float
    pool_share: float
    revealed_picks: bool



SECTIONS: dict[str, type] = {"normal": Weights, "hard": Weights}
"""The sections of Fields of Green's judgement file."""

WEIGHTS: Weights = weights("fields_of_green", SECTIONS, "normal")
DEEP_WEIGHTS: Weights = weights("fields_of_green", SECTIONS, "hard")
