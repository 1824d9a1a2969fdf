"""A quick guess of what a Fields of Green move earns its player, for the hard bot's playouts.

The playouts of a crowded table (three or four farms) play every player greedily: a card is
chosen for what building it (or the best other action) adds to the chooser's projected final
score (:meth:`FarmSheet.project`), a chosen card is built where it adds most, or spent on the
tower, silo or market when that adds more; equipment goes on the farm rather than aside (a
set-aside tile goes on a tower or silo built when what it does there is worth more than its
point aside), and the harvest is paid by the game's own good order.  Everything read is
public or the mover's own, as in a view.  The mover's sheet is worked out once per position
and kept while the playout asks about each of its moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.bots.evaluation.fields_of_green_cards import senses
from game.bots.evaluation.fields_of_green_farm import FarmSheet, Tallies, sheet_of, tally_groups
from game.rules.core import Move, State
from game.rules.fields_of_green.moves import (
    AutoHarvest,
    Build,
    BuildSilo,
    BuildTower,
    Equip,
    Flip,
    Harvest,
    Market,
    Pick,
    Restore,
    Take,
    TakeBack,
)

if TYPE_CHECKING:
    from game.bots.evaluation.fields_of_green_weights import Weights

class _Position:
    """What the gains of one mover's moves at one position share, worked out when first
    needed: the sheet, its projection now, the tallies, the other actions' worths and the
    chosen card's best build."""

    __slots__ = ("sheet", "now", "tallies", "others", "built")

    def __init__(self, sheet: FarmSheet, now: float, tallies: Tallies) -> None:
        self.sheet = sheet
        self.now = now
        self.tallies = tallies
        self.others: dict[str, float] = {}
        self.built: tuple[Any, float] | None = None


_kept: tuple[Any, tuple[Any, ...], _Position] | None = None
"""The last position asked about: the state itself (held, so that no other state can come to
share its identity), the mover's key there, and what was worked out."""


def _position(s: Any, player: int, weights: Weights) -> _Position:
    """The mover's :class:`_Position` (kept while the playout asks about its moves)."""
    global _kept
    farmer = s.players[player]
    # in one state, the mover's purse, farm and hand, and the step of the year, tell its
    # positions apart (the other farms matter only to a most-of-a-kind bonus)
    key = (id(weights), player, s.year, s.phase, farmer.coins, farmer.food, len(farmer.farm),
           len(farmer.hand), farmer.pick, len(farmer.todo))
    if _kept is not None and _kept[0] is s and _kept[1] == key:
        return _kept[2]
    cards = senses(s.tables)
    tallies = tally_groups(s, cards)
    sheet = sheet_of(s, player, cards, tallies)
    found = _Position(sheet, sheet.project(weights), tallies)
    _kept = (s, key, found)
    return found


def fog_gain(state: State, move: Move, weights: Weights) -> float:
    """What ``move`` adds to its player's projected final score, roughly (see the module)."""
    s: Any = state
    m: Any = move  # its fields are read by kind below (a type test is quicker than isinstance)
    kind = type(move)
    fixed = _FIXED.get(kind)
    if fixed is not None:
        return fixed
    if kind is Equip:
        return 1.0 if m.cell is None else 1.5
    if kind is Pick or kind is Take:
        player = m.player if kind is Pick else s.current_player
        return _card_gain(s, player, s.tables.by_code[m.code], weights)
    player = s.current_player
    if player is None:
        return 0.0
    at = _position(s, player, weights)
    if kind is Build:
        if at.built is None:
            card = s.players[player].pick
            built = at.sheet.with_card(s, player, card, senses(s.tables)[card], at.tallies)
            at.built = (None, -100.0) if built is None else (built.built_at, built.project(weights) - at.now)
        best_cell, value = at.built
        # elsewhere than its best cell a card scores less; the playouts build it there
        return float(value) + (0.5 if m.attach else 0.0) - float(m.cell != best_cell)
    numbers = s.tables.numbers
    name = kind.__name__ + (str(m.food) if kind is Market else "")
    attached = 0.0
    if (kind is BuildTower or kind is BuildSilo) and m.attach:
        tile = name + m.attach
        attached = at.others.get(tile)  # type: ignore[assignment]
        if attached is None:
            attached = at.others[tile] = _tile_worth(s, player, m, kind(m.cell), weights)
    known = at.others.get(name)
    if known is not None:
        return known + attached
    if kind is BuildTower:
        worth = at.sheet.with_tower(numbers).project(weights) - at.now
    elif kind is BuildSilo:
        worth = at.sheet.with_silo(numbers).project(weights) - at.now
    elif kind is Market:
        worth = at.sheet.after_market(numbers, m.food).project(weights) - at.now
    else:
        worth = 0.5 if kind is Restore else 0.0
    at.others[name] = worth
    return worth + attached


def _tile_worth(s: Any, player: int, move: Any, plain: Any, weights: Weights) -> float:
    """What a set-aside tile put on the tower or silo being built adds to building it plain:
    what it does there for the farm's projection, less the point it scores left aside (so a
    Silo Extension goes on when the silos would overflow, and stays aside when not)."""
    cards = senses(s.tables)
    worths = []
    for chosen in (move, plain):
        after = s.clone()
        after.apply(chosen)
        worths.append(sheet_of(after, player, cards, tally_groups(after, cards)).project(weights))
    return float(worths[0] - worths[1])


_FIXED: dict[type, float] = {TakeBack: -100.0, AutoHarvest: 1.0, Harvest: 0.5, Flip: -1.0}
"""Moves whose gain the playouts need not work out: the harvest is paid by the game's good
order, and a face-down choice is never taken back."""


def _card_gain(s: Any, player: int, card: int, weights: Weights) -> float:
    """What the best action with ``card`` adds to ``player``'s projected score."""
    at = _position(s, player, weights)
    best = at.others.get("alternatives")
    if best is None:
        best = at.others["alternatives"] = at.sheet.alternatives(s, weights) - at.now
    built = at.sheet.with_card(s, player, card, senses(s.tables)[card], at.tallies)
    if built is not None:
        best = max(best, built.project(weights) - at.now)
    return best
