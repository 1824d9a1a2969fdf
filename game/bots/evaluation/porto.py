"""How the bots judge a Porto position.

Points scored so far come first.  Every construction card in hand is a future build, worth
about a point (hand sizes are public).  The viewer also counts its own private contracts:
what they would pay on the street as it stands, plus a share of their next tier still to
reach while the game goes on (others' private contracts are hidden, so they are not counted).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.bots.evaluation.base import Evaluation
from game.bots.evaluation.learned import learned_evaluation
from game.bots.evaluation.porto_value import VALUE, private_outlook
from game.bots.knowledge import BotKit
from game.bots.search_settings import DEFAULT
from game.rules.core import State

CARD_WORTH = 1.0
NEXT_TIER_SHARE = 0.35


def porto_worth(state: State, viewer: int) -> Sequence[float]:
    """Each player's position in points-equivalent, seen by ``viewer``."""
    s: Any = state
    worth = [float(sum(points)) for points in s.points]
    if state.is_over:
        return worth
    for p in range(state.num_players):
        worth[p] += CARD_WORTH * s.hand_sizes[p]
    if not s.novice:
        now, further = private_outlook(s, viewer)
        worth[viewer] += now + NEXT_TIER_SHARE * further
    return worth


EVALUATION = Evaluation("porto", porto_worth, scale=10.0)
"""The hand-made judgement."""

LEARNED_EVALUATION = learned_evaluation(VALUE, "porto-learned", scale=10.0)
"""The hard bot's judgement, learned from self-play (:mod:`.porto_value`,
``content/porto/bots/value.yaml``): the weights a tuning run (``tools/train/tune.py``) ended
with.  The hard bot with them beat the frozen reference in 36 of 43 ladder games at 6,000
playouts, and at the 3,000 of :data:`SEARCH` in 163 of 200 (81.5 % [75.5, 86.3])."""

SEARCH = replace(DEFAULT, playouts=3000)
"""The hard bot's knobs for Porto: the default tree with 3,000 playouts.  With 6,000 (the
default, and the frozen reference's) the hard bot thought a median of 1.6 s of an idle core a
decision in 2-player games, its worst 3.3 s (``benchmarks/bench_think.py --game porto --deals
100000,100001 --decisions 30``), over the issue's 1 s and 3 s; with 3,500, 0.94 s and 2.5 s;
3,000, 0.85 s and 2.0 s, leaving room for a slower laptop.  The price: against the frozen
reference it won 28 of the 43 ladder deals on which 6,000 won 36 (docs/learning.md); against
the normal bot 68 of 70."""

BOTS = BotKit(EVALUATION, LEARNED_EVALUATION, SEARCH)
"""What the bots know of Porto (named in ``game/games/porto.py``): the hard bot judges by
weights learned from self-play, the easy and normal bots by hand.  The normal bot does not
learn yet: with the tuning run's last weights it came within 5 of 9 games of the hard bot
(6,000 playouts), and with the weights the same run held at generation 7 (``python -m
tools.train.checkpoint docs/learning_porto_record.json --generation 7``, 79.2 % of the run's
curve games against the hand-made normal bot) it *beat* the hard bot in 14 of 20 tuning deals
(61000-61019, eighth session).  Porto's search adds little to the judgement it searches with;
the normal bot learns once the hard bot's search pulls ahead (docs/learning.md, "The normal
bot learns")."""
