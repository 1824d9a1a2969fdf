"""How the bots judge a Fields of Green position: what each farm will be worth at the end.

Every farm is public, so each is judged alike; only the viewer's own hand and pick are
private (another player's face-down pick is left out, in a view it is unknown).  A farm's
worth is its projected final score: the remaining harvests are played out on it as it stands
(upkeep, then each harvest ability paid while the food and water last — makers of food
first — or its location lost, food and water kept within the silos' and towers' room), and
the score sheet is read at the end of that: printed points, tokens, equipment, coins,
food, empty towers and the end abilities on the farm as it is, with a little for the open
cells beside locations that score their neighbours.  Coins, food and water the projection
ends with are worth more than their final exchange while the player still has actions to
spend them on (:class:`Weights`).  A card chosen and not yet played counts for the best of
building it (at the cell where its abilities score most) and the other actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from game.bots.evaluation.base import Evaluation
from game.bots.evaluation.fields_of_green_cards import senses
from game.bots.evaluation.fields_of_green_farm import FarmSheet, Tallies, sheet_of, tally_groups
from game.bots.knowledge import BotKit
from game.bots.search_settings import SearchSettings
from game.rules.core import State
from game.rules.fields_of_green.legal import Phase


@dataclass(frozen=True)
class Weights:
    """What the projection cannot see, in points.

    While actions remain, each of the first ``coins_per_action`` coins per action is worth
    ``spend`` more than its third of a point (it buys a location), each food ``food_spend``
    more (it sells for 2 coins or feeds livestock) and each water up to one per action
    ``water_spend`` (fields need it).  An open cell beside a location that scores its
    neighbours is worth ``open_cell`` of one such neighbour while actions remain.  Equipment
    waiting to be chosen is worth ``equipment``.
    """

    spend: float = 0.35
    coins_per_action: float = 4.0
    food_spend: float = 0.3
    water_spend: float = 0.25
    open_cell: float = 0.3
    equipment: float = 1.5
    pick_share: float = 1.0


WEIGHTS = Weights()


def fog_worth(state: State, viewer: int, weights: Weights = WEIGHTS) -> Sequence[float]:
    """Each player's projected final score, seen by ``viewer`` (see the module docs)."""
    s: Any = state
    if state.is_over:
        return [float(x) for x in state.scores()]
    tables = s.tables
    cards = senses(tables)
    tallies = tally_groups(s, cards)
    worth = []
    for p in range(s.num_players):
        sheet = sheet_of(s, p, cards, tallies)
        value = sheet.project(weights)
        farmer = s.players[p]
        if farmer.pick >= 0 and _pick_open(s):
            value += weights.pick_share * _pick_gain(s, p, sheet, farmer.pick, value, weights, tallies)
        if s.offer and s.current == p and s.phase == Phase.EQUIP:
            value += weights.equipment
        worth.append(value)
    return worth


def _pick_open(s: Any) -> bool:
    """Whether picks are still to be played (the draft or the actions of this turn)."""
    phase = s.phase
    return phase in (Phase.PICK, Phase.ACT, Phase.TAKE) or (phase == Phase.EQUIP and s.resume == Phase.ACT)


def _pick_gain(s: Any, player: int, sheet: FarmSheet, card: int, now: float, weights: Weights,
               tallies: Tallies) -> float:
    """What the best action with ``card`` adds to the farm's worth ``now``."""
    best = sheet.alternatives(s, weights) - now
    built = sheet.with_card(s, player, card, senses(s.tables)[card], tallies)
    if built is not None:
        best = max(best, built.project(weights) - now)
    return max(best, 0.0)


def evaluation_with(weights: Weights, name: str) -> Evaluation:
    """The evaluation judging with ``weights`` (a partial, so a bot holding it can be sent to
    a worker process)."""
    return Evaluation(name, partial(fog_worth, weights=weights), scale=6.0)


EVALUATION = Evaluation("fields_of_green", fog_worth, scale=6.0)

SEARCH = SearchSettings(playouts=600)
"""The hard bot's knobs for Fields of Green (``benchmarks/bench_ladder.py``)."""

BOTS = BotKit(EVALUATION, None, SEARCH)
"""What the bots know of Fields of Green (named in ``game/games/fields_of_green.py``)."""
