"""What the person has picked in their hand, and which legal moves that selection allows.

Pure logic over the rules' ``legal_moves()``: nothing here decides legality.  A hand is laid
out as slots (one per card, then the joker while it is active); a selection is a set of
slot indices.  :func:`cards_of` names the cards a move uses, so the board can filter the
legal moves by the cards picked.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.boards.kit.picking import Picks, by_key, exactly, moves_of
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
    return by_key(
        (m for m in moves if isinstance(m, PlaceStartTile) or cards_of(m) == wanted), space_of
    )


def discard_for(moves: Iterable[Move], cards: Sequence[str]) -> Move | None:
    """The no-legal-play discard of exactly ``cards``, if it is legal."""
    return exactly(moves_of(moves, DiscardTwo), cards_of, cards)


class Selection(Picks[int]):
    """The slots picked in the hand (at most two; a third pick replaces the oldest)."""

    def __init__(self) -> None:
        super().__init__(2)

    @property
    def slots(self) -> list[int]:
        """The hand slots picked, oldest first."""
        return self.picked

    def cards(self, slots: Sequence[str]) -> list[str]:
        """The card names picked, given the hand's slots."""
        return [slots[i] for i in self.picked if i < len(slots)]
