"""The catalogue the screens show: the four games (``content/games.yaml``) and the player
colours with their symbols (``content/players.yaml``).

Names and blurbs are English source strings; screens translate them when they draw them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import field_validator, model_validator

from game.content.base import (
    ContentError,
    ContentErrors,
    Frozen,
    check_unique_ids,
    read_yaml,
    validate,
)

Symbol = Literal["circle", "triangle", "square", "diamond", "star", "hexagon", "cross"]
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


def _hex_colour(value: str) -> str:
    if not _HEX.match(value):
        raise ValueError(f"expected a colour like '#0072b2', not {value!r}")
    return value.lower()


class VariantLabel(Frozen):
    """How the new-game screen names one variant flag of a game's rules."""

    id: str
    label: str


class GameInfo(Frozen):
    """One game's title-screen entry."""

    id: str
    name: str
    players: tuple[int, int]
    blurb: str
    art: str
    accent: str
    variants: tuple[VariantLabel, ...] = ()

    def variant_label(self, variant_id: str, fallback: str) -> str:
        """The English label of ``variant_id`` (``fallback`` when none is given)."""
        for variant in self.variants:
            if variant.id == variant_id:
                return variant.label
        return fallback

    @field_validator("accent")
    @classmethod
    def _accent_is_hex(cls, value: str) -> str:
        return _hex_colour(value)

    @field_validator("players")
    @classmethod
    def _players_in_order(cls, value: tuple[int, int]) -> tuple[int, int]:
        if not 1 <= value[0] <= value[1] <= 8:
            raise ValueError("expected [fewest, most] players, between 1 and 8")
        return value

    @property
    def min_players(self) -> int:
        """Fewest players the game allows."""
        return self.players[0]

    @property
    def max_players(self) -> int:
        """Most players the game allows."""
        return self.players[1]


class GamesFile(Frozen):
    """``content/games.yaml``."""

    games: tuple[GameInfo, ...]


class PlayerColour(Frozen):
    """A player colour and the symbol drawn with it."""

    id: str
    label: str
    rgb: str
    symbol: Symbol

    @field_validator("rgb")
    @classmethod
    def _rgb_is_hex(cls, value: str) -> str:
        return _hex_colour(value)

    @property
    def rgb_tuple(self) -> tuple[int, int, int]:
        """The colour as three 0-255 components."""
        return int(self.rgb[1:3], 16), int(self.rgb[3:5], 16), int(self.rgb[5:7], 16)


class PlayersFile(Frozen):
    """``content/players.yaml``."""

    colours: tuple[PlayerColour, ...]

    @model_validator(mode="after")
    def _symbols_differ(self) -> PlayersFile:
        symbols = [c.symbol for c in self.colours]
        if len(set(symbols)) != len(symbols):
            raise ValueError("every colour needs its own symbol")
        return self


@dataclass(frozen=True)
class Catalogue:
    """The games in title-screen order and the player palette in seat order."""

    games: tuple[GameInfo, ...]
    colours: tuple[PlayerColour, ...]

    def game(self, game_id: str) -> GameInfo:
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


def load_players(content_dir: Path) -> tuple[PlayerColour, ...]:
    """The player palette; raises :class:`ContentErrors` on a problem."""
    doc = read_yaml(content_dir / "players.yaml", "content/players.yaml")
    players = validate(doc, PlayersFile)
    errors = check_unique_ids(doc, players.colours, ("colours",), "colour")
    if errors:
        raise ContentErrors(errors)
    return players.colours


def load_catalogue(content_dir: Path, sprites_dir: Path | None = None) -> Catalogue:
    """Read and check ``games.yaml`` and ``players.yaml``.

    When ``sprites_dir`` is given, every game's art must exist there.  Raises
    :class:`ContentErrors` listing every problem as ``file:line: field: message``.
    """
    from game.rules.registry import GAME_IDS

    doc = read_yaml(content_dir / "games.yaml", "content/games.yaml")
    games = validate(doc, GamesFile)
    errors: list[ContentError] = check_unique_ids(doc, games.games, ("games",), "game")
    for i, info in enumerate(games.games):
        if info.id not in GAME_IDS:
            errors.append(doc.error(("games", i, "id"), f"unknown game {info.id!r} (games: {', '.join(GAME_IDS)})"))
        if sprites_dir is not None and not (sprites_dir / info.art).is_file():
            errors.append(doc.error(("games", i, "art"), f"no such sprite: sprites/{info.art}"))
    if errors:
        raise ContentErrors(errors)
    return Catalogue(games.games, load_players(content_dir))
