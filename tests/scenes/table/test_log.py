"""The table log is append-only and grouped by the games' boundary events (issue 12): each
event is described once and each line wrapped once, however long the game; an undo cuts the
log back; rounds and turns get headings read from the events."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
from contract.coins_game import CoinsContent
from contract.sealed_bids import BidsContent
from table_helpers import PAIRS_KIT

from game.boards.base import SeatLook
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import Event, GameConfig
from game.scenes.table.fallback import fallback_kit
from game.scenes.table.log_book import ROUND, TURN, LogBook, log_lines
from game.scenes.table.panels import LogPanel
from game.ui.context import UiContext

ANA = Seat("human", "Ana", colour="blue")
BEN = Seat("human", "Ben", colour="orange")
NAMES = ["Ana", "Ben"]


def coins_match(coins: CoinsContent, *variants: str) -> Match:
    return Match(MatchSetup("coins", GameConfig(2, frozenset(variants)), 1, (ANA, BEN)), coins, None)


def play(m: Match, *texts: str) -> None:
    for text in texts:
        m.play(next(mv for mv in m.state.legal_moves() if str(mv) == text))


def test_rounds_and_turns_get_headings_read_from_the_boundary_events(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game)
    play(m, "take 1", "done", "take 2", "done", "take 1")
    lines = log_lines(m.log, fallback_kit("coins"), NAMES, None, lambda s: s)
    headings = [(line.heading, line.text) for line in lines if line.heading]
    assert headings == [(ROUND, "Round 1"), (TURN, "Ben's turn"), (ROUND, "Round 2"), (TURN, "Ana's turn")]
    under_ben = lines[[line.text for line in lines].index("Ben's turn") + 1]
    assert under_ben.nested and under_ben.player == 1


def test_a_game_without_boundaries_keeps_a_heading_per_round(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game, "quiet")
    play(m, "take 1", "done", "take 2", "done", "take 1", "done", "take 1")
    lines = log_lines(m.log, fallback_kit("coins"), NAMES, 0, lambda s: s)
    assert [line.text for line in lines if line.heading == ROUND] == ["Round 1", "Round 2"]
    assert not any(line.heading == TURN or line.nested for line in lines)


def test_the_pick_of_everyone_is_told_when_the_choices_are_revealed(bids_game: BidsContent) -> None:
    m = Match(MatchSetup("bids", GameConfig(2), 1, (ANA, BEN)), bids_game, None)
    m.play(m.state.legal_moves_for(0)[2])
    m.play(m.state.legal_moves_for(1)[4])
    texts = [line.text for line in log_lines(m.log, PAIRS_KIT, NAMES, None, lambda s: s)]
    assert "Revealed: Ana 3, Ben 5" in texts


def test_each_event_is_described_once_however_often_the_log_is_read(coins_game: CoinsContent) -> None:
    described: list[Event] = []

    def describe(event: Event, names: Sequence[str], _: Callable[[str], str]) -> str:
        described.append(event)
        return event.kind

    kit = PAIRS_KIT.__class__(**{**PAIRS_KIT.__dict__, "describe_event": describe})
    book = LogBook(kit, NAMES, None, lambda s: s)
    m = coins_match(coins_game)
    while not m.state.is_over:
        m.play(m.state.legal_moves()[0])
        book.sync(m.log)
    boundaries = {"turn_started", "round_started"}
    assert len(described) == sum(1 for entry in m.log if entry.event.kind not in boundaries)


def test_undo_cuts_the_log_back_to_what_a_fresh_log_would_say(coins_game: CoinsContent) -> None:
    m = coins_match(coins_game)
    book = LogBook(PAIRS_KIT, NAMES, None, lambda s: s)
    play(m, "take 1", "done", "take 2")
    book.sync(m.log)
    m.undo()
    play(m, "take 1", "take 1")
    assert book.sync(m.log) == log_lines(m.log, PAIRS_KIT, NAMES, None, lambda s: s)


def test_the_panel_wraps_a_line_only_once_and_shows_the_newest_lines(
    table_ctx: UiContext, coins_game: CoinsContent, monkeypatch: object
) -> None:
    fonts = table_ctx.fonts
    wrapped: list[str] = []
    real_wrap = fonts.wrap

    def counting_wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
        wrapped.append(text)
        return real_wrap(font, text, width)

    monkeypatch.setattr(fonts, "wrap", counting_wrap)  # type: ignore[attr-defined]
    looks = [SeatLook("Ana", (0, 0, 200), "circle", False), SeatLook("Ben", (200, 100, 0), "square", False)]
    panel = LogPanel()
    book = LogBook(PAIRS_KIT, NAMES, None, lambda s: s)
    m = coins_match(coins_game)
    while not m.state.is_over:
        m.play(m.state.legal_moves()[0])
        panel.build(pygame.Rect(0, 0, 300, 200), book.sync(m.log), looks, fonts, 15)
    assert len(wrapped) == len(book.lines)
    shown = [text for _rect, _face, text in panel.visible()]
    assert shown and shown[-1] == panel.lines[-1]
    assert panel.visible_count - 3 <= len(shown) <= panel.visible_count


def test_the_top_of_the_log_never_starts_in_the_middle_of_a_sentence(
    table_ctx: UiContext, coins_game: CoinsContent
) -> None:
    looks = [SeatLook("Ana", (0, 0, 200), "circle", False), SeatLook("Ben", (200, 100, 0), "square", False)]
    book = LogBook(PAIRS_KIT, NAMES, None, lambda s: s)
    m = coins_match(coins_game)
    while not m.state.is_over:
        m.play(m.state.legal_moves()[0])
    starts = 0
    for height in range(60, 200, 7):
        panel = LogPanel()
        panel.build(pygame.Rect(0, 0, 90, height), book.sync(m.log), looks, table_ctx.fonts, 15)
        for scroll in range(4):
            panel.scroll_by(1 if scroll else 0)
            top = panel.visible()[0]
            first_parts = {panel._wrap(item)[0] for item in panel._items}
            assert top[2] in first_parts
            bottom_gap = panel.rect.bottom - panel.visible()[-1][0].bottom
            assert bottom_gap < panel._line_h
            starts += 1
    assert starts
