"""Opening the table: a new match, a saved one, or the newest unfinished one (Continue).

The app's ``on_start`` and the title screen call these; each returns the scene to push (or
replace with) and raises :class:`~game.saves.SaveError` with one sentence when a save cannot
be resumed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.content import load_game_content
from game.content.base import ContentError, ContentErrors
from game.match import Match
from game.match_setup import MatchSetup
from game.saves import SaveError, SaveRecord, list_saves, new_save_path, read_save, replay_save
from game.scenes.table.fallback import kit_for
from game.scenes.table.scene import TableScene
from game.ui.context import UiContext

CONTINUE_LOOKS_AT = 8
"""How many of the newest saves Continue checks for one that is not finished."""


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


def new_table(ctx: UiContext, setup: MatchSetup, save_path: Path | None = None) -> TableScene:
    """A table for a new match, saved after every move into a fresh save file."""
    content = game_content(setup.game_id)
    match = Match(setup, content, save_path or new_save_path(setup.game_id))
    match.autosave()
    return TableScene(ctx, match, kit_for(setup.game_id))


def resume_match(record: SaveRecord, path: Path | None) -> Match:
    """The match of a save, checked move by move and rebuilt."""
    content = game_content(record.game)
    replay_save(record, content)
    return Match.resume(record, content, path)


def resume_table(ctx: UiContext, path: Path) -> TableScene:
    """A table for the saved match in ``path`` (it keeps saving into the same file)."""
    match = resume_match(read_save(path), path)
    return TableScene(ctx, match, kit_for(match.setup.game_id))


def newest_unfinished() -> Path | None:
    """The most recently played save whose game is not over, if any."""
    for path in list_saves()[:CONTINUE_LOOKS_AT]:
        try:
            record = read_save(path)
            state = replay_save(record, game_content(record.game))
        except SaveError:
            continue
        if not state.is_over:
            return path
    return None
