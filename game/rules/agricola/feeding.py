"""The cheapest way to feed a family at the harvest: which goods to cook (then "feed") so that
the final score loses the fewest points.

Each good that can become food is weighed by what giving up 1, 2, … of it costs on the scoring
table (a grain past a band's threshold costs nothing, the last sheep costs two points, a wood
the joinery's bonus still needs costs one) and by the food it brings at the player's best rate
(raw grain and vegetables 1, the cooking improvements' rates, a craft improvement's one good a
harvest).  A small dynamic programme over the food still missing picks the mix that loses the
fewest points, counting every food still missing as a begging card; among equal losses it
wastes the least food beyond the need, then gives up the fewest goods.  The categories are
independent (each good scores in its own row), so the losses add up.

The same weighing pays any other food cost the supply's food cannot (:func:`cook_for`: an
occupation, the animal market's cattle), with the goods food is made of at any time
(:mod:`.food`), none left missing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.agricola import harvest
from game.rules.agricola.food import any_time_goods, cook_rate, held, short
from game.rules.agricola.moves import AgricolaMove, Cook, Feed
from game.rules.agricola.scoring import sheet
from game.rules.agricola.tables import ANIMALS, CROPS, Goods
from game.rules.core import Event

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState


@dataclass(frozen=True)
class Conversion:
    """A good the player may cook: food per unit, and the points lost by giving up ``n`` of
    it (``losses[n]``, ``n`` up to the most that may be cooked)."""

    good: str
    food: int
    losses: tuple[int, ...]


@dataclass(frozen=True, order=True)
class _Plan:
    """A mix of cooks, ranked by (points lost, food wasted, goods given up)."""

    lost: int
    wasted: int
    used: int
    counts: tuple[int, ...]


def cheapest_feeding(state: AgricolaState, player: int) -> list[AgricolaMove]:
    """The Cook moves (then Feed) that pay the harvest's food losing the fewest points."""
    farmer = state.players[player]
    missing = harvest.need(state, farmer) - farmer.goods["food"]
    if missing <= 0:
        return [Feed()]
    options = conversions(state, player)
    begging = -state.tables.numbers.begging_points
    best = _cheapest(options, missing, begging)
    cooks: list[AgricolaMove] = []
    for option, count in zip(options, best.counts, strict=True):
        cooks += [Cook(option.good)] * count
    return [*cooks, Feed()]


NEVER_SHORT = 10_000
"""Points a food left missing costs when a cost must be paid in full (more than any loss)."""


def cook_for(state: AgricolaState, player: int, cost: Goods) -> list[Event]:
    """Before paying ``cost``: turn into food the goods that make what the supply's food
    lacks (raw grain and vegetables, animals with a cooking improvement: at any time, see
    :mod:`.food`), losing the fewest points, and keeping the other goods ``cost`` asks for;
    nothing when the supply's food is enough."""
    farmer = state.players[player]
    missing = short(farmer, cost)
    if not missing:
        return []
    spared = dict(cost)
    scratch = state.clone()
    options = []
    for good in any_time_goods(state, farmer):
        count = held(farmer, good) - spared.get(good, 0)
        if count > 0:
            losses = tuple(_points_lost(scratch, player, good, n) for n in range(count + 1))
            options.append(Conversion(good, cook_rate(state, farmer, good), losses))
    best = _cheapest(options, missing, NEVER_SHORT)
    events: list[Event] = []
    for option, count in zip(options, best.counts, strict=True):
        for _ in range(count):
            events += harvest.cook(state, player, option.good)
    return events


def conversions(state: AgricolaState, player: int) -> list[Conversion]:
    """Every good the player may cook now, with its food and the points each count of it
    costs."""
    farmer = state.players[player]
    scratch = state.clone()  # weighed on a copy: the caller's state is never touched
    options = []
    for good in harvest.cookable(state, player):
        if good in ANIMALS:
            held = farmer.animals[ANIMALS.index(good)]
            food = cook_rate(state, farmer, good)
        elif good in CROPS:
            held = farmer.goods[good]
            food = cook_rate(state, farmer, good)
        else:
            held = 1
            food = _craft_food(state, player, good)
        options.append(Conversion(good, food, tuple(_points_lost(scratch, player, good, n) for n in range(held + 1))))
    return options


def _craft_food(state: AgricolaState, player: int, good: str) -> int:
    """Food from the craft improvement for ``good`` not used yet this harvest."""
    farmer = state.players[player]
    unused = (state.tables.major(m) for m in farmer.majors if m not in farmer.crafted)
    return max((major.craft_food for major in unused if major.craft_good == good), default=0)


def _points_lost(state: AgricolaState, player: int, good: str, count: int) -> int:
    """Points the player's sheet loses with ``count`` fewer of ``good`` (``state`` is a scratch
    copy: the player's farm is swapped for a trial one while it is scored, and put back)."""
    farmer = state.players[player]
    if not count:
        return 0
    trial = farmer.copy()
    if good in ANIMALS:
        trial.animals[ANIMALS.index(good)] -= count
    else:
        trial.goods[good] -= count
    before = sum(points for _, points in sheet(state, player))
    state.players[player] = trial
    try:
        return before - sum(points for _, points in sheet(state, player))
    finally:
        state.players[player] = farmer


def _cheapest(options: list[Conversion], missing: int, begging: int) -> _Plan:
    """The best mix of ``options`` for ``missing`` food, each food still missing costing
    ``begging`` points."""
    # food made so far (capped: more than the need plus one cook is never the cheapest)
    cap = missing + max((o.food for o in options), default=0)
    plans: dict[int, tuple[int, int, tuple[int, ...]]] = {0: (0, 0, ())}
    for option in options:
        grown: dict[int, tuple[int, int, tuple[int, ...]]] = {}
        for food, (lost, used, counts) in plans.items():
            for count, loss in enumerate(option.losses):
                made = min(cap, food + count * option.food)
                entry = (lost + loss, used + count, (*counts, count))
                if made not in grown or entry[:2] < grown[made][:2]:
                    grown[made] = entry
        plans = grown
    ranked = [
        _Plan(lost + begging * max(0, missing - food), max(0, food - missing), used, counts)
        for food, (lost, used, counts) in plans.items()
    ]
    return min(ranked)
