"""Which moves are legal, and why a move or a space is not (the one legality source).

:func:`legal_moves` lists every legal move in a stable order; :func:`illegal_reason` returns
a sentence for a move that is not legal (``None`` when it is): a :class:`Reason`, which
keeps its template and values for translation.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

from game.rules.core import Move, Reason
from game.rules.oregon.board import (
    DECLINE_EXTRA,
    DRAW_BUILDING,
    DRAW_LANDSCAPE,
    END_TURN,
    TAKE_EXTRA,
)
from game.rules.oregon.moves import (
    DiscardTwo,
    DiscardUseless,
    DrawCard,
    EndTurn,
    ExtraTurn,
    PlaceBuilding,
    PlaceFarmer,
    PlaceStartTile,
    Space,
)

JOKER_SLOTS = ("", "row", "column")
"""The cards a farmer move's joker may stand in for: none, the row card, the column card."""

if TYPE_CHECKING:
    from game.rules.oregon.state import OregonState



class Phase(IntEnum):
    """The steps of the game: the start-tile round, playing two cards, the offered extra
    turn, drawing back to a full hand, and the end.  The position text writes :attr:`text`."""

    START = 0
    PLAY = 1
    EXTRA = 2
    DRAW = 3
    OVER = 4

    @property
    def text(self) -> str:
        """The phase as the position text writes it (``"play"``)."""
        return self.name.lower()


# Module-level names for the hot paths (one global lookup instead of an attribute on the class).
START, PLAY, EXTRA, DRAW, OVER = Phase.START, Phase.PLAY, Phase.EXTRA, Phase.DRAW, Phase.OVER


def legal_moves(state: OregonState) -> list[Move]:
    """Every legal move now, in a stable order; empty once the game is over."""
    phase = state.phase
    if phase == PLAY:
        moves = placements(state)
        return moves if moves else discard_pairs(state)
    if phase == DRAW:
        # A determinized view may deal a full hand without the useless card that kept the
        # real player drawing; ending the turn is then the only decision left.
        return draw_moves(state) or [END_TURN]
    if phase == EXTRA:
        return [TAKE_EXTRA, DECLINE_EXTRA]
    if phase == START:
        tile = state.start_tile[state.player]
        cells = state.cells
        return [move for cell, move in state.tables.start_options[tile] if not cells[cell]]
    return []


def placements(state: OregonState, first_only: bool = False) -> list[Move]:
    """Every farmer and building placement the player to move can make with their hand."""
    tables = state.tables
    player = state.player
    hand = state.hands[player]
    cells = state.cells
    joker = state.joker[player]
    n_symbols = len(tables.symbols)
    out: list[Move] = []
    if state.supply[player] > 0:
        options = tables.farmer_options
        for r in range(n_symbols):
            have_row = hand[r]
            if not have_row and not joker:
                continue
            for c in range(n_symbols):
                have_column = hand[c]
                plain = have_row and have_column and (r != c or have_row >= 2)
                joker_row = joker and have_column
                joker_column = joker and have_row and r != c
                if not (plain or joker_row or joker_column):
                    continue
                for cell, move, row_move, column_move in options[r * n_symbols + c]:
                    if cells[cell]:
                        continue
                    if plain:
                        out.append(move)
                    if joker_row:
                        out.append(row_move)
                    if joker_column:
                        out.append(column_move)
                    if first_only:
                        return out
    n_buildings = len(tables.buildings)
    stock = state.stock
    for b in range(n_buildings):
        if not hand[n_symbols + b] or not stock[b]:
            continue
        for s in range(n_symbols):
            if hand[s]:
                for cell, build in tables.build_options[s * n_buildings + b]:
                    if not cells[cell]:
                        out.append(build)
                        if first_only:
                            return out
        if joker:
            for cell, build in tables.joker_build_options[b]:
                if not cells[cell]:
                    out.append(build)
                    if first_only:
                        return out
    return out


def has_placement(state: OregonState) -> bool:
    """Whether the player to move can place a farmer or a building with their hand."""
    return bool(placements(state, first_only=True))


def discard_pairs(state: OregonState) -> list[Move]:
    """The no-legal-play discards: every distinct pair of cards in the hand."""
    hand = state.hands[state.player]
    moves = state.tables.discard_moves
    out: list[Move] = []
    kinds = [i for i, n in enumerate(hand) if n]
    for a, i in enumerate(kinds):
        for j in kinds[a:]:
            if i != j or hand[i] >= 2:
                out.append(moves[i][j])
    return out


def useless_cards(state: OregonState) -> list[int]:
    """Building types in the mover's hand whose tiles are all used, while some building is
    still available (otherwise swapping cards could not help)."""
    stock = state.stock
    if not any(stock):
        return []
    hand = state.hands[state.player]
    n_symbols = len(state.tables.symbols)
    return [b for b, left in enumerate(stock) if not left and hand[n_symbols + b]]


def draw_moves(state: OregonState) -> list[Move]:
    """Draws (each card its own move), useless discards and, with a full hand, ending the turn."""
    tables = state.tables
    player = state.player
    hand = state.hands[player]
    n_symbols = len(tables.symbols)
    hidden = state.hidden[player]
    landscape = sum(hand[:n_symbols]) + hidden[0]
    building = sum(hand[n_symbols:]) + hidden[1]
    missing = tables.content.hand_size - landscape - building
    out: list[Move] = []
    if missing > 0:
        can_landscape = bool(state.landscape_deck or state.landscape_discard)
        can_building = bool(state.building_deck or state.building_discard)
        if missing == 1 and not landscape:
            can_building = False
        if missing == 1 and not building:
            can_landscape = False
        if can_landscape:
            out.append(DRAW_LANDSCAPE)
        if can_building:
            out.append(DRAW_BUILDING)
    out.extend(tables.useless_moves[b] for b in useless_cards(state))
    if missing <= 0 and out:
        out.append(END_TURN)
    return out


def illegal_reason(state: OregonState, move: Move) -> Reason | None:
    """Why ``move`` is not legal now, or ``None`` when it is.

    ``None`` exactly for the moves :func:`legal_moves` lists: a play written another way
    (the cards of a discard swapped), or with a field no listed move has (a joker slot that
    is not ``row`` or ``column``, a space that is not two whole numbers), is refused."""
    phase = state.phase
    if phase == OVER:
        return Reason("the game is over")
    # Moves are final classes: comparing the type refuses look-alikes and is quicker.
    kind = type(move)
    if kind is PlaceFarmer or kind is PlaceBuilding:
        if phase != PLAY:
            return phase_reason(state, "play cards")
        if type(move) is PlaceFarmer:
            return farmer_reason(state, move)
        assert type(move) is PlaceBuilding
        return building_reason(state, move)
    if type(move) is DiscardTwo:
        if phase != PLAY:
            return phase_reason(state, "discard two cards")
        if has_placement(state):
            return Reason(
                "you can still place a farmer or a building, so you may not discard instead"
            )
        return _discard_reason(state, move)
    if type(move) is ExtraTurn:
        if type(move.take) is not bool:
            return _malformed(move)
        return None if phase == EXTRA else Reason("there is no extra turn to take or decline now")
    if type(move) is PlaceStartTile:
        return _start_reason(state, move)
    if kind is DrawCard or kind is DiscardUseless or kind is EndTurn:
        if phase != DRAW:
            return phase_reason(state, "draw or discard")
        return None if move in legal_moves(state) else _draw_reason(state, move)
    return Reason("{move} is not an Oregon move", move=_cut(str(move)))


def _malformed(move: Move) -> Reason:
    """The refusal of an Oregon move with a field no listed move has (made by code, never
    read from a text): it names the fields, since its text form would hide them."""
    try:
        text = repr(move)
    except ValueError:  # a number too long to write out (Python refuses)
        text = type(move).__name__
    return Reason("{move} is not an Oregon move", move=_cut(text))


def _cut(text: str) -> str:
    return text if len(text) <= 80 else text[:79] + "…"


def _is_space(space: object) -> bool:
    """Whether ``space`` is written as a listed move writes one: two whole numbers."""
    return (
        type(space) is tuple
        and len(space) == 2
        and type(space[0]) is int
        and type(space[1]) is int
    )


def phase_reason(state: OregonState, what: str) -> Reason:
    needs = {
        START: "place your start tile first",
        PLAY: "play two cards first",
        EXTRA: "take or decline the extra turn first",
        DRAW: "draw back up to a full hand first",
    }
    return Reason(
        "you cannot {what} now: {need}", what=what, need=needs.get(state.phase, "the game is over")
    )


def _space_reason(state: OregonState, space: Space) -> tuple[int, Reason | None]:
    if not _is_space(space):
        return -1, Reason("that space is off the board")
    cell = state.tables.cell_of(space)
    if cell < 0:
        return cell, Reason("that space is off the board")
    if state.cells[cell]:
        return cell, Reason("that space is occupied")
    return cell, None


def _card_reason(state: OregonState, needed: dict[int, int]) -> Reason | None:
    hand = state.hands[state.player]
    for card, count in needed.items():
        if hand[card] < count:
            name = state.tables.card_names[card].replace("_", " ")
            if count > 1:
                return Reason("you do not hold two {card} cards", card=name)
            return Reason("you hold no {card} card", card=name)
    return None


def farmer_reason(state: OregonState, move: PlaceFarmer) -> Reason | None:
    """Why this farmer placement is not legal (``None`` when it is)."""
    tables = state.tables
    player = state.player
    if type(move.row_symbol) is not str or type(move.column_symbol) is not str:
        return Reason("unknown landscape symbol")
    if move.row_symbol not in tables.symbol_index or move.column_symbol not in tables.symbol_index:
        return Reason("unknown landscape symbol")
    if type(move.joker) is not str or move.joker not in JOKER_SLOTS:
        return _malformed(move)
    if state.supply[player] <= 0:
        return Reason("you have no farmer left to place")
    cell, reason = _space_reason(state, move.space)
    if reason:
        return reason
    r = tables.symbol_index[move.row_symbol]
    c = tables.symbol_index[move.column_symbol]
    if tables.row_symbol[cell] != r or tables.column_symbol[cell] != c:
        return Reason(
            "not in the area of {row} row / {column} column",
            row=move.row_symbol,
            column=move.column_symbol,
        )
    if tables.water[cell]:
        return Reason("that space is water")
    if move.joker and not state.joker[player]:
        return Reason("your joker is not active")
    needed: dict[int, int] = {}
    if move.joker != "row":
        needed[r] = needed.get(r, 0) + 1
    if move.joker != "column":
        needed[c] = needed.get(c, 0) + 1
    reason = _card_reason(state, needed)
    if reason is None and move.joker == "column" and r == c:
        # One play, two spellings: only the row form is listed by legal_moves.
        listed = PlaceFarmer(move.row_symbol, move.column_symbol, move.space, "row")
        return Reason("the same play is written {move}", move=str(listed))
    return reason


def building_reason(state: OregonState, move: PlaceBuilding) -> Reason | None:
    """Why this building placement is not legal (``None`` when it is)."""
    tables = state.tables
    player = state.player
    if type(move.building) is not str or type(move.symbol) is not str:
        return Reason("unknown building or landscape symbol")
    if move.building not in tables.building_index or move.symbol not in tables.symbol_index:
        return Reason("unknown building or landscape symbol")
    if type(move.joker) is not bool:
        return _malformed(move)
    b = tables.building_index[move.building]
    s = tables.symbol_index[move.symbol]
    name = move.building.replace("_", " ")
    if not state.stock[b]:
        return Reason("no {building} left in stock", building=name)
    cell, reason = _space_reason(state, move.space)
    if reason:
        return reason
    if tables.row_symbol[cell] != s and tables.column_symbol[cell] != s:
        return Reason("not in the {symbol} row or {symbol} column", symbol=move.symbol)
    reason = _terrain_reason(state, b, cell)
    if reason:
        return reason
    if move.joker and not state.joker[player]:
        return Reason("your joker is not active")
    n_symbols = len(tables.symbols)
    needed = {n_symbols + b: 1} if move.joker else {n_symbols + b: 1, s: 1}
    reason = _card_reason(state, needed)
    if reason is None and move.joker and tables.row_symbol[cell] != s:
        # One play, two spellings: with the joker, legal_moves names the row band.
        row = tables.symbols[tables.row_symbol[cell]]
        listed = PlaceBuilding(move.building, row, move.space, True)
        return Reason("the same play is written {move}", move=str(listed))
    return reason


def _terrain_reason(state: OregonState, b: int, cell: int) -> Reason | None:
    tables = state.tables
    if tables.suits[b][cell]:
        return None
    spec = tables.content.buildings[b]
    if tables.water[cell]:
        return Reason("that space is water")
    building = spec.id.replace("_", " ")
    named = {"building": building, "a_building": _with_article(building)}
    if state.tables.content.grid[cell] != spec.terrain:
        return Reason(
            "{a_building} needs {a_terrain}",
            terrain=spec.terrain,
            a_terrain=_with_article(spec.terrain),
            **named,
        )
    return Reason("{a_building} must touch water", **named)


def _with_article(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _start_reason(state: OregonState, move: PlaceStartTile) -> Reason | None:
    if state.phase != START:
        return Reason("the start-tile round is over")
    tables = state.tables
    b = tables.building_index.get(move.building, -1) if type(move.building) is str else -1
    if b != state.start_tile[state.player]:
        return Reason("that is not your start tile")
    cell, reason = _space_reason(state, move.space)
    return reason or _terrain_reason(state, b, cell)


def _discard_reason(state: OregonState, move: DiscardTwo) -> Reason | None:
    index = state.tables.card_index
    if type(move.first) is not str or type(move.second) is not str:
        return Reason("unknown card")
    if move.first not in index or move.second not in index:
        return Reason("unknown card")
    first, second = index[move.first], index[move.second]
    needed: dict[int, int] = {}
    for card in (first, second):
        needed[card] = needed.get(card, 0) + 1
    reason = _card_reason(state, needed)
    if reason is None and first > second:
        # One play, two spellings: legal_moves names the cards in hand order.
        listed = DiscardTwo(move.second, move.first)
        return Reason("the same play is written {move}", move=str(listed))
    return reason


def _draw_reason(state: OregonState, move: Move) -> Reason:
    if isinstance(move, EndTurn):
        return Reason("draw back up to a full hand first")
    if isinstance(move, DiscardUseless):
        if type(move.building) is not str or move.building not in state.tables.building_index:
            return Reason("unknown card")
        return Reason(
            "a {building} card is not useless in your hand now",
            building=move.building.replace("_", " "),
        )
    assert isinstance(move, DrawCard)
    if type(move.deck) is not str or move.deck not in ("landscape", "building"):
        return _malformed(move)
    offered = draw_moves(state)
    if DRAW_LANDSCAPE not in offered and DRAW_BUILDING not in offered:
        return Reason("your hand is full")
    return Reason(
        "you must keep at least one card of each kind, so you cannot draw from the {deck} deck",
        deck=move.deck,
    )
