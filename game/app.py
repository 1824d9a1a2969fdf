"""The window and its frame loop.

:func:`run_app` is what ``python -m game`` and ``python -m game play`` call: it reads the
settings, applies the command line's overrides, opens the window at the title screen (or
goes straight to a match) and runs until the player quits.

Set ``TABLERO_FIRST_FRAME=1`` to have the program print ``TABLERO_FIRST_FRAME`` on standard
output once the first frame is on screen (``exit`` instead of ``1`` also quits right after;
``benchmarks/bench_ui.py`` uses it to time the launch).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import check_language
from game.match_setup import MatchSetup
from game.settings import Settings

if TYPE_CHECKING:
    import pygame

    from game.scenes.stack import SceneStack
    from game.ui.context import UiContext

FPS = 60
MIN_WINDOW = (1024, 576)
FIRST_FRAME_ENV = "TABLERO_FIRST_FRAME"

StartMatch = Callable[["UiContext", MatchSetup], None]


def open_table(ctx: UiContext, setup: MatchSetup) -> None:
    """Open the game table for ``setup`` (``game.scenes.table``)."""
    from game.scenes.table.launch import open_table as open_match_table

    open_match_table(ctx, setup)


def _window_flags(settings: Settings) -> tuple[tuple[int, int], int]:
    import pygame

    if settings.fullscreen:
        return (0, 0), pygame.FULLSCREEN
    return settings.window_size, pygame.RESIZABLE


def run(
    settings: Settings,
    start: MatchSetup | None = None,
    on_start: StartMatch = open_table,
    save: Callable[[Settings], None] | None = None,
) -> int:
    """Open the window with ``settings`` and run the frame loop until the player quits.

    ``on_start`` receives every match the new-game screen (or ``start``) sets up; ``save``
    keeps changed settings.  Returns the process exit code.
    """
    import pygame

    from game.context import build_context
    from game.scenes.stack import SceneStack
    from game.scenes.title import TitleScene

    pygame.display.init()
    pygame.font.init()
    size, flags = _window_flags(settings)
    try:
        screen = pygame.display.set_mode(size, flags)
    except pygame.error as exc:
        print(f"tablero: cannot open a window ({exc})", file=sys.stderr)
        return 1
    _set_minimum_size()
    stack = SceneStack(screen.get_size())

    def settings_changed(new: Settings) -> None:
        nonlocal screen
        if save is not None:
            save(new)
        if _window_flags(new) != _window_flags(settings_in_use[0]):
            screen = pygame.display.set_mode(*_window_flags(new))
            stack.resize(screen.get_size())
        settings_in_use[0] = new

    settings_in_use = [settings]
    try:
        ctx = build_context(stack, settings, lambda setup: on_start(ctx, setup), settings_changed)
    except Exception as exc:
        # the content module (and pydantic with it) is loaded only when something is wrong
        from game.content.base import ContentError, ContentErrors

        if not isinstance(exc, (ContentError, ContentErrors)):
            raise
        for line in str(exc).splitlines():
            print(f"tablero: {line}", file=sys.stderr)
        return 2
    pygame.display.set_caption("Tablero")
    stack.push(TitleScene(ctx))
    if start is not None:
        stack.apply_requests()
        on_start(ctx, start)
    try:
        _loop(stack, lambda: screen)
    except Exception as exc:
        # the screens survive their own faults (game.scenes.stack); one that escapes them is a
        # bug of the program, never to be told as a mistake of the player's
        from game import faults

        if faults.strict():
            raise
        log = faults.record(exc, "the frame loop")
        raise faults.Fault(f"an internal fault stopped the program (details in {log or 'no log'})") from exc
    pygame.quit()
    return 0


def _set_minimum_size() -> None:
    import pygame

    with contextlib.suppress(AttributeError, pygame.error):
        pygame.Window.from_display_module().minimum_size = MIN_WINDOW


def _loop(stack: SceneStack, screen_of: Callable[[], pygame.Surface]) -> None:
    import pygame

    marker = os.environ.get(FIRST_FRAME_ENV, "")
    clock = pygame.time.Clock()
    dt = 0.0
    first = True
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                stack.clear()
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                size = screen_of().get_size()
                if size != stack.size:
                    stack.resize(size)
            else:
                stack.handle_event(event)
        stack.apply_requests()
        if stack.is_empty:
            return
        stack.update(dt)
        stack.draw(screen_of())
        pygame.display.flip()
        if first and marker:
            print(FIRST_FRAME_ENV, flush=True)
            if marker == "exit":
                return
        first = False
        dt = clock.tick(FPS) / 1000.0


def run_app(
    lang: str | None = None,
    size: tuple[int, int] | None = None,
    fullscreen: bool | None = None,
    start: MatchSetup | None = None,
) -> int:
    """Play Tablero in a window: the title screen, or straight into ``start``.

    ``lang``, ``size`` and ``fullscreen`` override the saved settings for this run only
    (changes made in the settings screen are saved).  A damaged settings file gives a
    one-line warning and the defaults.  Returns the exit code.
    """
    from game.paths import settings_file
    from game.settings import load_settings, save_settings

    path = settings_file()
    settings, warning = load_settings(path)
    if warning:
        print(f"tablero: {warning}", file=sys.stderr)
    if lang is not None:
        try:
            check_language(lang)
        except ValueError as exc:
            print(f"tablero: {exc}", file=sys.stderr)
            return 2
        settings = settings.with_changes(language=lang)
    try:
        if size is not None:
            settings = settings.with_changes(window_size=tuple(size), fullscreen=False)
        if fullscreen is not None:
            settings = settings.with_changes(fullscreen=fullscreen)
    except ValueError as exc:
        print(f"tablero: {exc}", file=sys.stderr)
        return 2

    def keep(new: Settings) -> None:
        try:
            save_settings(new, path)
        except OSError as exc:
            print(f"tablero: cannot save settings to {path} ({exc.__class__.__name__})", file=sys.stderr)

    return run(settings, start, save=keep)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run_app())
