"""The draw action: take up to three face-up cards worth at most three in total (checked in
:mod:`game.rules.porto.legal`), then refill the display from the deck, shuffling the discards
into a new deck when it runs out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.porto.events import make_event
from game.rules.porto.moves import Draw

if TYPE_CHECKING:
    from game.rules.porto.state import PortoState


def take_cards(state: PortoState, move: Draw, events: list[Event]) -> None:
    """Play a legal draw: the cards of the chosen display slots go to the player's hand."""
    player = state.current
    hand = state.hands[player]
    taken = []
    for slot in move.slots:
        kind = state.display[slot - 1]
        hand[kind] += 1
        taken.append(state.tables.card_codes[kind])
        state.display[slot - 1] = -1
    state.hand_sizes[player] += len(move.slots)
    events.append(make_event("cards_drawn", player, slots=move.slots, cards=tuple(taken)))


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
