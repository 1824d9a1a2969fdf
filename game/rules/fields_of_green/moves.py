"""The moves of Fields of Green and their text forms.

Players are numbered from 0 in the moves that name them (the draft's picks, made by all at
once); cells are ``x,y``; cards and tiles are their codes (``F03``, ``E12``)::

    split 2 2 1 1          draw 6 cards: 2 fields, 2 livestock, 1 construction, 1 building
    pick 2 L04             player 2 chooses livestock design 4 face down
    take-back 2            player 2 takes the pending choice back (until the reveal)
    take C05               two players: take the face-up card C05 of the row
    build 1,0              build the chosen card at 1,0
    build 1,0 +E05         ... and put the set-aside equipment E05 on it
    tower 0,1 / silo 0,1   discard the card and build a water tower / silo there
    tower 0,1 +E03         ... and put the set-aside equipment E03 on it
    market 2               discard the card, take 2 coins and sell 2 food
    restore 2,1            discard the card and pay 1 coin to turn an open area face up
    equip E12 2,1          keep equipment E12 (of the three drawn) and place it at 2,1
    equip E12 aside        keep it aside, to place when a fitting location is built
    harvest 2,1            pay the harvest cost at 2,1 and apply its ability
    flip 2,1               leave it unpaid: it becomes an open area
    auto-harvest           let the game pay every harvest ability it can, in a good order
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.rules.core import Move, PositionError
from game.rules.fields_of_green.farm import Cell, cell_text, read_cell


class FogMove(Move):
    """A move of Fields of Green."""


@dataclass(frozen=True, slots=True)
class Split(FogMove):
    """Draw 6 cards split over the four piles (fields, livestock, constructions, buildings)."""

    counts: tuple[int, int, int, int]

    def __str__(self) -> str:
        return "split " + " ".join(map(str, self.counts))


@dataclass(frozen=True, slots=True)
class Pick(FogMove):
    """``player`` chooses the card ``code`` of their hand face down."""

    player: int
    code: str

    def __str__(self) -> str:
        return f"pick {self.player} {self.code}"


@dataclass(frozen=True, slots=True)
class TakeBack(FogMove):
    """``player`` takes back their face-down choice before the reveal."""

    player: int

    def __str__(self) -> str:
        return f"take-back {self.player}"


@dataclass(frozen=True, slots=True)
class Take(FogMove):
    """Two players: take the face-up card ``code`` from the row, to act with it."""

    code: str

    def __str__(self) -> str:
        return f"take {self.code}"


@dataclass(frozen=True, slots=True)
class Build(FogMove):
    """Build the chosen location at ``cell``, optionally attaching a set-aside tile."""

    cell: Cell
    attach: str = ""

    def __str__(self) -> str:
        extra = f" +{self.attach}" if self.attach else ""
        return f"build {cell_text(self.cell)}{extra}"


@dataclass(frozen=True, slots=True)
class BuildTower(FogMove):
    """Discard the chosen card, pay 2 coins and build a water tower with 3 water, optionally
    attaching a set-aside tile that fits a tower."""

    cell: Cell
    attach: str = ""

    def __str__(self) -> str:
        extra = f" +{self.attach}" if self.attach else ""
        return f"tower {cell_text(self.cell)}{extra}"


@dataclass(frozen=True, slots=True)
class BuildSilo(FogMove):
    """Discard the chosen card and build an empty silo, optionally attaching a set-aside tile
    that fits a silo."""

    cell: Cell
    attach: str = ""

    def __str__(self) -> str:
        extra = f" +{self.attach}" if self.attach else ""
        return f"silo {cell_text(self.cell)}{extra}"


@dataclass(frozen=True, slots=True)
class Market(FogMove):
    """Discard the chosen card, take 2 coins and sell ``food`` (0-2) at 2 coins each."""

    food: int

    def __str__(self) -> str:
        return f"market {self.food}"


@dataclass(frozen=True, slots=True)
class Restore(FogMove):
    """Discard the chosen card and pay 1 coin to turn the open area at ``cell`` face up."""

    cell: Cell

    def __str__(self) -> str:
        return f"restore {cell_text(self.cell)}"


@dataclass(frozen=True, slots=True)
class Equip(FogMove):
    """Keep ``code`` of the tiles drawn and place it at ``cell`` (``None``: set it aside)."""

    code: str
    cell: Cell | None

    def __str__(self) -> str:
        where = "aside" if self.cell is None else cell_text(self.cell)
        return f"equip {self.code} {where}"


@dataclass(frozen=True, slots=True)
class Harvest(FogMove):
    """Pay the harvest cost of the location at ``cell`` and apply its ability."""

    cell: Cell

    def __str__(self) -> str:
        return f"harvest {cell_text(self.cell)}"


@dataclass(frozen=True, slots=True)
class Flip(FogMove):
    """Leave the harvest cost at ``cell`` unpaid: the location becomes an open area."""

    cell: Cell

    def __str__(self) -> str:
        return f"flip {cell_text(self.cell)}"


@dataclass(frozen=True, slots=True)
class AutoHarvest(FogMove):
    """Pay every harvest ability that can be paid, in a good order; flip the rest."""

    def __str__(self) -> str:
        return "auto-harvest"


_BUILDS: dict[str, type[Build | BuildTower | BuildSilo]] = {
    "build": Build,
    "tower": BuildTower,
    "silo": BuildSilo,
}
"""The moves that build a location, each with a set-aside tile to attach or none."""

_CELL_MOVES: dict[str, type[Restore | Harvest | Flip]] = {
    "restore": Restore,
    "harvest": Harvest,
    "flip": Flip,
}


_CODE = re.compile(r"[A-Z][0-9]{1,3}")


def _code(word: str) -> str:
    """A card's or tile's code as moves write it (``F03``, ``E1``); ``ValueError`` otherwise."""
    if not _CODE.fullmatch(word):
        raise ValueError(f"{word[:20]!r} is no card or tile code")
    return word


def parse_move_text(text: str) -> FogMove:
    """Read a move's text form; :class:`PositionError` naming the problem otherwise."""
    words = text.split()
    try:
        head, rest = words[0], words[1:]
        if head == "split" and len(rest) == 4:
            a, b, c, d = (int(w) for w in rest)
            return Split((a, b, c, d))
        if head == "pick" and len(rest) == 2:
            return Pick(int(rest[0]), _code(rest[1]))
        if head == "take" and len(rest) == 1:
            return Take(_code(rest[0]))
        if head == "take-back" and len(rest) == 1:
            return TakeBack(int(rest[0]))
        if head in _BUILDS and len(rest) in (1, 2):
            attach = _code(rest[1][1:]) if len(rest) == 2 and rest[1].startswith("+") else ""
            if len(rest) == 2 and not attach:
                raise ValueError("expected +tile after the cell")
            return _BUILDS[head](read_cell(rest[0]), attach)
        if head in _CELL_MOVES and len(rest) == 1:
            return _CELL_MOVES[head](read_cell(rest[0]))
        if head == "market" and len(rest) == 1:
            return Market(int(rest[0]))
        if head == "equip" and len(rest) == 2:
            return Equip(_code(rest[0]), None if rest[1] == "aside" else read_cell(rest[1]))
        if head == "auto-harvest" and not rest:
            return AutoHarvest()
    except (ValueError, IndexError) as problem:
        raise PositionError(f"cannot read the move {text[:60]!r}: {str(problem)[:60]}") from None
    raise PositionError(f"{text[:60]!r} is not a move of Fields of Green")
