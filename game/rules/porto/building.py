"""The build action: two cards give a number of floors and a colour, all placed on one house
(rules A-G of the rulebook, checked in :mod:`game.rules.porto.legal`), then scoring A-E."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.porto.contracts import public_fulfilled
from game.rules.porto.events import (
    BONUS_TOKENS,
    FLOORS,
    NEIGHBOURS,
    PUBLIC_CONTRACTS,
    ROOF_TOKENS,
    make_event,
)
from game.rules.porto.moves import Build
from game.rules.porto.scoring import add_points
from game.rules.porto.street import adjacent_tiles

if TYPE_CHECKING:
    from game.rules.porto.state import PortoState


def build(state: PortoState, move: Build, events: list[Event]) -> int:
    """Play a legal build: place the tiles and score A-E (the roof, public contracts).
    Returns the value of the bonus token taken from the ground-floor space (0: none), which
    the turn flow then asks the player to place."""
    tables = state.tables
    player = state.current
    fk = tables.kind_by_code[move.floors]
    ck = tables.kind_by_code[move.colour]
    hand = state.hands[player]
    hand[fk] -= 1
    hand[ck] -= 1
    state.hand_sizes[player] -= 2
    state.discard.append(fk)
    state.discard.append(ck)
    colour = tables.card_colour[ck]
    floors = tables.card_value[fk]
    h = move.house - 1
    start = state.house_tiles[h]
    new_house = start == 0
    if new_house:
        state.house_colour[h] = colour
        state.ground_left[colour] -= 1
        state.floors_left[colour] -= floors - 1
    else:
        state.floors_left[colour] -= floors
    state.house_tiles[h] = start + floors
    events.append(
        make_event(
            "floors_built",
            player,
            house=move.house,
            colour=tables.colour_ids[colour],
            floors=floors,
            cards=(move.floors, move.colour),
            new_house=new_house,
        )
    )
    add_points(
        state, player, FLOORS, (start + floors) * tables.points_per_floor, move.house, events
    )
    tiles = state.house_tiles
    level = sum(adjacent_tiles(start, floors, tiles[nb]) for nb in state.layout.neighbours[h])
    add_points(state, player, NEIGHBOURS, level * tables.points_per_adjacent, move.house, events)
    token = 0
    if new_house and state.ground_token[h]:
        token = state.ground_token[h]
        state.ground_token[h] = 0
        events.append(make_event("bonus_token_taken", player, house=move.house, value=token))
        add_points(state, player, BONUS_TOKENS, token, move.house, events)
    completed = tiles[h] == state.layout.heights[h]
    if completed:
        _place_roof(state, player, h, events)
    card_colours = (tables.card_colour[fk], colour)
    _fulfil_contracts(state, player, colour, floors, completed, card_colours, events)
    return token


def _place_roof(state: PortoState, player: int, h: int, events: list[Event]) -> None:
    state.roofs_left -= 1
    state.completed += 1
    events.append(make_event("roof_placed", player, house=h + 1, completed=state.completed))
    token = state.roof_token[h]
    if token:
        state.roof_token[h] = 0
        add_points(state, player, ROOF_TOKENS, token, h + 1, events)
    mark = state.tables.roof_track_marks[state.num_players]
    if state.completed >= mark and not state.last_round:
        state.last_round = state.round + 1
        events.append(
            make_event(
                "final_round_triggered",
                completed=state.completed,
                mark=mark,
                last_round=state.last_round,
            )
        )


def _fulfil_contracts(
    state: PortoState,
    player: int,
    colour: int,
    floors: int,
    completed: bool,
    card_colours: tuple[int, int],
    events: list[Event],
) -> None:
    """Scoring E: every face-up public contract the build matches exactly is fulfilled, then
    the row is refilled from the deck."""
    rules = state.tables.public
    row = state.public_row
    done = False
    for slot, index in enumerate(row):
        if index < 0 or not public_fulfilled(rules[index], colour, floors, completed, card_colours):
            continue
        rule = rules[index]
        row[slot] = -1
        state.fulfilled[player].append(index)
        events.append(
            make_event(
                "contract_fulfilled", player, contract=rule.id, slot=slot + 1, points=rule.points
            )
        )
        add_points(state, player, PUBLIC_CONTRACTS, rule.points, rule.id, events)
        done = True
    if not done:
        return
    for slot, index in enumerate(row):
        if index < 0 and state.public_deck:
            row[slot] = state.public_deck.pop()
            events.append(
                make_event(
                    "public_contract_revealed",
                    reveals=True,
                    contract=rules[row[slot]].id,
                    slot=slot + 1,
                )
            )
