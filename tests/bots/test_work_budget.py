"""The hard bot's search is bounded by work, not by the clock: a seed and a position fix its
move however busy the machine is."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from bots.positions import advance, new_real_game

from game.bots import ladder, make_bot
from game.bots.evaluation.porto import SEARCH as PORTO_SEARCH
from game.bots.ismcts import HardBot
from game.bots.search_settings import CEILING, DEFAULT, OREGON
from game.games import bot_kit
from game.rules.core import State


@contextmanager
def a_busy_thread() -> Iterator[None]:
    """Another thread spinning in this interpreter: it takes half of the bot's turns at the
    interpreter lock, as the frame loop did when the bot thought in a thread at the table."""
    stop = threading.Event()

    def spin() -> None:
        while not stop.is_set():
            sum(range(2000))

    busy = threading.Thread(target=spin, daemon=True)
    busy.start()
    try:
        yield
    finally:
        stop.set()
        busy.join()


def middle_game(game_id: str) -> State:
    state = advance(new_real_game(game_id, 31), 24, 5)
    player = state.current_player
    assert player is not None
    return state.view(player)


def test_the_hard_bots_budget_is_the_games_playouts_and_its_ceiling_is_far_above_a_second() -> None:
    oregon = make_bot("hard", 1, bot_kit("oregon"))
    porto = make_bot("hard", 1, bot_kit("porto"))
    assert isinstance(oregon, HardBot) and isinstance(porto, HardBot)
    assert oregon.budget == OREGON.playouts and porto.budget == PORTO_SEARCH.playouts < DEFAULT.playouts
    assert oregon.time_budget is None and oregon.ceiling == CEILING >= 5.0


def test_a_busy_interpreter_does_not_change_the_hard_bots_oregon_move() -> None:
    view = middle_game("oregon")
    quiet = make_bot("hard", 17, bot_kit("oregon"))
    assert isinstance(quiet, HardBot)
    move = quiet.choose(view)
    with a_busy_thread():
        loaded = make_bot("hard", 17, bot_kit("oregon"))
        assert isinstance(loaded, HardBot)
        assert loaded.choose(view) == move
    assert loaded.last_iterations == quiet.last_iterations > 0
    assert not loaded.hit_ceiling


def test_a_busy_interpreter_does_not_change_the_hard_bots_porto_move() -> None:
    view = middle_game("porto")
    quiet = ladder.make("hard", 23, bot_kit("porto"), playouts=1500)
    assert isinstance(quiet, HardBot)
    move = quiet.choose(view)
    with a_busy_thread():
        loaded = ladder.make("hard", 23, bot_kit("porto"), playouts=1500)
        assert isinstance(loaded, HardBot)
        assert loaded.choose(view) == move
    assert loaded.last_iterations == quiet.last_iterations > 0


def test_a_time_budget_still_cuts_the_search_for_experiments() -> None:
    view = middle_game("porto")
    bot = ladder.make("hard", 23, bot_kit("porto"), time_budget=0.0)
    assert isinstance(bot, HardBot)
    bot.choose(view)
    assert bot.hit_ceiling and bot.last_iterations < bot.budget


def test_the_processor_time_ceiling_cuts_a_search_whose_budget_is_far_too_big() -> None:
    view = middle_game("porto")
    bot = ladder.make("hard", 23, bot_kit("porto"), playouts=10**9, ceiling=0.05, confidence=1e9, max_worlds=10**9)
    assert isinstance(bot, HardBot)
    bot.choose(view)
    assert bot.hit_ceiling and 0 < bot.last_iterations < 10**9


def test_a_solo_agricola_plan_stops_after_judging_its_work_not_at_the_clock() -> None:
    """Alone the turn never passes, so the normal bot's plan (and the hard bot's, which orders
    its root by it) would run to its clock; it stops by the farms judged instead."""
    from game.bots.evaluation.agricola import BOTS, FAMILY, SEARCH
    from game.bots.evaluation.agricola_deep import farms_judged
    from game.bots.lookahead import NormalBot

    state = advance(new_real_game("agricola", 31, players=1), 30, 5)
    player = state.current_player
    assert player is not None
    view = state.view(player)
    normal = make_bot("normal", 7, bot_kit("agricola"))
    assert isinstance(normal, NormalBot)
    solo = [settings.solo for settings in (SEARCH, FAMILY)]
    assert solo[0] is not None and solo[1] is not None
    assert normal.work == BOTS.normal_work == solo[0].plan_work == solo[1].plan_work
    assert normal.time_limit == solo[0].plan_time > 1.0

    def plan(work: int | None) -> tuple[int, list[object]]:
        bot = ladder.make("normal", 7, bot_kit("agricola"), work=work, time_limit=None)
        before = farms_judged()
        ranked = bot.assess(view)
        return farms_judged() - before, sorted(ranked, key=lambda move: -ranked[move])

    whole, _ = plan(None)
    capped, order = plan(800)
    assert 800 <= capped < 800 + 200 < whole
    with a_busy_thread():
        assert plan(800) == (capped, order)
