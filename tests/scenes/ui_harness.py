"""Headless screens for tests: a context with fake services, and synthetic input.

``tests/scenes/conftest.py`` turns :func:`make_ui_factory` into the ``make_ui`` fixture.

``ui`` builds a :class:`UiContext` over the shipped fonts, art, layouts and catalogs, with
rules, saves and the start callback replaced by fakes the test controls.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.context import build_context
from game.match_setup import MatchSetup
from game.rules.core import GameRules, VariantSpec
from game.scenes.stack import Scene, SceneStack
from game.settings import Settings
from game.ui.context import UiContext


def fake_rules(game_id: str, low: int, high: int, variants: tuple[VariantSpec, ...] = ()) -> GameRules[Any]:
    """Registry entry of a game whose rules are 'built' for the test (never played)."""

    def never(*args: Any) -> Any:
        raise AssertionError("the screens must not start the rules themselves")

    return GameRules(game_id, low, high, never, never, never, variants)


@dataclass
class Services:
    """What the fake services saw and what they answer."""

    built: dict[str, GameRules[Any]] = field(default_factory=dict)
    saves: bool = False
    started: list[MatchSetup] = field(default_factory=list)
    saved_settings: list[Settings] = field(default_factory=list)


@dataclass
class Ui:
    """A headless screen stack and its context."""

    ctx: UiContext
    services: Services
    screen: pygame.Surface

    @property
    def stack(self) -> SceneStack:
        return self.ctx.stack

    @property
    def top(self) -> Scene:
        top = self.stack.top
        assert top is not None
        return top

    def open(self, scene: Scene) -> Scene:
        self.stack.push(scene)
        self.frame()
        return scene

    def frame(self) -> None:
        self.stack.apply_requests()
        self.stack.update(1 / 60)
        self.stack.draw(self.screen)

    def click(self, key: str) -> None:
        """Move the pointer onto the widget ``key`` of the top screen and click it."""
        widget = self.top.widget(key)  # type: ignore[attr-defined]
        self.click_at(widget.rect.center)

    def click_at(self, pos: tuple[int, int]) -> None:
        self.stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frame()

    def type(self, text: str) -> None:
        self.stack.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frame()

    def key(self, key: int) -> None:
        self.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        self.frame()

    def texts(self) -> list[str]:
        return [text for _rect, text in self.top.texts()]  # type: ignore[attr-defined]


PORTO_LIKE = fake_rules("porto", 2, 4, (VariantSpec("novice", "variant_novice", (2, 3)),))
OREGON_LIKE = fake_rules("oregon", 2, 4)


def make_ui_factory() -> Callable[..., Ui]:
    """``make_ui(size=(1366, 768), lang="en", built=(OREGON_LIKE, PORTO_LIKE), saves=False, text_size=1.0)``."""
    pygame.display.init()
    pygame.font.init()

    def make(
        size: tuple[int, int] = (1366, 768),
        lang: str = "en",
        built: tuple[GameRules[Any], ...] = (OREGON_LIKE, PORTO_LIKE),
        saves: bool = False,
        text_size: float = 1.0,
    ) -> Ui:
        services = Services({r.id: r for r in built}, saves)
        screen = pygame.display.set_mode(size)
        stack = SceneStack(size)
        from game.games import GAMES

        ctx = build_context(
            stack,
            Settings(language=lang, window_size=size, ui_scale=text_size),
            on_start=services.started.append,
            settings_changed=services.saved_settings.append,
            has_saves=lambda: services.saves,
            available_games=lambda: [spec.id for spec in GAMES if spec.id in services.built],
            rules_for=services.built.get,
        )
        return Ui(ctx, services, screen)

    return make


