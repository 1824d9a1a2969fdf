"""Simultaneous decisions at the table (issue 12): every person still to choose gets the screen
in turn, their choice stays hidden from the others, they may take it back until the reveal,
bots choose from their own view, the reveal is told, and saves replay the choices in order."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from contract.sealed_bids import HIDDEN, NOT_CHOSEN, BidsContent, Pick
from table_helpers import click, key, open_table, panel_kit, run_frames

from game.bots import Bot
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig, Move, State
from game.saves import read_save, replay_save
from game.scenes.table import ReplayScene, TableScene
from game.ui.context import UiContext

ANA = Seat("human", "Ana", colour="blue")
BEN = Seat("human", "Ben", colour="orange")
CLEO = Seat("human", "Cleo", colour="green")
BOT = Seat("bot", "Bot", level="random", colour="green")


def bids_table(ctx: UiContext, bids: BidsContent, *seats: Seat) -> TableScene:
    from game.saves import new_save_path

    match = Match(MatchSetup("bids", GameConfig(len(seats)), 1, seats), bids, new_save_path("bids"))
    return open_table(ctx, match, panel_kit("bids"), bot_delay=0.0)


def shown(table: TableScene) -> list[str]:
    return [text for _rect, text in table.texts()]


def pick(table: TableScene, number: int) -> None:
    """Click the panel's button for ``number`` as the person at the screen."""
    viewer = table.driver.viewer
    label = str(Pick(viewer or 0, number))
    button = next(w for w in table.widgets if w.key.startswith("choice:") and w.texts()[0][1] == label)
    click(table.ctx.stack, button.rect.center)
    run_frames(table.ctx.stack)


def take_screen(table: TableScene) -> None:
    click(table.ctx.stack, table.widget("handoff").rect.center)
    run_frames(table.ctx.stack)


def test_people_choose_in_turn_and_nobody_sees_a_choice_before_the_reveal(
    table_ctx: UiContext, bids_game: BidsContent
) -> None:
    table = bids_table(table_ctx, bids_game, ANA, BEN)
    assert "Pass to Ana" in shown(table)
    take_screen(table)
    pick(table, 3)
    assert "Pass to Ben" in shown(table)
    assert table.board.view.choices == [HIDDEN, NOT_CHOSEN]  # type: ignore[attr-defined]
    take_screen(table)
    assert table.board.view.choices == [HIDDEN, NOT_CHOSEN]  # type: ignore[attr-defined]
    pick(table, 5)
    assert table.match.state.round_number == 2
    assert "Revealed: Ana 3, Ben 5" in shown(table)
    assert table.driver.viewer == 1 and table.driver.interactive  # Ben, at the screen, picks first now
    pick(table, 1)
    assert "Pass to Ana" in shown(table)


def test_a_person_takes_back_their_choice_on_the_hand_off_screen(table_ctx: UiContext, bids_game: BidsContent) -> None:
    table = bids_table(table_ctx, bids_game, ANA, BEN)
    take_screen(table)
    pick(table, 3)
    assert table.driver.can_undo().allowed
    key(table_ctx.stack, pygame.K_z, pygame.KMOD_CTRL)
    run_frames(table_ctx.stack)
    assert table.match.moves == []
    assert "Pass to Ana" in shown(table)


def test_a_choice_can_be_taken_back_after_another_person_chose_but_not_after_the_reveal(bids_game: BidsContent) -> None:
    m = Match(MatchSetup("bids", GameConfig(3), 1, (ANA, BEN, CLEO)), bids_game, None)
    m.play(Pick(0, 3))
    m.play(Pick(1, 4))
    assert m.can_take_back(0).allowed and m.take_back(0)
    assert m.moves == ["pick 1 4"]
    assert m.state.decision().pending == (0, 2)  # type: ignore[union-attr]
    m.play(Pick(0, 2))
    m.play(Pick(2, 1))
    assert not m.can_take_back(0).allowed and not m.can_take_back(2).allowed


class WatchingBot(Bot):
    """A random bot that remembers every view it was given."""

    seen: list[State] = []

    def choose(self, view: State, cancel: threading.Event | None = None, report: Callable[..., Any] | None = None) -> Move:
        WatchingBot.seen.append(view)
        return super().choose(view, cancel, report)


def test_a_bot_chooses_from_its_own_view_after_the_person_and_never_sees_their_choice(
    table_ctx: UiContext, bids_game: BidsContent, monkeypatch: pytest.MonkeyPatch
) -> None:
    WatchingBot.seen = []
    monkeypatch.setattr("game.scenes.table.turns.make_bot", lambda level, seed, *kit: WatchingBot(seed))
    table = bids_table(table_ctx, bids_game, ANA, BOT)
    assert table.driver.handoff_to is None and table.driver.interactive
    pick(table, 4)
    for _ in range(50):
        if len(table.match.moves) == 2:
            break
        run_frames(table_ctx.stack, dt=0.05)
    assert len(table.match.moves) == 2 and table.match.moves[1].startswith("pick 1 ")
    assert WatchingBot.seen and all(view.viewer == 1 and view.choices[0] == HIDDEN for view in WatchingBot.seen)  # type: ignore[attr-defined]
    assert any(text.startswith("Revealed: Ana 4, Random bot ") for text in shown(table))


def test_a_hotseat_game_of_choices_is_saved_in_order_and_replays(table_ctx: UiContext, bids_game: BidsContent) -> None:
    table = bids_table(table_ctx, bids_game, ANA, BEN)
    numbers = iter([1, 2, 3, 3, 5, 4])
    while not table.match.state.is_over:
        if table.driver.handoff_to is not None:
            take_screen(table)
        pick(table, next(numbers))
    path = table.match.save_path
    assert path is not None
    record = read_save(path)
    assert list(record.moves) == table.match.moves == [
        "pick 0 1", "pick 1 2", "pick 1 3", "pick 0 3", "pick 0 5", "pick 1 4"]
    assert replay_save(record, bids_game).scores() == table.match.state.scores() == (1 + 5, 2 + 4)  # the 3s cancel
    replay = ReplayScene(table_ctx, record)
    assert replay.last == 6


@pytest.mark.parametrize(("game", "variants", "players"), [("fields_of_green", frozenset(), 4),
                                                          ("agricola", frozenset({"draft"}), 2)],
                         ids=["fields_of_green-4p", "agricola-draft-2p"])
def test_the_next_person_at_the_screen_cannot_undo_the_face_down_choice_made_before_them(
    game: str, variants: frozenset[str], players: int
) -> None:
    """Issue 32: Tess keeps a card face down, the screen passes to Ana; Ana's Undo would have
    taken Tess's choice back."""
    from game.games import load_game_content
    from game.scenes.table.turns import TurnDriver

    tess, ana = Seat("human", "Tess", colour="blue"), Seat("human", "Ana", colour="orange")
    seats = (tess, ana, *[BOT] * (players - 2))
    match = Match(MatchSetup(game, GameConfig(players, variants), 3, seats), load_game_content(game), None)
    driver = TurnDriver(match, bot_delay=0.0)
    while not driver.simultaneous:
        match.play(match.state.legal_moves()[0])
        driver.settle()
    driver.take_screen()
    first = driver.viewer
    driver.play(driver.my_moves()[0])
    assert driver.handoff_to not in (None, first)
    driver.take_screen()
    kept = list(match.moves)
    check = driver.can_undo()
    assert not check.allowed and check.reason == "not_yours"
    assert not driver.undo() and match.moves == kept
