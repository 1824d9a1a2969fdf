"""The harvest as a moment (issue 34): when a harvest ends the table stops on a screen with
every player's harvest — what the fields gave, what was eaten, cooked and begged, what bred;
in Fields of Green each ability paid or flipped — until it is dismissed; "Pause at each
harvest" off, the game goes on with only the log."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import run_frames, seats

from game.games import board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.core import GameConfig
from game.scenes.table import TableScene
from game.scenes.table.harvest import HarvestScreen
from game.ui.context import UiContext

VARIANTS = {"agricola": frozenset({"family"}), "fields_of_green": frozenset()}


def _table(ctx: UiContext, game_id: str) -> TableScene:
    setup = MatchSetup(game_id, GameConfig(2, VARIANTS[game_id]), 5, seats("Ana", "Ben"))
    table = TableScene(ctx, Match(setup, load_game_content(game_id), None), board_kit(game_id))
    ctx.stack.push(table)
    run_frames(ctx.stack)
    return table


def _play_to_first_harvest_screen(ctx: UiContext, table: TableScene) -> HarvestScreen | None:
    """Play the first legal move again and again at the table, as the players would, until
    the first harvest is over (the screen is up) or the second round has begun."""
    start = table.match.state.round_number
    while table.match.state.round_number == start:
        state = table.match.state
        table.after_move(table.driver.play(state.legal_moves()[0]))
        run_frames(ctx.stack)
        if isinstance(ctx.stack.top, HarvestScreen):
            return ctx.stack.top
    return None


def _agricola_to_a_harvest(ctx: UiContext, table: TableScene) -> HarvestScreen:
    for _round in range(4):
        screen = _play_to_first_harvest_screen(ctx, table)
        if screen is not None:
            return screen
    raise AssertionError("four rounds passed and no harvest screen came")


def _column(screen: HarvestScreen, player: int) -> tuple[str, ...]:
    """The lines of ``player``'s column (each drawn in it: the screen's texts hold them)."""
    row = next(row for row in screen.rows if row.player == player)
    drawn = {text for _rect, text in screen.texts()}
    assert set(row.lines) <= drawn
    return row.lines


@pytest.mark.parametrize("game_id", ["agricola", "fields_of_green"])
def test_a_harvest_ends_on_a_screen_with_every_players_harvest_until_it_is_dismissed(
        table_ctx: UiContext, game_id: str) -> None:
    table = _table(table_ctx, game_id)
    screen = _agricola_to_a_harvest(table_ctx, table) if game_id == "agricola" else \
        _play_to_first_harvest_screen(table_ctx, table)
    assert screen is not None
    texts = [text for _rect, text in screen.texts()]
    assert "Ana" in texts and "Ben" in texts
    harvest_log = {event.kind for event in (e.event for e in table.match.log)}
    if game_id == "agricola":  # rulebook, "La cosecha": every family is fed at each harvest
        assert any(text.startswith("Feeds") for text in _column(screen, 0))
        assert any(text.startswith("Feeds") for text in _column(screen, 1))
    else:
        assert {"harvested", "flipped"} & harvest_log
        lines = _column(screen, 0) + _column(screen, 1)
        assert any(text.startswith("Harvests ") or " flips " in text for text in lines)
    moves = len(table.match.moves)
    run_frames(table_ctx.stack, 5)
    assert len(table.match.moves) == moves and table_ctx.stack.top is screen
    screen.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    run_frames(table_ctx.stack)
    assert table_ctx.stack.top is table and not table.harvest_open


def test_with_pause_at_each_harvest_off_the_harvest_passes_with_only_the_log(table_ctx: UiContext) -> None:
    table_ctx.change_settings(table_ctx.settings.with_changes(harvest_pause=False))
    table = _table(table_ctx, "fields_of_green")
    table.rebuild()
    assert _play_to_first_harvest_screen(table_ctx, table) is None
    assert table.match.state.round_number == 2


def test_the_harvest_screens_columns_fade_in_one_after_the_other(table_ctx: UiContext) -> None:
    table = _table(table_ctx, "fields_of_green")
    screen = _play_to_first_harvest_screen(table_ctx, table)
    assert screen is not None
    screen.elapsed = 0.0
    assert screen.alpha(0) == 0 and screen.alpha(1) == 0
    screen.elapsed = 0.4
    assert screen.alpha(0) == 255 and 0 < screen.alpha(1) < 255
    screen.elapsed = 5.0
    assert screen.alpha(1) == 255


def test_a_fields_of_green_harvest_says_what_each_ability_gave(table_ctx: UiContext) -> None:
    table = _table(table_ctx, "fields_of_green")
    for _year in range(4):  # the first harvest where an ability gives something
        screen = _play_to_first_harvest_screen(table_ctx, table)
        assert screen is not None
        season = table.match.log[-1].round
        gave = [e.event for e in table.match.log
                if e.round == season and e.event.kind == "harvested" and e.event.args["gave"]]
        if gave:
            break
        screen.dismiss()
        run_frames(table_ctx.stack)
    assert gave, "an ability gave something in a harvest"
    lines = [line for row in screen.rows for line in row.lines]
    for event in gave:
        amount = sum(int(n) for _key, n in event.args["gave"])
        assert any(line.startswith("Harvests") and " and gets " in line and str(amount) in line for line in lines)


def _screen_with_numbers(table_ctx: UiContext) -> HarvestScreen:
    """A harvest screen over an Agricola table, its rows as the log would say them."""
    from game.boards.kit.harvest import HarvestRow

    table = _table(table_ctx, "agricola")
    rows = [HarvestRow(0, ("Harvests 3 grain and 1 vegetable", "Feeds 2 people with 4 food", "Sheep breed: 1 sheep")),
            HarvestRow(1, ("Feeds 2 people with 3 food", "Takes 1 begging card"))]
    screen = HarvestScreen(table_ctx, "Harvest", rows, table.looks, lambda: None)
    table_ctx.stack.push(screen)
    run_frames(table_ctx.stack)
    screen.elapsed = 0.0
    return screen


def test_the_harvest_screens_lines_come_in_one_by_one_their_goods_counting_up_and_a_click_shows_all(
        table_ctx: UiContext) -> None:
    from game.scenes.table.harvest import counted_up
    from game.ui import text_watch

    screen = _screen_with_numbers(table_ctx)
    column, row = next((c, row) for c, row in enumerate(screen.rows) if len(row.lines) >= 2)
    first = row.lines[0]
    assert any(ch.isdigit() for ch in first), first  # "Feeds 2 people with 4 food"
    screen.elapsed = screen.line_start(column, 0) + 0.05 * screen.factor
    assert 0 < screen.line_progress(column, 0) < 1 and screen.line_progress(column, 1) == 0
    with text_watch.watching() as seen:
        screen.draw(pygame.display.get_surface())
    drawn = [line.text for line in seen.lines.values() if line.placed]
    assert counted_up(first, screen.line_progress(column, 0)) in drawn and first not in drawn, \
        "the first line is in, its numbers still counting"
    assert row.lines[1] not in drawn, "the next line comes after"
    assert screen.animating
    screen.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert not screen.animating and table_ctx.stack.top is screen, "a click shows all, the screen stays"
    with text_watch.watching() as seen:
        screen.draw(pygame.display.get_surface())
    drawn = [line.text for line in seen.lines.values() if line.placed]
    assert first in drawn and row.lines[1] in drawn
    assert screen.duration <= 4.0 * screen.factor, "a harvest comes in within a few seconds"


def test_at_the_instant_animation_speed_the_harvest_screen_shows_all_at_once(table_ctx: UiContext) -> None:
    table_ctx.change_settings(table_ctx.settings.with_changes(animation_speed="instant"))
    screen = _screen_with_numbers(table_ctx)
    assert not screen.animating
    assert all(screen.line_progress(c, k) == 1 for c, row in enumerate(screen.rows) for k in range(len(row.lines)))


def test_what_each_line_gave_counts_up_as_tokens_at_its_columns_foot(table_ctx: UiContext) -> None:
    import re

    from game.scenes.table.launch import harvest_shot
    from game.ui import text_watch

    # rulebook, "La cosecha": the fields give their crops, then the family is fed, then the animals breed
    screen = harvest_shot(table_ctx, "agricola", 3, 90, GameConfig(3), elapsed=0.0)
    table_ctx.stack.push(screen)
    run_frames(table_ctx.stack)
    column, row = next((c, row) for c, row in enumerate(screen.rows)
                       if any(line.startswith("Harvests ") for line in row.lines))
    for line, gave in zip(row.lines, row.gains, strict=True):
        if line.startswith("Harvests "):  # "Harvests 1 grain": one grain counted
            said = dict((good, int(n)) for n, good in re.findall(r"(\d+) (grain|vegetable)", line))
            assert dict(gave) == said
        if line.startswith("Feeds "):
            assert gave == (), "what is eaten is said, not counted as gained"
    total: dict[str, int] = {}
    for gave in row.gains:
        for good, n in gave:
            total[good] = total.get(good, 0) + n
    screen.elapsed = 0.0
    assert screen.tally(column) == []
    screen.skip()
    assert dict(screen.tally(column)) == total
    with text_watch.watching() as seen:
        screen.draw(pygame.display.get_surface())
    drawn = {line.text for line in seen.lines.values() if line.placed}
    assert {f"+{n}" for n in total.values()} <= drawn
