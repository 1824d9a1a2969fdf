"""A bot thinks in the background: the window keeps drawing, sees progress, and can cancel."""

from __future__ import annotations

import threading

import pytest
from bots.sums_game import new_sums

from game.bots import Bot, BotRunner, Progress
from game.rules.core import Move, State


class WaitingBot(Bot):
    """Reports half-way, then thinks until it is cancelled (or released by the test)."""

    level = "waiting"

    def __init__(self) -> None:
        super().__init__(0)
        self.release = threading.Event()
        self.halfway = threading.Event()

    def choose(self, view, cancel=None, report=None):  # type: ignore[no-untyped-def]
        if report is not None:
            report(Progress(0.5, "half-way"))
        self.halfway.set()
        while not self.release.is_set() and not (cancel is not None and cancel.is_set()):
            self.release.wait(0.005)
        return view.legal_moves()[-1]


class BrokenBot(Bot):
    def choose(self, view: State, cancel=None, report=None) -> Move:  # type: ignore[no-untyped-def]
        raise RuntimeError("the bot broke")


def test_the_runner_answers_later_and_reports_progress_meanwhile() -> None:
    bot = WaitingBot()
    runner = BotRunner(bot)
    state = new_sums(1)
    runner.start(state.view(0))
    assert bot.halfway.wait(5)
    assert runner.poll() is None
    assert runner.progress == Progress(0.5, "half-way")
    bot.release.set()
    move = runner.wait(5)
    assert move == state.legal_moves()[-1]
    assert runner.progress.fraction == 1.0


def test_cancelling_makes_the_bot_answer_at_once() -> None:
    bot = WaitingBot()
    runner = BotRunner(bot)
    state = new_sums(2)
    runner.start(state.view(0))
    assert bot.halfway.wait(5)
    runner.cancel()
    assert runner.wait(5) in state.legal_moves()
    assert runner.cancelled and runner.done


def test_a_failing_bot_reports_its_error_to_the_caller() -> None:
    runner = BotRunner(BrokenBot())
    runner.start(new_sums(3).view(0))
    with pytest.raises(RuntimeError, match="the bot broke"):
        runner.wait(5)


def test_a_runner_thinks_about_one_position_only() -> None:
    runner = BotRunner(Bot(0))
    view = new_sums(4).view(0)
    runner.start(view)
    runner.wait(5)
    with pytest.raises(RuntimeError):
        runner.start(view)
