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
from game.atomic_file import remove_stale_temporaries, write_atomically
from game.games import GameSpec, game_spec, get_rules, is_known
from game.match_setup import UNNAMED, Seat
from game.rules.core import GameConfig, IllegalMove, PositionError, State, VariantSpec
from game.untrusted import DamagedFile, clean_text, quoted, read_json

FORMAT = "tablero-save"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
"""Larger files are refused unread: no match has that many moves."""

MAX_MOVES = 100_000
"""More recorded moves than any match has (the simulator stops a game there)."""
MOVE_LIMIT = 1_000
"""Characters in one move text; a longer one is not a move of ours."""
NAME_LIMIT = 40
"""A player's name read from a save is cut to this many characters."""
TEXT_LIMIT = 100
"""Any other text of a save (versions, dates, kinds) is cut to this many characters."""
SEED_RANGE = (-(2**63), 2**64 - 1)
TURN_RANGE = (0, 1_000_000)

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

    ``turn`` is the round the match had reached (shown in the list of saves) and ``finished``
    whether it is over (the list then offers a replay, not a resume); ``created`` and
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
    finished: bool = False

    def __post_init__(self) -> None:
        if not self.updated:
            object.__setattr__(self, "updated", self.created)

    def with_moves(self, moves: tuple[str, ...], turn: int, finished: bool = False) -> SaveRecord:
        """This record after more moves, stamped as updated now."""
        return replace(self, moves=tuple(moves), turn=turn, finished=finished, updated=now_stamp())

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
            "finished": self.finished,
        }

    @staticmethod
    def from_dict(data: Any) -> SaveRecord:
        """Inverse of :meth:`to_dict`; ``ValueError`` naming the first bad field otherwise.

        Every field is checked against what this program knows before anything uses it: the
        game against the registered games (before its name reaches anything else), the player
        count and variants against the game's spec, one seat per player, the moves as a
        bounded list of short texts, numbers within bounds.  Texts are cleaned and cut where
        they are read (:func:`game.untrusted.clean_text`)."""
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise ValueError("it is not a Tablero save")
        version = data.get("version")
        if not _is_int(version) or version < 1:
            raise ValueError("its format version is missing")
        if version > VERSION:
            raise ValueError(
                f"it was made by a newer Tablero (save version {version}; this one reads "
                f"up to {VERSION}) — update the program to open it"
            )
        game = data.get("game")
        if not isinstance(game, str) or not is_known(game):
            # checked against the registered games before anything else uses the name, so a
            # file can never make the program import a module it names
            raise ValueError(f"it is a save of a game this version does not know ({quoted(game, 40)})")
        spec = game_spec(game)
        config = _config(data.get("config"), spec)
        seats = data.get("seats")
        if not isinstance(seats, list):
            raise ValueError("seats must be a list")
        if len(seats) != config.players:
            noun = "seat" if len(seats) == 1 else "seats"
            raise ValueError(f"it has {len(seats)} {noun} for {config.players} players")
        return SaveRecord(
            game=game,
            config=config,
            seed=_whole(data, "seed", SEED_RANGE),
            seats=tuple(_seat_from_dict(i, s) for i, s in enumerate(seats)),
            moves=_moves(data.get("moves")),
            content_version=_text(data, "content_version"),
            app_version=_text(data, "app_version", ""),
            created=_text(data, "created", ""),
            updated=_text(data, "updated", ""),
            turn=_whole(data, "turn", TURN_RANGE, 1),
            finished=data.get("finished") is True,
        )


def _config(data: Any, spec: GameSpec) -> GameConfig:
    """The save's configuration, checked against the game's spec."""
    if not isinstance(data, Mapping):
        raise ValueError("config must be a mapping")
    config = GameConfig.from_dict(data)
    low, high = spec.players
    if not low <= config.players <= high:
        raise ValueError(f"config.players is {config.players}; {spec.id} is played by {low} to {high}")
    # a built game's rules are registered, so asking them is safe; a coming game has only its spec
    variants = spec.rules().variants if spec.rules is not None else spec.variants
    known = {variant.id for variant in variants}
    valued = [v for v in variants if isinstance(v, VariantSpec) and v.value]
    unknown = sorted(f for f in config.variants if f not in known and not any(v.accepts(f) for v in valued))
    if unknown:
        raise ValueError(f"config.variants names an unknown variant {quoted(unknown[0], 40)}")
    return config


def _moves(moves: Any) -> tuple[str, ...]:
    """The recorded move texts: a list of at most :data:`MAX_MOVES` short texts."""
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise ValueError("moves must be a list of move texts")
    if len(moves) > MAX_MOVES:
        raise ValueError(f"it has {len(moves)} moves; no match has more than {MAX_MOVES}")
    for number, text in enumerate(moves, start=1):
        if len(text) > MOVE_LIMIT or clean_text(text, MOVE_LIMIT) != text:
            raise ValueError(f"move {number} {quoted(text)} is not a move text")
    return tuple(moves)


def _whole(data: Mapping[str, Any], key: str, bounds: tuple[int, int], default: int | None = None) -> int:
    value = data.get(key, default)
    if not _is_int(value):
        raise ValueError(f"{key} must be a whole number")
    if not bounds[0] <= value <= bounds[1]:
        raise ValueError(f"{key} must be a whole number from {bounds[0]} to {bounds[1]}")
    return value


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(data: Mapping[str, Any], key: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise ValueError(f"{key} must be a text")
    return clean_text(value, TEXT_LIMIT)


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
    kind, level, colour = (clean_text(values[key], TEXT_LIMIT) for key in ("kind", "level", "colour"))
    name = clean_text(values["name"], NAME_LIMIT).strip() or UNNAMED.format(number=index + 1)
    try:
        return Seat(kind, name, level, colour)  # type: ignore[arg-type]
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
        data = read_json(path, MAX_BYTES)
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except DamagedFile as exc:
        raise SaveError(f"{path}: cannot be opened: {exc}") from None
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
        raise SaveError(f"the game {quoted(record.game, 40)} is not available in this version") from None
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
        noun = "seat" if len(record.seats) == 1 else "seats"
        raise SaveError(f"the save has {len(record.seats)} {noun} for {record.config.players} players")
    try:
        state = rules.new_game(content, record.config, record.seed)
    except ValueError as exc:
        raise SaveError(f"the save's set-up is invalid: {_cut(exc)}") from None
    for number, text in enumerate(record.moves, start=1):
        if state.is_over:
            raise SaveError(f"move {number} {quoted(text)} comes after the end of the game")
        try:
            move = rules.parse_move(state, text)
        except (PositionError, ValueError) as exc:
            raise SaveError(f"move {number} {quoted(text)} cannot be read: {_cut(exc)}") from None
        except Exception as exc:  # a reader's slip on untrusted text must not close the program
            raise SaveError(f"move {number} {quoted(text)} cannot be read ({exc.__class__.__name__})") from None
        player = state.mover(move)
        if player is None or move not in state.legal_moves_for(player):
            # only the moves the rules list are replayed, whatever ``apply`` would accept
            raise SaveError(f"move {number} {quoted(text)} is not legal{_why_not(state, move)}")
        state.apply(move)
    return state


def _why_not(state: State, move: Any) -> str:
    """``: <the rules' reason>`` for a move that is not legal, when the rules give one."""
    try:
        state.clone().apply(move)
    except IllegalMove as exc:
        return f": {_cut(exc.reason)}"
    except Exception:  # the rules' reason is a courtesy; an unlisted move is refused anyway
        return ""
    return " here"


def _cut(reason: object) -> str:
    """A reason from the rules, which may quote the file's text, cut short for a message."""
    text = str(reason)
    return text if len(text) <= 200 else text[:200] + "…"


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
    """The save files in the saves folder, most recently written first (temporary files
    left there by a write that was killed are removed first)."""
    folder = paths.saves_dir()
    remove_stale_temporaries(folder)
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
