"""Which moves are legal, why the others are not (the ``*_reason`` helpers), and the phases.

A year runs: the draw (each player in turn order chooses a split), six draft turns of a
simultaneous pick followed by each player's action in turn order (with an equipment choice
when an ability gains equipment), then the harvest, player by player.  With two players the
draft is the published variant instead: the 12 cards drawn are pooled face down, 6 are
turned face up, and the players take one each in turn (``take``), 2 more turning up after
every pair of actions.
"""

from __future__ import annotations

import functools
from enum import IntEnum
from typing import TYPE_CHECKING

from game.rules.core import Move, Reason
from game.rules.fields_of_green.farm import (
    NO_PICK,
    SILO_CARD,
    TOWER_CARD,
    Cell,
    Farmer,
    Location,
    free_cells,
    water_in_range,
)
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
    Split,
    Take,
    TakeBack,
)
from game.rules.fields_of_green.tables import FogTables

if TYPE_CHECKING:
    from game.rules.fields_of_green.state import FogState


class Phase(IntEnum):
    """The steps of a year; the position text writes :attr:`text`."""

    DRAW = 0
    PICK = 1
    TAKE = 2
    ACT = 3
    EQUIP = 4
    HARVEST = 5
    OVER = 6

    @property
    def text(self) -> str:
        """The phase as the position text writes it (``"harvest"``)."""
        return self.name.lower()


@functools.cache
def all_splits(hand: int, least: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every way to draw ``hand`` cards from four piles using at least ``least`` of them."""
    found = []
    for a in range(hand + 1):
        for b in range(hand + 1 - a):
            for c in range(hand + 1 - a - b):
                d = hand - a - b - c
                split = (a, b, c, d)
                if sum(1 for n in split if n) >= least:
                    found.append(split)
    return tuple(found)


# Moves are frozen values: each is made once and handed out again whenever it is legal, which
# is quicker than making it anew and lets a bot's search tree find it by identity.
_split = functools.cache(Split)
_build = functools.cache(Build)
_tower = functools.cache(BuildTower)
_silo = functools.cache(BuildSilo)
_market = functools.cache(Market)
_restore = functools.cache(Restore)
_harvest = functools.cache(Harvest)
_flip = functools.cache(Flip)
_take = functools.cache(Take)


def split_moves(state: FogState) -> list[Split]:
    """The splits the player may draw now: at least 3 piles, no more from a pile than it
    holds (the introduction mode draws 2-2-1-1 whenever the piles allow)."""
    numbers = state.tables.numbers
    sizes = [len(pile) for pile in state.piles]
    hand = min(numbers.hand_size, sum(sizes))
    open_piles = sum(1 for n in sizes if n)
    least = min(numbers.least_piles, open_piles)
    a, b, c, d = sizes
    fits = [_split(s) for s in all_splits(hand, least) if s[0] <= a and s[1] <= b and s[2] <= c and s[3] <= d]
    if "intro" in state.config.variants:
        intro = Split(tuple(numbers.intro_split))  # type: ignore[arg-type]
        if intro in fits:
            return [intro]
    return fits


def build_cost(state: FogState, player: int, card: int) -> tuple[int, int, int]:
    """What building ``card`` costs ``player``: coins (less the discounts of the farm's
    ongoing abilities, never below 0), water, food."""
    tables = state.tables
    design = tables.cards[card]
    coins = design.coins
    for cell, loc in state.players[player].farm.items():
        if loc.up and loc.card >= 0:
            for effect in tables.cards[loc.card].ongoing:
                coins -= effect.function(state, player, cell, effect.params, "cost", card, cell)
    return max(coins, 0), design.water, design.food


def build_reason(state: FogState, player: int, cell: Cell, attach: str = "") -> Reason | None:
    """Why the chosen card may not be built at ``cell``, or ``None`` when it may."""
    farmer = state.players[player]
    if cell in farmer.farm:
        return Reason("{cell} is already taken", cell=f"{cell[0]},{cell[1]}")
    if cell not in free_cells(farmer.farm):
        return Reason("a location must be built next to one already in the farm")
    coins, water, food = build_cost(state, player, farmer.pick)
    if farmer.coins < coins:
        return Reason("it costs {coins} coins", coins=coins)
    if farmer.food < food:
        return Reason("it costs {food} food from the silos", food=food)
    if water and water_in_range(farmer.farm, cell, state.tables.numbers.water_range) < water:
        return Reason("it needs {water} water from towers within range", water=water)
    return attach_reason(state, player, attach, farmer.pick)


def attach_reason(state: FogState, player: int, attach: str, card: int) -> Reason | None:
    """Why the set-aside tile ``attach`` may not go on a location of ``card`` being built
    (a design, a tower or a silo), or ``None`` when it may (or when no tile is named)."""
    if not attach:
        return None
    tile = state.tables.equipment_by_code.get(attach)
    if tile is None or tile not in state.players[player].aside:
        return Reason("{tile} is not set aside", tile=attach)
    if not fits_card(state.tables, tile, card):
        return Reason("{tile} does not fit this location", tile=attach)
    return None


def fits_card(tables: FogTables, tile: int, card: int) -> bool:
    """Whether equipment ``tile`` fits a location of ``card`` (tower, silo or design)."""
    host = tables.equipment[tile]
    if card == TOWER_CARD:
        return host.host == "tower"
    if card == SILO_CARD:
        return host.host == "silo"
    design = tables.cards[card]
    return host.host == design.kind and (not host.needs_harvest or design.harvest is not None)


def fitting_aside(state: FogState, player: int, card: int) -> list[str]:
    """The codes of ``player``'s set-aside tiles that fit a location of ``card`` (a design, a
    tower or a silo), each once, in code order: what building it may attach."""
    tables = state.tables
    tiles = {t for t in state.players[player].aside if fits_card(tables, t, card)}
    return [tables.equipment[t].code for t in sorted(tiles)]


def equip_reason(tables: FogTables, tile: int, loc: Location | None) -> Reason | None:
    """Why equipment ``tile`` may not be placed on ``loc``, or ``None`` when it may."""
    if loc is None or not loc.up:
        return Reason("equipment goes on a face-up location of the farm")
    if not fits_card(tables, tile, loc.card):
        return Reason("this equipment does not fit that location")
    if len(loc.equipment) >= tables.numbers.equipment_per_location:
        return Reason("a location holds at most 2 equipment tiles")
    if tile in loc.equipment:
        return Reason("a location may not hold the same equipment twice")
    return None


def harvest_cost(state: FogState, player: int, cell: Cell) -> tuple[int, int, int]:
    """What the harvest ability at ``cell`` costs now: water, food (less equipment savings),
    coins."""
    farmer = state.players[player]
    loc = farmer.farm[cell]
    ability = state.tables.cards[loc.card].harvest
    assert ability is not None
    food = ability.food
    for tile in loc.equipment:
        effect = state.tables.equipment[tile].effect
        food -= effect.function(state, player, cell, effect.params, "cost")
    return ability.water, max(food, 0), ability.coins


def harvest_reason(state: FogState, player: int, cell: Cell) -> Reason | None:
    """Why the harvest cost at ``cell`` cannot be paid now, or ``None`` when it can."""
    farmer = state.players[player]
    if cell not in farmer.todo:
        return Reason("nothing at {cell} waits to be harvested", cell=f"{cell[0]},{cell[1]}")
    water, food, coins = harvest_cost(state, player, cell)
    if farmer.coins < coins:
        return Reason("the harvest costs {coins} coins", coins=coins)
    if farmer.food < food:
        return Reason("the harvest costs {food} food", food=food)
    if water and water_in_range(farmer.farm, cell, state.tables.numbers.water_range) < water:
        return Reason("the harvest needs {water} water from towers within range", water=water)
    return None


def action_moves(state: FogState, player: int) -> list[Move]:
    """The actions the player may take with the revealed card."""
    farmer = state.players[player]
    numbers = state.tables.numbers
    cells = free_cells(farmer.farm)
    moves: list[Move] = []
    coins, water, food = build_cost(state, player, farmer.pick)
    # with less water than needed in all the towers together, no cell has enough in range
    if farmer.coins >= coins and farmer.food >= food and (not water or farmer.water >= water):
        fitting = fitting_aside(state, player, farmer.pick)
        for cell in cells:
            if water and water_in_range(farmer.farm, cell, numbers.water_range) < water:
                continue
            moves.append(_build(cell))
            moves.extend(_build(cell, code) for code in fitting)
    # towers and silos count as locations: a set-aside tile that fits one may go on it as it
    # is built (rulebook, "Equipo")
    if state.towers_left and farmer.coins >= numbers.tower_cost:
        fitting = fitting_aside(state, player, TOWER_CARD)
        moves.extend(_tower(cell, code) for cell in cells for code in ("", *fitting))
    if state.silos_left:
        fitting = fitting_aside(state, player, SILO_CARD)
        moves.extend(_silo(cell, code) for cell in cells for code in ("", *fitting))
    moves.extend(_market(n) for n in range(min(numbers.market_food_most, farmer.food) + 1))
    if farmer.coins >= numbers.restore_cost:
        moves.extend(_restore(cell) for cell, loc in sorted(farmer.farm.items()) if not loc.up)
    return moves


def equip_moves(state: FogState, player: int) -> list[Move]:
    """Keep one of the drawn tiles: place it on a fitting location or set it aside."""
    farmer = state.players[player]
    tables = state.tables
    moves: list[Move] = []
    for tile in sorted(set(state.offer)):
        code = tables.equipment[tile].code
        moves.append(Equip(code, None))
        for cell, loc in sorted(farmer.farm.items()):
            if equip_reason(tables, tile, loc) is None:
                moves.append(Equip(code, cell))
    return moves


def harvest_moves(state: FogState, player: int) -> list[Move]:
    """Pay a harvest ability (any order) or flip its location; or let the game do it all."""
    farmer = state.players[player]
    moves: list[Move] = []
    for cell in farmer.todo:
        if harvest_reason(state, player, cell) is None:
            moves.append(_harvest(cell))
        moves.append(_flip(cell))
    moves.append(AutoHarvest())
    return moves


def pick_moves(state: FogState, player: int) -> list[Move]:
    """Choose a card face down, or take the pending choice back."""
    farmer: Farmer = state.players[player]
    if farmer.pick != NO_PICK:
        return [TakeBack(player)]
    cards = state.tables.cards
    return [Pick(player, cards[c].code) for c in sorted(set(farmer.hand))]


def take_moves(state: FogState) -> list[Move]:
    """Two players: take one of the face-up cards of the row."""
    cards = state.tables.cards
    return [_take(cards[c].code) for c in sorted(set(state.row))]


def legal_moves_for(state: FogState, player: int) -> list[Move]:
    """Every legal move of ``player`` now (empty when it is not theirs to act)."""
    phase = state.phase
    if not 0 <= player < state.num_players or phase == Phase.OVER:
        return []
    if phase == Phase.PICK:
        return pick_moves(state, player)
    if player != state.current:
        return []
    if phase == Phase.ACT:
        return action_moves(state, player)
    if phase == Phase.TAKE:
        return take_moves(state)
    if phase == Phase.HARVEST:
        return harvest_moves(state, player)
    if phase == Phase.EQUIP:
        return equip_moves(state, player)
    return list(split_moves(state))
