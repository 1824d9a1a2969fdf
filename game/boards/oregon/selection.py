"""What the person has picked in their hand, and which legal moves that selection allows.

Pure logic over the rules' ``legal_moves()``: nothing here decides legality.  A hand is laid
out as slots (one per card, then the joker while it is active); a selection is a set of
slot indices.  :func:`cards_of` names the cards a move uses, so the board can filter the
legal moves by the cards picked.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.rules.core import Move
from game.rules.oregon.moves import DiscardTwo, PlaceBuilding, PlaceFarmer, PlaceStartTile, Space
from game.rules.oregon.state import OregonState

JOKER = "joker"


def hand_slots(view: OregonState, player: int) -> list[str]:
    """The cards ``player`` holds, one entry per card (symbols first, then buildings),
    then ``"joker"`` while their joker is active."""
    names = view.tables.card_names
    slots = [names[i] for i, count in enumerate(view.hands[player]) for _ in range(count)]
    if view.joker[player]:
        slots.append(JOKER)
    return slots


def cards_of(move: Move) -> tuple[str, ...] | None:
    """The cards ``move`` plays or discards, sorted; ``None`` for moves without cards."""
    if isinstance(move, PlaceFarmer):
        used = [
            JOKER if move.joker == "row" else move.row_symbol,
            JOKER if move.joker == "column" else move.column_symbol,
        ]
    elif isinstance(move, PlaceBuilding):
        used = [move.building, JOKER if move.joker else move.symbol]
    elif isinstance(move, DiscardTwo):
        used = [move.first, move.second]
    else:
        return None
    return tuple(sorted(used))


def space_of(move: Move) -> Space | None:
    """The space a placement uses (``None`` for other moves)."""
    if isinstance(move, PlaceFarmer | PlaceBuilding | PlaceStartTile):
        return move.space
    return None


def placements_for(moves: Iterable[Move], cards: Sequence[str]) -> dict[Space, Move]:
    """The first legal placement on each space that plays exactly ``cards``."""
    wanted = tuple(sorted(cards))
    found: dict[Space, Move] = {}
    for move in moves:
        space = space_of(move)
        if space is None or space in found:
            continue
        if isinstance(move, PlaceStartTile) or cards_of(move) == wanted:
            found[space] = move
    return found


def discard_for(moves: Iterable[Move], cards: Sequence[str]) -> DiscardTwo | None:
    """The no-legal-play discard of exactly ``cards``, if it is legal."""
    wanted = tuple(sorted(cards))
    for move in moves:
        if isinstance(move, DiscardTwo) and cards_of(move) == wanted:
            return move
    return None


def partners(moves: Iterable[Move], card: str) -> set[str]:
    """The cards that, played with ``card``, make at least one legal move."""
    out: set[str] = set()
    for move in moves:
        used = cards_of(move)
        if used is None or card not in used:
            continue
        rest = list(used)
        rest.remove(card)
        out.update(rest)
    return out


class Selection:
    """The slots picked in the hand (at most two; a third pick replaces the oldest)."""

    def __init__(self) -> None:
        self.slots: list[int] = []

    def toggle(self, slot: int) -> None:
        """Pick ``slot``, or put it back when it was picked."""
        if slot in self.slots:
            self.slots.remove(slot)
        else:
            self.slots.append(slot)
            if len(self.slots) > 2:
                self.slots.pop(0)

    def clear(self) -> bool:
        """Drop the selection; ``False`` when nothing was picked."""
        had = bool(self.slots)
        self.slots.clear()
        return had

    def cards(self, slots: Sequence[str]) -> list[str]:
        """The card names picked, given the hand's slots."""
        return [slots[i] for i in self.slots if i < len(slots)]
