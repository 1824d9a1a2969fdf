"""Building the :class:`~game.ui.context.UiContext` the screens share, from the installed
files and the registered games (``game/games/``).

It lives above ``game.ui`` because it asks the list of games, which reaches the boards (and
the boards use ``game.ui``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import games
from game.content.catalogue import load_catalogue
from game.content.layouts import LayoutBook
from game.i18n import Translator
from game.settings import Settings
from game.ui.assets import ArtBook
from game.ui.context import ScreenStack, UiContext
from game.ui.sounds import SoundBoard
from game.ui.theme import FontBook, fonts_dir

if TYPE_CHECKING:
    from game.match_setup import MatchSetup
    from game.rules.core import GameRules


def saves_exist() -> bool:
    """Whether any saved match exists (the title screen's Continue button)."""
    from game.saves import has_saves

    return has_saves()


def registered_rules(game_id: str) -> GameRules[Any] | None:
    """The rules of ``game_id``, or ``None`` while the game is coming."""
    try:
        return games.get_rules(game_id)
    except KeyError:
        return None


def build_context(
    stack: ScreenStack,
    settings: Settings,
    on_start: Callable[[MatchSetup], None],
    settings_changed: Callable[[Settings], None] = lambda settings: None,
    root: Path | None = None,
    has_saves: Callable[[], bool] = saves_exist,
    available_games: Callable[[], list[str]] = games.available_games,
    rules_for: Callable[[str], GameRules[Any] | None] = registered_rules,
) -> UiContext:
    """A context reading fonts, art, layouts, the player palette and catalogs from ``root``
    (the install root by default), with every registered game in its catalogue.  Raises
    ``ContentErrors`` when shipped content is broken."""
    from game import paths

    base = root or paths.install_root()
    return UiContext(
        stack=stack,
        translator=Translator(base / "locales", settings.language),
        fonts=FontBook(base / "fonts" if root else fonts_dir()),
        art=ArtBook(base / "sprites"),
        layouts=LayoutBook(base / "content" / "layouts"),
        catalogue=load_catalogue(base / "content", games.GAMES),
        settings=settings,
        settings_changed=settings_changed,
        has_saves=has_saves,
        available_games=available_games,
        rules_for=rules_for,
        on_start=on_start,
        sounds=SoundBoard(base / "sprites" / "sounds", settings.volume, settings.muted),
    )
