"""Which games exist, in the order the title screen shows them.

Each game package registers its :class:`~game.rules.core.GameRules` here.  A game listed in
``GAME_IDS`` but not registered is shown on the title screen as "coming" and cannot be started.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from game.rules.core import GameRules

GAME_IDS: tuple[str, ...] = ("oregon", "porto", "fields_of_green", "agricola")

_rules: dict[str, GameRules[Any]] = {}


def register(rules: GameRules[Any]) -> None:
    """Add a game to the registry (called by each game package's ``__init__``)."""
    _rules[rules.id] = rules


def available_games() -> list[str]:
    """Ids of the games whose rules are built, in title-screen order.

    Answered from which game packages exist, without importing them (the title screen asks
    before its first frame); :func:`get_rules` imports a game when it is first played.
    """
    return [g for g in GAME_IDS if g in _rules or _package_exists(g)]


def _package_exists(game_id: str) -> bool:
    try:
        return importlib.util.find_spec(f"game.rules.{game_id}") is not None
    except ModuleNotFoundError:
        return False


def get_rules(game_id: str) -> GameRules[Any]:
    """The rules of ``game_id``; ``KeyError`` if it is unknown or not built."""
    _load_all()
    return _rules[game_id]


def _load_all() -> None:
    for game_id in GAME_IDS:
        if game_id in _rules:
            continue
        try:
            importlib.import_module(f"game.rules.{game_id}")
        except ModuleNotFoundError as exc:
            if exc.name != f"game.rules.{game_id}":
                raise
