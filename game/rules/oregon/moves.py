"""Oregon moves: one decision each, frozen and hashable, with a short text form.

Spaces are written ``@row,column`` counting from 0 at the top left, as in ``board.yaml``.
A ``*`` after a symbol marks the joker standing in for that landscape card.

==========================================  =================================================
text                                        decision
==========================================  =================================================
``start gold_mine @2,5``                    place one's start tile (start-tile round)
``farmer wagon/eagle @3,12``                play a wagon card as the row and an eagle card as
                                            the column, farmer on row 3, column 12
``farmer wagon*/eagle @3,12``               the same, the joker standing in for the wagon card
``build harbour eagle @1,13``               play an eagle card and a harbour card
``build harbour eagle* @1,13``              the joker stands in for the landscape card
``extra-turn`` / ``no-extra-turn``          take or decline the extra turn
``draw landscape`` / ``draw building``      draw one card from that deck
``discard useless church``                  discard a building card whose tiles are all used
``end-turn``                                keep the hand (only offered when a useless card
                                            could still be discarded)
``discard pioneer church``                  no legal play: discard these two cards
==========================================  =================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from game.rules.core import Move

Space = tuple[int, int]
JokerSlot = Literal["", "row", "column"]


def space_text(space: Space) -> str:
    """``@row,column``."""
    return f"@{space[0]},{space[1]}"


@dataclass(frozen=True, slots=True)
class PlaceStartTile(Move):
    """Place one's start tile on a matching empty space (round one)."""

    building: str
    space: Space

    def __str__(self) -> str:
        return f"start {self.building} {space_text(self.space)}"


@dataclass(frozen=True, slots=True)
class PlaceFarmer(Move):
    """Play two landscape cards (or one and the joker) and put a farmer in their area."""

    row_symbol: str
    column_symbol: str
    space: Space
    joker: JokerSlot = ""

    def __str__(self) -> str:
        row = self.row_symbol + ("*" if self.joker == "row" else "")
        column = self.column_symbol + ("*" if self.joker == "column" else "")
        return f"farmer {row}/{column} {space_text(self.space)}"


@dataclass(frozen=True, slots=True)
class PlaceBuilding(Move):
    """Play a building card and a landscape card (or the joker) and place that building in
    the row band or column band of the landscape symbol."""

    building: str
    symbol: str
    space: Space
    joker: bool = False

    def __str__(self) -> str:
        star = "*" if self.joker else ""
        return f"build {self.building} {self.symbol}{star} {space_text(self.space)}"


@dataclass(frozen=True, slots=True)
class ExtraTurn(Move):
    """Use (``take``) or decline the active extra-turn token."""

    take: bool

    def __str__(self) -> str:
        return "extra-turn" if self.take else "no-extra-turn"


@dataclass(frozen=True, slots=True)
class DrawCard(Move):
    """Draw one card from the landscape or the building deck."""

    deck: Literal["landscape", "building"]

    def __str__(self) -> str:
        return f"draw {self.deck}"


@dataclass(frozen=True, slots=True)
class DiscardUseless(Move):
    """Discard a building card whose tiles are all on the board (then draw again)."""

    building: str

    def __str__(self) -> str:
        return f"discard useless {self.building}"


@dataclass(frozen=True, slots=True)
class EndTurn(Move):
    """Keep the refilled hand and pass play to the left."""

    def __str__(self) -> str:
        return "end-turn"


@dataclass(frozen=True, slots=True)
class DiscardTwo(Move):
    """With no legal play: show the hand and discard these two cards (names in order)."""

    first: str
    second: str

    def __str__(self) -> str:
        return f"discard {self.first} {self.second}"


def parse_text(text: str, symbols: tuple[str, ...], buildings: tuple[str, ...]) -> OregonMove:
    """Read any well-formed move text (legal now or not); ``ValueError`` names the problem."""
    words = text.split()
    if not words:
        raise ValueError("empty move")
    head, rest = words[0], words[1:]
    if head in ("extra-turn", "no-extra-turn", "end-turn") and not rest:
        return EndTurn() if head == "end-turn" else ExtraTurn(head == "extra-turn")
    if head == "draw" and rest in (["landscape"], ["building"]):
        return DrawCard("landscape" if rest[0] == "landscape" else "building")
    if head == "discard" and len(rest) == 2:
        if rest[0] == "useless":
            return DiscardUseless(_known(rest[1], buildings, "building"))
        names = symbols + buildings
        return DiscardTwo(_known(rest[0], names, "card"), _known(rest[1], names, "card"))
    if head == "start" and len(rest) == 2:
        return PlaceStartTile(_known(rest[0], buildings, "building"), _space(rest[1]))
    if head == "farmer" and len(rest) == 2 and rest[0].count("/") == 1:
        row, column = rest[0].split("/")
        joker: JokerSlot = "row" if row.endswith("*") else "column" if column.endswith("*") else ""
        row_name = _known(row.rstrip("*"), symbols, "symbol")
        column_name = _known(column.rstrip("*"), symbols, "symbol")
        if row.endswith("*") and column.endswith("*"):
            raise ValueError("the joker stands in for one card only")
        return PlaceFarmer(row_name, column_name, _space(rest[1]), joker)
    if head == "build" and len(rest) == 3:
        building = _known(rest[0], buildings, "building")
        symbol = _known(rest[1].rstrip("*"), symbols, "symbol")
        return PlaceBuilding(building, symbol, _space(rest[2]), rest[1].endswith("*"))
    raise ValueError(f"{_shown(text.strip())} is not an Oregon move")


def _shown(text: str) -> str:
    """``text`` quoted for an error message, cut to a line (the text may come from a file)."""
    return repr(text if len(text) <= 60 else text[:60] + "…")


def _known(name: str, names: tuple[str, ...], what: str) -> str:
    if name not in names:
        raise ValueError(f"unknown {what} {_shown(name)}")
    return name


def _is_number(text: str) -> bool:
    # ASCII digits only: str.isdigit also takes "²" and "٣", which int() reads or refuses.
    return 0 < len(text) <= 6 and text.isascii() and text.isdigit()


def _space(text: str) -> Space:
    row, comma, column = text.removeprefix("@").partition(",")
    if not text.startswith("@") or not comma or not _is_number(row) or not _is_number(column):
        raise ValueError(f"a space is written @row,column, not {_shown(text)}")
    return int(row), int(column)


OregonMove = (
    PlaceStartTile
    | PlaceFarmer
    | PlaceBuilding
    | ExtraTurn
    | DrawCard
    | DiscardUseless
    | EndTurn
    | DiscardTwo
)
