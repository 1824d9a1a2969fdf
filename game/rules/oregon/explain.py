"""The table's "why not here?": which two selected cards can place what on a space."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.rules.core import Reason
from game.rules.oregon.legal import PLAY, building_reason, farmer_reason, phase_reason
from game.rules.oregon.moves import PlaceBuilding, PlaceFarmer, Space

if TYPE_CHECKING:
    from game.rules.oregon.state import OregonState


def explain_space(state: OregonState, cards: Sequence[str], space: Space) -> Reason | None:
    """Why the two selected ``cards`` (landscape symbols, building ids or ``"joker"``) cannot
    place anything on ``space``; ``None`` when some legal move does.

    Two landscape cards place a farmer (either card may be the row); a building card with a
    landscape card or the joker places that building.
    """
    if state.phase != PLAY:
        return phase_reason(state, "play cards")
    tables = state.tables
    picked = list(cards)
    if len(picked) != 2:
        return Reason("choose two cards")
    joker = "joker" in picked
    others = [c for c in picked if c != "joker"]
    buildings = [c for c in others if c in tables.building_index]
    symbols = [c for c in others if c in tables.symbol_index]
    if len(symbols) + len(buildings) != len(others) or len(others) == 0:
        return Reason("choose two of your cards (the joker replaces one landscape card)")
    reasons: list[Reason] = []
    if buildings:
        if len(buildings) != 1 or (not joker and len(symbols) != 1):
            return Reason("a building needs one building card and one landscape card")
        via = symbols if not joker else [tables.symbols[r] for r in _bands(state, space)]
        for symbol in via:
            reason = building_reason(state, PlaceBuilding(buildings[0], symbol, space, joker))
            if reason is None:
                return None
            reasons.append(reason)
        return reasons[0] if reasons else Reason("that space is off the board")
    if joker:
        choices = [(symbols[0], s, "column") for s in tables.symbols]
        choices += [(s, symbols[0], "row") for s in tables.symbols]
    else:
        choices = [(symbols[0], symbols[1], ""), (symbols[1], symbols[0], "")]
    for row, column, slot in choices:
        reason = farmer_reason(state, PlaceFarmer(row, column, space, slot))  # type: ignore[arg-type]
        if reason is None:
            return None
        if not reason.startswith("not in the area"):
            return reason
    if joker:
        return Reason("not in the {symbol} row or {symbol} column", symbol=symbols[0])
    return Reason(
        "not in the area of {row} row / {column} column (either way round)",
        row=symbols[0],
        column=symbols[1],
    )


def _bands(state: OregonState, space: Space) -> list[int]:
    cell = state.tables.cell_of(space)
    if cell < 0:
        return []
    return sorted({state.tables.row_symbol[cell], state.tables.column_symbol[cell]})
