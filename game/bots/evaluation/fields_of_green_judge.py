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
spend them on (:class:`.fields_of_green_weights.Weights`, read from the game's judgement file).  The viewer's card chosen and not yet played counts for
the best of building it (at the cell where its abilities score most) and the other actions;
the others' picks are left out (face down in the draft, and the same whatever the viewer
does once revealed), which also keeps the judgement quick.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.bots.evaluation.fields_of_green_cards import senses
from game.bots.evaluation.fields_of_green_farm import (
    FarmSheet,
    Tallies,
    actions_this_year,
    sheet_of,
    tally_groups,
)
from game.bots.evaluation.fields_of_green_weights import WEIGHTS, Weights
from game.rules.core import State
from game.rules.fields_of_green.farm import NO_PICK
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.tables import KINDS


def fog_worth(state: State, viewer: int, weights: Weights = WEIGHTS) -> Sequence[float]:
    """Each player's projected final score, seen by ``viewer`` (see the module docs)."""
    if state.is_over:
        return [float(x) for x in state.scores()]
    worth = []
    for now, pick, equipment, to_come, pool, split in fog_parts(state, viewer, weights):
        worth.append(now + pick + equipment + to_come + pool - split)
    return worth


PARTS = ("projected", "pick", "equipment", "to_come", "pool", "split")
"""The parts of a farm's judgement (:func:`fog_parts`), in their order."""


def fog_parts(state: State, viewer: int, weights: Weights = WEIGHTS) -> list[list[float]]:
    """Each player's judgement in its parts (:data:`PARTS`), seen by ``viewer``: the farm's
    projected final score, what its chosen card adds (seen only by its owner), equipment
    waiting to be chosen, what the cards still to come add, the pooled cards' worth (two
    players) and the cost of an uneven split; :func:`fog_worth` is their sum, the split
    taken away."""
    s: Any = state
    tables = s.tables
    cards = senses(tables)
    tallies = tally_groups(s, cards)
    counts = tuple([tuple(sorted(tally.items())) for tally in tallies])
    kept = _kept(tables, weights)
    farms = [_judged_farm(s, p, cards, tallies, counts, weights, kept) for p in range(s.num_players)]
    parts = [[farm.now, 0.0, 0.0, 0.0, 0.0, 0.0] for farm in farms]
    open_picks = _pick_open(s)
    for p in range(s.num_players):
        farmer = s.players[p]
        seen = p == viewer or (weights.revealed_picks and s.phase != Phase.PICK)
        if seen and farmer.pick >= 0 and open_picks:
            parts[p][1] = weights.pick_share * farms[p].best_gain(s, p, (farmer.pick,), weights, tallies)
        if s.offer and s.current == p and s.phase == Phase.EQUIP:
            parts[p][2] = weights.equipment
    for p, share, offered in _to_come(s, viewer, weights):
        parts[p][3] += share * farms[p].best_gain(s, p, offered, weights, tallies)
    if weights.pool_share and s.num_players == 2 and _pool_untouched(s):
        pooled = [sum(split[k] for split in s.splits) for k in range(len(KINDS))]
        for p in range(2):
            means = pile_worths(s, p, farms[p].sheet, farms[p].now, weights, tallies)
            parts[p][4] = weights.pool_share * sum(n * mean for n, mean in zip(pooled, means, strict=True))
    if weights.split_spread:
        for i, split in enumerate(s.splits):
            parts[(s.first + i) % s.num_players][5] += weights.split_spread * sum(n * n for n in split)
    return parts


def _to_come(s: Any, viewer: int, weights: Weights) -> list[tuple[int, float, list[int]]]:
    """The choices still to come that the viewer can see: (player, share, cards offered)."""
    phase = s.phase
    if phase == Phase.EQUIP:
        phase = s.resume
    found: list[tuple[int, float, list[int]]] = []
    if s.num_players == 2:
        if weights.row_share and s.row and phase in (Phase.TAKE, Phase.ACT):
            taker = s.current if phase == Phase.TAKE else (1 - s.first if s.acted == 0 else s.first)
            found.append((taker, weights.row_share, s.row))
        return found
    hand = [c for c in s.players[viewer].hand if c >= 0] if 0 <= viewer < s.num_players else []
    if not hand:
        return found
    pick = s.players[viewer].pick
    if phase in (Phase.DRAW, Phase.PICK) and pick == NO_PICK and weights.drawn_share:
        found.append((viewer, weights.drawn_share, hand))
    elif phase == Phase.PICK and weights.passed_share:
        if pick >= 0:
            rest = hand[:]
            if pick in rest:
                rest.remove(pick)
            step = 1 if s.tables.numbers.pass_left[s.year - 1] else -1
            if rest:
                found.append(((viewer + step) % s.num_players, weights.passed_share, rest))
    elif phase == Phase.ACT and weights.hand_share:
        found.append((viewer, weights.hand_share, hand))
    return found


def _pick_open(s: Any) -> bool:
    """Whether picks are still to be played (the draft or the actions of this turn)."""
    phase = s.phase
    return phase in (Phase.PICK, Phase.ACT, Phase.TAKE) or (phase == Phase.EQUIP and s.resume == Phase.ACT)


class _Judged:
    """One farm as :func:`fog_worth` judges it: its sheet, the sheet's projected worth
    (``now``) and, once asked, what building each card adds to it (:meth:`best_gain`)."""

    __slots__ = ("sheet", "now", "built")

    def __init__(self, sheet: FarmSheet, now: float) -> None:
        self.sheet = sheet
        self.now = now
        self.built: dict[int, float] = {}
        """By card: its sheet's worth built at its best cell, less ``now`` (``-inf``: it
        cannot be built)."""

    def best_gain(self, s: Any, player: int, offered: Sequence[int], weights: Weights, tallies: Tallies) -> float:
        """What the best action with the best of the ``offered`` cards adds to the farm's
        worth (never below nothing)."""
        sheet, now, built = self.sheet, self.now, self.built
        best = sheet.alternatives(s, weights) - now
        for card in set(offered):
            gain = built.get(card)
            if gain is None:
                after = sheet.with_card(s, player, card, senses(s.tables)[card], tallies)
                gain = built[card] = -math.inf if after is None else after.project(weights) - now
            best = max(best, gain)
        return max(best, 0.0)


_judged: dict[Weights, dict[tuple[Any, ...], _Judged]] = {}
_judged_tables: list[Any] = [None]
"""Farms already judged, by weights then by everything the judgement of a farm reads, for
the tables in the slot (held, so that no other tables can take their identity meanwhile)."""

_last_kept: list[Any] = [None, None, {}]
"""The tables, weights and judged farms of the last judgement (a search judges with the same
ones throughout: found again without hashing the weights)."""

JUDGED_KEPT = 4_000
"""How many judged farms are kept per weights before they are all forgotten."""


def forget_judged() -> None:
    """Forget every judged farm (the next judgements work each farm out afresh)."""
    _judged.clear()
    _judged_tables[0] = None
    _last_kept[:] = [None, None, {}]


def _kept(tables: Any, weights: Weights) -> dict[tuple[Any, ...], _Judged]:
    """The farms judged with ``tables`` and ``weights`` (forgotten when there are too many)."""
    if _last_kept[0] is tables and _last_kept[1] is weights:
        kept: dict[tuple[Any, ...], _Judged] = _last_kept[2]
    else:
        if _judged_tables[0] is not tables:
            _judged.clear()
            _judged_tables[0] = tables
        kept = _judged.setdefault(weights, {})
        _last_kept[:] = [tables, weights, kept]
    if len(kept) > JUDGED_KEPT:
        kept.clear()
    return kept


def _judged_farm(s: Any, player: int, cards: Any, tallies: Tallies, counts: tuple[Any, ...],
                 weights: Weights, kept: dict[tuple[Any, ...], _Judged]) -> _Judged:
    """``player``'s farm judged (its sheet and worth, and its best gains once asked), from
    ``kept`` (:func:`_kept`) or added to it.

    A search judges the same farms again and again (the other player's farm is the same
    beside every move of one player), so the judgement is kept by all it reads: the farm's
    locations (in their order), purse, tokens, equipment set aside and harvests to do, the
    table's phase, year, towers and silos left and the actions still to come, and every
    farm's group counts (``counts``: ``tallies`` as sorted pairs; the end abilities comparing
    farms read them)."""
    farmer = s.players[player]
    key = (
        player, s.phase, s.resume, s.year, s.num_players, s.towers_left, s.silos_left,
        actions_this_year(s, player), farmer.coins, farmer.food, farmer.tokens,
        tuple(farmer.aside), tuple(farmer.todo),
        tuple([(cell, loc.card, loc.up, loc.water, loc.capacity, loc.reach, loc.equipment)
               for cell, loc in farmer.farm.items()]),
        counts,
    )
    found = kept.get(key)
    if found is None:
        sheet = sheet_of(s, player, cards, tallies)
        found = kept[key] = _Judged(sheet, sheet.project(weights))
    return found


def _pool_untouched(s: Any) -> bool:
    """Two players: whether the year's pooled cards are all still to take (the draw, or the
    row just turned up), when the splits alone say which piles they came from."""
    if not s.splits:
        return False
    return s.phase == Phase.DRAW or (s.phase == Phase.TAKE and len(s.pool) + len(s.row) == sum(map(sum, s.splits)))


_pile_worths: dict[tuple[Any, ...], tuple[float, ...]] = {}


def pile_worths(s: Any, player: int, sheet: FarmSheet, now: float, weights: Weights,
                tallies: Tallies) -> tuple[float, ...]:
    """What a card drawn from each pile is worth to ``player``'s farm as it stands, on
    average over the pile's designs: how much more building it adds than the best other
    action (nothing when it cannot be built).  Farms do not change during the draw, so each
    farm's answer is kept (a few, for the positions a search meets)."""
    farmer = s.players[player]
    key = (id(s.tables), weights, s.year, farmer.coins, farmer.food,
           tuple(sorted((cell, loc.card, loc.up, loc.water, loc.equipment) for cell, loc in farmer.farm.items())))
    found = _pile_worths.get(key)
    if found is not None:
        return found
    if len(_pile_worths) > 256:
        _pile_worths.clear()
    other = sheet.alternatives(s, weights)
    table = senses(s.tables)
    means = []
    for kind in KINDS:
        gains = []
        for card, design in enumerate(s.tables.cards):
            if design.kind != kind:
                continue
            built = sheet.with_card(s, player, card, table[card], tallies)
            gains.append(0.0 if built is None else max(built.project(weights) - max(other, now), 0.0))
        means.append(sum(gains) / len(gains) if gains else 0.0)
    found = _pile_worths[key] = tuple(means)
    return found
