"""What a player may know in Porto: :func:`view` hides it, :func:`determinize` invents it again.

Hidden from a player: the other hands (their sizes stay in ``hand_sizes``), the other players'
private contracts (until the end reveals the kept ones), the order of both decks and the random
source.  In a view an unknown card or contract is :data:`HIDDEN` and another player's hand is
all zero counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Rng
from game.rules.porto.legal import OVER

if TYPE_CHECKING:
    from game.rules.porto.state import PortoState

HIDDEN = -1
"""An unknown card or contract in a view."""


def view(state: PortoState, player: int) -> PortoState:
    """A copy of ``state`` as ``player`` sees it (see the module docstring)."""
    seen = state.clone()
    seen.viewer = player
    seen.rng = Rng(0)
    seen.deck = [HIDDEN] * len(state.deck)
    seen.public_deck = [HIDDEN] * len(state.public_deck)
    for other in range(state.num_players):
        if other == player:
            continue
        seen.hands[other] = [0] * state.tables.kinds
        seen.private_dealt[other] = [HIDDEN] * len(state.private_dealt[other])
        if state.phase != OVER:
            seen.private_kept[other] = [HIDDEN] * len(state.private_kept[other])
    return seen


def determinize(state: PortoState, rng: Rng) -> PortoState:
    """One full state consistent with the view ``state``, its hidden parts dealt at random
    (on a full state: a clone)."""
    full = state.clone()
    if state.viewer is None:
        return full
    full.viewer = None
    full.rng = rng.fork()
    _fill_hidden(full, state.viewer, rng)
    return full


def _fill_hidden(state: PortoState, viewer: int, rng: Rng) -> None:
    """Deal every hidden card and contract of ``state`` (a copy of ``viewer``'s view) at
    random among those the viewer cannot place."""
    tables = state.tables
    unseen = list(tables.card_copies)
    for kind, count in enumerate(state.hands[viewer]):
        unseen[kind] -= count
    for kind in state.display:
        if kind >= 0:
            unseen[kind] -= 1
    for kind in state.discard:
        unseen[kind] -= 1
    cards = [k for k, n in enumerate(unseen) for _ in range(n)]
    rng.shuffle(cards)
    for other in range(state.num_players):
        if other == viewer:
            continue
        hand = [0] * tables.kinds
        for _ in range(state.hand_sizes[other]):
            hand[cards.pop()] += 1
        state.hands[other] = hand
    state.deck = cards
    placed = set(state.public_row)
    for done in state.fulfilled:
        placed.update(done)
    contracts = [i for i in range(len(tables.public)) if i not in placed]
    rng.shuffle(contracts)
    state.public_deck = contracts[: len(state.public_deck)]
    _fill_private(state, viewer, rng)


def _fill_private(state: PortoState, viewer: int, rng: Rng) -> None:
    seen = set(state.private_dealt[viewer]) | set(state.private_kept[viewer])
    for kept in state.private_kept:
        seen.update(k for k in kept if k >= 0)
    pool = [i for i in range(len(state.tables.private)) if i not in seen]
    rng.shuffle(pool)
    for other in range(state.num_players):
        if other == viewer:
            continue
        known = [k for k in state.private_kept[other] if k >= 0]
        hidden_kept = len(state.private_kept[other]) - len(known)
        fresh = [pool.pop() for _ in range(max(0, len(state.private_dealt[other]) - len(known)))]
        state.private_dealt[other] = known + fresh
        state.private_kept[other] = known + fresh[:hidden_kept]
