"""Game-specific table parts: each game's board view, log sentences and result labels.

``game.boards.<game_id>`` is a package exposing a :class:`~game.boards.base.BoardKit`
named ``KIT``.  The table scenes (``game.scenes.table``) are generic and ask the kit for
everything that depends on the game.
"""

from __future__ import annotations

import importlib

from game.boards.base import BoardKit


def board_kit(game_id: str) -> BoardKit:
    """The kit of ``game_id``; ``KeyError`` when the game has no table yet."""
    try:
        module = importlib.import_module(f"game.boards.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name == f"game.boards.{game_id}":
            raise KeyError(game_id) from None
        raise
    kit = getattr(module, "KIT", None)
    if not isinstance(kit, BoardKit):
        raise KeyError(game_id)
    return kit
