"""Porto moves: frozen, hashable values whose text form :func:`parse_move_text` reads back.

=========================================  =================================================
``keep-contracts 1,3,4``                   keep these of the private contracts dealt (1-5)
``draw 2,4``                               take the face-up cards in display slots 2 and 4
``build floors=r3 colour=b1 house=7``      play a red 3 for three floors, a blue 1 for blue
``bonus house=5``                          put the bonus token just taken on house 5's roof
``pass``                                   nothing else is possible (no card, no build)
=========================================  =================================================

Cards are named by colour letter and value: all cards of one kind are interchangeable.
Numbers (slots, houses, contract positions) start at 1.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.rules.core import Move, PositionError


@dataclass(frozen=True, slots=True)
class KeepContracts(Move):
    """Keep the private contracts at these positions (1-based) of the five dealt."""

    positions: tuple[int, ...]

    def __str__(self) -> str:
        return "keep-contracts " + ",".join(map(str, self.positions))


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """Take the cards of these display slots (1-based, rising)."""

    slots: tuple[int, ...]

    def __str__(self) -> str:
        return "draw " + ",".join(map(str, self.slots))


@dataclass(frozen=True, slots=True)
class Build(Move):
    """Play two cards: ``floors`` (a card code) sets how many tiles, ``colour`` their colour,
    all on ``house`` (numbered from 1)."""

    floors: str
    colour: str
    house: int

    def __str__(self) -> str:
        return f"build floors={self.floors} colour={self.colour} house={self.house}"


@dataclass(frozen=True, slots=True)
class PlaceBonus(Move):
    """Put the bonus token taken from a ground-floor space on the empty roof of ``house``."""

    house: int

    def __str__(self) -> str:
        return f"bonus house={self.house}"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Do nothing: allowed only when the player can neither draw nor build."""

    def __str__(self) -> str:
        return "pass"


PortoMove = KeepContracts | Draw | Build | PlaceBonus | Pass

# ASCII digits only (``\d`` would take "٣" or "²"), a few at most: a number of a Porto move
# is a slot, a house or a contract position, and an endless one only costs time to read.
_NUMBER = r"[0-9]{1,6}"
_NUMBERS = rf"({_NUMBER}(?:,{_NUMBER})*)"
_KEEP = re.compile(rf"keep-contracts {_NUMBERS}")
_DRAW = re.compile(rf"draw {_NUMBERS}")
_BUILD = re.compile(rf"build floors=([a-z]{_NUMBER}) colour=([a-z]{_NUMBER}) house=({_NUMBER})")
_BONUS = re.compile(rf"bonus house=({_NUMBER})")
_SHOWN = 60
"""How much of an unreadable move text an error repeats."""


def _numbers(text: str) -> tuple[int, ...]:
    return tuple(int(n) for n in text.split(","))


def parse_move_text(text: str) -> PortoMove:
    """Read a move's text form; raise :class:`PositionError` naming what is wrong.

    Only the shape is checked here; whether the move is legal is :meth:`PortoState.apply`'s
    business.
    """
    line = " ".join(text.split())
    if line == "pass":
        return Pass()
    if m := _KEEP.fullmatch(line):
        return KeepContracts(_numbers(m[1]))
    if m := _DRAW.fullmatch(line):
        return Draw(_numbers(m[1]))
    if m := _BUILD.fullmatch(line):
        return Build(m[1], m[2], int(m[3]))
    if m := _BONUS.fullmatch(line):
        return PlaceBonus(int(m[1]))
    shown = text if len(text) <= _SHOWN else text[:_SHOWN] + "…"
    raise PositionError(
        f"not a Porto move: {shown!r} (expected e.g. 'draw 2,4', "
        "'build floors=r3 colour=b1 house=7', 'bonus house=5', 'keep-contracts 1,3,4', 'pass')"
    )
