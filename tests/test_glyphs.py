"""Every character Tablero writes has a glyph in every font that may draw it (issue 14: the
replay and paging buttons showed empty boxes because the bundled fonts have no ◀ ▶).

The texts are every message of every catalogue in every language, every string in the
shipped content (card texts, board words, rules pages, layouts) and every string literal in
the program that is not plain ASCII.  A character is missing from a font when the font draws
it exactly as it draws a private-use character it certainly lacks (its "no glyph" box).
"""

from __future__ import annotations

import ast
import os
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pytest
import yaml
from babel.messages.pofile import read_po

from game.ui.theme import FONT_FILES

try:
    from yaml import CSafeLoader as SafeLoader
except ImportError:  # PyYAML built without libyaml
    from yaml import SafeLoader  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parent.parent
NO_GLYPH = "\ue000"


def strings_in(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings_in(key)
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def catalogue_texts() -> Iterator[str]:
    for path in sorted((ROOT / "locales").glob("*/LC_MESSAGES/*.po")):
        with path.open("rb") as handle:
            for message in read_po(handle):
                for part in (message.id, message.string):
                    yield from ([part] if isinstance(part, str) else [p for p in part if p])


def content_texts() -> Iterator[str]:
    for path in sorted((ROOT / "content").rglob("*.yaml")):
        yield from strings_in(yaml.load(path.read_text(encoding="utf-8"), Loader=SafeLoader))


def code_texts() -> Iterator[str]:
    for path in sorted((ROOT / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}  # docstrings
        for node in ast.walk(tree):
            written = isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
            if written and not node.value.isascii():
                yield node.value


@cache
def characters() -> frozenset[str]:
    """Every printable character of every text (read once: each font is checked against them)."""
    drawn = set()
    for text in (*catalogue_texts(), *content_texts(), *code_texts()):
        drawn.update(c for c in text if c.isprintable() and not c.isspace())
    return frozenset(drawn)


@cache
def font(role: str) -> pygame.font.Font:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.font.init()
    return pygame.font.Font(str(ROOT / "fonts" / FONT_FILES[role]), 24)


def drawn(role: str, char: str) -> bytes:
    return pygame.image.tobytes(font(role).render(char, True, (0, 0, 0)), "RGBA")


@cache
def no_glyph(role: str) -> bytes:
    return drawn(role, NO_GLYPH)


def has_glyph(role: str, char: str) -> bool:
    return drawn(role, char) != no_glyph(role)


def test_the_no_glyph_check_notices_a_missing_character() -> None:
    assert not has_glyph("body", "◀") and has_glyph("body", "é")


@pytest.mark.parametrize("role", sorted(FONT_FILES))
def test_every_character_the_program_writes_has_a_glyph_in_each_font(role: str) -> None:
    missing = sorted(c for c in characters() if not has_glyph(role, c))
    assert not missing, f"{FONT_FILES[role]} has no glyph for {' '.join(missing)} ({', '.join(f'U+{ord(c):04X}' for c in missing)})"
