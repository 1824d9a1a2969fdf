"""The build action: two cards give a number of floors and a colour, all placed on one house
(rules A-G of the rulebook), then scoring A-E."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Event, Reason
from game.rules.porto import drawing, turns
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


def build_targets(state: PortoState, colour: int, floors: int) -> list[int]:
    """Indices of the houses that may take ``floors`` tiles of ``colour`` now."""
    heights = state.layout.heights
    tiles = state.house_tiles
    house_colour = state.house_colour
    neighbours = state.layout.neighbours
    floors_left = state.floors_left[colour]
    may_start = state.ground_left[colour] > 0 and floors_left >= floors - 1
    found = []
    for h in state.layout.in_play:
        have = tiles[h]
        if have == 0:
            if may_start and floors <= heights[h]:
                for nb in neighbours[h]:
                    if house_colour[nb] == colour:
                        break
                else:
                    found.append(h)
        elif house_colour[h] == colour and floors <= heights[h] - have and floors <= floors_left:
            found.append(h)
    return found


_builds: dict[tuple[str, str, int], Build] = {}


def build_moves(state: PortoState) -> list[Build]:
    """Every legal build for the player to move: each pair of cards in hand, each way of
    using them, each house that fits."""
    tables = state.tables
    hand = state.hands[state.current]
    held = [k for k in range(tables.kinds) if hand[k]]
    codes = tables.card_codes
    card_colour = tables.card_colour
    card_value = tables.card_value
    targets: dict[tuple[int, int], list[int]] = {}
    moves: list[Build] = []
    for i, a in enumerate(held):
        for b in held[i:]:
            if a == b and hand[a] < 2:
                continue
            for f, c in ((a, b), (b, a)) if a != b else ((a, b),):
                key = (card_colour[c], card_value[f])
                houses = targets.get(key)
                if houses is None:
                    houses = targets[key] = build_targets(state, key[0], key[1])
                fc, cc = codes[f], codes[c]
                for h in houses:
                    key3 = (fc, cc, h)
                    move = _builds.get(key3)
                    if move is None:
                        move = _builds[key3] = Build(fc, cc, h + 1)
                    moves.append(move)
    return moves


def card_name(state: PortoState, kind: int) -> str:
    """A card as a person says it: ``"red 3"``."""
    tables = state.tables
    return f"{tables.colour_ids[tables.card_colour[kind]]} {tables.card_value[kind]}"


def _card(state: PortoState, kind: int) -> dict[str, object]:
    tables = state.tables
    return {"colour": tables.colour_ids[tables.card_colour[kind]], "value": tables.card_value[kind]}


def build_refusal(state: PortoState, move: Build) -> Reason | None:
    """Why ``move`` may not be played by the player to move, or ``None``."""
    tables = state.tables
    fk = tables.kind_by_code.get(move.floors)
    ck = tables.kind_by_code.get(move.colour)
    for code, kind in ((move.floors, fk), (move.colour, ck)):
        if kind is None:
            return Reason("there is no card {code}", code=repr(code))
    assert fk is not None and ck is not None
    hand = state.hands[state.current]
    if fk == ck and hand[fk] < 2:
        return Reason("you need two {colour} {value} cards to play both", **_card(state, fk))
    for kind in (fk, ck):
        if hand[kind] < 1:
            return Reason("you hold no {colour} {value}", **_card(state, kind))
    h = move.house - 1
    if not 0 <= h < len(tables.heights):
        return Reason(
            "there is no house {house} (1-{count})", house=move.house, count=len(tables.heights)
        )
    if not state.layout.playable[h]:
        return Reason(
            "house {house} is not in play with {players} players",
            house=move.house,
            players=state.num_players,
        )
    return house_refusal(state, h, tables.card_colour[ck], tables.card_value[fk])


def house_refusal(state: PortoState, h: int, colour: int, floors: int) -> Reason | None:
    """Why house ``h`` may not take ``floors`` tiles of ``colour`` (rules A-G), or ``None``."""
    colour_ids = state.tables.colour_ids
    name = colour_ids[colour]
    have = state.house_tiles[h]
    height = state.layout.heights[h]
    number = h + 1
    if have == height:
        return Reason("house {house} is complete: it has no empty space left", house=number)
    if have:
        if state.house_colour[h] != colour:
            return Reason(
                "house {house} already has a {colour} ground floor",
                house=number,
                colour=colour_ids[state.house_colour[h]],
            )
        if floors > height - have:
            return Reason(
                "house {house} has only {left} floor(s) left", house=number, left=height - have
            )
        if floors > state.floors_left[colour]:
            return Reason(
                "only {left} {colour} floor tiles are left",
                left=state.floors_left[colour],
                colour=name,
            )
        return None
    if floors > height:
        return Reason("house {house} has only {left} floor(s) left", house=number, left=height)
    if state.ground_left[colour] == 0:
        return Reason("no {colour} ground floors are left to start a new house", colour=name)
    if any(state.house_colour[nb] == colour for nb in state.layout.neighbours[h]):
        return Reason("no new house next to a {colour} neighbour", colour=name)
    if floors - 1 > state.floors_left[colour]:
        return Reason(
            "only {left} {colour} floor tiles are left", left=state.floors_left[colour], colour=name
        )
    return None


def apply_build(state: PortoState, move: Build) -> list[Event]:
    """Place the tiles, score A-E, then ask where the bonus token goes or end the turn."""
    reason = build_refusal(state, move)
    if reason:
        raise reason.refuse()
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
    events = [
        make_event(
            "floors_built",
            player,
            house=move.house,
            colour=tables.colour_ids[colour],
            floors=floors,
            cards=(move.floors, move.colour),
            new_house=new_house,
        )
    ]
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
    if token:
        if turns.empty_roofs(state):
            state.pending_bonus = token
            state.phase = turns.PLACE_BONUS
        else:
            events.append(make_event("bonus_token_discarded", player, value=token))
    drawing.refill_display(state, events)
    if not state.pending_bonus:
        turns.end_turn(state, events)
    return events


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
