"""The kit's fill patterns stay inside their box and paint the wall colour beneath them; a
phrasebook gives a words file's fixed texts, sentences and plurals in the language given."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.boards.kit.patterns import PATTERNS, Paint, paint_pattern, pattern_marks
from game.boards.kit.phrasebook import Phrasebook
from game.boards.kit.wordbook import load_board_words


@pytest.mark.parametrize("pattern", PATTERNS)
def test_every_pattern_leaves_marks_only_inside_its_box(pattern: str) -> None:
    marks = pattern_marks(pattern, 40, 30, 8)
    assert marks
    for mark in marks:
        a, b, c, d = mark.values
        if mark.kind == "box":
            assert a >= 0 and b >= 0 and a + c <= 40 and b + d <= 30
        elif mark.kind == "line":
            assert all(0 <= x <= 40 for x in (a, c)) and all(0 <= y <= 30 for y in (b, d))
        else:
            assert 0 <= a <= 40 and 0 <= b <= 30


def test_an_unknown_pattern_has_no_marks() -> None:
    assert pattern_marks("plaid", 40, 30, 8) == []


def test_a_painted_pattern_shows_the_wall_and_its_ink() -> None:
    surface = pygame.Surface((40, 30))
    paint = Paint((200, 0, 0), (0, 0, 200), (0, 0, 0), "stripes")
    paint_pattern(surface, surface.get_rect(), paint, 8)
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(40) for y in range(30)}
    assert colours == {(200, 0, 0), (0, 0, 200)}


WORDS = """\
names: {}
texts:
  take: "Take"
  keep: "Keep {picked} of {wanted}"
  hand: {one: "Your hand ({count} card)", other: "Your hand ({count} cards)"}
"""

SPANISH = {"Take": "Tomar", "Keep {picked} of {wanted}": "Quedarse {picked} de {wanted}"}


def phrasebook(tmp_path: Path) -> Phrasebook:
    path = tmp_path / "board_words.yaml"
    path.write_text(WORDS, encoding="utf-8")
    return Phrasebook(load_board_words(path), lambda text: SPANISH.get(text, text))


def test_a_fixed_text_is_an_attribute_in_the_language_given(tmp_path: Path) -> None:
    assert phrasebook(tmp_path).take == "Tomar"


def test_a_sentence_is_said_with_its_values(tmp_path: Path) -> None:
    assert phrasebook(tmp_path).say("keep", picked=1, wanted=3) == "Quedarse 1 de 3"


def test_a_plural_text_follows_its_count(tmp_path: Path) -> None:
    words = phrasebook(tmp_path)
    assert words.count("hand", 1) == "Your hand (1 card)"
    assert words.count("hand", 4) == "Your hand (4 cards)"


def test_a_text_the_file_lacks_is_no_attribute(tmp_path: Path) -> None:
    with pytest.raises(AttributeError):
        _ = phrasebook(tmp_path).missing
