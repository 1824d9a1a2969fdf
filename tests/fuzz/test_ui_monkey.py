"""A monkey at every screen (issue 13): seeded random clicks, drags, wheel turns, keys (Escape,
F1, H, Ctrl+Z, Enter, Tab…), typed text (the strange strings of ``fuzz.texts``) and window
resizes to 1024x576, 1366x768 and 2560x1440, headless, over the title, new-game (seats
included), settings, rules, saved-games, statistics, results and replay screens, a dialog, the
table menu and the table of every registered game.

A second monkey (issue 32) delivers its gestures the way a busy frame does: each click or key
twice in one frame's batch of events (a double click, a key bounced), or several different
gestures in one batch, over the same screens and the tables of Agricola's draft and of the solo
series.  No batch may empty the program unless its own Quit was pressed, and a Back pressed
twice or Escape pressed twice in one batch leaves one screen at most.

Each screen is opened in a fresh program (the real context: real rules, boards, bots and
saves in a throw-away data folder) and then left to the monkey, which may wander to other
screens.  No exception may escape, and after every event the program shows a screen (or has
quit through its own Quit, after which the monkey opens the screen again).  Counts of events
per screen are printed (``python tests/fuzz/test_ui_monkey.py`` prints them without pytest).
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pytest

if __name__ == "__main__":
    sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parents[2])]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("TABLERO_STRICT", "1")  # a screen's fault is raised, not survived

from fuzz.texts import COMBINING, CONTROL, STRANGE, SURROGATES, ZERO_WIDTH  # noqa: E402

from game.context import build_context  # noqa: E402
from game.games import available_games  # noqa: E402
from game.match_setup import MatchSetup, Seat  # noqa: E402
from game.rules.core import GameConfig  # noqa: E402
from game.scenes.stack import Scene, SceneStack  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.ui.context import UiContext  # noqa: E402
from game.ui.widgets import TextField  # noqa: E402

EVENTS_PER_SCREEN = 100
SCREEN_BUDGET_S = 4.0
"""A safety net: the monkey leaves a screen after this long (the counts say how far it got)."""

SIZES = ((1024, 576), (1366, 768), (2560, 1440))
KEYS = (
    pygame.K_ESCAPE, pygame.K_F1, pygame.K_h, pygame.K_z, pygame.K_y, pygame.K_RETURN, pygame.K_KP_ENTER,
    pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
    pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_1, pygame.K_a,
    pygame.K_DELETE, pygame.K_n, pygame.K_s, pygame.K_r, pygame.K_q,
)
MODS = (0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_LCTRL | pygame.KMOD_SHIFT, pygame.KMOD_SHIFT, pygame.KMOD_ALT)
INVISIBLE = (*ZERO_WIDTH, *COMBINING, *CONTROL, *SURROGATES)
"""Typed text that draws nothing or cannot be drawn at all: the monkey tries it often."""
TYPED = tuple(text for text in STRANGE if len(text) < 100) + ("x" * 10_000, "Ana", "42", "²①")


# -- the program, headless ------------------------------------------------------------------

class Program:
    """The screens of a real program in a headless window, driven one event at a time."""

    def __init__(self, size: tuple[int, int] = (1366, 768)) -> None:
        from game.scenes.table.launch import open_table

        pygame.display.init()
        pygame.font.init()
        self.screen = pygame.display.set_mode(size)
        self.stack = SceneStack(size)
        self.ctx: UiContext = build_context(
            self.stack, Settings(language="en", window_size=size), on_start=lambda setup: open_table(self.ctx, setup)
        )

    def frame(self, dt: float = 1 / 30) -> None:
        self.stack.apply_requests()
        if not self.stack.is_empty:
            self.stack.update(dt)
            self.stack.draw(self.screen)

    def open(self, scene: Scene) -> None:
        self.stack.push(scene)
        self.frame()

    def resize(self, size: tuple[int, int]) -> None:
        self.screen = pygame.display.set_mode(size)
        self.stack.resize(size)

    def close(self) -> None:
        self.stack.clear()
        self.stack.apply_requests()


# -- the screens the monkey starts from ------------------------------------------------------

def table_setup(game_id: str, players: int = 2, variants: frozenset[str] = frozenset()) -> MatchSetup:
    seats = (Seat("human", "Ana", "", "blue"), Seat("bot", "Bot", "random", "orange"))
    seats += tuple(Seat("human", f"P{i + 3}", "", c) for i, c in enumerate(("green", "purple")))
    return MatchSetup(game_id, GameConfig(players, variants), 7, seats[:players])


@cache
def finished(game_id: str) -> Any:
    """A whole random match of ``game_id`` (the results and replay screens only read it)."""
    from game.scenes.table.launch import random_match

    return random_match(game_id, 5, None)


def title(p: Program) -> Scene:
    return TitleScene(p.ctx)


def new_game(game_id: str) -> Callable[[Program], Scene]:
    def build(p: Program) -> Scene:
        from game.scenes.new_game import NewGameScene

        return NewGameScene(p.ctx, game_id)

    return build


def settings_screen(p: Program) -> Scene:
    from game.scenes.settings_screen import SettingsScene

    return SettingsScene(p.ctx)


def rules_index(p: Program) -> Scene:
    from game.scenes.table.rules_scene import RulesIndex

    return RulesIndex(p.ctx)


def rules_of(game_id: str) -> Callable[[Program], Scene]:
    def build(p: Program) -> Scene:
        from game.scenes.table.rules_scene import RulesScene

        return RulesScene(p.ctx, game_id)

    return build


def table(game_id: str, players: int = 2, *variants: str) -> Callable[[Program], Scene]:
    def build(p: Program) -> Scene:
        from game.scenes.table.scene import new_table

        return new_table(p.ctx, table_setup(game_id, players, frozenset(variants)))

    return build


def solo_series(p: Program) -> Scene:
    """The new-game screen of Agricola for one player: the solo series' panel, two games in."""
    from game.scenes.new_game import NewGameScene
    from game.series import Series, save_series

    save_series(Series(game=2, food=3, kept=("o_woodcutter",)))
    scene = NewGameScene(p.ctx, "agricola")
    scene.set_players(1)
    return scene


def table_menu(game_id: str) -> Callable[[Program], Scene]:
    def build(p: Program) -> Scene:
        from game.scenes.table.menu import TableMenu

        under = table(game_id)(p)
        p.open(under)
        return TableMenu(p.ctx, under)  # type: ignore[arg-type]

    return build


def results(game_id: str) -> Callable[[Program], Scene]:
    def build(p: Program) -> Scene:
        from game.scenes.table.fallback import kit_for
        from game.scenes.table.results import ResultsScene
        from game.scenes.table.scene import new_table

        return ResultsScene(p.ctx, finished(game_id), kit_for(game_id), record=True,
                            again=lambda setup: new_table(p.ctx, setup))

    return build


def replay(game_id: str) -> Callable[[Program], Scene]:
    def build(p: Program) -> Scene:
        from game.scenes.table.replay import ReplayScene

        return ReplayScene(p.ctx, finished(game_id).save_record())

    return build


def saved_games(p: Program) -> Scene:
    from game.scenes.table.saves_list import SavedGamesScene
    from game.scenes.table.scene import new_table

    for game_id in available_games():
        new_table(p.ctx, table_setup(game_id))
    return SavedGamesScene(p.ctx)


def statistics(p: Program) -> Scene:
    from game.scenes.table.stats_screen import StatisticsScene

    for game_id in available_games():
        results(game_id)(p)
    return StatisticsScene(p.ctx)


def dialog(p: Program) -> Scene:
    from game.scenes.dialog import MessageDialog

    return MessageDialog(p.ctx, "Cannot open this save", "{reason}", {"reason": "\u200b" * 50 + "x" * 5000})


def screens() -> dict[str, Callable[[Program], Scene]]:
    """Every screen the monkey starts from, by name."""
    found: dict[str, Callable[[Program], Scene]] = {
        "title": title,
        "settings": settings_screen,
        "rules": rules_index,
        "saved games": saved_games,
        "statistics": statistics,
        "dialog": dialog,
    }
    for game_id in available_games():
        found[f"new game {game_id}"] = new_game(game_id)
        found[f"table {game_id}"] = table(game_id)
        found[f"table {game_id} 4p"] = table(game_id, 4)
        found[f"table menu {game_id}"] = table_menu(game_id)
        found[f"rules {game_id}"] = rules_of(game_id)
        found[f"results {game_id}"] = results(game_id)
        found[f"replay {game_id}"] = replay(game_id)
    return found


def batched_screens() -> dict[str, Callable[[Program], Scene]]:
    """The screens of the batching monkey: the title, the menus' screens, the rules, the table
    of every game, Agricola's draft, the solo series' panel and one of its games."""
    found: dict[str, Callable[[Program], Scene]] = {
        "title": title, "settings": settings_screen, "rules": rules_index, "saved games": saved_games,
        "statistics": statistics, "solo series": solo_series,
        "table agricola draft": table("agricola", 2, "draft"),
        "table agricola series game 2": table("agricola", 1, "series=2.3.o_woodcutter"),
    }
    for game_id in available_games():
        found[f"new game {game_id}"] = new_game(game_id)
        found[f"table {game_id}"] = table(game_id)
        found[f"rules {game_id}"] = rules_of(game_id)
    return found


# -- the monkey ----------------------------------------------------------------------------

def random_point(rng: random.Random, p: Program) -> tuple[int, int]:
    width, height = p.stack.size
    top = p.stack.top
    widgets = [w for w in getattr(top, "widgets", []) if getattr(w, "rect", None) is not None]
    if widgets and rng.random() < 0.7:
        rect = rng.choice(widgets).rect
        return (rng.randint(rect.left, max(rect.left, rect.right - 1)), rng.randint(rect.top, max(rect.top, rect.bottom - 1)))
    return rng.randrange(width), rng.randrange(height)


def events(
    rng: random.Random, p: Program, home: type[Scene]
) -> Iterator[tuple[str, pygame.event.Event | tuple[int, int]]]:
    """One gesture: a few events (or a window size) named by kind.  Away from ``home`` (the
    screen under test), Escape comes more often, so the monkey spends its time there."""
    roll = rng.random()
    pos = random_point(rng, p)
    if not isinstance(p.stack.top, home) and rng.random() < 0.15:
        yield "key", pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    elif roll < 0.45:
        yield "click", pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        button = rng.choice((1, 1, 1, 1, 3, 2))
        yield "click", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        yield "click", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    elif roll < 0.53:
        end = random_point(rng, p)
        yield "drag", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        for step in range(1, 4):
            at = (pos[0] + (end[0] - pos[0]) * step // 3, pos[1] + (end[1] - pos[1]) * step // 3)
            yield "drag", pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0))
        yield "drag", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)
    elif roll < 0.62:
        yield "move", pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(2, -1), buttons=(0, 0, 0))
    elif roll < 0.67:
        y = rng.choice((-3, -1, 1, 3))
        yield "wheel", pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    elif roll < 0.87:
        key = rng.choice(KEYS)
        mod = rng.choice(MODS)
        unicode = chr(key) if 32 <= key < 127 else ""
        yield "key", pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        yield "key", pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
    elif roll < 0.97:
        fields = [w for w in getattr(p.stack.top, "widgets", []) if isinstance(w, TextField)]
        if fields and rng.random() < 0.6:
            # Typing lands nowhere unless a field has the focus: give one the focus first.
            at = rng.choice(fields).rect.center
            yield "click", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
            yield "click", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)
            if rng.random() < 0.5:  # an empty field, so the strange text is all it shows
                for _ in range(20):
                    yield "key", pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
        typed = rng.choice(INVISIBLE if rng.random() < 0.4 else TYPED)
        yield "text", pygame.event.Event(pygame.TEXTINPUT, text=typed)
    else:
        yield "resize", rng.choice(SIZES)


def open_over_title(program: Program, build: Callable[[Program], Scene]) -> type[Scene]:
    """Open the title screen and the screen ``build`` makes on top (as a player reaches it:
    Escape goes back to the title); the screen's class."""
    program.open(title(program))
    scene = build(program)
    if not isinstance(scene, type(program.stack.top)):
        program.open(scene)
    return type(scene)


def monkey(name: str, build: Callable[[Program], Scene], seed: int) -> Counter[str]:
    """Open the screen ``build`` makes in a fresh program and let the monkey loose on it."""
    rng = random.Random(seed)
    program = Program()
    counts: Counter[str] = Counter()
    try:
        home = open_over_title(program, build)
        start = time.perf_counter()
        for _ in range(EVENTS_PER_SCREEN):
            if time.perf_counter() - start > SCREEN_BUDGET_S:
                counts["stopped by the time budget"] += 1
                break
            for kind, event in events(rng, program, home):
                screen = type(program.stack.top).__name__
                if isinstance(event, tuple):
                    program.resize(event)
                else:
                    program.stack.handle_event(event)
                counts[f"{screen}: {kind}"] += 1
                program.frame()
                if program.stack.is_empty:
                    counts["quit, opened again"] += 1
                    open_over_title(program, build)
            if home is not TitleScene and isinstance(program.stack.top, TitleScene) and rng.random() < 0.3:
                program.open(build(program))
                assert isinstance(program.stack.top, Scene), f"{name}: no screen after a {kind}"
    finally:
        program.close()
    return counts


BATCHES_PER_SCREEN = 70
ESCAPE = (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0),
          pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))


def gesture(rng: random.Random, p: Program, home: type[Scene]) -> list[pygame.event.Event]:
    """One gesture of the first monkey, its events only (a window size is no event)."""
    return [event for _kind, event in events(rng, p, home) if not isinstance(event, tuple)]


def clicks_on(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def batch(rng: random.Random, p: Program, home: type[Scene]) -> tuple[str, list[pygame.event.Event]]:
    """One frame's events, named by kind: a gesture twice, Escape twice, Back clicked twice,
    or two to four different gestures."""
    back = [w for w in getattr(p.stack.top, "widgets", []) if getattr(w, "key", "") == "back"]
    roll = rng.random()
    if roll < 0.45:
        once = gesture(rng, p, home)
        return "twice", once + once
    if roll < 0.6:
        return "escape twice", list(ESCAPE + ESCAPE)
    if roll < 0.7 and back:
        return "back twice", clicks_on(back[0].rect.center) * 2
    return "mixed", [event for _ in range(rng.randint(2, 4)) for event in gesture(rng, p, home)]


def batching_monkey(name: str, build: Callable[[Program], Scene], seed: int) -> Counter[str]:
    """Open the screen ``build`` makes and deliver the monkey's gestures in batches, a frame
    after each; the program may end only through its own Quit, and a Back or Escape pressed
    twice in one batch leaves one screen at most."""
    rng = random.Random(seed)
    program = Program()
    counts: Counter[str] = Counter()
    quits: list[int] = []
    clear = program.stack.clear

    def quitting() -> None:
        quits.append(1)
        clear()

    program.stack.clear = quitting  # type: ignore[method-assign]
    try:
        home = open_over_title(program, build)
        start = time.perf_counter()
        for _ in range(BATCHES_PER_SCREEN):
            if time.perf_counter() - start > SCREEN_BUDGET_S:
                counts["stopped by the time budget"] += 1
                break
            kind, batched = batch(rng, program, home)
            before = program.stack.scenes
            screen = type(program.stack.top).__name__
            quits.clear()
            for event in batched:
                program.stack.handle_event(event)
            program.frame()
            counts[f"{screen}: {kind}"] += len(batched)
            after = program.stack.scenes
            if program.stack.is_empty:
                assert quits, f"{name}: {kind} on {screen} closed the program"
                counts["quit, opened again"] += 1
                open_over_title(program, build)
                continue
            if kind == "back twice":
                assert after == before[:-1], f"{name}: Back twice on {screen} left {len(before) - len(after)} screens"
            elif kind == "escape twice":
                assert before[:-1] == after[: len(before) - 1], f"{name}: Escape twice on {screen} left two screens"
            if home is not TitleScene and isinstance(program.stack.top, TitleScene) and rng.random() < 0.3:
                program.open(build(program))
    finally:
        program.stack.clear = clear  # type: ignore[method-assign]
        program.close()
    return counts


def summary(name: str, counts: Counter[str]) -> str:
    by_screen: Counter[str] = Counter()
    by_kind: Counter[str] = Counter()
    for key, value in counts.items():
        screen, _, kind = key.partition(": ")
        by_screen[screen] += value
        by_kind[kind or screen] += value
    screens = ", ".join(f"{screen} {value}" for screen, value in sorted(by_screen.items()))
    kinds = ", ".join(f"{kind} {value}" for kind, value in sorted(by_kind.items()))
    return f"ui monkey from {name}: {sum(counts.values())} events; by screen: {screens}; by kind: {kinds}"


SCREENS = screens()


@pytest.mark.parametrize("name", list(SCREENS))
def test_the_monkey_closes_nothing_and_always_leaves_a_screen(
    name: str, tablero_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    counts = monkey(name, SCREENS[name], seed=sum(map(ord, name)))
    with capsys.disabled():
        print("\n" + summary(name, counts))
    assert sum(counts.values()) >= 20


BATCHED = batched_screens()


@pytest.mark.parametrize("name", list(BATCHED))
def test_events_doubled_or_batched_in_one_frame_close_nothing_and_one_press_leaves_one_screen(
    name: str, tablero_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    counts = batching_monkey(name, BATCHED[name], seed=sum(map(ord, name)) + 1)
    with capsys.disabled():
        print("\n" + summary(f"{name} (batched)", counts))
    assert sum(counts.values()) >= 20


def main() -> None:
    """Print the counts of every screen (the same run the tests make)."""
    import tempfile

    os.environ["TABLERO_HOME"] = tempfile.mkdtemp(prefix="tablero-monkey-")
    for name, build in SCREENS.items():
        print(summary(name, monkey(name, build, seed=sum(map(ord, name)))))
    for name, build in BATCHED.items():
        print(summary(f"{name} (batched)", batching_monkey(name, build, seed=sum(map(ord, name)) + 1)))


if __name__ == "__main__":
    main()
