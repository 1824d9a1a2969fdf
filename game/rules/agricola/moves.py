"""The moves of Agricola and their text forms.

A turn is one person placed on an action space, then, where the space asks for choices, one
step per choice, each its own move (never a list of combined moves).  Cells are a column
letter and a row number, ``a1`` top left to ``e3`` bottom right::

    go forest               place a person on the forest and take its wood
    part 0 rooms            on an "and/or" space: do its first part (rooms) next
    room b2                 build a room at b2 (the house's material)
    stable c3               build a stable at c3
    plow d1                 plough a field at d1
    sow d1 grain            sow grain (or vegetable) on the empty field d1
    sow m_bean_patch vegetable   sow on a card that is a field (its first empty plot)
    bake 2                  bake 2 grain with the baking improvements
    pick wood               choose a good the space offers
    major well              buy the well
    major hearth_4 fireplace_2   buy a cooking hearth by handing back a fireplace
    pasture <cells>         fence one pasture (cells in the farmyard model's text form)
    done                    end the part or the space now (when allowed)
    keep 2 1 0              animals do not all fit: keep 2 sheep, 1 boar, 0 cattle
    cook sheep              harvest: turn one sheep (or good) into food
    feed                    harvest: feed the family now (begging for what is missing)
    play o_woodcutter       full game: play an occupation or minor improvement from the hand
    convert m_smokehouse    harvest: use a card's conversion once
    keep-card 2 o_woodcutter  the drafting variant: player 2 keeps a card of the hand passed
    take-back-card 2        ... and takes that choice back (until everyone has chosen)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.agricola.farmyard import COLS, ROWS
from game.rules.core import Move, PositionError


class AgricolaMove(Move):
    """A move of Agricola."""


def cell_text(cell: int) -> str:
    """``a1`` for the top-left cell."""
    return f"{'abcde'[cell % COLS]}{cell // COLS + 1}"


def read_cell(text: str) -> int:
    """The cell named ``text`` (``a1``…``e3``); ``PositionError`` otherwise."""
    if len(text) != 2 or text[0] not in "abcde"[:COLS] or not text[1].isdigit():
        raise PositionError(f"{text!r} is not a cell (a1 to e3)")
    row = int(text[1]) - 1
    if not 0 <= row < ROWS:
        raise PositionError(f"{text!r} is not a cell (a1 to e3)")
    return row * COLS + "abcde".index(text[0])


@dataclass(frozen=True, slots=True)
class Go(AgricolaMove):
    """Place a person on the action space ``space``."""

    space: str

    def __str__(self) -> str:
        return f"go {self.space}"


@dataclass(frozen=True, slots=True)
class Choose(AgricolaMove):
    """Do the space's part number ``index`` (its verb ``verb``, for the reader) next."""

    index: int
    verb: str

    def __str__(self) -> str:
        return f"part {self.index} {self.verb}"


@dataclass(frozen=True, slots=True)
class Build(AgricolaMove):
    """Build a room, a stable or a field (``what``: room, stable, plow) at ``cell``."""

    what: str
    cell: int

    def __str__(self) -> str:
        return f"{self.what} {cell_text(self.cell)}"


@dataclass(frozen=True, slots=True)
class Sow(AgricolaMove):
    """Sow ``crop`` on the empty field at ``cell``."""

    cell: int
    crop: str

    def __str__(self) -> str:
        return f"sow {cell_text(self.cell)} {self.crop}"


@dataclass(frozen=True, slots=True)
class SowCard(AgricolaMove):
    """Sow ``crop`` on the card ``card`` in play that is a field (its first empty plot)."""

    card: str
    crop: str

    def __str__(self) -> str:
        return f"sow {self.card} {self.crop}"


@dataclass(frozen=True, slots=True)
class Bake(AgricolaMove):
    """Bake ``grain`` grain with the baking improvements."""

    grain: int

    def __str__(self) -> str:
        return f"bake {self.grain}"


@dataclass(frozen=True, slots=True)
class Pick(AgricolaMove):
    """Take one ``good`` of those the space offers."""

    good: str

    def __str__(self) -> str:
        return f"pick {self.good}"


@dataclass(frozen=True, slots=True)
class BuyMajor(AgricolaMove):
    """Buy the major improvement ``major``, paying with ``returned`` (a fireplace) if named."""

    major: str
    returned: str = ""

    def __str__(self) -> str:
        return f"major {self.major} {self.returned}".rstrip()


@dataclass(frozen=True, slots=True)
class Fence(AgricolaMove):
    """Fence one pasture: ``cells`` in the farmyard model's text form."""

    cells: str

    def __str__(self) -> str:
        return f"pasture {self.cells}"


@dataclass(frozen=True, slots=True)
class Done(AgricolaMove):
    """End the part being done, or the space's action, now."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class Keep(AgricolaMove):
    """Keep these animals when they do not all fit (the rest are cooked or run away)."""

    sheep: int
    boar: int
    cattle: int

    def __str__(self) -> str:
        return f"keep {self.sheep} {self.boar} {self.cattle}"


@dataclass(frozen=True, slots=True)
class Cook(AgricolaMove):
    """Turn one ``good`` (grain, vegetable or an animal) into food at the best rate."""

    good: str

    def __str__(self) -> str:
        return f"cook {self.good}"


@dataclass(frozen=True, slots=True)
class Feed(AgricolaMove):
    """Feed the family with the food held; beg for what is missing."""

    def __str__(self) -> str:
        return "feed"


@dataclass(frozen=True, slots=True)
class PlayCard(AgricolaMove):
    """Play the occupation or minor improvement ``card`` from the hand (the full game)."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Convert(AgricolaMove):
    """Use the card ``card`` in play once: its conversion (while feeding, or on the owner's
    turn when it converts at any time), or take the goods it keeps."""

    card: str

    def __str__(self) -> str:
        return f"convert {self.card}"


@dataclass(frozen=True, slots=True)
class DraftPick(AgricolaMove):
    """The drafting variant: ``player`` keeps ``card`` of the hand in front of them (face
    down; everyone chooses at once)."""

    player: int
    card: str

    def __str__(self) -> str:
        return f"keep-card {self.player} {self.card}"


@dataclass(frozen=True, slots=True)
class DraftBack(AgricolaMove):
    """The drafting variant: ``player`` takes their face-down choice back."""

    player: int

    def __str__(self) -> str:
        return f"take-back-card {self.player}"


def _word(text: str) -> str:
    """A name in a move (a space, a good, a verb, a major, a pasture): lower-case letters,
    digits, ``_`` and ``+``; ``ValueError`` otherwise."""
    if not text.isascii() or not all(c.isalnum() or c in "_+-" for c in text):
        raise ValueError(f"{text[:30]!r} is not a name")
    return text


def parse_move_text(text: str) -> AgricolaMove:
    """The move whose text form is ``text``; ``PositionError`` when it is not one."""
    words = text.split()
    if not words:
        raise PositionError("an empty move")
    head, rest = words[0], words[1:]
    shown = repr(text[:60])
    try:
        if head == "go" and len(rest) == 1:
            return Go(_word(rest[0]))
        if head == "part" and len(rest) == 2:
            return Choose(int(rest[0]), _word(rest[1]))
        if head in ("room", "stable", "plow") and len(rest) == 1:
            return Build(head, read_cell(rest[0]))
        if head == "sow" and len(rest) == 2 and rest[1] in ("grain", "vegetable"):
            if len(rest[0]) > 2:
                return SowCard(_word(rest[0]), rest[1])
            return Sow(read_cell(rest[0]), rest[1])
        if head == "bake" and len(rest) == 1:
            return Bake(int(rest[0]))
        if head == "pick" and len(rest) == 1:
            return Pick(_word(rest[0]))
        if head == "major" and len(rest) in (1, 2):
            return BuyMajor(_word(rest[0]), _word(rest[1]) if len(rest) == 2 else "")
        if head == "pasture" and len(rest) == 1:
            return Fence(_word(rest[0]))
        if head == "done" and not rest:
            return Done()
        if head == "keep" and len(rest) == 3:
            sheep, boar, cattle = (int(word) for word in rest)
            return Keep(sheep, boar, cattle)
        if head == "cook" and len(rest) == 1:
            return Cook(_word(rest[0]))
        if head == "feed" and not rest:
            return Feed()
        if head == "play" and len(rest) == 1:
            return PlayCard(_word(rest[0]))
        if head == "convert" and len(rest) == 1:
            return Convert(_word(rest[0]))
        if head == "keep-card" and len(rest) == 2 and rest[0].isascii() and rest[0].isdigit():
            return DraftPick(int(rest[0]), _word(rest[1]))
        if head == "take-back-card" and len(rest) == 1 and rest[0].isascii() and rest[0].isdigit():
            return DraftBack(int(rest[0]))
    except ValueError as error:
        raise PositionError(f"{shown} is not an Agricola move: {str(error)[:60]}") from None
    raise PositionError(f"{shown} is not an Agricola move")
