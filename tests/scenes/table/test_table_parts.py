"""The table's parts take what they draw: the tooltip beside the pointer, the tips of the
greyed Undo and Redo buttons, and the hint card pushing the log down under it."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.scenes.table.hint_panel import CardWords, HintCard, HintLine
from game.scenes.table.tooltip import Tooltip, button_tip
from game.ui.theme import FontBook, fonts_dir

WORDS = CardWords("Hard bot's top moves", "Thinking…", "the bot's choice", "{margin} pts")


@pytest.fixture(scope="module")
def fonts() -> Iterator[FontBook]:
    pygame.font.init()
    yield FontBook(fonts_dir())


def test_a_tooltip_sits_below_right_of_the_pointer_and_stays_on_the_screen(fonts: FontBook) -> None:
    tip = Tooltip()
    tip.show("Take 3 wood", fonts, 14, 200)
    screen = pygame.Surface((400, 300), pygame.SRCALPHA)
    screen.fill((0, 0, 0, 0))
    tip.draw(screen, (390, 290))  # near the corner: the note is pushed back inside
    bounds = screen.get_bounding_rect()
    assert bounds.width > 0 and bounds.right == 400 and bounds.bottom == 300
    screen.fill((0, 0, 0, 0))
    tip.draw(screen, (10, 10))
    assert screen.get_bounding_rect().topleft == (26, 28)
    assert tip.texts((10, 10))[0][1] == "Take 3 wood"


def test_no_words_no_tooltip(fonts: FontBook) -> None:
    tip = Tooltip()
    tip.show("Take 3 wood", fonts, 14, 200)
    tip.show(None, fonts, 14, 200)
    screen = pygame.Surface((100, 100), pygame.SRCALPHA)
    screen.fill((0, 0, 0, 0))
    tip.draw(screen, (10, 10))
    assert screen.get_bounding_rect().width == 0 and tip.texts((10, 10)) == [] and tip.text == ""


def test_the_undo_and_redo_buttons_say_their_own_tips_and_nothing_elsewhere() -> None:
    undo, redo = pygame.Rect(0, 0, 50, 20), pygame.Rect(60, 0, 50, 20)
    def says(pos: tuple[int, int]) -> str | None:
        return button_tip(pos, undo, redo, lambda: "Nothing to undo", lambda: "Nothing to redo")
    assert says((5, 5)) == "Nothing to undo"
    assert says((70, 5)) == "Nothing to redo"
    assert says((200, 200)) is None
    assert button_tip((5, 5), None, None, lambda: "x", lambda: "y") is None


def test_the_hint_card_pushes_the_log_down_by_its_height_and_a_gap(fonts: FontBook) -> None:
    label, log = pygame.Rect(10, 100, 300, 30), pygame.Rect(10, 130, 300, 500)
    card = HintCard()
    lines = [HintLine(("wood",), "Take 3 wood", "+4.5", True), HintLine(("clay",), "Take 2 clay", "+1.0", False)]
    new_label, new_log = card.build_above(label, log, lines, False, WORDS, fonts, 14, 8)
    assert card.shown and card.rect.top == label.top
    assert new_label.top == card.rect.bottom + 8 and new_log.top == new_label.top + 30
    assert new_log.bottom == log.bottom  # the log keeps its foot, it only gets shorter


def test_without_suggestions_or_thinking_the_card_is_gone_and_the_log_stays(fonts: FontBook) -> None:
    label, log = pygame.Rect(10, 100, 300, 30), pygame.Rect(10, 130, 300, 500)
    card = HintCard()
    card.build_above(label, log, [HintLine(("wood",), "Take 3 wood", "", True)], False, WORDS, fonts, 14, 8)
    assert card.build_above(label, log, [], False, WORDS, fonts, 14, 8) == (label, log)
    assert not card.shown


def test_while_the_bot_thinks_the_card_shows_its_bar(fonts: FontBook) -> None:
    label, log = pygame.Rect(10, 100, 300, 30), pygame.Rect(10, 130, 300, 500)
    card = HintCard()
    _label, new_log = card.build_above(label, log, [], True, WORDS, fonts, 14, 8)
    assert card.shown and card.pending and new_log.top > log.top
