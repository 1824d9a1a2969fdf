"""How the bots judge an Agricola position: what each farm will be worth at the end.

Everything in Agricola is open but the order of the round cards still face down, so every farm
is judged alike (:mod:`.agricola_farm`): its score sheet now (the rules' scoring table), the
actions its people still have, its goods, empty fields, free rooms and animal places while the
rounds last, its herds' breeding, and the food its harvests ahead still need
(:mod:`.agricola_harvest`: begging costs 3 points a food).  The playouts follow
:mod:`.agricola_gain`, which plays whole steps (a pasture, a sowing) by what they add to the
mover's farm.

The hard bot judges with its own, deeper evaluation (``DEEP_EVALUATION``: the learned weights
of :mod:`.agricola_value`, which read the parts of the hand-made deep judgement of
:mod:`.agricola_deep` among their features, at a table of any size, solo included):
it plans its turn with it (the normal bot's planner, judging by it) and its playouts follow it
(:func:`deep_gain`), so it plans what the easy bot cannot: building goods worth what the
projects they serve (rooms for the children to come, the first pastures' fences, a cooking
improvement) will bring, food judged over every harvest left, a free room as the child it
will likely bring, and a person placed judged by what the space's steps will bring (the
action finished greedily: :func:`.agricola_deep.finished`).

The normal bot plans by learned weights too (:func:`normal_worth`), solo as well: the hard
bot's in the family games, in the full game an earlier point of the hard bot's training run
(:func:`normal_judge`); a harvest's feeding it reckons by hand.
The easy bot keeps :mod:`.agricola_farm`, but in the full game a person just placed on a card
space is judged by the best card it will play (:func:`card_chooser`): without it a plan that
follows only the placements that look best at once never went to the lessons and played two
cards of its fourteen a game.  A person just placed elsewhere is judged by the space's steps
finished greedily with :mod:`.agricola_farm` (:func:`.agricola_deep.finished` told that judge):
judged before its steps, a sowing or a room looked worthless and the bot hardly sowed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from game.bots.evaluation.agricola_cards import card_prospect, draft_worth
from game.bots.evaluation.agricola_deep import (
    deep_farm_worth,
    deep_judge,
    deep_step,
    farms_judged,
    finished,
)
from game.bots.evaluation.agricola_farm import farm_worth
from game.bots.evaluation.agricola_gain import farm_gain
from game.bots.evaluation.agricola_value import (
    FORMS,
    NORMAL_FORMS,
    form_of,
    learned_farm_worth,
    normal_model,
    table_form,
)
from game.bots.evaluation.agricola_weights import DEEP_WEIGHTS, WEIGHTS, DeepWeights, Weights
from game.bots.evaluation.base import Evaluation
from game.bots.knowledge import BotKit
from game.bots.search_settings import COMPARING
from game.bots.value_file import ValueModel
from game.rules.agricola.actions import CARD_VERBS
from game.rules.agricola.harvest import need
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Choose, DraftPick, Feed, Go, PlayCard
from game.rules.core import Move, State


def agricola_worth(state: State, viewer: int, weights: Weights = WEIGHTS) -> Sequence[float]:
    """Each player's farm in points-equivalent (see the module docs); the final scores once
    the game is over."""
    if state.is_over:
        return [float(x) for x in state.scores()]
    s: Any = state
    worth = [farm_worth(s, p, weights) + draft_worth(s, p) for p in range(s.num_players)]
    if rival_choosing(s, viewer):
        return worth
    chooser = card_chooser(s)
    if chooser is not None:
        # a person just placed on a card space is worth the best card it plays
        for move in s.legal_moves():
            if isinstance(move, PlayCard):
                after = s.clone()
                after.apply_unchecked(move)
                worth[chooser] = max(worth[chooser], farm_worth(after, chooser, weights))
    elif s.phase == Phase.ACTION and s.progress is not None and s.current_player is not None:
        # a person just placed is worth what the space's steps bring, finished greedily (a
        # sowing, a field, a room): judged before them, the space looked worthless
        player = s.current_player
        judge = partial(farm_worth, weights=weights)
        worth[player] = max(worth[player], farm_worth(finished(s, judge), player, weights))
    return worth



def card_chooser(s: Any) -> int | None:
    """The player about to choose a card to play from the hand (the full game: an occupation
    on the lessons, a minor improvement with an improvement action), or ``None``."""
    if s.phase != Phase.ACTION or s.progress is None or s.side != "full":
        return None
    player = s.current_player
    if player is None or not s.players[player].hand:
        return None
    parts = s.spaces[s.progress.space].parts
    return player if any(part.verb in CARD_STEPS for part in parts) else None


def rival_choosing(s: Any, viewer: int) -> bool:
    """Whether a player other than ``viewer`` is about to play a card from a hand the viewer
    cannot see: such a position is judged as it stands, on the full state as on the view."""
    chooser = card_chooser(s)
    return chooser is not None and chooser != viewer


CARD_STEPS = CARD_VERBS | {"major"}
"""The parts of a space with a step that may play a card."""


def evaluation_with(weights: Weights, name: str, scale: float = 5.0) -> Evaluation:
    """The evaluation judging with ``weights`` (a partial, so a bot holding it can be sent to
    a worker process)."""
    return Evaluation(name, partial(agricola_worth, weights=weights), scale=scale,
                      gain=partial(farm_gain, weights=weights))


def deep_worth(state: State, viewer: int, weights: DeepWeights = DEEP_WEIGHTS) -> Sequence[float]:
    """Each player's farm as the hard bot judges it (:mod:`.agricola_deep`); the final
    scores once the game is over."""
    if state.is_over:
        return [float(x) for x in state.scores()]
    s: Any = state if rival_choosing(state, viewer) else finished(state)
    if s.is_over:
        return [float(x) for x in s.scores()]
    return [deep_farm_worth(s, p, weights, viewer) + draft_worth(s, p) for p in range(s.num_players)]


def deep_gain(state: State, move: Move, weights: DeepWeights = DEEP_WEIGHTS) -> float:
    """The mover's farm as the hand-made deep judgement weighs it once ``move`` is played."""
    return gain_judged(state, move, partial(deep_judge, weights=weights))


def gain_judged(state: State, move: Move, judge: Callable[[Any, int], float]) -> float:
    """The mover's farm as ``judge`` ``(state, player)`` weighs it once ``move`` is played (a
    placement or a part chosen with its steps finished greedily by the same judge: it is worth
    what its steps will bring); a card drafted by what it will likely bring."""
    s: Any = state
    if isinstance(move, DraftPick):
        return card_prospect(s, move.player, move.card)
    player = s.current_player
    after = s.clone()
    after.apply_unchecked(move)
    if isinstance(move, Go | Choose):
        after = finished(after, judge)
    return judge(after, player)


def deep_evaluation_with(weights: DeepWeights, name: str = "agricola-deep", scale: float = 5.0) -> Evaluation:
    """The hard bot's evaluation judging with ``weights``."""
    return Evaluation(name, partial(deep_worth, weights=weights), scale=scale,
                      gain=partial(deep_gain, weights=weights), policy=partial(deep_step, weights=weights),
                      work=farms_judged)


LEARNED_FORMS = frozenset(FORMS)
"""The forms whose learned weights the hard bot plays with: every form, at a table of any size
and alone.  The table's weights, fitted on tables of two to four, judged a solo farm better than
the hand-made judgement did (docs/learning.md, "A solo farm"); the solo forms have weights of
their own, fitted on solo games.  The family game's won 75 % of its
first 36 games against the frozen reference on the ladder's deals (docs/learning.md).  The
full game's first weights lost (22 % of 9): fitted freely, they gave the cards in play and in
hand a third of the worth the hand-made judgement sees in them, and the bot played few.  Its
weights now count those two parts whole, the rest of the farm fitted around them
(``tools/train/value.py --whole``), and won 9 of the first 11 tuning deals against the
reference (docs/learning.md, seventh session)."""


def learns(state: State, forms: frozenset[str]) -> bool:
    """Whether a table judged by learned weights in ``forms`` judges ``state`` by them: a
    game of a form in ``forms``, whatever its number of farms."""
    return form_of(state) in forms


def learned_judge(s: Any, player: int, viewer: int | None = None, model: ValueModel | None = None,
                  forms: frozenset[str] = LEARNED_FORMS) -> float:
    """``player``'s farm as the hard bot judges it: the final score the learned weights
    (:mod:`.agricola_value`; ``model``, else the shipped ones) predict in a game of a form in
    ``forms``; the hand-made deep judgement in the other forms (a trial naming its own)."""
    if not learns(s, forms):
        return deep_farm_worth(s, player, DEEP_WEIGHTS, viewer)
    return learned_farm_worth(s, player, model, viewer)


def judged_worth(state: State, viewer: int, judge: Callable[..., float]) -> Sequence[float]:
    """Each player's farm as ``judge`` ``(state, player, viewer)`` weighs it (and the cards it
    will likely draft), an action under way finished greedily by the same judge first; the
    final scores once the game is over."""
    if state.is_over:
        return [float(x) for x in state.scores()]
    s: Any = state if rival_choosing(state, viewer) else finished(state, judge)
    if s.is_over:
        return [float(x) for x in s.scores()]
    return [judge(s, p, viewer=viewer) + draft_worth(s, p) for p in range(s.num_players)]


def judged_evaluation(name: str, judge: Callable[..., float]) -> Evaluation:
    """The hard bot's evaluation judging every farm by ``judge`` ``(state, player, viewer=None)``:
    its worth (:func:`judged_worth`), its gain and its playouts' steps all by that judge (a
    partial of module functions, so a bot holding it can be sent to a worker process); it
    never begs while raw crops are left (:func:`begs_with_crops_left`)."""
    return Evaluation(name, partial(judged_worth, judge=judge), scale=5.0, gain=partial(gain_judged, judge=judge),
                      policy=partial(deep_step, judge=judge), work=farms_judged, never=begs_with_crops_left)


def begs_with_crops_left(state: State, move: Move) -> bool:
    """Whether ``move`` ends a feeding with a begging card while the mover still holds grain
    or vegetables, each a food eaten raw (rulebook, "Fase de cosecha 2": a crop becomes one
    food at any time; a food missing is a begging card of -3 points, more than the crop's row
    on the score sheet ever loses, two points).  The learned weights, fitted on the final scores
    of greedy games, read a grain held early as a seed worth more than the card
    (``docs/learning.md``, the harvest hair), and a goods-rows feature did not change it."""
    s: Any = state
    if s.phase != Phase.FEED or not isinstance(move, Feed):
        return False
    farmer = s.players[s.current_player]
    if farmer.goods["food"] >= need(s, farmer):
        return False
    crops: int = farmer.goods["grain"] + farmer.goods["vegetable"]
    return crops > 0


def learned_evaluation(model: ValueModel | None = None, forms: frozenset[str] = LEARNED_FORMS,
                       name: str = "agricola-learned") -> Evaluation:
    """The hard bot's evaluation judging by :func:`learned_judge` with ``model`` (else the
    shipped weights) in ``forms``: a trial of new weights names its file and forms."""
    judge = learned_judge if model is None and forms == LEARNED_FORMS else partial(learned_judge, model=model, forms=forms)
    return judged_evaluation(name, judge)


EVALUATION = Evaluation("agricola", agricola_worth, scale=5.0, gain=farm_gain)
"""The hand-made judgement of :mod:`.agricola_farm`: the easy bot's, and the normal bot's in a
harvest's feeding and breeding (every form is in :data:`NORMAL_LEARNED_FORMS`)."""

NORMAL_LEARNED_FORMS = frozenset(FORMS)
"""The forms the normal bot judges by learned weights (issue 31: the normal bot learns): in
the family games (revised or not) the hard bot's own, in the full game weights of its own
(:func:`normal_judge`).  The hard bot, looking two placements further, beat a normal bot judging
the family game by the hard bot's weights in 14 of 16 tuning deals (900200-900215, revised
family game, 2 players).  In the full game a normal bot judging by the hard bot's weights came
too close: the hard bot won only 11.5 of 16 (910100-910115), 28 of 40 with the self-played
weights (940000-940039, fourteenth session) and 41 of 57 with more search (sixteenth session),
short of the step's 75 %; so there the normal bot judges by an earlier point of the hard bot's
training run (``value_normal.yaml``), as Porto's normal bot does (seventeenth session,
``docs/learning.md``)."""

HARVEST = frozenset({Phase.FEED, Phase.BREED})
"""The harvest's feeding and breeding, where the normal bot reckons by hand (:func:`normal_learns`)."""


def normal_learns(state: State) -> bool:
    """Whether the normal bot judges ``state`` by the learned weights: a form of
    :data:`NORMAL_LEARNED_FORMS`, outside a harvest's feeding and breeding.  There it reckons
    food by hand, a food missing a begging card of 3 points: the learned weights, fitted on the
    final scores of greedy games, count a grain kept in round 4 a little above the begging card
    it costs (the sheet's grain row goes from -1 to 1 with it), and a normal bot judging by them
    begged rather than eat its last grain raw (``tests/bots/test_agricola_bots.py``)."""
    s: Any = state
    return s.phase not in HARVEST and learns(state, NORMAL_LEARNED_FORMS)


def normal_judge(s: Any, player: int, viewer: int | None = None) -> float:
    """``player``'s farm as the normal bot judges it where :func:`normal_learns`: the final
    score its own learned weights predict in the forms it has them for
    (:data:`.agricola_value.NORMAL_FORMS`, :func:`.agricola_value.normal_model`), the hard bot's
    elsewhere (:func:`learned_judge`)."""
    if table_form(form_of(s)) in NORMAL_FORMS:
        return learned_farm_worth(s, player, normal_model(), viewer)
    return learned_judge(s, player, viewer)


def normal_worth(state: State, viewer: int) -> Sequence[float]:
    """Each farm as the normal bot judges it: by learned weights (:func:`normal_judge`, an
    action under way finished greedily by them) where :func:`normal_learns`, by the
    hand-made :func:`agricola_worth` elsewhere."""
    if normal_learns(state):
        return judged_worth(state, viewer, normal_judge)
    return agricola_worth(state, viewer)


def normal_gain(state: State, move: Move) -> float:
    """The mover's farm once ``move`` is played, judged as :func:`normal_worth` judges it."""
    if normal_learns(state):
        return gain_judged(state, move, normal_judge)
    return farm_gain(state, move)


NORMAL_EVALUATION = Evaluation("agricola-normal", normal_worth, scale=5.0, gain=normal_gain, work=farms_judged,
                               never=begs_with_crops_left)
"""The normal bot's judgement: learned where the ladder showed it keeps the hard bot's lead
(the farms it judges by learned weights are counted: :data:`BOTS`' ``normal_work``); like the
hard bot it never ends a feeding with a begging card while raw crops are left (its reckoning
by hand at the harvest still did, alone and at a table: twenty-first session)."""
HAND_MADE_DEEP = Evaluation("agricola-deep", deep_worth, scale=5.0, gain=deep_gain, policy=deep_step,
                            work=farms_judged)
"""The hard bot's judgement before it was learned (the frozen reference's): kept to measure
against, and for a trial's forms without weights (:func:`learned_evaluation`)."""
DEEP_EVALUATION = learned_evaluation()
"""The hard bot's evaluation: the learned weights in :data:`LEARNED_FORMS`."""

_TWO = replace(
    COMPARING,
    rollout_moves=16,
    rollout_turns=3,
    candidates=8,
    min_worlds=6,
    max_worlds=40,
    confidence=2.0,
    switch_confidence=1.5,
    playouts=72,
    turns_from_me=True,
    work=6000,
)

SOLO = replace(_TWO, rollout_moves=4, rollout_turns=None, plan_work=10_000, plan_time=2.0)
"""The hard bot's knobs for the solo game: the turn never passes, so a playout ends after
four steps (a placement with its action is one), about two rounds of the farm.  Nor does the
plan of the root's moves end with the turn: it stops after judging ``plan_work`` farms (about
where its one-second clock stopped it on this machine: of some fifty plans a game, the median
judges 3,500-5,000 farms and two or three reached the clock at 10,500-13,000), with two
seconds of processor time only as the ceiling, so that a solo game replays move for move."""

FAMILY = replace(_TWO, rollout_turns=5, solo=SOLO)
"""The hard bot's knobs for the family games (the ``family`` flag, revised or not), where it
judges with the learned weights: each playout goes on to the end of the deciding player's
second placement after the candidate (five turns passing from it, not three), so a candidate
is judged by what it lets its player do twice more, not once: a room is seen to bring the
child, a stable the animals.  Measured against the frozen reference on the ladder's deals
(docs/learning.md, "Two more placements"): see the figures there.  Each playout costs about
twice as much; the comparisons settle after as many worlds as before (48 playouts on median)."""

SEARCH = replace(_TWO, solo=SOLO, variants=(("family", FAMILY),))
"""The hard bot's knobs for Agricola (``benchmarks/bench_ladder.py``): :data:`FAMILY` in the
family games; in the full game (whose farms, with the cards' parts to weigh, cost twice as
much to judge) the playouts end after the next own placement.

What was tried, 2-player family games against the normal bot (95 % Wilson intervals):

=====================================================  ==============================  =============
hard bot                                               deals                           wins
=====================================================  ==============================  =============
normal's evaluation, playouts=160                      800000-800059                   69.2 % [56.6, 79.4]
normal's evaluation, playouts=640                      810000-810059                   65.0 %
normal's evaluation, more worlds (24-80, conf. 3.0)    820000-820059                   60.0 %
=====================================================  ==============================  =============

More search did not help: the playouts and the candidates came from the normal bot's own
judgement, so the hard bot mostly re-judged the normal bot's plan.  The deep evaluation was
then built and measured first with the normal bot's planner alone (``normal:deep`` of
``benchmarks/bench_agricola_sheets.py``, study deals 900000-900039, against the normal bot):

=====================================================  =============  ==========================
deep evaluation                                        wins           average score (v normal's)
=====================================================  =============  ==========================
first cut (goods by projects, food over all harvests)  40.0 %         12.0 (15.7): placements
                                                                      judged before their steps
+ actions under way finished greedily before judging   91.2 %         24.7 (13.5)
+ the next harvest's actions counted after feeding     96.2 %         27.1 (14.2)
reworked, fetch 1.8, sow_share 0.3                     82.5 %         22.7 (16.1)
fetch 2.2                                              96.2 %         25.2 (12.7)
fetch 2.2, sow_share 0.6, room_goods 0                 100 %          27.7 (14.3)
room_child 1.0 (a free room worth a whole child)       77.5 %         19.9 (14.9): never grew
=====================================================  =============  ==========================

Fresh deals (never studied), measured on a machine far over its load (``bench_agricola_sheets``,
one game after another, so only the first deals of each range were played by the deadline):

- the normal bot's planner with the deep evaluation v normal: 22 of 22 games (830000-830021),
  100 % [85.1, 100], average score 28.5 to 13.9;
- the hard bot (deep evaluation, 96 playouts) v normal: 15 of 16 games (830000-830009,
  830030-830035), 93.8 % [71.7, 98.9]; v random 1 of 1 (830000).  Its think: median 350 ms of
  processor time a decision (871 decisions), but some decisions reach the 5 s ceiling and a
  whole game took the hard bot 19-137 s of processor time (median 34 s): the playouts of
  some positions (fencing, many pastures offered) are far dearer than 10 ms.

With the deep evaluation a playout cost about 10 ms (each placement's steps are finished
greedily), so the budget went down to 96 playouts.

**Speed** (tuning deals 840000-840015, processor time of the hard bot, 2-player family games
against the normal bot).  ``cProfile`` of the dearest decisions showed the comparison's
playouts taking 95 % of the think (the plan, a few hundred judged farms, is cheap): a rival's
greedy placement in a playout finished every space's action to judge it, and then the steps
were weighed again one by one, a fencing all its 70-odd pastures.  Now:

- the playouts follow :func:`.agricola_deep.deep_step`: a placement and its finished action
  are one step, and the finished state is kept (about a third of the work per playout);
- a rival's placements are weighed once per comparison round (one world, one chance) and
  remembered by its farm and the space's goods (the memo): half the work again;
- a decision stops after ``work`` judged farms (8000 then, about a second), counted by the deep
  evaluation, so no position reaches the 5 s ceiling, and the solo game (:data:`SOLO`, where
  the turn never passes) plays out four steps instead of sixteen (its decisions took 4-5 s).

Before: a whole game cost the hard bot 19-137 s (median 34 s), decisions up to the 5 s
ceiling.  After the first two changes: 13-26 s a game (9 games), no decision above 2.1 s.

**Horizon.**  A candidate's playout used to count the turn passing from whoever moved after
it, so a candidate ending the turn (a placement without steps, feeding) got one more
placement of its own played out than one that did not (a placement with steps, cooking
first): the bot fed with a begging card rather than cook its last grain, since the other
line had banked a placement more.  ``turns_from_me`` counts from the deciding player, and
``rollout_turns=3`` plays every candidate to the end of its next own placement after the
rival's answer (with 2, ending every line before the next own placement, the scores fell
and the begging grew: 16 and 17 points on 840001 and 840008, 33 and 26 before; with 3: 39
and 33, 840007 won 32 to 5 where it was lost 9 to 17 with 15 points of begging).  The extra own placement costs about a third more a playout, so the budget went
down to 72 playouts and 6000 judged farms a decision.

Fresh deals (never used for tuning), ``bench_agricola_sheets --jobs 2``:

- hard v normal, 850000-850059: 59.5 of 60 (one shared win), 99.2 % [92.5, 99.9], average
  score 32.7 to 12.3.  The hard bot's think: quartiles 111 / 355 / 600 ms of processor time
  a decision, at most 1.36 s (4199 decisions); a whole game 25.4 s median, 43.9 s at worst.
  It still begs a card in about a third of its games (1.0 point a game on average) and ends
  with fewer rooms and people than the normal bot (rooms 1.8 v 3.0, family 9.0 v 11.7).
- hard v random, 860000-860039: 40 of 40, 100 % [91.2, 100].  Think: quartiles 91 / 269 /
  491 ms a decision, at most 1.03 s (2674 decisions); a whole game 20.0 s median, 29.8 s at
  worst.
"""

BOTS = BotKit(EVALUATION, DEEP_EVALUATION, SEARCH, normal_evaluation=NORMAL_EVALUATION,
              normal_work=SOLO.plan_work, normal_ceiling=SOLO.plan_time)
"""What the bots know of Agricola (named in ``game/games/agricola.py``)."""
