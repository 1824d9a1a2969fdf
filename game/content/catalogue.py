"""The catalogue the screens show: the games (their registrations, ``game/games/``) and the
player colours with their symbols (``content/players.yaml``).

The title screen needs this before its first frame, so the palette is read without pydantic:
plain frozen dataclasses checked by the small shape checks below (also used by the screen
layouts, :mod:`game.ui.layout`).  Problems are still reported as ``file:line: field: message``; the
module that locates lines (:mod:`game.content.base`) is imported only when there is one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, get_args

import yaml

from game.content.nesting import too_deep_line

if TYPE_CHECKING:
    from game.games.spec import GameSpec

try:
    from yaml import CSafeLoader as SafeLoader
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml import SafeLoader  # type: ignore[assignment]

Symbol = Literal["circle", "triangle", "square", "diamond", "star", "hexagon", "cross"]
SYMBOLS: tuple[str, ...] = get_args(Symbol)
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")

Loc = tuple[str | int, ...]
Problem = tuple[Loc, str]
"""Where in a YAML document something is wrong, and what."""


# --- shape checks ------------------------------------------------------------------------
def check_fields(data: Any, loc: Loc, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> list[Problem]:
    """Problems of a mapping that must hold ``required`` and may hold ``optional`` keys."""
    if not isinstance(data, Mapping):
        return [(loc, "expected a mapping of fields")]
    problems: list[Problem] = [(loc + (key,), "required field is missing") for key in required if key not in data]
    known = set(required) | set(optional)
    problems += [(loc + (str(key),), "unknown field (check the spelling)") for key in data if key not in known]
    return problems


def check_text(data: Mapping[str, Any], loc: Loc, key: str) -> list[Problem]:
    """A problem if ``data[key]`` (when present) is not a string."""
    if key in data and not isinstance(data[key], str):
        return [(loc + (key,), "expected a text")]
    return []


def is_int(value: Any) -> bool:
    """Whether ``value`` is a whole number (``True``/``False`` are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_ints(data: Mapping[str, Any], loc: Loc, key: str, count: int = 0) -> list[Problem]:
    """A problem if ``data[key]`` (when present) is not a whole number, or with ``count``,
    not a list of exactly ``count`` whole numbers."""
    if key not in data:
        return []
    value = data[key]
    if not count:
        return [] if is_int(value) else [(loc + (key,), "expected a whole number")]
    if not isinstance(value, list) or len(value) != count or not all(is_int(v) for v in value):
        return [(loc + (key,), f"expected a list of {count} whole numbers")]
    return []


def check_items(data: Any, loc: Loc, check: Callable[[Any, Loc], list[Problem]]) -> list[Problem]:
    """Problems of a list whose every item is checked by ``check``."""
    if not isinstance(data, list):
        return [(loc, "expected a list")]
    return [problem for i, item in enumerate(data) for problem in check(item, loc + (i,))]


def read_checked(path: Path, display: str, check: Callable[[Any], list[Problem]]) -> Any:
    """The data of the YAML file ``path`` once ``check`` finds no problem in it.

    Raises :class:`~game.content.base.ContentErrors` (or ``ContentError`` for a file that
    cannot be read or parsed) naming ``display`` and the line of each problem.
    """
    try:
        text = path.read_text(encoding="utf-8")
        # a text nested too deeply would crash the C loader: read_yaml below refuses it
        data = None if too_deep_line(text) is not None else yaml.load(text, Loader=SafeLoader)
    except (OSError, UnicodeDecodeError, ValueError, yaml.YAMLError):
        data = None
    problems = check(data) if data is not None else [((), "")]
    if not problems:
        return data
    from game.content.base import ContentErrors, read_yaml

    doc = read_yaml(path, display)  # raises the located error of an unreadable file
    problems = check(doc.data)
    raise ContentErrors([doc.error(loc, message) for loc, message in problems])


def _hex_colour(data: Mapping[str, Any], loc: Loc, key: str) -> list[Problem]:
    value = data.get(key)
    if isinstance(value, str) and not _HEX.match(value):
        return [(loc + (key,), f"expected a colour like '#0072b2', not {value!r}")]
    return check_text(data, loc, key)


def _unique_ids(items: Any, loc: Loc, what: str) -> list[Problem]:
    seen: dict[str, int] = {}
    problems: list[Problem] = []
    for i, item in enumerate(items if isinstance(items, list) else []):
        ident = item.get("id") if isinstance(item, Mapping) else None
        if not isinstance(ident, str):
            continue
        if ident in seen:
            problems.append((loc + (i, "id"), f"duplicate {what} id {ident!r} (first at index {seen[ident]})"))
        else:
            seen[ident] = i
    return problems


# --- the catalogue ---------------------------------------------------------------------
@dataclass(frozen=True)
class PlayerColour:
    """A player colour and the symbol drawn with it."""

    id: str
    label: str
    rgb: str
    symbol: Symbol

    @property
    def rgb_tuple(self) -> tuple[int, int, int]:
        """The colour as three 0-255 components."""
        return int(self.rgb[1:3], 16), int(self.rgb[3:5], 16), int(self.rgb[5:7], 16)


@dataclass(frozen=True)
class Catalogue:
    """The games in title-screen order (their specs) and the player palette in seat order."""

    games: tuple[GameSpec, ...]
    colours: tuple[PlayerColour, ...]

    def game(self, game_id: str) -> GameSpec:
        """The entry of ``game_id``; ``KeyError`` if there is none."""
        for info in self.games:
            if info.id == game_id:
                return info
        raise KeyError(game_id)

    def colour(self, colour_id: str) -> PlayerColour:
        """The palette entry ``colour_id``; ``KeyError`` if there is none."""
        for colour in self.colours:
            if colour.id == colour_id:
                return colour
        raise KeyError(colour_id)


def _check_colour(data: Any, loc: Loc) -> list[Problem]:
    problems = check_fields(data, loc, ("id", "label", "rgb", "symbol"))
    if not isinstance(data, Mapping):
        return problems
    problems += check_text(data, loc, "id") + check_text(data, loc, "label") + _hex_colour(data, loc, "rgb")
    if "symbol" in data and data["symbol"] not in SYMBOLS:
        problems.append((loc + ("symbol",), f"expected one of {', '.join(SYMBOLS)}"))
    return problems


def _check_players_file(data: Any, seats: int = 0) -> list[Problem]:
    problems = check_fields(data, (), ("colours",))
    if problems:
        return problems
    colours = data["colours"]
    problems = check_items(colours, ("colours",), _check_colour) + _unique_ids(colours, ("colours",), "colour")
    if not problems:
        symbols = [c["symbol"] for c in colours]
        if len(set(symbols)) != len(symbols):
            problems.append(((), "every colour needs its own symbol"))
        if len(colours) < seats:
            # a new game gives every seat a colour of its own
            wanted = f"a game seats {seats} players, each in a colour of its own"
            problems.append((("colours",), f"{len(colours)} colours but {wanted}"))
    return problems


def load_players(content_dir: Path, seats: int = 0) -> tuple[PlayerColour, ...]:
    """The player palette, with a colour for each of ``seats`` players at least; raises
    :class:`~game.content.base.ContentErrors` on a problem."""
    check = partial(_check_players_file, seats=seats)
    data = read_checked(content_dir / "players.yaml", "content/players.yaml", check)
    return tuple(PlayerColour(c["id"], c["label"], c["rgb"].lower(), c["symbol"]) for c in data["colours"])


def most_players(games: tuple[GameSpec, ...]) -> int:
    """The most players any of ``games`` seats (each needs a colour of its own)."""
    return max((spec.max_players for spec in games), default=0)


def load_catalogue(content_dir: Path, games: tuple[GameSpec, ...]) -> Catalogue:
    """The catalogue of ``games`` (the registered specs) with the palette of ``players.yaml``,
    a colour for every seat of the largest game; raises
    :class:`~game.content.base.ContentErrors` listing every problem of the palette as
    ``file:line: field: message``."""
    return Catalogue(games, load_players(content_dir, most_players(games)))


def check_content(content_root: Path, sprites_root: Path | None = None, seats: int = 0) -> None:
    """Check ``players.yaml`` (a colour for each of ``seats`` players); raise ``ContentErrors``
    listing every problem."""
    load_players(content_root, seats)
