"""What every screen is given: the stack, the translator, fonts, art, layouts, the game
catalogue, the settings and the services it may call (saves, rules, starting a match).

One :class:`UiContext` is built by the app (:func:`game.context.build_context`, or by a test
with fakes) and passed to each scene's constructor; there are no module-level singletons.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from game.content.catalogue import Catalogue
from game.content.layouts import LayoutBook
from game.i18n import Translator
from game.settings import Settings
from game.ui.assets import ArtBook
from game.ui.sounds import SoundBoard
from game.ui.theme import FontBook

if TYPE_CHECKING:
    from game.match_setup import MatchSetup
    from game.rules.core import GameRules


class ScreenStack(Protocol):
    """What a screen may ask of the stack of open screens (``game.scenes.stack.SceneStack``
    is the one the app uses): open one on top, close the top one, swap it, close them all.

    The screens are passed as plain objects so this layer needs nothing from the scenes.
    """

    @property
    def size(self) -> tuple[int, int]:
        """The window size in pixels."""
        ...

    @property
    def top(self) -> Any:
        """The screen on top (``None`` when none is open)."""
        ...

    def push(self, scene: Any) -> None:
        """Open ``scene`` on top (between frames)."""

    def pop(self) -> None:
        """Close the top screen (between frames)."""

    def replace(self, scene: Any) -> None:
        """Swap the top screen for ``scene`` (between frames)."""

    def clear(self) -> None:
        """Close every screen (the program ends)."""


@dataclass
class UiContext:
    """Shared services of the screens.  ``settings`` is the current settings; change them
    only through :meth:`change_settings`, which also switches the language at once."""

    stack: ScreenStack
    translator: Translator
    fonts: FontBook
    art: ArtBook
    layouts: LayoutBook
    catalogue: Catalogue
    settings: Settings
    settings_changed: Callable[[Settings], None]
    has_saves: Callable[[], bool]
    available_games: Callable[[], list[str]]
    rules_for: Callable[[str], GameRules[Any] | None]
    on_start: Callable[[MatchSetup], None]
    sounds: SoundBoard = field(default_factory=SoundBoard.silent)
    """The table's sounds (a test's context gets a board that plays nothing)."""

    def change_settings(self, settings: Settings) -> None:
        """Adopt ``settings``: switch the language now and tell the app (window, saving)."""
        self.settings = settings
        self.translator.set_language(settings.language)
        self.sounds.set_level(settings.volume, settings.muted)
        self.settings_changed(settings)
