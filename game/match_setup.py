"""What the new-game screen produces: which game, its configuration, the seed and the seats.

A :class:`MatchSetup` is everything the table needs to start a match; the command line's
``play`` builds one too.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Literal

from game.rules.core import GameConfig

SeatKind = Literal["human", "bot"]
BOT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")

MAX_NAME_LENGTH = 40
"""The longest seat name kept (the new-game screen lets a person type 16 characters; a name
from the command line or a file is cut here)."""

UNNAMED = "Player {number}"
"""The name of a person's seat left unnamed (the command line's ``human``, an empty name in a
save), kept in English in the save; the table shows it in its own language (the translated
text has the same message id)."""

_DIRECTION_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def clean_name(text: str) -> str:
    """``text`` fit to be a seat's name: no control characters (NUL, escapes, line breaks), no
    lone surrogates (they cannot be saved or drawn), no direction overrides (they would turn
    the rest of a line around), at most :data:`MAX_NAME_LENGTH` characters."""
    kept = "".join(
        ch
        for ch in text[: MAX_NAME_LENGTH * 4]
        if unicodedata.category(ch) not in ("Cc", "Cs") and ch not in _DIRECTION_CONTROLS
    )
    return kept[:MAX_NAME_LENGTH]


@dataclass(frozen=True)
class Seat:
    """One chair at the table: a person (with a name) or a bot (with a level).

    ``colour`` is the id of an entry of the player palette (``content/players.yaml``).
    ``level`` is one of :data:`BOT_LEVELS` for a bot and ``""`` for a person.
    """

    kind: SeatKind
    name: str
    level: str = ""
    colour: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise ValueError(f"a seat's name is text, not {type(self.name).__name__}")
        # Every seat passes here (typed, from the command line, from a save): its name is
        # made safe to draw and to save once, where it enters.
        object.__setattr__(self, "name", clean_name(self.name))
        if self.kind not in ("human", "bot"):
            raise ValueError(f"a seat is 'human' or 'bot', not {self.kind!r}")
        if self.kind == "bot" and self.level not in BOT_LEVELS:
            raise ValueError(f"bot level must be one of {', '.join(BOT_LEVELS)}, not {self.level!r}")

    @property
    def is_bot(self) -> bool:
        """Whether a bot plays this seat."""
        return self.kind == "bot"


@dataclass(frozen=True)
class MatchSetup:
    """A match ready to start: ``seats[i]`` plays player ``i`` of ``config``."""

    game_id: str
    config: GameConfig
    seed: int
    seats: tuple[Seat, ...]

    def __post_init__(self) -> None:
        if len(self.seats) != self.config.players:
            raise ValueError(
                f"{len(self.seats)} seats given for a {self.config.players}-player game"
            )
