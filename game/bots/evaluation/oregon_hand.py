"""What an Oregon hand is worth, judged by its mix of cards (public: the card backs differ).

Landscape cards place farmers; one building card keeps building open, while more of them
clog the hand.
"""

from __future__ import annotations

from typing import Any

LANDSCAPE_CARD_WORTH = 0.6
FIRST_BUILDING_CARD_WORTH = 1.2
MORE_BUILDING_CARDS_WORTH = 0.2


def hand_worth(s: Any, player: int) -> float:
    """The worth of ``player``'s hand from public counts only."""
    symbols = len(s.tables.symbols)
    hand = s.hands[player]
    landscape = sum(hand[:symbols]) + s.hidden[player][0]
    buildings = sum(hand[symbols:]) + s.hidden[player][1]
    value: float = LANDSCAPE_CARD_WORTH * landscape
    if buildings:
        value += FIRST_BUILDING_CARD_WORTH + MORE_BUILDING_CARDS_WORTH * (buildings - 1)
    return value
