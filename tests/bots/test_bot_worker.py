"""The hard bot thinks in a worker process at the table: the same move as in the window's own
interpreter, cancellable, no process left behind, and a thread when no process can be used."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from bots.positions import advance, new_real_game
from bots.sums_game import new_sums

from game.bots import Bot, BotRunner, ladder, make_bot, worker
from game.bots.jobs import job_payload
from game.bots.worker import shared_worker, stop_worker
from game.games import bot_kit
from game.rules.core import State

PATIENCE = 60.0
"""Seconds a worker may take to start and answer on a loaded machine."""


@pytest.fixture(autouse=True)
def _no_worker_left() -> Iterator[None]:
    yield
    stop_worker()


def middle_game(game_id: str) -> State:
    state = advance(new_real_game(game_id, 41), 20, 3)
    player = state.current_player
    assert player is not None
    return state.view(player)


@pytest.mark.parametrize("game_id", ["oregon", "porto"])
def test_the_hard_bot_answers_from_the_worker_what_it_answers_here(game_id: str) -> None:
    view = middle_game(game_id)
    here = ladder.make("hard", 9, bot_kit(game_id), playouts=600).choose(view)
    runner = BotRunner(ladder.make("hard", 9, bot_kit(game_id), playouts=600))
    runner.start(view)
    assert runner.wait(PATIENCE) == here
    assert runner.in_process and runner.progress.fraction == 1.0
    running = shared_worker()
    assert running is not None and running.pid != os.getpid()


def test_the_content_stays_out_of_the_job_sent_to_the_worker() -> None:
    view = middle_game("oregon")
    payload = job_payload(make_bot("hard", 1, bot_kit("oregon")), view)
    assert payload is not None and len(payload) < 20_000


def test_cancelling_stops_the_workers_think_at_once() -> None:
    view = middle_game("porto")
    runner = BotRunner(ladder.make("hard", 9, bot_kit("porto"), playouts=10**9, ceiling=None))
    runner.start(view)
    deadline = time.monotonic() + PATIENCE
    while runner.progress.fraction == 0.0 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert runner.progress.fraction > 0.0, "the worker never started thinking"
    runner.cancel()
    started = time.monotonic()
    assert runner.wait(PATIENCE) in view.legal_moves()
    assert runner.cancelled and runner.in_process
    assert time.monotonic() - started < 10.0


def test_stopping_the_worker_leaves_no_process_behind() -> None:
    running = shared_worker()
    assert running is not None
    pid = running.pid
    stop_worker()
    assert not running.alive
    status = Path(f"/proc/{pid}/status")
    assert not status.exists() or "zombie" not in status.read_text()


def test_a_bot_that_cannot_be_sent_to_the_worker_thinks_in_a_thread() -> None:
    class Unsendable(Bot):
        def __init__(self) -> None:
            super().__init__(0)
            self.hook = lambda: None  # a lambda cannot be pickled

    runner = BotRunner(Unsendable(), use_process=True)
    state = new_sums(5)
    runner.start(state.view(0))
    assert runner.wait(PATIENCE) in state.legal_moves()
    assert not runner.in_process


def test_where_no_process_can_start_the_hard_bot_thinks_in_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse() -> None:
        raise OSError("no processes here")

    stop_worker()
    monkeypatch.setattr(worker, "ThinkingProcess", refuse)
    monkeypatch.setattr(worker, "_unavailable", False)
    view = middle_game("oregon")
    runner = BotRunner(ladder.make("hard", 9, bot_kit("oregon"), playouts=300))
    runner.start(view)
    assert runner.wait(PATIENCE) in view.legal_moves()
    assert not runner.in_process
