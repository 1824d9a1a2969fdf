"""Helpers of the fuzz suite's file and command-line half (``test_files_*``, ``test_cli_*``,
``test_kill_*``): seeded mutations of a good file, good saves of every registered game, and
the count of cases tried per area.

Every case comes from a fixed seed, so a failure names the area, the kind of mutation and the
case number, and running the test again reproduces it.  ``tools/fuzz_report.py`` runs these
tests with ``TABLERO_FUZZ_COUNTS`` naming a file, where :func:`count` adds the cases each
area tried, and prints the totals.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from game.games import GAMES, GameSpec, get_rules, load_game_content
from game.match_setup import Seat
from game.rules.core import GameConfig
from game.saves import SaveRecord

SEED = 13
"""Every fuzz case of this half derives from this seed."""
COUNTS_ENV = "TABLERO_FUZZ_COUNTS"

KINDS: tuple[str, ...] = (
    "truncated",
    "byte flips",
    "wrong type",
    "deleted field",
    "huge number",
    "not finite",
    "deep nesting",
    "huge string",
    "NUL and surrogates",
)
"""The mutations, taken in turn so every kind is tried on every file."""

ODD_VALUES: tuple[Any, ...] = (None, True, -1, 0, 2**70, 1.5, "", "x" * 300, [], {}, [[]], {"a": 1}, "\u0000", "\ud800")
"""Values of the wrong type (or of no sensible size) put where a field was."""
_RAW = "@@raw@@"


def count(area: str, cases: int) -> None:
    """Add ``cases`` tried in ``area`` to the file named by ``TABLERO_FUZZ_COUNTS`` (if set)."""
    target = os.environ.get(COUNTS_ENV)
    if not target:
        return
    path = Path(target)
    counts: dict[str, int] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    counts[area] = counts.get(area, 0) + cases
    path.write_text(json.dumps(counts, indent=1, sort_keys=True), encoding="utf-8")


def built_games() -> list[GameSpec]:
    """The registered games that can be played (a new game is fuzzed the day it is built)."""
    return [spec for spec in GAMES if spec.built]


def coming_games() -> list[GameSpec]:
    """The registered games still coming (a save naming one is refused, never crashes)."""
    return [spec for spec in GAMES if not spec.built]


def good_record(spec: GameSpec, seed: int = SEED, moves: int = 6) -> SaveRecord:
    """A save of ``spec``'s game after ``moves`` random legal moves from ``seed``."""
    rules = get_rules(spec.id)
    players = max(2, spec.min_players)
    config = GameConfig(players)
    state = rules.new_game(load_game_content(spec.id), config, seed)
    rng = random.Random(seed)
    played = []
    while not state.is_over and len(played) < moves:
        move = rng.choice(state.legal_moves())
        state.apply(move)
        played.append(str(move))
    seats = (Seat("human", "Ana", "", "blue"),) + tuple(
        Seat("bot", f"Bot {i + 1}", "random") for i in range(1, players)
    )
    return SaveRecord(spec.id, config, seed, seats, tuple(played), rules.content_version, turn=state.round_number)


def _paths(data: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON value (the root excluded), parents before children."""
    items: Any = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield at + (key,)
        yield from _paths(value, at + (key,))


def _replaced(data: Any, where: tuple[Any, ...], value: Any) -> Any:
    copy = json.loads(json.dumps(data))
    parent = copy
    for key in where[:-1]:
        parent = parent[key]
    parent[where[-1]] = value
    return copy


def _deleted(data: Any, where: tuple[Any, ...]) -> Any:
    copy = json.loads(json.dumps(data))
    parent = copy
    for key in where[:-1]:
        parent = parent[key]
    del parent[where[-1]]
    return copy


def _with_raw(data: Any, rng: random.Random, raw: str) -> bytes:
    """``data`` with one value (or the whole file, when it has none) written as ``raw``."""
    places = list(_paths(data))
    if not places:
        return raw.encode("utf-8")
    text = json.dumps(_replaced(data, rng.choice(places), _RAW))
    return text.replace(json.dumps(_RAW), raw).encode("utf-8")


def mutated(data: Any, kind: str, rng: random.Random) -> bytes:
    """The JSON file of ``data`` damaged by one mutation of ``kind`` (see :data:`KINDS`)."""
    good = json.dumps(data, indent=1).encode("utf-8")
    places = list(_paths(data))
    if kind == "truncated":
        return good[: rng.randrange(len(good))]
    if kind == "byte flips":
        raw = bytearray(good)
        for _ in range(rng.randint(1, 4)):
            raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        return bytes(raw)
    if kind == "wrong type" and places:
        return json.dumps(_replaced(data, rng.choice(places), rng.choice(ODD_VALUES))).encode("utf-8")
    if kind == "deleted field" and places:
        return json.dumps(_deleted(data, rng.choice(places))).encode("utf-8")
    if kind == "huge number":
        return _with_raw(data, rng, rng.choice(("9" * 5000, "-" + "9" * 4400, "1e400", str(2**200))))
    if kind == "not finite":
        return _with_raw(data, rng, rng.choice(("Infinity", "-Infinity", "NaN")))
    if kind == "deep nesting":
        depth = rng.choice((100, 5_000, 50_000))
        return _with_raw(data, rng, "[" * depth + "]" * depth * rng.randint(0, 1))
    if kind == "huge string":
        return _with_raw(data, rng, json.dumps(rng.choice("aé字🙂\u200b") * rng.choice((1_000, 100_000))))
    if kind == "NUL and surrogates":
        return _with_raw(data, rng, json.dumps(rng.choice(("\u0000", "\ud800", "a\udfffb", "\u0000\ud83d"))))
    return good[: len(good) // 2]


def mutations(data: Any, seed: int, cases: int) -> list[tuple[str, bytes]]:
    """``cases`` damaged versions of the JSON ``data``, every kind of :data:`KINDS` in turn."""
    rng = random.Random(seed)
    return [(f"{KINDS[i % len(KINDS)]} #{i}", mutated(data, KINDS[i % len(KINDS)], rng)) for i in range(cases)]


def yaml_mutations(text: str, seed: int, cases: int) -> list[tuple[str, str]]:
    """``cases`` damaged versions of a YAML text: cut short, characters changed, lines lost,
    a value made huge, deep or strange."""
    rng = random.Random(seed)
    lines = text.splitlines()
    makers: list[tuple[str, Callable[[], str]]] = [
        ("truncated", lambda: text[: rng.randrange(max(1, len(text)))]),
        ("characters changed", lambda: _changed_characters(text, rng)),
        ("line deleted", lambda: "\n".join(line for i, line in enumerate(lines) if i != rng.randrange(len(lines)))),
        ("huge number", lambda: _yaml_value(lines, rng, rng.choice(("9" * 5000, "1e400", ".inf", ".nan")))),
        ("deep nesting", lambda: _yaml_value(lines, rng, "[" * rng.choice((300, 50_000)))),
        ("huge string", lambda: _yaml_value(lines, rng, "x" * 100_000)),
        ("NUL and surrogates", lambda: _yaml_value(lines, rng, '"\\0\\ud800"')),
        ("wrong type", lambda: _yaml_value(lines, rng, rng.choice(("[]", "{}", "null", "-1", "yes", "'text'")))),
    ]
    out = []
    for i in range(cases):
        name, make = makers[i % len(makers)]
        out.append((f"{name} #{i}", make()))
    return out


def _changed_characters(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        chars[rng.randrange(len(chars))] = rng.choice(":-[]{}'\"&*!|>%@`\t#\u0000")
    return "".join(chars)


def _yaml_value(lines: list[str], rng: random.Random, value: str) -> str:
    """The YAML with the value of one ``key: value`` line replaced by ``value``."""
    keyed = [i for i, line in enumerate(lines) if ": " in line]
    if not keyed:
        return value
    index = rng.choice(keyed)
    key = lines[index].split(": ", 1)[0]
    return "\n".join(lines[:index] + [f"{key}: {value}"] + lines[index + 1:])


def one_line(message: str, path: Path) -> None:
    """Assert ``message`` is one line naming ``path`` (its full name or its file name) and
    never a flood of text from the file."""
    assert "\n" not in message, message[:300]
    assert str(path) in message or path.name in message, message[:300]
    assert len(message) < 1500, message[:300]


class Screens:
    """The real screens, headless (``SDL_VIDEODRIVER=dummy``): a stack over the shipped fonts,
    art, layouts and catalogs, with the real saves, driven by synthetic clicks."""

    def __init__(self) -> None:
        import pygame

        from game.context import build_context
        from game.scenes.stack import SceneStack
        from game.settings import Settings

        size = (1366, 768)
        pygame.display.init()
        pygame.font.init()
        self.surface = pygame.display.set_mode(size)
        self.stack = SceneStack(size)
        self.ctx = build_context(self.stack, Settings(language="en", window_size=size), on_start=lambda setup: None)

    def frame(self) -> None:
        """Apply what the screens asked for, then update and draw once."""
        self.stack.apply_requests()
        self.stack.update(1 / 60)
        self.stack.draw(self.surface)

    def open(self, scene: Any) -> Any:
        """Show ``scene`` alone on the stack."""
        self.stack.clear()
        self.stack.apply_requests()
        self.stack.push(scene)
        self.frame()
        return scene

    def click(self, key: str) -> bool:
        """Click the widget ``key`` of the top screen; ``False`` when it has none."""
        import pygame

        top = self.stack.top
        try:
            widget = top.widget(key)  # type: ignore[union-attr]
        except KeyError:
            return False
        pos = widget.rect.center
        self.stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frame()
        return True

    def shown(self) -> list[str]:
        """The texts on the top screen."""
        top = self.stack.top
        return [text for _rect, text in top.texts()]  # type: ignore[union-attr]
