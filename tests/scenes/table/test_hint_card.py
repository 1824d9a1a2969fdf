"""The hint card: after Hint, the hard bot's top three moves in words with their margins, on
every real board; gone after a move."""

from __future__ import annotations

import time

import pytest
from table_helpers import run_frames

from game.bots.base import Suggestion
from game.games import board_games, board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig
from game.scenes.table import TableScene
from game.scenes.table.hint_panel import HintLine, card_words, hint_lines, margin_text
from game.ui.context import UiContext

HINT_PATIENCE = 90.0
"""Seconds of real time a hint may take on a loaded machine."""

TITLE = "Hard bot's top moves"




def person_against_a_bot(table_ctx: UiContext, game_id: str) -> TableScene:
    """Ana against a random bot on the game's own board, hints on, played on to Ana's first
    decision with at least three moves."""
    table_ctx.change_settings(table_ctx.settings.with_changes(hints=True))
    seats = (Seat("human", "Ana", "", "blue"), Seat("bot", "Bot", "random", "orange"))
    match = Match(MatchSetup(game_id, GameConfig(2), 5, seats), load_game_content(game_id), None)
    table = TableScene(table_ctx, match, board_kit(game_id))
    table.driver.bot_delay = 0.0
    table.driver.hint_iterations = 60
    table_ctx.stack.push(table)
    for _ in range(400):
        run_frames(table_ctx.stack, 4)
        if table.driver.interactive and len(table.driver.my_moves()) >= 3 and table.driver.forced_move() is None:
            break
        if table.driver.interactive:
            table.choose(table.driver.my_moves()[0])
    assert table.driver.interactive
    return table


def wait_for_hint(table: TableScene) -> None:
    deadline = time.monotonic() + HINT_PATIENCE
    while table.driver.hint_pending and time.monotonic() < deadline:
        run_frames(table.ctx.stack, dt=0.01)
        time.sleep(0.01)
    run_frames(table.ctx.stack, 2)


def texts(table: TableScene) -> list[str]:
    return [text for _rect, text in table.texts()]


@pytest.mark.parametrize("game_id", board_games())
def test_the_hint_shows_three_moves_with_margins_and_a_move_clears_it(table_ctx: UiContext, game_id: str) -> None:
    table = person_against_a_bot(table_ctx, game_id)
    table.hint()
    run_frames(table_ctx.stack)
    assert table.hint_card.shown and table.hint_card.pending, "a card says the bot is thinking"
    wait_for_hint(table)
    lines = table.hint_card.lines
    assert len(lines) == 3
    assert [line.chosen for line in lines] == [True, False, False]
    assert lines[0].move == table.driver.hint_move == table.driver.hint_ranking[0].move
    assert {line.move for line in lines} <= set(table.driver.my_moves())
    shown = texts(table)
    assert TITLE in shown and "the bot's choice" in shown
    assert all(f"{line.margin} pts" in shown for line in lines)
    on_card = [text for _rect, text in table.hint_card.texts()]
    assert all(any(line.text.startswith(text.rstrip("…")) and len(text) >= min(8, len(line.text)) for text in on_card)
               for line in lines), "each move's words begin a line of the card"
    table.choose(lines[1].move)
    run_frames(table_ctx.stack, 2)
    assert not table.hint_card.shown
    assert table.driver.hint_ranking == []
    assert TITLE not in texts(table)


def test_the_log_moves_down_under_the_card_and_back_up_when_it_goes(table_ctx: UiContext) -> None:
    table = person_against_a_bot(table_ctx, "porto")
    top = table.log.rect.top
    table.driver.offer_hint([Suggestion(m, 0.5, 1.0, 10) for m in table.driver.my_moves()[:3]])
    run_frames(table_ctx.stack)
    assert table.log.rect.top >= table.hint_card.rect.bottom > top
    assert not table.hint_card.rect.colliderect(table.place.rect("board"))
    table.driver.clear_hint()
    run_frames(table_ctx.stack)
    assert not table.hint_card.shown
    assert table.log.rect.top == top


def test_fewer_open_moves_make_a_shorter_card(table_ctx: UiContext) -> None:
    table = person_against_a_bot(table_ctx, "agricola")
    only = table.driver.my_moves()[:2]
    table.driver.offer_hint([Suggestion(m, 0.5, 3.0, 10) for m in only])
    run_frames(table_ctx.stack)
    assert [line.move for line in table.hint_card.lines] == only


def test_a_hint_for_a_position_that_changed_is_dropped(table_ctx: UiContext) -> None:
    table = person_against_a_bot(table_ctx, "porto")
    table.driver.offer_hint([Suggestion(m, 0.5, 1.0, 10) for m in table.driver.my_moves()[:3]])
    table.driver.match.revision += 1  # as a move, an undo or a redo does
    run_frames(table_ctx.stack)
    assert not table.hint_card.shown


def test_margins_read_with_a_sign_and_the_languages_decimal_mark() -> None:
    assert margin_text(4.5, "en") == "+4.5"
    assert margin_text(-2.0, "en") == "\u22122.0"
    assert margin_text(4.46, "es") == "+4,5"
    assert margin_text(-1234.5, "fr") == "\u22121\u202f234,5"
    assert margin_text(-0.04, "en") == "+0.0"
    assert margin_text(None, "en") == ""


def test_moves_are_named_by_the_logs_sentences_of_what_they_do(table_ctx: UiContext) -> None:
    table = person_against_a_bot(table_ctx, "agricola")
    forest = next(m for m in table.driver.my_moves() if str(m) == "go forest")
    [line] = hint_lines([Suggestion(forest, 0.6, 4.5, 30)], table.driver.view(), 0, table.kit, ["Ana", "Bot"],
                        str, "en")
    assert line == HintLine(forest, line.text, "+4.5", True)
    assert "Ana goes to Forest" in line.text and "wood" in line.text


def test_the_cards_words_are_translated(table_ctx: UiContext) -> None:
    table_ctx.translator.set_language("es")
    words = card_words(table_ctx.translator.gettext)
    assert words.title != TITLE and words.choice != "the bot's choice"
