"""Agricola's solo series between games: where it stands, kept in the player's data folder.

Eight solo games of the full game with rising targets (the rules' side is
:mod:`game.rules.agricola.series`).  A game that reaches its target lets the player keep one
occupation they played in it, and carries 1 food for every 2 points above the target into the
next game; a game below its target is played again.  :class:`Series` is that progress;
``agricola_series.json`` beside the statistics holds it, written atomically.  The file is
untrusted on load: a damaged one is kept aside under a dated name (never overwritten), said
in one line (standard error and the new-game screen) and a new series begins; a file made by
a newer Tablero is left alone and the series is not written over it.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeGuard

from game import paths
from game.atomic_file import write_atomically
from game.rules.agricola.series import SeriesGame, carried_food, of, target
from game.rules.agricola.tables import Numbers
from game.rules.core import GameConfig
from game.untrusted import DamagedFile, damaged_notice, quoted, read_json

FORMAT = "tablero-agricola-series"
VERSION = 1
MAX_BYTES = 64 * 1024
GAMES = 8
"""The games of a series; later games go on at the last target."""
CARD = re.compile(r"[a-z0-9_]{1,40}")
MOST = 999


def series_file() -> Path:
    """Where the series is kept."""
    return paths.data_home() / "agricola_series.json"


@dataclass(frozen=True)
class Played:
    """A game of the series played to its end: its number, score and target, and the
    occupation kept from it (``""``: none; always none when the target was missed)."""

    game: int
    score: int
    target: int
    kept: str = ""


@dataclass(frozen=True)
class Series:
    """Where a series stands: the next ``game`` to play (from 1), the ``food`` it starts
    with, the occupations ``kept`` so far, the games played, and ``waiting``: a game that
    reached its target whose kept occupation is still to choose, with the occupations played
    in it (``choices``)."""

    game: int = 1
    food: int = 0
    kept: tuple[str, ...] = ()
    played: tuple[Played, ...] = ()
    waiting: Played | None = None
    choices: tuple[str, ...] = ()

    def next_game(self) -> SeriesGame:
        """The rules' set-up of the next game."""
        return SeriesGame(self.game, self.food, self.kept)

    def target(self, numbers: Numbers | None = None) -> int:
        """The next game's target."""
        return target(numbers or Numbers(), self.game)

    def finished(self, game: SeriesGame, score: int, occupations: tuple[str, ...], numbers: Numbers | None = None) -> Series:
        """The series after its game ``game`` ended with ``score`` and these occupations played
        (the kept ones left out).  Another game's end (an older one played again) changes
        nothing, nor does one while a kept occupation is still to choose."""
        if game != self.next_game() or self.waiting is not None:
            return self
        goal = self.target(numbers)
        result = Played(game.number, score, goal)
        if score < goal:
            return replace(self, played=(*self.played, result))
        fresh = tuple(card for card in occupations if card not in self.kept)
        return replace(self, waiting=result, choices=fresh)

    def keep(self, card: str) -> Series:
        """The series once the player keeps ``card`` (``""``: none) from the game waiting:
        the next game, with the food that game carried over.  ``ValueError`` when no game is
        waiting or ``card`` was not played in it."""
        waiting = self.waiting
        if waiting is None:
            raise ValueError("no game of the series is waiting for a kept occupation")
        if card and card not in self.choices:
            raise ValueError(f"{quoted(card, 40)} was not played in game {waiting.game}")
        return Series(
            game=self.game + 1,
            food=carried_food(waiting.score, waiting.target),
            kept=(*self.kept, card) if card else self.kept,
            played=(*self.played, replace(waiting, kept=card)),
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON object written to disk."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "food": self.food,
            "kept": list(self.kept),
            "played": [_played_dict(p) for p in self.played],
            "waiting": _played_dict(self.waiting) if self.waiting else None,
            "choices": list(self.choices),
        }

    @staticmethod
    def from_dict(data: Any, occupations: frozenset[str] | None = None) -> Series:
        """Inverse of :meth:`to_dict`; ``ValueError`` naming the first bad field.  With
        ``occupations`` (those a series may keep), a card kept or offered that is none of
        them, or one named twice, is a bad field too: the next game could not begin."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("it is not a Tablero series")
        version = data.get("version")
        if not _whole(version) or version < 1:
            raise ValueError("its format version is missing")
        if version > VERSION:
            raise NewerSeries(f"it was made by a newer Tablero (series version {version})")
        played = data.get("played", [])
        if not isinstance(played, list) or len(played) > MOST:
            raise ValueError("played must be a list of games")
        waiting = data.get("waiting")
        series = Series(
            game=_number(data, "game", 1),
            food=_number(data, "food", 0),
            kept=_cards(data.get("kept", []), "kept"),
            played=tuple(_played(item) for item in played),
            waiting=None if waiting is None else _played(waiting),
            choices=_cards(data.get("choices", []), "choices"),
        )
        if occupations is not None:
            _check_keepable(series.kept, "kept", occupations)
            _check_keepable(series.kept + series.choices, "choices", occupations)
        return series


class NewerSeries(ValueError):
    """A series file this version cannot read but must not replace."""


def _whole(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(data: dict[str, Any], key: str, low: int) -> int:
    value = data.get(key)
    if not _whole(value) or not low <= value <= MOST:
        raise ValueError(f"{key} must be a whole number from {low} to {MOST}")
    return int(value)


def _cards(value: Any, key: str) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > MOST or not all(isinstance(c, str) and CARD.fullmatch(c) for c in value):
        raise ValueError(f"{key} must be a list of card names")
    return tuple(value)


def _check_keepable(cards: tuple[str, ...], key: str, occupations: frozenset[str]) -> None:
    for index, card in enumerate(cards):
        if card not in occupations:
            raise ValueError(f"{key} names {quoted(card, 40)}, which is no occupation of the series")
        if card in cards[:index]:
            raise ValueError(f"{key} names {quoted(card, 40)} twice")


def keepable() -> frozenset[str]:
    """The occupations a series may keep: those of the solo game's deck."""
    from game.games import load_game_content
    from game.rules.agricola.setup import tables_for

    return frozenset(card.id for card in tables_for(load_game_content("agricola")).deck("occupation", 1))


def _played_dict(game: Played) -> dict[str, Any]:
    return {"game": game.game, "score": game.score, "target": game.target, "kept": game.kept}


def _played(data: Any) -> Played:
    if not isinstance(data, dict):
        raise ValueError("a game played must be a mapping")
    score = data.get("score")
    if not _whole(score) or not -MOST <= score <= MOST:
        raise ValueError("a game's score must be a whole number")
    kept = data.get("kept", "")
    if not isinstance(kept, str) or (kept and not CARD.fullmatch(kept)):
        raise ValueError("a game's kept occupation must be a card name")
    return Played(_number(data, "game", 1), int(score), _number(data, "target", 0), kept)


@dataclass
class SeriesRead:
    """What :func:`read_series` found; ``notice`` is the one line saying why the file could
    not be used, ``writable`` whether saving may replace the file."""

    series: Series = field(default_factory=Series)
    notice: str | None = None
    writable: bool = True


def read_series(path: Path | None = None) -> SeriesRead:
    """The series in ``path`` (default: the player's).  No file: a new series.  A damaged
    file (one keeping a card the deck has no such occupation of, too) is kept aside and a new
    series begins; a newer version's file is left alone."""
    path = path or series_file()
    try:
        return SeriesRead(Series.from_dict(read_json(path, MAX_BYTES), keepable()))
    except FileNotFoundError:
        return SeriesRead()
    except NewerSeries as exc:
        return SeriesRead(Series(), f"{path}: the solo series cannot be used ({exc}); it is left as it is", False)
    except (DamagedFile, ValueError) as exc:
        return SeriesRead(Series(), damaged_notice(path, str(exc), "the solo series", "a new series"))


def peek_series(path: Path | None = None) -> Series | None:
    """The series in ``path`` (default: the player's) when it can be read as it is; ``None``
    for no file or one that cannot be used, which is left untouched."""
    try:
        return Series.from_dict(read_json(path or series_file(), MAX_BYTES))
    except (OSError, DamagedFile, ValueError):
        return None


def load_series(path: Path | None = None) -> SeriesRead:
    """:func:`read_series`, its notice also printed on standard error."""
    found = read_series(path)
    if found.notice:
        print(f"tablero: {found.notice}", file=sys.stderr)
    return found


def save_series(series: Series, path: Path | None = None) -> None:
    """Write ``series`` atomically.  ``OSError`` when the disk refuses, or when the file there
    cannot be replaced (a newer version's, or a damaged one that could not be kept aside)."""
    path = path or series_file()
    found = read_series(path)
    if not found.writable or (found.notice and path.exists()):
        raise OSError(f"{path}: the solo series there is not replaced")
    write_atomically(path, json.dumps(series.to_dict(), indent=1) + "\n")


def record_game(game: SeriesGame, score: int, occupations: tuple[str, ...], numbers: Numbers | None = None,
                path: Path | None = None) -> Series:
    """A series game ended: save the series it leads to and return it (unchanged when it was
    not the series' next game).  ``OSError`` as :func:`save_series`."""
    found = load_series(path)
    after = found.series.finished(game, score, occupations, numbers)
    if after != found.series:
        save_series(after, path)
    return after


def note_match(game_id: str, state: Any, path: Path | None = None) -> Series | None:
    """A match ended: when it was a game of Agricola's solo series, record it (the score and
    the occupations played; :func:`record_game`).  ``None`` for any other match."""
    if game_id != "agricola" or state.num_players != 1:
        return None
    game = of(state.config)
    outcome = state.outcome()
    if game is None or outcome is None:
        return None
    tables = state.tables
    occupations = tuple(c for c in state.players[0].played if tables.card(c).kind == "occupation")
    return record_game(game, outcome.scores[0], occupations, tables.numbers, path)


def in_series(game_id: str, config: GameConfig) -> bool:
    """Whether a match of ``game_id`` played with ``config`` is a game of the solo series."""
    return game_id == "agricola" and of(config) is not None
