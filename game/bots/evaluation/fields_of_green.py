"""What the Fields of Green bots know: the judgements each level plays by and the hard bot's
search settings (the judgement of a position itself is :mod:`.fields_of_green_judge`)."""

from __future__ import annotations

from functools import partial

from game.bots.evaluation.base import Evaluation
from game.bots.evaluation.fields_of_green_gain import fog_gain
from game.bots.evaluation.fields_of_green_judge import fog_worth
from game.bots.evaluation.fields_of_green_value import VALUE
from game.bots.evaluation.fields_of_green_weights import DEEP_WEIGHTS, WEIGHTS, Weights
from game.bots.evaluation.learned import learned_evaluation
from game.bots.knowledge import BotKit
from game.bots.search_settings import SearchSettings


def evaluation_with(weights: Weights, name: str) -> Evaluation:
    """The evaluation judging with ``weights`` (a partial, so a bot holding it can be sent to
    a worker process)."""
    return Evaluation(name, partial(fog_worth, weights=weights), scale=6.0,
                      gain=partial(fog_gain, weights=weights))


EVALUATION = evaluation_with(WEIGHTS, "fields_of_green")
"""The hand-made judgement with the ``normal`` weights: the easy bot's."""
DEEP_EVALUATION = evaluation_with(DEEP_WEIGHTS, "fields_of_green-deep")
"""The hand-made judgement with the ``hard`` weights: where tuning starts, and the greedy step
of the learned judgement (its ``gain``)."""
NORMAL_EVALUATION = learned_evaluation(VALUE, "fields_of_green-normal", DEEP_EVALUATION.scale, DEEP_EVALUATION.gain,
                                       level="normal")
"""The normal bot's judgement, learned from self-play (``tools/train/tune.py``: the hand-made
deep judgement in the learned features, changed where a change won more games; the normal
bots' games are what the tuning plays, as in ``tools.train.learn.judged_by``)."""

PAIRED = SearchSettings(
    rollout_moves=24,
    greedy_rollouts=1.0,
    tree_depth=1,
    world_reuse=1,
    paired=True,
    candidates=5,
    min_worlds=6,
    max_worlds=30,
    confidence=2.0,
    switch_confidence=1.5,
    playouts=100,
)
"""The hard bot's knobs at every table: the normal bot's five best-planned candidates compared
on common worlds, each followed by every player's greedy play (:mod:`.fields_of_green_gain`)
for 24 moves (about two draft turns), at most 100 playouts.

Made for three or four farms first.  Against three normal bots
(``bench_fields_of_green_four.py``) it had the best score in 62.5 % of tuning deals
610000-610023 [42.7 %, 78.8 %] and in 65.0 % of fresh deals 620000-620039 [49.5 %, 77.9 %]
(67.5 % wins with the tie-break), leading the best normal bot by 2.4 points on average,
thinking 390 ms processor on median (quartiles 188-609, worst 1.55 s) on a loaded machine; the
two-player tree search below had the best score in 27 % there.

At two farms it replaced that tree search (sixth session, issue 31): against the frozen
reference, which is that tree search, on tuning deals 5000-5011 (``bench_ladder.py --play
tune --pairing hard-reference`` with these knobs) it won 11 of 12, 47.2 v 42.2 points,
thinking 0.71 s of processor on median under a load of 3 (the tree search: 0.85 s idle).
The ladder's figures on fresh deals are in docs/ladder.md and docs/learning.md."""

TREE = SearchSettings(rollout_moves=0, playouts=2800)
"""The two-player hard bot's knobs until the sixth session (the frozen reference plays them): a
tree over the draft, its leaves judged at once, 2,800 playouts.  Kept to measure against.

2,800 playouts thought 1.24-1.39 s of processor time on median over the first 25 decisions of
deals 520001-520003 on a quiet machine; after the search learnt to stop once its choice is
settled, and the judge and rules grew faster, the same moves took 0.43-0.50 s on median alone
at a load average of 3.4-3.8.  It beat the normal bot 87.5 % of the time on deals
500000-500039 [73.9 %, 94.5 %] and on deals 520000-520039; 2,000 playouts only 62.5 % on
deals 530000-530039 [47.0 %, 75.8 %].  At three or four farms it had the best score in only
27 % of 24 games against three normal bots [13 %, 47 %]: a one-ply tree over random
opponents' choices saw no further than the normal bot's plan."""

SEARCH = PAIRED
"""The hard bot's knobs for Fields of Green (``benchmarks/bench_ladder.py``): :data:`PAIRED`
at every table."""

BOTS = BotKit(EVALUATION, NORMAL_EVALUATION, SEARCH, normal_evaluation=NORMAL_EVALUATION)
"""What the bots know of Fields of Green (named in ``game/games/fields_of_green.py``): the easy
bot judges by hand, the normal and hard bots by the learned weights, so the hard bot's lead is
its search.  Until the twenty-second session the hard bot judged the ends of its playouts by the
hand-made deep judgement (:data:`DEEP_EVALUATION`, still its playouts' greedy step); judging them
by the learned weights it beat the bot judging by hand in 24 of 30 tuning deals, +4.9 points a
game (docs/learning.md, "Head to head with the shipped hard bot")."""
