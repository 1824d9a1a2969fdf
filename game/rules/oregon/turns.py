"""Carrying out a legal move: placements, the extra turn, drawing, the turn order and the end
(seed 000, "Como se Juega" and "Fin del juego").

:func:`perform` trusts that the move is legal (``OregonState.apply`` checks first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Decision, Event, Move, Outcome, Reason, round_started, turn_started
from game.rules.oregon.board import END_TURN
from game.rules.oregon.legal import DRAW, EXTRA, OVER, PLAY, START, draw_moves, has_placement
from game.rules.oregon.moves import (
    DiscardTwo,
    DiscardUseless,
    DrawCard,
    ExtraTurn,
    PlaceBuilding,
    PlaceFarmer,
    PlaceStartTile,
)
from game.rules.oregon.scoring import BUILDING, score_building, score_farmer

if TYPE_CHECKING:
    from game.rules.oregon.state import OregonState

LAST_FARMER = "last_farmer"
EMPTY_STACKS = "empty_stacks"

DECISION_KINDS: dict[str, str] = {
    "place_start_tile": "put one's start tile on a matching empty space (the start-tile round)",
    "play_cards": "play two cards: a farmer in their area, or a building in a band",
    "discard_two": "no card pair places anything: show the hand and discard two cards",
    "extra_turn": "take the extra turn (play two more cards) or decline it (can stop)",
    "draw_cards": "draw back up to a full hand, one card at a time, swapping useless building "
    "cards; with a full hand, 'end-turn' keeps it (can stop)",
}
"""Every ``Decision.kind`` Oregon gives, with what the player decides."""


def decision(state: OregonState) -> Decision | None:
    """What the player to move decides now (see :data:`DECISION_KINDS`)."""
    phase = state.phase
    player = (state.player,)
    if phase == PLAY:
        return Decision(player, "play_cards" if has_placement(state) else "discard_two")
    if phase == DRAW:
        offered = draw_moves(state)
        return Decision(player, "draw_cards", can_stop=not offered or END_TURN in offered)
    if phase == EXTRA:
        return Decision(player, "extra_turn", can_stop=True)
    if phase == START:
        return Decision(player, "place_start_tile")
    return None


def perform(state: OregonState, move: Move) -> list[Event]:
    """Apply a legal ``move`` and return its events."""
    events: list[Event] = []
    player = state.player
    tables = state.tables
    if isinstance(move, PlaceFarmer):
        _place_farmer(state, move, events)
    elif isinstance(move, PlaceBuilding):
        _place_building(state, move, events)
    elif isinstance(move, DrawCard):
        _draw(state, move.deck == "landscape", events)
        _after_draw(state, events)
    elif isinstance(move, ExtraTurn):
        if move.take:
            state.extra[player] = False
            state.extra_taken = True
            state.phase = PLAY
            events.append(Event("extra_turn_taken", player))
        else:
            events.append(Event("extra_turn_declined", player))
            _to_draw(state, events)
    elif isinstance(move, DiscardUseless):
        b = tables.building_index[move.building]
        state.hands[player][len(tables.symbols) + b] -= 1
        state.building_discard.append(b)
        events.append(Event("useless_card_discarded", player, {"building": move.building}))
        _after_draw(state, events)
    elif isinstance(move, DiscardTwo):
        _discard_two(state, move, events)
    elif isinstance(move, PlaceStartTile):
        _place_start_tile(state, move, events)
    else:
        _end_turn(state, events)
    return events


def _place_start_tile(state: OregonState, move: PlaceStartTile, events: list[Event]) -> None:
    cell = state.tables.cell_of(move.space)
    b = state.start_tile[state.player]
    state.cells[cell] = BUILDING + b
    state.start_tile[state.player] = -1
    events.append(
        Event("start_tile_placed", state.player, {"building": move.building, "space": move.space})
    )
    nxt = (state.player + 1) % state.num_players
    state.player = nxt
    if nxt == state.start_player:
        state.phase = PLAY
        state.round += 1
        events.append(round_started(state.round))
    events.append(turn_started(nxt, state.round))


def _place_farmer(state: OregonState, move: PlaceFarmer, events: list[Event]) -> None:
    tables = state.tables
    player = state.player
    hand = state.hands[player]
    cell = move.space[0] * tables.columns + move.space[1]
    r = tables.symbol_index[move.row_symbol]
    c = tables.symbol_index[move.column_symbol]
    for symbol, slot in ((r, "row"), (c, "column")):
        if move.joker == slot:
            continue
        hand[symbol] -= 1
        state.landscape_discard.append(symbol)
    if move.joker:
        state.joker[player] = False
        events.append(Event("joker_used", player))
    state.cells[cell] = player + 1
    state.supply[player] -= 1
    events.append(
        Event(
            "farmer_placed",
            player,
            {
                "row_symbol": move.row_symbol,
                "column_symbol": move.column_symbol,
                "space": move.space,
                "joker": move.joker,
            },
        )
    )
    score_farmer(state, player, cell, events)
    if state.supply[player] == 0:
        _trigger_end(state, LAST_FARMER, events)
    _after_placement(state, events)


def _place_building(state: OregonState, move: PlaceBuilding, events: list[Event]) -> None:
    tables = state.tables
    player = state.player
    hand = state.hands[player]
    cell = move.space[0] * tables.columns + move.space[1]
    b = tables.building_index[move.building]
    hand[len(tables.symbols) + b] -= 1
    state.building_discard.append(b)
    if move.joker:
        state.joker[player] = False
        events.append(Event("joker_used", player))
    else:
        s = tables.symbol_index[move.symbol]
        hand[s] -= 1
        state.landscape_discard.append(s)
    state.stock[b] -= 1
    state.cells[cell] = BUILDING + b
    events.append(
        Event(
            "building_placed",
            player,
            {
                "building": move.building,
                "symbol": move.symbol,
                "space": move.space,
                "joker": move.joker,
            },
        )
    )
    score_building(state, b, cell, events)
    if state.stock[b] == 0:
        events.append(Event("building_stack_empty", None, {"building": move.building}))
        if state.stock.count(0) >= state.tables.content.stacks_to_end(state.num_players):
            _trigger_end(state, EMPTY_STACKS, events)
    _after_placement(state, events)


def _discard_two(state: OregonState, move: DiscardTwo, events: list[Event]) -> None:
    tables = state.tables
    player = state.player
    hand = state.hands[player]
    shown = [tables.card_names[i] for i, n in enumerate(hand) for _ in range(n)]
    n_symbols = len(tables.symbols)
    for name in (move.first, move.second):
        card = tables.card_index[name]
        hand[card] -= 1
        if card < n_symbols:
            state.landscape_discard.append(card)
        else:
            state.building_discard.append(card - n_symbols)
    events.append(
        Event(
            "no_legal_play", player, {"hand": tuple(shown), "discarded": (move.first, move.second)}
        )
    )
    _to_draw(state, events)


def _trigger_end(state: OregonState, reason: str, events: list[Event]) -> None:
    if not state.end_reason:
        state.end_reason = reason
        events.append(Event("game_end_triggered", state.player, {"reason": reason}))


def _after_placement(state: OregonState, events: list[Event]) -> None:
    player = state.player
    if state.extra[player] and not state.extra_taken and has_placement(state):
        state.phase = EXTRA
    else:
        _to_draw(state, events)


def _is_last_turn(state: OregonState) -> bool:
    return bool(state.end_reason) and (state.player + 1) % state.num_players == state.start_player


def _to_draw(state: OregonState, events: list[Event]) -> None:
    if _is_last_turn(state):
        _finish(state, events)
        return
    state.phase = DRAW
    _after_draw(state, events)


def _draw(state: OregonState, landscape: bool, events: list[Event]) -> None:
    deck = state.landscape_deck if landscape else state.building_deck
    name = "landscape" if landscape else "building"
    if not deck:
        discard = state.landscape_discard if landscape else state.building_discard
        deck.extend(discard)
        discard.clear()
        state.rng.shuffle(deck)
        events.append(Event("deck_reshuffled", None, {"deck": name, "cards": len(deck)}))
    card = deck.pop()
    if card < 0:
        raise Reason("the deck order is hidden in a view: determinize the view first").refuse()
    player = state.player
    index = card if landscape else len(state.tables.symbols) + card
    state.hands[player][index] += 1
    events.append(Event("card_drawn", player, {"deck": name}))
    events.append(
        Event(
            "card_received",
            player,
            {"deck": name, "card": state.tables.card_names[index]},
            frozenset((player,)),
            True,
        )
    )


def _after_draw(state: OregonState, events: list[Event]) -> None:
    """End the turn on its own once the hand is full and nothing is left to decide."""
    if not draw_moves(state):
        _end_turn(state, events)


def _end_turn(state: OregonState, events: list[Event]) -> None:
    events.append(Event("turn_ended", state.player))
    state.extra_taken = False
    nxt = (state.player + 1) % state.num_players
    state.player = nxt
    state.phase = PLAY
    if nxt == state.start_player:
        state.round += 1
        events.append(round_started(state.round))
    events.append(turn_started(nxt, state.round))


def _finish(state: OregonState, events: list[Event]) -> None:
    events.append(Event("turn_ended", state.player))
    state.phase = OVER
    state.extra_taken = False
    for player in range(state.num_players):
        coal, gold = state.coal[player], state.gold[player]
        events.append(
            Event(
                "tiles_revealed",
                player,
                {"coal": tuple(coal), "gold": tuple(gold), "points": sum(coal) + sum(gold)},
                reveals=True,
            )
        )
    result = outcome(state)
    events.append(
        Event(
            "game_over",
            None,
            {
                "reason": result.end_reason,
                "winners": result.winners,
                "tiebreak": result.tiebreak,
                "scores": result.scores,
            },
        )
    )


CATEGORIES = ("board", "coal", "gold")


def outcome(state: OregonState) -> Outcome:
    """The final score sheet (seed 000, "Fin del juego"): track points plus coal and gold;
    ties go to the most farmers on the board, then the win is shared."""
    breakdown = tuple(
        (state.score[p], sum(state.coal[p]), sum(state.gold[p])) for p in range(state.num_players)
    )
    totals = tuple(sum(row) for row in breakdown)
    best = max(totals)
    leaders = [p for p, t in enumerate(totals) if t == best]
    farmers = state.farmers_on_board()
    tiebreak = ""
    if len(leaders) > 1:
        tiebreak = "farmers_on_board"
        most = max(farmers[p] for p in leaders)
        leaders = [p for p in leaders if farmers[p] == most]
    return Outcome(
        scores=totals,
        categories=CATEGORIES,
        breakdown=breakdown,
        winners=tuple(leaders),
        end_reason=state.end_reason,
        tiebreak=tiebreak,
        tiebreak_values=farmers,
    )
