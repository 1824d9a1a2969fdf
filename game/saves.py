"""Save files: one match as ``(game, content version, config, seed, seats, moves)``.

A save is a small JSON object (DESIGN.md, "Saves")::

    {"format": "tablero-save", "version": 1, "app_version": "0.1.0", "game": "oregon",
     "content_version": "1", "config": {"players": 2, "variants": []}, "seed": 7,
     "seats": [{"kind": "human", "name": "Ana", "colour": "blue"},
               {"kind": "bot", "name": "Bot", "level": "hard", "colour": "orange"}],
     "moves": ["<move text>", ...], "created": "...", "updated": "...", "turn": 3}

Files are written atomically (:mod:`game.atomic_file`) and are untrusted when read: a damaged,
truncated, foreign or newer file raises :class:`SaveError` with one sentence naming the file,
and the file is left as it was.  :func:`replay_save` re-plays the moves through the rules, so a save that loads is a match
the rules accept move by move.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeGuard

from game import paths
from game.atomic_file import write_atomically
from game.games import get_rules, is_known
from game.match_setup import Seat
from game.rules.core import GameConfig, IllegalMove, PositionError, State

FORMAT = "tablero-save"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
"""Larger files are refused unread: no match has that many moves."""

AUTOSAVE_NAME = "autosave.json"


class SaveError(Exception):
    """A save that cannot be used; the message is one sentence for the player."""


def now_stamp() -> str:
    """The current time as an ISO 8601 UTC stamp, to the second."""
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def _app_version() -> str:
    from game.cli.version import app_version

    return app_version()


@dataclass(frozen=True)
class SaveRecord:
    """Everything needed to restore a match: replaying ``moves`` from ``seed`` rebuilds it.

    ``turn`` is the round the match had reached (shown in the list of saves); ``created`` and
    ``updated`` are ISO 8601 UTC stamps (``updated`` starts equal to ``created``).
    """

    game: str
    config: GameConfig
    seed: int
    seats: tuple[Seat, ...]
    moves: tuple[str, ...] = ()
    content_version: str = "1"
    app_version: str = field(default_factory=_app_version)
    created: str = field(default_factory=now_stamp)
    updated: str = ""
    turn: int = 1

    def __post_init__(self) -> None:
        if not self.updated:
            object.__setattr__(self, "updated", self.created)

    def with_moves(self, moves: tuple[str, ...], turn: int) -> SaveRecord:
        """This record after more moves, stamped as updated now."""
        return replace(self, moves=tuple(moves), turn=turn, updated=now_stamp())

    def to_dict(self) -> dict[str, Any]:
        """The JSON object written to disk."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "app_version": self.app_version,
            "game": self.game,
            "content_version": self.content_version,
            "config": self.config.to_dict(),
            "seed": self.seed,
            "seats": [_seat_to_dict(s) for s in self.seats],
            "moves": list(self.moves),
            "created": self.created,
            "updated": self.updated,
            "turn": self.turn,
        }

    @staticmethod
    def from_dict(data: Any) -> SaveRecord:
        """Inverse of :meth:`to_dict`; ``ValueError`` naming the first bad field otherwise."""
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise ValueError("it is not a Tablero save")
        version = data.get("version")
        if not _is_int(version):
            raise ValueError("its format version is missing")
        if version > VERSION:
            raise ValueError(
                f"it was made by a newer Tablero (save version {version}; this one reads "
                f"up to {VERSION}) — update the program to open it"
            )
        config_data = data.get("config")
        if not isinstance(config_data, Mapping):
            raise ValueError("config must be a mapping")
        config = GameConfig.from_dict(config_data)
        seats = data.get("seats")
        if not isinstance(seats, list):
            raise ValueError("seats must be a list")
        moves = data.get("moves")
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise ValueError("moves must be a list of move texts")
        seed, turn = data.get("seed"), data.get("turn", 1)
        if not _is_int(seed):
            raise ValueError("seed must be a whole number")
        if not _is_int(turn):
            raise ValueError("turn must be a whole number")
        game = _text(data, "game")
        if not is_known(game):
            # checked against the registered games before anything else uses the name, so a
            # file can never make the program import a module it names
            raise ValueError(f"it is a save of a game this version does not know ({game[:40]!r})")
        return SaveRecord(
            game=game,
            config=config,
            seed=seed,
            seats=tuple(_seat_from_dict(i, s) for i, s in enumerate(seats)),
            moves=tuple(moves),
            content_version=_text(data, "content_version"),
            app_version=_text(data, "app_version", ""),
            created=_text(data, "created", ""),
            updated=_text(data, "updated", ""),
            turn=turn,
        )


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(data: Mapping[str, Any], key: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise ValueError(f"{key} must be a text")
    return value


def _seat_to_dict(seat: Seat) -> dict[str, str]:
    out = {"kind": seat.kind, "name": seat.name}
    if seat.kind == "bot":
        out["level"] = seat.level
    if seat.colour:
        out["colour"] = seat.colour
    return out


def _seat_from_dict(index: int, data: Any) -> Seat:
    if not isinstance(data, Mapping):
        raise ValueError(f"seat {index + 1} must be a mapping")
    values = {key: data.get(key, "") for key in ("kind", "name", "level", "colour")}
    if not all(isinstance(v, str) for v in values.values()):
        raise ValueError(f"seat {index + 1} has a field that is not a text")
    try:
        return Seat(values["kind"], values["name"], values["level"], values["colour"])
    except ValueError as exc:
        raise ValueError(f"seat {index + 1}: {exc}") from None


def write_save(record: SaveRecord, path: Path) -> None:
    """Write ``record`` to ``path`` atomically: either the old file or the new one survives.

    Creates the folder if needed.  Raises ``OSError`` if the disk refuses.
    """
    write_atomically(path, json.dumps(record.to_dict(), ensure_ascii=False, indent=1) + "\n")


def read_save(path: Path) -> SaveRecord:
    """Read a save without changing the file; :class:`SaveError` if it cannot be used."""
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except IsADirectoryError:
        raise SaveError(f"{path}: is a folder, not a save file") from None
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{path}: is too large to be a Tablero save")
    if not raw.strip():
        raise SaveError(f"{path}: is empty (the save was cut short)")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"{path}: is not a Tablero save (it is not text)") from None
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{path}: is damaged or cut short (unreadable at line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise SaveError(f"{path}: is not a Tablero save (it is nested too deeply)") from None
    try:
        return SaveRecord.from_dict(data)
    except ValueError as exc:
        raise SaveError(f"{path}: cannot be opened: {exc}") from None


def replay_save(record: SaveRecord, content: Any) -> State:
    """Rebuild the match of ``record`` by applying every recorded move to a new game.

    Raises :class:`SaveError` when the game is not available, the save was made for other
    content or an invalid configuration, or a move cannot be read or is not legal where it
    was played (``move 12 'xxx' is not legal: <reason>``).
    """
    try:
        rules = get_rules(record.game)
    except KeyError:
        raise SaveError(f"the game {record.game!r} is not available in this version") from None
    if record.content_version != rules.content_version:
        raise SaveError(
            f"the save is for {record.game} content version {record.content_version}, "
            f"this program has version {rules.content_version}"
        )
    try:
        rules.check_config(record.config)
    except ValueError as exc:
        raise SaveError(f"the save's set-up is invalid: {exc}") from None
    if len(record.seats) != record.config.players:
        raise SaveError(
            f"the save has {len(record.seats)} seats for {record.config.players} players"
        )
    state = rules.new_game(content, record.config, record.seed)
    for number, text in enumerate(record.moves, start=1):
        if state.is_over:
            raise SaveError(f"move {number} {text!r} comes after the end of the game")
        try:
            move = rules.parse_move(state, text)
        except (PositionError, ValueError) as exc:
            raise SaveError(f"move {number} {text!r} cannot be read: {exc}") from None
        try:
            state.apply(move)
        except IllegalMove as exc:
            raise SaveError(f"move {number} {text!r} is not legal: {exc.reason}") from None
    return state


def autosave_path() -> Path:
    """Where the match in progress is saved after every move."""
    return paths.saves_dir() / AUTOSAVE_NAME


def new_save_path(game: str) -> Path:
    """A fresh file name in the saves folder for a save of ``game`` (never an existing file)."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    folder = paths.saves_dir()
    candidate = folder / f"{game}-{stamp}.json"
    number = 2
    while candidate.exists():
        candidate = folder / f"{game}-{stamp}-{number}.json"
        number += 1
    return candidate


def list_saves() -> list[Path]:
    """The save files in the saves folder, most recently written first."""
    folder = paths.saves_dir()
    try:
        files = [p for p in folder.glob("*.json") if p.is_file()]
    except OSError:
        return []

    def written(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(files, key=lambda p: (-written(p), p.name))


def has_saves() -> bool:
    """Whether there is anything to continue (the title screen's Continue button)."""
    return bool(list_saves())


def load_saves() -> list[tuple[Path, SaveRecord | SaveError]]:
    """Every save with its record, or the error that keeps it from opening (newest first)."""
    found: list[tuple[Path, SaveRecord | SaveError]] = []
    for path in list_saves():
        try:
            found.append((path, read_save(path)))
        except SaveError as exc:
            found.append((path, exc))
    return found


def delete_save(path: Path) -> None:
    """Remove a save file (nothing happens if it is already gone)."""
    path.unlink(missing_ok=True)
