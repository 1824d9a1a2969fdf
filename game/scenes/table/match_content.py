"""The content a match at the table needs, with a load failure turned into one sentence."""

from __future__ import annotations

from typing import Any

from game.content.base import ContentError, ContentErrors
from game.games import load_game_content
from game.saves import SaveError


def game_content(game_id: str) -> Any:
    """The game's content; :class:`SaveError` with the first problem when it is broken."""
    try:
        return load_game_content(game_id)
    except ContentErrors as exc:
        first = exc.errors[0].text() if exc.errors else "broken content"
        raise SaveError(f"{game_id}: the game's content cannot be loaded: {first}") from None
    except ContentError as exc:
        raise SaveError(f"{game_id}: the game's content cannot be loaded: {exc.text()}") from None
    except LookupError:
        raise SaveError(f"the game {game_id!r} is not available in this version") from None
