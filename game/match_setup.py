"""What the new-game screen produces: which game, its configuration, the seed and the seats.

A :class:`MatchSetup` is everything the table needs to start a match; the command line's
``play`` builds one too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from game.rules.core import GameConfig

SeatKind = Literal["human", "bot"]
BOT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")


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
