"""Agricola's solo series shows itself (issue 33): the title screen says where it stands, the
table what the game aims for (the series' target, or what each medal needs), and the results
what the game leaves the next one."""

from __future__ import annotations

from pathlib import Path

import pytest
from table_helpers import run_frames, seats

from game.games import board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.agricola import RULES
from game.rules.agricola.series import SeriesGame, carried_food, flag
from game.rules.agricola.setup import tables_for
from game.rules.core import GameConfig, solo_outcome
from game.scenes.series_words import after_game_line
from game.scenes.table import TableScene
from game.scenes.table.launch import random_match
from game.scenes.table.results import ResultsScene
from game.scenes.title import TitleScene
from game.series import Played, Series, save_series, series_file
from game.ui.context import UiContext

NUMBERS = tables_for(load_game_content("agricola")).numbers


def shown(ctx: UiContext) -> list[str]:
    run_frames(ctx.stack)
    top = ctx.stack.top
    assert top is not None
    return [text for _rect, text in top.texts()]  # type: ignore[attr-defined]


def solo_table(ctx: UiContext, *variants: str) -> list[str]:
    setup = MatchSetup("agricola", GameConfig(1, frozenset(variants)), 3, seats("Ana"))
    ctx.stack.push(TableScene(ctx, Match(setup, load_game_content("agricola"), None), board_kit("agricola")))
    return shown(ctx)


def test_the_title_screen_says_where_a_series_under_way_stands(table_ctx: UiContext, tablero_home: Path) -> None:
    first, second = NUMBERS.series_targets[:2]
    save_series(Series(game=3, food=1, kept=("o_mason", "o_woodcutter"),
                       played=(Played(1, first + 4, first, "o_mason"), Played(2, second - 3, second),
                               Played(2, second + 1, second, "o_woodcutter"))))
    table_ctx.stack.push(TitleScene(table_ctx))
    target = NUMBERS.series_targets[2]
    assert f"Agricola solo series: game 3 of 8, target {target} points · 2 targets reached" in shown(table_ctx)


def test_the_title_screen_says_nothing_of_a_series_not_begun_and_leaves_a_damaged_file_alone(
    table_ctx: UiContext, tablero_home: Path
) -> None:
    table_ctx.stack.push(TitleScene(table_ctx))
    assert not any("series" in text for text in shown(table_ctx))
    series_file().parent.mkdir(parents=True, exist_ok=True)
    series_file().write_text("{broken", encoding="utf-8")
    table_ctx.stack.top.changed()  # type: ignore[union-attr]
    assert not any("series" in text for text in shown(table_ctx))
    assert series_file().read_text(encoding="utf-8") == "{broken"


def test_a_series_game_shows_its_number_and_target_at_the_table(table_ctx: UiContext) -> None:
    texts = solo_table(table_ctx, flag(SeriesGame(4, 2)))
    assert "Solo series: game 4 of 8" in texts
    assert f"Target: {NUMBERS.series_targets[3]} points" in texts


@pytest.mark.parametrize("variants", [(), ("family",)])
def test_another_solo_game_shows_what_each_medal_needs(table_ctx: UiContext, variants: tuple[str, ...]) -> None:
    texts = solo_table(table_ctx, *variants)
    assert "Medals" in texts
    for medal, points in NUMBERS.medals:
        assert f"{medal.capitalize()}: {points} points" in texts


def test_a_table_of_two_shows_no_goal(table_ctx: UiContext) -> None:
    setup = MatchSetup("agricola", GameConfig(2), 3, seats("Ana", "Ben"))
    table_ctx.stack.push(TableScene(table_ctx, Match(setup, load_game_content("agricola"), None), board_kit("agricola")))
    assert "Medals" not in shown(table_ctx) and not any(t.startswith("Target") for t in shown(table_ctx))


def test_the_results_of_a_series_game_below_target_say_it_is_played_again(table_ctx: UiContext) -> None:
    game = SeriesGame(2, 3, ("o_mason",))
    match = random_match("agricola", 1, None, GameConfig(1, frozenset({flag(game)})))
    outcome = match.state.outcome()
    assert outcome is not None and not outcome.winners
    table_ctx.stack.push(ResultsScene(table_ctx, match, board_kit("agricola")))
    line = "Game 2 of the series is played again, with 3 food and the occupations kept: Mason."
    assert line in shown(table_ctx)


def test_a_series_game_on_target_says_what_is_kept_for_the_next() -> None:
    RULES.check_config(GameConfig(1, frozenset({flag(SeriesGame(3, 0, ("o_mason",)))})))
    target = NUMBERS.series_targets[2]
    outcome = solo_outcome(target + 7, (), (), "rounds_played", target=target)
    line = after_game_line(SeriesGame(3, 0, ("o_mason",)), outcome, lambda card: card.removeprefix("o_").title(), str)
    food = carried_food(target + 7, target)
    assert line == (f"Kept for game 4: {food} food carried over, the occupations kept (Mason) and one you played "
                    "in this game, chosen on the next screen.")
