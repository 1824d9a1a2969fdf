"""The draw action: take up to three face-up cards worth at most three in total, then refill
the display from the deck, shuffling the discards into a new deck when it runs out."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.rules.core import Event, Reason
from game.rules.porto import turns
from game.rules.porto.events import make_event
from game.rules.porto.moves import Draw

if TYPE_CHECKING:
    from game.rules.porto.state import PortoState


_draw_cache: dict[tuple[int, int, tuple[int, ...]], tuple[Draw, ...]] = {}


def draw_moves(state: PortoState) -> tuple[Draw, ...]:
    """Every draw the display allows, fewest cards first, slots rising."""
    tables = state.tables
    values = tables.card_value
    pattern = tuple(values[k] if k >= 0 else 0 for k in state.display)
    key = (tables.draw_max_cards, tables.draw_max_value, pattern)
    moves = _draw_cache.get(key)
    if moves is None:
        moves = _draw_cache[key] = _draws_for(pattern, key[0], key[1])
    return moves


def _draws_for(pattern: tuple[int, ...], max_cards: int, max_value: int) -> tuple[Draw, ...]:
    filled = [(slot + 1, v) for slot, v in enumerate(pattern) if v]
    moves = []
    for size in range(1, min(max_cards, len(filled)) + 1):
        for combo in combinations(filled, size):
            if sum(v for _, v in combo) <= max_value:
                moves.append(Draw(tuple(s for s, _ in combo)))
    return tuple(moves)


def draw_refusal(state: PortoState, slots: tuple[int, ...]) -> Reason | None:
    """Why taking the cards of ``slots`` (1-based) is not allowed, or ``None``."""
    tables = state.tables
    size = len(state.display)
    if not slots:
        return Reason("take at least one card")
    if list(slots) != sorted(set(slots)):
        return Reason("name each display slot once, in rising order")
    for slot in slots:
        if not 1 <= slot <= size:
            return Reason("there is no display slot {slot} (1-{count})", slot=slot, count=size)
        if state.display[slot - 1] < 0:
            return Reason("display slot {slot} is empty", slot=slot)
    if len(slots) > tables.draw_max_cards:
        return Reason("draw at most {count} cards", count=tables.draw_max_cards)
    total = sum(tables.card_value[state.display[s - 1]] for s in slots)
    if total > tables.draw_max_value:
        return Reason(
            "draw at most value {limit} (these cards add up to {total})",
            limit=tables.draw_max_value,
            total=total,
        )
    return None


def apply_draw(state: PortoState, move: Draw) -> list[Event]:
    """Take the cards, refill the display, end the turn."""
    reason = draw_refusal(state, move.slots)
    if reason:
        raise reason.refuse()
    player = state.current
    hand = state.hands[player]
    taken = []
    for slot in move.slots:
        kind = state.display[slot - 1]
        hand[kind] += 1
        taken.append(state.tables.card_codes[kind])
        state.display[slot - 1] = -1
    state.hand_sizes[player] += len(move.slots)
    events = [make_event("cards_drawn", player, slots=move.slots, cards=tuple(taken))]
    refill_display(state, events)
    turns.end_turn(state, events)
    return events


def refill_display(state: PortoState, events: list[Event]) -> None:
    """Fill every empty display slot from the deck, left to right, reshuffling the discards
    into a new deck when it is empty.  Slots stay empty only when no card is left."""
    display = state.display
    for slot in range(len(display)):
        if display[slot] >= 0:
            continue
        if not state.deck:
            if not state.discard:
                return
            state.deck = state.discard
            state.discard = []
            state.rng.shuffle(state.deck)
            events.append(make_event("deck_reshuffled", cards=len(state.deck)))
        kind = state.deck.pop()
        display[slot] = kind
        events.append(
            make_event(
                "display_refilled", reveals=True, slot=slot + 1, card=state.tables.card_codes[kind]
            )
        )
