"""The scene stack's guarantees, proved with recording scenes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.scenes.stack import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], opaque: bool = True, consumes: bool = False) -> None:
        self.name = name
        self.log = log
        self.opaque = opaque
        self.consumes = consumes

    def on_enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def on_exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def on_pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def on_resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.log.append(f"{self.name}.event")
        return self.consumes

    def update(self, dt: float) -> None:
        self.log.append(f"{self.name}.update")

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")


def click() -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1)


def test_requests_wait_until_applied_between_frames() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("title", log))
    assert stack.top is None and log == []
    stack.apply_requests()
    assert log == ["title.enter"]


def test_every_pause_is_followed_by_a_resume_when_the_scene_above_leaves() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("title", log))
    stack.push(Recorder("settings", log))
    stack.apply_requests()
    stack.pop()
    stack.apply_requests()
    assert log == ["title.enter", "title.pause", "settings.enter", "settings.exit", "title.resume"]


def test_replacing_the_top_scene_exits_it_and_leaves_the_one_below_paused() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("title", log))
    stack.push(Recorder("new_game", log))
    stack.apply_requests()
    log.clear()
    stack.replace(Recorder("table", log))
    stack.apply_requests()
    assert log == ["new_game.exit", "table.enter"]
    stack.pop()
    stack.apply_requests()
    assert log[-2:] == ["table.exit", "title.resume"]


def test_clearing_exits_every_scene_from_the_top_and_empties_the_stack() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("title", log))
    stack.push(Recorder("dialog", log, opaque=False))
    stack.apply_requests()
    log.clear()
    stack.clear()
    stack.apply_requests()
    assert log == ["dialog.exit", "title.exit"]
    assert stack.is_empty


def test_events_go_top_down_until_one_scene_consumes_them() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("title", log))
    stack.push(Recorder("hint", log, opaque=False, consumes=False))
    stack.push(Recorder("dialog", log, opaque=False, consumes=True))
    stack.apply_requests()
    log.clear()
    assert stack.handle_event(click())
    assert log == ["dialog.event"]
    stack.pop()
    stack.apply_requests()
    log.clear()
    assert not stack.handle_event(click())
    assert log == ["hint.event", "title.event"]


def test_a_scene_hidden_under_an_opaque_one_gets_no_input_and_is_not_drawn() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("title", log))
    stack.push(Recorder("settings", log))
    stack.push(Recorder("dialog", log, opaque=False))
    stack.apply_requests()
    log.clear()
    stack.handle_event(click())
    stack.update(0.016)
    stack.draw(pygame.Surface((10, 10)))
    assert "title.event" not in log and "title.draw" not in log and "title.update" not in log
    assert [e for e in log if e.endswith(".draw")] == ["settings.draw", "dialog.draw"]


def test_a_scene_may_ask_to_close_itself_while_handling_an_event() -> None:
    log: list[str] = []
    stack = SceneStack()

    class ClosesOnClick(Recorder):
        def handle_event(self, event: pygame.event.Event) -> bool:
            stack.pop()
            return True

    stack.push(Recorder("title", log))
    stack.push(ClosesOnClick("dialog", log, opaque=False))
    stack.apply_requests()
    stack.handle_event(click())
    assert stack.top is not None and stack.top.name == "dialog"  # type: ignore[attr-defined]
    stack.apply_requests()
    assert stack.top is not None and stack.top.name == "title"  # type: ignore[attr-defined]
    assert log[-2:] == ["dialog.exit", "title.resume"]


def test_once_a_press_asked_for_another_screen_the_rest_of_the_frame_s_events_are_dropped() -> None:
    log: list[str] = []
    stack = SceneStack()

    class ClosesOnClick(Recorder):
        def handle_event(self, event: pygame.event.Event) -> bool:
            log.append(f"{self.name}.event")
            stack.pop()
            return True

    stack.push(Recorder("title", log))
    stack.push(ClosesOnClick("settings", log))
    stack.apply_requests()
    stack.handle_event(click())
    stack.handle_event(click())  # the double click's second press, in the same frame
    stack.apply_requests()
    assert [e for e in log if e.endswith(".event")] == ["settings.event"]
    assert [s.name for s in stack.scenes] == ["title"]  # type: ignore[attr-defined]


class Faulty(Recorder):
    def update(self, dt: float) -> None:
        raise ZeroDivisionError("a bug met every frame")

    def fault(self, log: Path | None) -> None:
        self.log.append(f"{self.name}.fault {log.name if log else '-'}")


def test_a_scene_s_fault_is_logged_and_said_once_and_the_stack_goes_on(
    tablero_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.faults import log_file

    monkeypatch.delenv("TABLERO_STRICT")
    log: list[str] = []
    stack = SceneStack()
    stack.push(Faulty("title", log))
    stack.apply_requests()
    for _ in range(5):
        stack.update(1 / 60)
        stack.draw(pygame.Surface((4, 4)))
    assert log.count("title.fault tablero.log") == 1 and log.count("title.draw") == 5
    assert log_file().read_text(encoding="utf-8").count("ZeroDivisionError: a bug met every frame") == 1


def test_under_the_tests_a_scene_s_fault_is_raised() -> None:
    stack = SceneStack()
    stack.push(Faulty("title", []))
    stack.apply_requests()
    with pytest.raises(ZeroDivisionError):
        stack.update(1 / 60)


def test_a_fault_while_a_scene_joins_leaves_or_lays_out_ends_nothing_and_every_call_still_happens(
    tablero_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("TABLERO_STRICT")
    log: list[str] = []

    class Fragile(Recorder):
        def on_enter(self) -> None:
            super().on_enter()
            raise KeyError("entering")

        def on_exit(self) -> None:
            super().on_exit()
            raise KeyError("leaving")

        def resize(self, size: tuple[int, int]) -> None:
            raise KeyError("laying out")

        def fault(self, log_path: Path | None) -> None:
            self.log.append(f"{self.name}.fault")

    stack = SceneStack()
    stack.push(Recorder("title", log))
    stack.push(Fragile("rules", log))
    stack.apply_requests()
    stack.resize((1024, 576))
    stack.pop()
    stack.apply_requests()
    assert [s.name for s in stack.scenes] == ["title"]  # type: ignore[attr-defined]
    # laying out failed at once (and again at the new size: said once), then entering, then leaving
    assert log == ["title.enter", "title.pause", "rules.fault", "rules.enter", "rules.fault", "rules.exit",
                   "rules.fault", "title.resume"]
