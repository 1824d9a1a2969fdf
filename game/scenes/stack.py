"""The scene stack: which screens are open, who gets input, who is drawn.

A :class:`Scene` handles events, updates with ``dt`` and draws; ``draw`` never changes state.
The :class:`SceneStack` owns push, pop and replace.  They are *requests*, applied between
frames by :meth:`SceneStack.apply_requests`, so a scene can ask to close itself in the middle
of handling a click without the stack changing under the loop.

Guarantees:

- every ``on_pause`` is followed by exactly one ``on_resume`` (or ``on_exit`` if the paused
  scene is removed while paused — by a replace of the scene above or by :meth:`clear`);
- every scene gets ``on_enter`` once when it joins and ``on_exit`` once when it leaves;
- events are offered from the top scene down until one consumes it, never reaching below an
  opaque scene (what a player cannot see cannot take their clicks);
- one press, one change of screen: once a change is requested, the rest of that frame's
  events are dropped.  They were aimed at the screen the player saw, which is leaving or
  being covered; a double click on Back (or Escape twice, or "Leave the table" twice)
  delivered in one batch would otherwise pop the screen beneath too, the title included;
- drawing starts at the top-most opaque scene and goes upward, so a transparent dialog shows
  the screen beneath it;
- a fault (an exception) a scene raises while handling an event, updating, drawing, laying
  out, joining or leaving ends neither the frame loop nor the program: it is written to the
  player's log (:mod:`game.faults`) and the scene is told once (:meth:`Scene.fault`) to say
  so.  Under ``TABLERO_STRICT=1`` (the tests) it is raised instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import pygame

from game import faults


class Scene:
    """One screen or dialog.  Subclasses override what they need.

    ``opaque`` scenes cover the whole window; transparent ones (dialogs) let the scene
    beneath show through.
    """

    opaque: bool = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one input event; return whether it was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint onto ``surface``.  Must not change the scene's state."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window now has ``size`` pixels: lay out again."""

    def on_enter(self) -> None:
        """Called once when the scene joins the stack."""

    def on_exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def on_pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def on_resume(self) -> None:
        """The scene on top of this one left; this one is on top again."""

    def fault(self, log: Path | None) -> None:
        """A fault of this scene was survived and written to ``log`` (``None``: the log could
        not be written): say so in a line."""


_FAULT = object()
"""What a guarded call that failed gives."""


@dataclass(frozen=True)
class _Request:
    action: Literal["push", "pop", "replace", "clear"]
    scene: Scene | None = None


class SceneStack:
    """The open scenes, bottom first.  Changes are requested, then applied between frames."""

    def __init__(self, size: tuple[int, int] = (1366, 768)) -> None:
        self._scenes: list[Scene] = []
        self._requests: list[_Request] = []
        self._faults: set[str] = set()
        self.size = size

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """The scenes, bottom first."""
        return tuple(self._scenes)

    @property
    def top(self) -> Scene | None:
        """The scene on top, or ``None`` when the stack is empty."""
        return self._scenes[-1] if self._scenes else None

    @property
    def is_empty(self) -> bool:
        """Whether no scene is open and none is waiting to open (the program should end)."""
        return not self._scenes and not self._requests

    def push(self, scene: Scene) -> None:
        """Request ``scene`` on top (the current top will be paused)."""
        self._requests.append(_Request("push", scene))

    def pop(self) -> None:
        """Request removing the top scene (the one beneath will be resumed)."""
        self._requests.append(_Request("pop"))

    def replace(self, scene: Scene) -> None:
        """Request swapping the top scene for ``scene``."""
        self._requests.append(_Request("replace", scene))

    def clear(self) -> None:
        """Request closing every scene (quitting)."""
        self._requests.append(_Request("clear"))

    def apply_requests(self) -> None:
        """Apply the pending requests in order.  Call between frames."""
        while self._requests:
            request = self._requests.pop(0)
            if request.action == "push" and request.scene is not None:
                if self._scenes:
                    self._call(self._scenes[-1], "on_pause")
                self._join(request.scene)
            elif request.action == "pop" and self._scenes:
                self._call(self._scenes.pop(), "on_exit")
                if self._scenes:
                    self._call(self._scenes[-1], "on_resume")
            elif request.action == "replace" and request.scene is not None:
                if self._scenes:
                    self._call(self._scenes.pop(), "on_exit")
                self._join(request.scene)
            elif request.action == "clear":
                while self._scenes:
                    self._call(self._scenes.pop(), "on_exit")

    def _join(self, scene: Scene) -> None:
        self._scenes.append(scene)
        self._call(scene, "resize", self.size)
        self._call(scene, "on_enter")

    def _call(self, scene: Scene, hook: str, *args: Any) -> None:
        """The stack's own call of ``scene``'s ``hook``, guarded: the stack's order stands
        whatever the scene does."""
        self._guarded(scene, getattr(scene, hook), *args)

    def _visible_from(self) -> int:
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                return index
        return 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer ``event`` from the top down; return whether a scene consumed it.  While a
        change of screen waits for the next frame, the event is dropped (taken, unseen)."""
        if self._requests:
            return True
        lowest = self._visible_from()
        for scene in reversed(self._scenes[lowest:]):
            taken = self._guarded(scene, scene.handle_event, event)
            if taken is _FAULT or taken:  # an event whose handling failed reaches no scene beneath
                return True
        return False

    def update(self, dt: float) -> None:
        """Update the visible scenes (the top-most opaque one and those above it)."""
        for scene in self._scenes[self._visible_from():]:
            self._guarded(scene, scene.update, dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the top-most opaque scene upward."""
        for scene in self._scenes[self._visible_from():]:
            self._guarded(scene, scene.draw, surface)

    def _guarded(self, scene: Scene, call: Callable[..., Any], *args: Any) -> Any:
        """``call(*args)``; a fault is logged, told to ``scene`` once, and gives ``_FAULT``."""
        try:
            return call(*args)
        except Exception as exc:
            if faults.strict():
                raise
            self._survive(scene, call, exc)
            return _FAULT

    def _survive(self, scene: Scene, call: Callable[..., Any], exc: Exception) -> None:
        key = faults.signature(exc)
        if key in self._faults:  # the same bug met again (every frame, say): said and logged once
            return
        self._faults.add(key)
        log = faults.record(exc, f"{type(scene).__name__}.{getattr(call, '__name__', 'call')}")
        try:
            scene.fault(log)
        except Exception as again:  # saying it failed too: the log holds both
            faults.record(again, f"{type(scene).__name__}.fault")

    def resize(self, size: tuple[int, int]) -> None:
        """Tell every scene the window changed size."""
        self.size = size
        for scene in self._scenes:
            self._call(scene, "resize", size)
