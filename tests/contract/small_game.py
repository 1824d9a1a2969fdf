"""The skeleton the small test games share (Pairs, Bids, Coins; never shipped).

Each keeps its content, configuration, random source and viewer in the same slots, copies
itself slot by slot, hides and guesses through two hooks, and writes its position as lines of
``key words`` that begin with the player count, the variants and the viewer and end with the
random source.  Its moves are a word followed by whole numbers (``play 4``, ``pick 1 5``,
``done``), read by :func:`read_move`.  Only the rules each game is about stay in its own file.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, fields
from typing import Any, ClassVar, TypeVar

from game.rules.core import (
    GameConfig,
    GameRules,
    Move,
    Outcome,
    PositionError,
    Rng,
    State,
    VariantSpec,
    solo_outcome,
)

Small = TypeVar("Small", bound="SmallState")


@dataclass(frozen=True)
class WordMove(Move):
    """A move written as its word, then its fields' numbers in order (``draw``, ``play 4``,
    ``pick 1 5``): subclasses name the word and declare the numbers as fields."""

    word: ClassVar[str] = ""

    def __str__(self) -> str:
        return " ".join([self.word, *(str(getattr(self, f.name)) for f in fields(self))])


def read_move(text: str, *kinds: type[WordMove]) -> Move:
    """The move of one of ``kinds`` that ``text`` names: its first word picks the kind, the
    numbers after it are the fields.  ``PositionError`` for an unknown word or wrong numbers."""
    word, *values = text.split() or [""]
    for kind in kinds:
        if kind.word == word and len(values) == len(fields(kind)) and all(v.isdigit() for v in values):
            return kind(*map(int, values))
    forms = ", ".join(kind.word for kind in kinds)
    raise PositionError(f"unknown move {text!r} (expected one of: {forms})")


class SmallState(State):
    """A position of a small test game.

    Subclasses add their own slots (lists of numbers, or lists of such lists, and plain
    values), which :meth:`clone` copies, and override :meth:`hide_from` and
    :meth:`fill_hidden` when something is hidden.  ``name`` is the game's name in messages.
    """

    name: ClassVar[str]
    __slots__ = ("content", "config", "rng", "viewer")

    def __init__(self, content: Any, config: GameConfig, rng: Rng) -> None:
        self.content = content
        self.config = config
        self.rng = rng
        self.viewer: int | None = None

    @classmethod
    def new_game(cls: type[Small], content: Any, config: GameConfig, seed: int) -> Small:
        """A new game from ``seed``: the starting position, then :meth:`set_up`."""
        state = cls(content, config, Rng(seed))
        state.set_up()
        return state

    def set_up(self) -> None:
        """Deal or draw what a new game starts with, from the state's random source (nothing
        by default)."""

    @classmethod
    def _slot_names(cls) -> tuple[str, ...]:
        return tuple(name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ()))

    def clone(self: Small) -> Small:
        other = object.__new__(type(self))
        for name in self._slot_names():
            value = getattr(self, name)
            if isinstance(value, list):
                value = [list(item) if isinstance(item, list) else item for item in value]
            setattr(other, name, value)
        other.rng = self.rng.clone()
        return other

    def view(self: Small, player: int) -> Small:
        seen = self.clone()
        if self.viewer is None:
            # a view owns no random source: what comes next is unknown to its player
            seen.viewer, seen.rng = player, Rng(0)
            seen.hide_from(player)
        return seen

    def hide_from(self, player: int) -> None:
        """Hide, in this fresh view, what ``player`` may not know (nothing by default)."""

    def determinize(self: Small, rng: Rng) -> Small:
        world = self.clone()
        if self.viewer is not None:
            world.fill_hidden(rng)
            world.viewer, world.rng = None, rng.fork()
        return world

    def fill_hidden(self, rng: Rng) -> None:
        """Fill, in this copy of a view, what its viewer could not see (nothing by default)."""

    def to_position(self) -> str:
        viewer = "-" if self.viewer is None else str(self.viewer)
        lines = [
            f"players {self.num_players}",
            f"variants {' '.join(sorted(self.config.variants))}",
            f"viewer {viewer}",
            *self.position_lines(),
            f"rng {self.rng.state}",
        ]
        return "\n".join(line.rstrip() for line in lines) + "\n"

    def position_lines(self) -> list[str]:
        """The game's own lines of the position, between the viewer and the random source."""
        raise NotImplementedError

    @classmethod
    def from_position(cls: type[Small], content: Any, text: str) -> Small:
        """Read :meth:`to_position` back; ``PositionError`` names what is wrong."""
        by_key: dict[str, str] = {}
        for line in text.splitlines():
            key, _, rest = line.partition(" ")
            by_key[key] = rest.strip()
        with reading(cls.name):
            config = GameConfig(int(by_key["players"]), frozenset(by_key["variants"].split()))
            state = cls(content, config, Rng(int(by_key["rng"])))
            viewer = by_key["viewer"]
            state.viewer = None if viewer == "-" else int(viewer)
            state.read_lines(by_key)
        return state

    def read_lines(self, fields: dict[str, str]) -> None:
        """Set the game's own part from the lines of a position, by key (the rest of each
        line); ``KeyError``, ``IndexError`` or ``ValueError`` when they are malformed."""
        raise NotImplementedError


@contextmanager
def reading(game: str) -> Iterator[None]:
    """Turn a malformed position's ``KeyError``, ``IndexError`` or ``ValueError`` into a
    ``PositionError`` that names the game."""
    try:
        yield
    except (KeyError, IndexError, ValueError) as exc:
        raise PositionError(f"not a {game} position: {exc}") from None


def numbers(text: str, hidden: int | None = None) -> list[int]:
    """Whole numbers written with :func:`write_numbers` (``?`` for ``hidden``)."""
    return [hidden if word == "?" and hidden is not None else int(word) for word in text.split()]


def write_numbers(values: list[int], hidden: int | None = None) -> str:
    """``values`` separated by spaces, ``hidden`` written as ``?``."""
    return " ".join("?" if v == hidden else str(v) for v in values)


def small_rules(
    state: type[SmallState],
    players: tuple[int, int],
    moves: tuple[type[WordMove], ...],
    variants: tuple[VariantSpec, ...] = (),
) -> GameRules[Any]:
    """The registry entry of a small game for ``players`` (fewest, most): its states, new
    games and positions come from ``state``, its move texts name one of ``moves``."""

    def parse_move(_: State, text: str) -> Move:
        return read_move(text, *moves)

    return GameRules(
        id=state.game_id, min_players=players[0], max_players=players[1], new_game=state.new_game,
        parse_move=parse_move, from_position=state.from_position, variants=variants,
    )


def most_points_win(points: list[int], category: str, end_reason: str, target: int | None = None) -> Outcome:
    """The score sheet of a game with one category where the most points win (a tie is a
    shared win); played alone, a solo result that is a win when ``target`` is reached."""
    if len(points) == 1:
        return solo_outcome(points[0], (category,), (points[0],), end_reason, target)
    best = max(points)
    winners = tuple(p for p, s in enumerate(points) if s == best)
    return Outcome(tuple(points), (category,), tuple((s,) for s in points), winners, end_reason)
