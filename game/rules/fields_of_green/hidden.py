"""What a player may not know, and guessing it back.

Hidden from a player: the other hands, the others' face-down picks until the reveal, the
order of the four piles and of the equipment pile, the tiles another player is choosing
from, with two players the pooled cards not yet turned up, and the random source (it is the
seed plus the set-up's draws: kept in a view, it would give every pile and hand away).
Public: every farm, purse and silo, the piles' sizes, the splits drawn, the discards,
equipment set aside.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Rng
from game.rules.fields_of_green.farm import HIDDEN_PICK, NO_PICK
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.tables import KINDS

if TYPE_CHECKING:
    from game.rules.fields_of_green.state import FogState
    from game.rules.fields_of_green.tables import FogTables

HIDDEN = -3
"""A card or tile whose face a view does not show."""


def view(state: FogState, player: int) -> FogState:
    """A copy of ``state`` as ``player`` sees it."""
    seen = state.clone()
    seen.viewer = player
    seen.rng = Rng(0)
    for seat, farmer in enumerate(seen.players):
        if seat == player:
            continue
        farmer.hand = [HIDDEN] * len(farmer.hand)
        if seen.phase == Phase.PICK and farmer.pick != NO_PICK:
            farmer.pick = HIDDEN_PICK
    seen.piles = [[HIDDEN] * len(pile) for pile in seen.piles]
    seen.equipment = [HIDDEN] * len(seen.equipment)
    seen.pool = [HIDDEN] * len(seen.pool)
    if seen.current != player:
        seen.offer = [HIDDEN] * len(seen.offer)
    seen.hidden_piles = True
    return seen


def _unseen_cards(state: FogState) -> list[int]:
    """The cards the viewer cannot see: every copy less those in view."""
    tables = state.tables
    count = [tables.copies] * len(tables.cards)
    for farmer in state.players:
        for c in farmer.hand:
            if c != HIDDEN:
                count[c] -= 1
        for loc in farmer.farm.values():
            if loc.card >= 0:
                count[loc.card] -= 1
        if state.phase != Phase.PICK and farmer.pick >= 0:
            count[farmer.pick] -= 1  # revealed, not yet built or discarded
    for c in state.discard + state.row:
        count[c] -= 1
    return _listed(count)


def _listed(count: list[int]) -> list[int]:
    """Each index as many times as ``count`` says (none where it is not above 0), in order."""
    found: list[int] = []
    for i, n in enumerate(count):
        if n > 0:
            found.extend([i] * n)
    return found


def _unseen_tiles(state: FogState) -> list[int]:
    tables = state.tables
    count = [tables.equipment_copies] * len(tables.equipment)
    for farmer in state.players:
        for t in farmer.aside:
            count[t] -= 1
        for loc in farmer.farm.values():
            for t in loc.equipment:
                count[t] -= 1
    for t in state.offer:
        if t != HIDDEN:
            count[t] -= 1
    return _listed(count)


_kinds: dict[int, tuple[FogTables, tuple[int, ...]]] = {}


def _kind_indices(tables: FogTables) -> tuple[int, ...]:
    """Each card's pile (its kind's place in ``KINDS``), worked out once per tables."""
    found = _kinds.get(id(tables))
    if found is None or found[0] is not tables:
        found = _kinds[id(tables)] = (tables, tuple(KINDS.index(design.kind) for design in tables.cards))
    return found[1]


def determinize(state: FogState, rng: Rng) -> FogState:
    """One full state consistent with the view ``state`` (a clone of a full state).  Its
    random source stays the view's blank one: whoever plays the world on seeds its own (the
    bots' ``sample_world``)."""
    full = state.clone()
    if not state.hidden_piles:
        return full
    cards = _unseen_cards(full)
    rng.shuffle(cards)
    # Each pile holds only its own kind: fill the piles first (each with the first cards of
    # its kind in the shuffled order), the hands from the rest (in that order).
    kind_of = _kind_indices(full.tables)
    wanted = [len(pile) for pile in full.piles]
    piles: list[list[int]] = [[] for _ in full.piles]
    rest: list[int] = []
    for c in cards:
        k = kind_of[c]
        if len(piles[k]) < wanted[k]:
            piles[k].append(c)
        else:
            rest.append(c)
    full.piles = piles
    cards = rest
    full.pool = [cards.pop() for _ in full.pool]
    for farmer in full.players:
        for i, c in enumerate(farmer.hand):
            if c == HIDDEN:
                farmer.hand[i] = cards.pop()
        if farmer.pick == HIDDEN_PICK:
            farmer.pick = rng.choice(farmer.hand)
    tiles = _unseen_tiles(full)
    rng.shuffle(tiles)
    full.offer = [tiles.pop() if t == HIDDEN else t for t in full.offer]
    full.equipment = [tiles.pop() for _ in full.equipment]
    full.viewer = None
    full.hidden_piles = False
    return full
