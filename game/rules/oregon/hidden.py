"""What a player may know: :func:`view` hides it, :func:`determinize` invents it again.

Hidden from a player: the other hands (their landscape and building counts stay public, since
the card backs differ), the order of both decks, the values of the other players' coal and
gold tiles (their counts stay public) and both tile stacks.  Discard piles are face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Rng
from game.rules.oregon.legal import OVER

if TYPE_CHECKING:
    from game.rules.oregon.state import OregonState


def view(state: OregonState, player: int) -> OregonState:
    """A copy of ``state`` as ``player`` sees it (see the module docstring)."""
    out = state.clone()
    out.viewer = player
    out.rng = Rng(0)
    n_symbols = len(state.tables.symbols)
    revealed = state.phase == OVER
    for other in range(state.num_players):
        if other == player:
            continue
        hand = out.hands[other]
        hidden = out.hidden[other]
        hidden[0] += sum(hand[:n_symbols])
        hidden[1] += sum(hand[n_symbols:])
        out.hands[other] = [0] * len(hand)
        if not revealed:
            out.coal[other] = [0] * len(out.coal[other])
            out.gold[other] = [0] * len(out.gold[other])
    out.landscape_deck = [-1] * len(out.landscape_deck)
    out.building_deck = [-1] * len(out.building_deck)
    out.coal_stack = [0] * len(out.coal_stack)
    out.gold_stack = [0] * len(out.gold_stack)
    return out


def determinize(state: OregonState, rng: Rng) -> OregonState:
    """One full state consistent with the view ``state``: unseen cards and tiles (everything
    minus what the viewer holds and sees) are dealt at random to the hidden places."""
    out = state.clone()
    if state.viewer is None:
        return out
    out.viewer = None
    out.rng = rng.fork()
    tables = state.tables
    n_symbols = len(tables.symbols)
    landscape = _unseen(
        tables.landscape_total, out.landscape_discard, [h[:n_symbols] for h in out.hands]
    )
    buildings = _unseen(
        tables.building_cards, out.building_discard, [h[n_symbols:] for h in out.hands]
    )
    rng.shuffle(landscape)
    rng.shuffle(buildings)
    for player, hidden in enumerate(out.hidden):
        hand = out.hands[player]
        for _ in range(hidden[0]):
            hand[landscape.pop()] += 1
        for _ in range(hidden[1]):
            hand[n_symbols + buildings.pop()] += 1
        hidden[0] = hidden[1] = 0
    out.landscape_deck = _fill(landscape, len(out.landscape_deck), "landscape cards")
    out.building_deck = _fill(buildings, len(out.building_deck), "building cards")
    out.coal_stack = _fill_tiles(tables.coal_values, out.coal, len(out.coal_stack), rng, "coal")
    out.gold_stack = _fill_tiles(tables.gold_values, out.gold, len(out.gold_stack), rng, "gold")
    return out


def _unseen(totals: tuple[int, ...], discard: list[int], hands: list[list[int]]) -> list[int]:
    counts = list(totals)
    for card in discard:
        counts[card] -= 1
    for hand in hands:
        for card, n in enumerate(hand):
            counts[card] -= n
    return [card for card, n in enumerate(counts) for _ in range(max(0, n))]


def _fill(pool: list[int], size: int, what: str) -> list[int]:
    if len(pool) != size:
        raise ValueError(f"view is inconsistent: {len(pool)} unseen {what} for a deck of {size}")
    return pool


def _fill_tiles(
    values: tuple[int, ...], piles: list[list[int]], size: int, rng: Rng, what: str
) -> list[int]:
    pool = list(values)
    for pile in piles:
        for value in pile:
            if value:
                pool.remove(value)
    rng.shuffle(pool)
    for pile in piles:
        for i, value in enumerate(pile):
            if not value:
                pile[i] = pool.pop()
    return _fill(pool, size, f"{what} tiles")
