"""Carrying out a legal move and the flow of a year: upkeep, the draw, six draft turns, the
harvest; ``decision()`` and its :data:`DECISION_KINDS`.

Rulebook ("Como se juega"): each of the four years is upkeep (from year 2), the draw in turn
order from the first player, six draft turns (everyone chooses a card face down, the choices
are revealed together, the rest of each hand passes in the year's direction, then every
player takes one action with the card), and the harvest; then the first-player token passes
left.  Actions and harvests are resolved in turn order from the first player (our ruling:
they never affect another farm, so the order only fixes the log's order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import (
    CHOICES_REVEALED,
    Decision,
    Event,
    IllegalMove,
    Move,
    Reason,
    round_started,
    turn_started,
)
from game.rules.fields_of_green import legal
from game.rules.fields_of_green.abilities import store_food
from game.rules.fields_of_green.farm import (
    NO_PICK,
    SILO_CARD,
    TOWER_CARD,
    Cell,
    Location,
    add_water,
    cell_text,
    take_water,
)
from game.rules.fields_of_green.harvesting import auto_harvest, flip, pay_and_apply, say_spilt
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.moves import (
    AutoHarvest,
    Build,
    BuildSilo,
    BuildTower,
    Equip,
    Flip,
    FogMove,
    Harvest,
    Market,
    Pick,
    Restore,
    Split,
    Take,
    TakeBack,
)

if TYPE_CHECKING:
    from game.rules.fields_of_green.state import FogState

DECISION_KINDS: dict[str, str] = {
    "choose_split": "how many of the 6 cards to draw from each pile (at least 3 piles), "
    "before seeing any; one player after another",
    "draft_pick": "everyone at once chooses a card of their hand face down; a choice may be "
    "taken back until all have chosen",
    "take_card": "two players: take one of the face-up cards to act with (one player after "
    "the other)",
    "choose_action": "what to do with the revealed card: build it, build a water tower or a "
    "silo, go to market, or restore an open area",
    "choose_equipment": "keep one of the 3 equipment tiles drawn: place it on a fitting "
    "location or set it aside",
    "pay_or_flip": "pay a harvest ability's cost (in any order) or let the location become an "
    "open area; or let the game pay them all",
}
"""Every ``Decision.kind`` Fields of Green gives, with what the player decides."""

_KIND_OF_PHASE = {
    Phase.DRAW: "choose_split",
    Phase.TAKE: "take_card",
    Phase.ACT: "choose_action",
    Phase.EQUIP: "choose_equipment",
    Phase.HARVEST: "pay_or_flip",
}


def decision(state: FogState) -> Decision | None:
    """What is being decided now (see :data:`DECISION_KINDS`)."""
    phase = state.phase
    if phase == Phase.OVER:
        return None
    if phase == Phase.PICK:
        everyone = tuple(range(state.num_players))
        return Decision(everyone, "draft_pick", simultaneous=True, pending=state.waiting())
    return Decision((state.current,), _KIND_OF_PHASE[phase])


def mover(state: FogState, move: Move) -> int | None:
    """Who makes ``move``: the player it names in the draft, else the player to move."""
    if isinstance(move, Pick | TakeBack):
        named = move.player
        return named if isinstance(named, int) and not isinstance(named, bool) else None
    return state.current_player


def apply(state: FogState, move: Move) -> list[Event]:
    """Check ``move`` and carry it out; :class:`IllegalMove` with a reason otherwise."""
    if not isinstance(move, FogMove):
        raise Reason("that is not a move of Fields of Green").refuse()
    player = mover(state, move)
    if not _listed(state, player, move):
        raise _move_reason(state, move, player).refuse()
    return apply_unchecked(state, move)


def _listed(state: FogState, player: object, move: FogMove) -> bool:
    """Whether ``move`` is exactly one of ``player``'s legal moves: equal, and written the
    same (``True`` equals ``1`` but is no player number)."""
    if not isinstance(player, int) or isinstance(player, bool):
        return False
    moves = legal.legal_moves_for(state, player)
    if move not in moves:
        return False
    try:
        text = str(move)
    except (TypeError, ValueError):  # a move made with fields of the wrong kind
        return False
    # only the moves equal to it need writing out (each legal move has its own text)
    return any(text == str(m) for m in moves if m == move)


def _move_reason(state: FogState, move: FogMove, player: object) -> Reason:
    if state.phase == Phase.OVER:
        return Reason("the game is over")
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < state.num_players:
        return Reason("that move names no player of this game")
    try:
        if isinstance(move, Build) and state.phase == Phase.ACT and player == state.current:
            found = legal.build_reason(state, player, move.cell, move.attach)
            if found is not None:
                return found
        if isinstance(move, BuildTower | BuildSilo) and state.phase == Phase.ACT and player == state.current:
            kind = TOWER_CARD if isinstance(move, BuildTower) else SILO_CARD
            found = legal.attach_reason(state, player, move.attach, kind)
            if found is not None:
                return found
        if isinstance(move, Harvest) and state.phase == Phase.HARVEST and player == state.current:
            found = legal.harvest_reason(state, player, move.cell)
            if found is not None:
                return found
        return Reason("{move} is not a legal move now", move=str(move)[:60])
    except (TypeError, ValueError, KeyError, IndexError):  # fields of the wrong kind
        return Reason("that is not a legal move now")


def apply_unchecked(state: FogState, move: Move) -> list[Event]:
    """Carry out a move known to be legal."""
    events: list[Event] = []
    kind = type(move)
    # the actions first, by their exact class (the search's hottest path; a class test is
    # far quicker than ``isinstance`` with the moves' abstract base)
    if kind in _ACTIONS:
        _act(state, move, events)
    elif isinstance(move, Pick | TakeBack):
        _draft(state, move, events)
    elif isinstance(move, Split):
        _draw(state, move, events)
    elif isinstance(move, Take):
        card = state.tables.by_code[move.code]
        state.row.remove(card)
        state.players[state.current].pick = card
        state.phase = Phase.ACT
    elif isinstance(move, Equip):
        _equip(state, move, events)
    elif isinstance(move, Harvest | Flip | AutoHarvest):
        _harvest(state, move, events)
    else:
        _act(state, move, events)
    return events


_ACTIONS = frozenset((Build, BuildTower, BuildSilo, Market, Restore))
"""The moves that spend the card taken or revealed (:func:`_act`)."""


# -- the draw -------------------------------------------------------------------------------


def _draw(state: FogState, move: Split, events: list[Event]) -> None:
    player = state.current
    farmer = state.players[player]
    drawn: list[int] = []
    for pile, count in zip(state.piles, move.counts, strict=True):
        for _ in range(count):
            drawn.append(pile.pop())
    state.splits.append(move.counts)
    events.append(Event("split_chosen", player, {"split": move.counts}))
    if two_players(state):
        state.pool.extend(drawn)  # pooled unseen (our ruling): nobody looks before the reveal
    else:
        farmer.hand.extend(drawn)
        codes = tuple(state.tables.cards[c].code for c in drawn)
        events.append(Event("cards_drawn", player, {"cards": codes}, frozenset({player}), reveals=True))
    state.current = (player + 1) % state.num_players
    if state.current != state.first:
        events.append(turn_started(state.current, state.year))
    elif two_players(state):
        state.rng.shuffle(state.pool)
        _turn_up(state, state.tables.numbers.hand_size, events)
        state.phase = Phase.TAKE
        events.append(turn_started(state.current, state.year))
    else:
        state.phase = Phase.PICK


def two_players(state: FogState) -> bool:
    """Whether the game uses the two-player draft (the published variant, RULINGS.md)."""
    return state.num_players == 2


def _turn_up(state: FogState, count: int, events: list[Event]) -> None:
    """Two players: turn ``count`` cards of the pool face up into the row."""
    shown = [state.pool.pop() for _ in range(min(count, len(state.pool)))]
    state.row.extend(shown)
    codes = tuple(state.tables.cards[c].code for c in shown)
    if codes:
        events.append(Event("row_revealed", None, {"cards": codes}, reveals=True))


# -- the draft ------------------------------------------------------------------------------


def _draft(state: FogState, move: Pick | TakeBack, events: list[Event]) -> None:
    farmer = state.players[move.player]
    if isinstance(move, TakeBack):
        farmer.pick = NO_PICK
        events.append(Event("choice_taken_back", move.player))
        return
    card = state.tables.by_code[move.code]
    farmer.pick = card
    events.append(Event("card_chosen", move.player))
    events.append(Event("card_picked", move.player, {"card": move.code}, frozenset({move.player})))
    if not state.waiting():
        _reveal(state, events)


def _reveal(state: FogState, events: list[Event]) -> None:
    cards = state.tables.cards
    texts = tuple(cards[f.pick].code for f in state.players)
    events.append(Event(CHOICES_REVEALED, None, {"choices": texts}, reveals=True))
    for farmer in state.players:
        farmer.hand.remove(farmer.pick)
    n = state.num_players
    step = 1 if state.tables.numbers.pass_left[state.year - 1] else -1
    hands = [f.hand for f in state.players]
    for seat, hand in enumerate(hands):
        state.players[(seat + step) % n].hand = hand
    state.phase = Phase.ACT
    state.current = state.first
    state.acted = 0
    events.append(turn_started(state.current, state.year))


# -- actions --------------------------------------------------------------------------------


def _act(state: FogState, move: Move, events: list[Event]) -> None:
    player = state.current
    farmer = state.players[player]
    card = farmer.pick
    tables = state.tables
    numbers = tables.numbers
    code = tables.cards[card].code
    farmer.pick = NO_PICK
    if type(move) is Build or isinstance(move, Build):
        _build(state, player, card, move, events)
    else:
        state.discard.append(card)
        if isinstance(move, BuildTower):
            farmer.coins -= numbers.tower_cost
            state.towers_left -= 1
            water = numbers.start_water
            farmer.farm[move.cell] = Location(TOWER_CARD, water=water, capacity=numbers.tower_capacity)
            args = {"cell": cell_text(move.cell), "card": code, "attach": move.attach}
            events.append(Event("tower_built", player, args))
            _attach(state, player, move.attach, move.cell)
        elif isinstance(move, BuildSilo):
            state.silos_left -= 1
            farmer.farm[move.cell] = Location(SILO_CARD, capacity=numbers.silo_capacity)
            args = {"cell": cell_text(move.cell), "card": code, "attach": move.attach}
            events.append(Event("silo_built", player, args))
            _attach(state, player, move.attach, move.cell)
        elif isinstance(move, Market):
            coins = numbers.market_coins + numbers.market_food_price * move.food
            farmer.food -= move.food
            farmer.coins += coins
            events.append(Event("market", player, {"card": code, "food": move.food, "coins": coins}))
        elif isinstance(move, Restore):
            farmer.coins -= numbers.restore_cost
            farmer.farm[move.cell].up = True
            events.append(Event("restored", player, {"cell": cell_text(move.cell), "card": code}))
    if state.offer:
        _offer_equipment(state, Phase.ACT, events)
    else:
        _next_action(state, events)


def _build(state: FogState, player: int, card: int, move: Build, events: list[Event]) -> None:
    farmer = state.players[player]
    tables = state.tables
    coins, water, food = legal.build_cost(state, player, card)
    farmer.coins -= coins
    farmer.food -= food
    if water:
        take_water(farmer.farm, move.cell, tables.numbers.water_range, water)
    farmer.farm[move.cell] = Location(card)
    events.append(
        Event(
            "built",
            player,
            {
                "card": tables.cards[card].code,
                "cell": cell_text(move.cell),
                "coins": coins,
                "water": water,
                "food": food,
                "attach": move.attach,
            },
        )
    )
    _attach(state, player, move.attach, move.cell)
    for effect in tables.cards[card].immediate:
        effect.function(state, player, move.cell, effect.params)
    for cell, loc in list(farmer.farm.items()):
        if loc.up and loc.card >= 0 and cell != move.cell:
            for effect in tables.cards[loc.card].ongoing:
                effect.function(state, player, cell, effect.params, "built", card, move.cell)
    say_spilt(state, player, events)


def _attach(state: FogState, player: int, code: str, cell: Cell) -> None:
    """Put the set-aside tile ``code`` (if any) on the location just built at ``cell``."""
    if code:
        tile = state.tables.equipment_by_code[code]
        state.players[player].aside.remove(tile)
        _place(state, player, tile, cell)


def _place(state: FogState, player: int, tile: int, cell: Cell) -> None:
    loc = state.players[player].farm[cell]
    loc.equipment = (*loc.equipment, tile)
    effect = state.tables.equipment[tile].effect
    effect.function(state, player, cell, effect.params, "placed")


def _next_action(state: FogState, events: list[Event]) -> None:
    if two_players(state):
        _next_taker(state, events)
        return
    state.acted += 1
    n = state.num_players
    if state.acted < n:
        state.current = (state.first + state.acted) % n
        events.append(turn_started(state.current, state.year))
    elif state.players[0].hand:
        state.phase = Phase.PICK
    else:
        _start_harvest(state, events)


def _next_taker(state: FogState, events: list[Event]) -> None:
    """Two players: the other player takes a card, or 2 more cards turn up for the next pair
    of actions, or the harvest begins when none is left."""
    state.acted += 1
    if state.acted == 1:
        state.current = 1 - state.first
    else:
        state.acted = 0
        _turn_up(state, 2, events)
        if not state.row:
            _start_harvest(state, events)
            return
        state.current = state.first
    state.phase = Phase.TAKE
    events.append(turn_started(state.current, state.year))


# -- equipment ------------------------------------------------------------------------------


def _offer_equipment(state: FogState, resume: Phase, events: list[Event]) -> None:
    """An ability gained equipment: the player chooses one of the tiles drawn."""
    player = state.current
    state.resume = resume
    state.phase = Phase.EQUIP
    codes = tuple(state.tables.equipment[t].code for t in state.offer)
    events.append(Event("equipment_drawn", player, {"tiles": codes}, frozenset({player}), reveals=True))


def _equip(state: FogState, move: Equip, events: list[Event]) -> None:
    player = state.current
    tile = state.tables.equipment_by_code[move.code]
    state.offer.remove(tile)
    state.equipment.extend(state.offer)  # the others go to the bottom of the pile
    state.offer.clear()
    if move.cell is None:
        state.players[player].aside.append(tile)
    else:
        _place(state, player, tile, move.cell)
    where = "aside" if move.cell is None else cell_text(move.cell)
    events.append(Event("equipment_kept", player, {"tile": move.code, "cell": where}))
    state.phase = state.resume
    if state.resume == Phase.ACT:
        _next_action(state, events)
    else:
        _after_harvesting(state, events)


# -- the harvest ----------------------------------------------------------------------------


def _start_harvest(state: FogState, events: list[Event]) -> None:
    cards = state.tables.cards
    for farmer in state.players:
        farmer.todo = [
            cell
            for cell, loc in sorted(farmer.farm.items())
            if loc.up and loc.card >= 0 and cards[loc.card].harvest is not None
        ]
    state.phase = Phase.HARVEST
    state.current = state.first
    state.acted = 0
    if state.players[state.current].todo:
        events.append(turn_started(state.current, state.year))
    else:
        _next_harvester(state, events)


def _harvest(state: FogState, move: Harvest | Flip | AutoHarvest, events: list[Event]) -> None:
    player = state.current
    if isinstance(move, Harvest):
        pay_and_apply(state, player, move.cell, events)
    elif isinstance(move, Flip):
        flip(state, player, move.cell, events)
    else:
        auto_harvest(state, player, events)
    if state.offer:
        _offer_equipment(state, Phase.HARVEST, events)
    else:
        _after_harvesting(state, events)


def _after_harvesting(state: FogState, events: list[Event]) -> None:
    if not state.players[state.current].todo:
        _next_harvester(state, events)


def _next_harvester(state: FogState, events: list[Event]) -> None:
    n = state.num_players
    while True:
        state.acted += 1
        if state.acted >= n:
            _end_year(state, events)
            return
        state.current = (state.first + state.acted) % n
        if state.players[state.current].todo:
            events.append(turn_started(state.current, state.year))
            return


# -- years ----------------------------------------------------------------------------------


def _end_year(state: FogState, events: list[Event]) -> None:
    n = state.num_players
    state.first = (state.first + 1) % n
    events.append(Event("first_player", state.first, {"player": state.first}))
    if state.year >= state.tables.numbers.years:
        state.phase = Phase.OVER
        events.append(Event("game_over"))
        return
    state.year += 1
    start_year(state, events)
    events.append(round_started(state.year))
    events.append(turn_started(state.current, state.year))


def drew(state: FogState, player: int) -> tuple[int, ...] | None:
    """What ``player`` drew this year, a count per pile (``None`` before their draw).  The
    splits are kept in turn order from the player who began the year's draw: the first
    player, except after the last harvest, once the token has passed on with no year left."""
    n = state.num_players
    began = (state.first - 1) % n if state.phase == Phase.OVER else state.first
    index = (player - began) % n
    return tuple(state.splits[index]) if index < len(state.splits) else None


def start_year(state: FogState, events: list[Event]) -> None:
    """Upkeep (from year 2: 1 food, 2 water, 3 coins; what does not fit is lost), then the
    draw begins with the first player."""
    numbers = state.tables.numbers
    if state.year > 1:
        for player, farmer in enumerate(state.players):
            before = farmer.food
            store_food(farmer, numbers.upkeep_food)
            farmer.spilt = {"food": 0, "water": 0}  # the upkeep says its own
            lost_water = add_water(farmer.farm, numbers.upkeep_water)
            farmer.coins += numbers.upkeep_coins
            args = {
                "food": numbers.upkeep_food,
                "water": numbers.upkeep_water,
                "coins": numbers.upkeep_coins,
                "lost_food": numbers.upkeep_food - (farmer.food - before),
                "lost_water": lost_water,
            }
            events.append(Event("upkeep", player, args))
    state.splits = []
    state.phase = Phase.DRAW
    state.current = state.first
    state.acted = 0
    if not legal.split_moves(state):
        raise IllegalMove("the piles cannot fill the hands")
