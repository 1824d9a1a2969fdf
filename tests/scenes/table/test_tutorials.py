"""The guided first games (issue 33): each tutorial is played to its end at the real table,
headless, the way a newcomer would: every step's words are on its card, its move is made
where the step lights it, a wrong move is refused with the step's reason and changes nothing,
Back returns to where the previous step opened, a tutorial left is resumed where it was, and
the end offers a real match of the same settings.

Sweep (the suite's time is shared): every step with a wrong move tried, in English at
1366 × 768; every step in Spanish and French at 1024 × 600 and 1366 × 768 (the words, the
ring and the moves, without the wrong moves).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from table_helpers import click, run_frames
from tutorial_people import CLICKS, POINTS, handed_over, ring_clicks, ring_points

from game.content.tutorial import PERSON, load_tutorial, moves_before
from game.context import build_context
from game.games import GAMES as GAMES_SHIPPED
from game.rules.core import Move
from game.scenes.stack import SceneStack
from game.scenes.table import TableScene
from game.scenes.table.harvest import HarvestScreen
from game.scenes.table.tutorial import TutorialTable, shipped_tutorial, start_tutorial
from game.settings import Settings
from game.tutorials import read_progress
from game.ui import text_watch
from game.ui.context import UiContext
from game.ui.theme import MIN_TEXT_PX

GAMES = [spec.id for spec in GAMES_SHIPPED if spec.tutorial]
SMALL = (1024, 600)
LARGE = (1366, 768)


def open_context(size: tuple[int, int], lang: str) -> UiContext:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(language=lang, window_size=size), on_start=lambda setup: None)
    ctx.settings = ctx.settings.with_changes(animation_speed="instant", bot_delay=0.0)
    return ctx


@pytest.fixture
def contexts(tablero_home: object) -> Iterator[list[UiContext]]:
    made: list[UiContext] = []
    yield made
    for ctx in made:
        ctx.stack.clear()
        ctx.stack.apply_requests()


def open_tutorial(contexts: list[UiContext], game_id: str, size: tuple[int, int] = LARGE,
                  lang: str = "en") -> TutorialTable:
    ctx = open_context(size, lang)
    contexts.append(ctx)
    assert start_tutorial(ctx, game_id)
    run_frames(ctx.stack, 3)
    table = ctx.stack.top
    assert isinstance(table, TutorialTable)
    return table


def settle(table: TutorialTable) -> None:
    """Let the bots' scripted moves of the step in (a harvest's screen, once read, is closed
    with its Continue, as a person would)."""
    for _frame in range(40):
        if isinstance(table.ctx.stack.top, HarvestScreen):
            click(table.ctx.stack, table.ctx.stack.top.widget("continue").rect.center)
        if not table.driver.script and not table.board.busy and table.ctx.stack.top is table:
            break
        run_frames(table.ctx.stack)
    run_frames(table.ctx.stack)
    assert not table.driver.script, f"step {table.index + 1}: the bots' moves were not played"


def card_words(table: TutorialTable) -> str:
    return " ".join(text for _rect, text in table.texts())


def other_moves(table: TutorialTable, awaited: Move) -> list[Move]:
    """The person's legal moves other than the step's that are clicked at other places than
    the step's move, a few of them."""
    spots = {tuple(rect) for rect in table.board.hint_spots(awaited)}
    others = [m for m in table.match.state.legal_moves_for(PERSON) if m != awaited]
    return [m for m in others if table.board.hint_spots(m)
            and {tuple(rect) for rect in table.board.hint_spots(m)} != spots][:4]


def try_wrong_move(table: TutorialTable, game_id: str, awaited: Move) -> None:
    """Click where other legal moves are made: each changes nothing, and the first the
    board hands over gets the step's reason.  Where no other move is clicked elsewhere (a
    split of Fields of Green is set with arrows), one is handed over as the board would."""
    index = table.index
    moves = list(table.match.moves)
    said = table.step.wrong.get(table.ctx.translator.language) if table.step.wrong else None
    candidates = other_moves(table, awaited)
    for wrong in candidates:
        CLICKS.get(game_id, ring_clicks)(table, wrong)
        assert table.index == index, f"step {index + 1}: {wrong} moved the tutorial on"
        assert table.match.moves == moves, f"step {index + 1}: {wrong} changed the game"
        if table.prompt_text() == said:
            return
        table.board.cancel()
    others = [m for m in table.match.state.legal_moves_for(PERSON) if m != awaited]
    assert not candidates or not others, f"step {index + 1}: no wrong click got {said!r}"
    if others:
        handed_over(table, others[0])
        assert table.index == index and table.match.moves == moves
        assert said is not None and table.prompt_text() == said, f"step {index + 1}: {table.prompt_text()!r}"


def make_move(table: TutorialTable, game_id: str, move: Move) -> None:
    """Click the move where it is lit (or hand it over where these tests click no board)."""
    spots = table.lit_spots()
    assert spots, f"step {table.index + 1}: nothing is lit for {move}"
    for spot in spots:
        assert table.ctx.stack.top is table and table.board.rect.contains(spot), \
            f"step {table.index + 1}: a lit place {spot} is off the board"
    points = POINTS.get(game_id, ring_points)
    for point in points(table.board, move):
        assert any(spot.collidepoint(point) for spot in spots), \
            f"step {table.index + 1}: {move} is played at {point}, outside the lit places {spots}"
    lit_points = [spot for spot in spots if not any(spot.collidepoint(p) for p in points(table.board, move))]
    assert not lit_points, f"step {table.index + 1}: {lit_points} are lit but {move} is not played there"
    CLICKS.get(game_id, ring_clicks)(table, move)


def play_through(table: TutorialTable, game_id: str, wrong_moves: bool) -> None:
    tutorial = table.tutorial
    language = table.ctx.translator.language
    for index, step in enumerate(tutorial.steps):
        settle(table)
        assert table.index == index
        words = " ".join(step.say.get(language).split())
        assert words in card_words(table), f"step {index + 1}: its words are not whole on its card"
        if step.light:
            played = table.match.moves[len(moves_before(tutorial, index)):]
            assert played == list(step.bots)
            expected = [table.board.hint_spot(table.match.rules.parse_move(table.match.state, played[k]))
                        for k in step.light]
            assert table.bot_spots() == [spot for spot in expected if spot is not None] != [], \
                f"step {index + 1}: the bot's move is not lit where it went"
        if step.play is None:
            before = len(table.match.moves)
            if index + 1 < len(tutorial.steps):
                click(table.ctx.stack, table.widget("step_next").rect.center)
                run_frames(table.ctx.stack)
                assert table.index == index + 1
                since = table.match.moves[before:]  # only the next step's bots have moved since
                assert since == list(tutorial.steps[index + 1].bots)[: len(since)]
            continue
        awaited = table.awaited()
        assert awaited is not None and str(awaited) == step.play
        if wrong_moves:
            try_wrong_move(table, game_id, awaited)
        make_move(table, game_id, awaited)
        made = table.match.moves[len(moves_before(tutorial, index)) + len(step.bots):][:1]
        assert made == [step.play], f"step {index + 1}: the clicks made {made}"
        assert table.index == index + 1 or index + 1 == len(tutorial.steps)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_newcomer_plays_each_tutorial_to_its_end_and_each_wrong_move_is_refused(
        contexts: list[UiContext], game_id: str) -> None:
    table = open_tutorial(contexts, game_id)
    play_through(table, game_id, wrong_moves=True)
    run_frames(table.ctx.stack)
    assert table.last
    click(table.ctx.stack, table.widget("step_next").rect.center)
    run_frames(table.ctx.stack)
    real = table.ctx.stack.top
    assert isinstance(real, TableScene) and not isinstance(real, TutorialTable)
    assert real.match.setup.config == table.tutorial.config
    assert [seat.is_bot for seat in real.match.seats] == [seat.is_bot for seat in table.match.seats]
    assert not real.match.moves
    assert game_id not in read_progress()


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["1024x600", "1366x768"])
@pytest.mark.parametrize("lang", ["es", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_each_tutorial_reads_and_plays_in_spanish_and_french_in_both_windows_with_every_line_in_its_box(
        contexts: list[UiContext], game_id: str, lang: str, size: tuple[int, int]) -> None:
    with text_watch.watching() as seen:
        table = open_tutorial(contexts, game_id, size, lang)
        play_through(table, game_id, wrong_moves=False)
    said = " ".join(" ".join(step.say.get(lang).split()) for step in table.tutorial.steps)
    card = [line for line in seen.lines.values() if line.text.strip() in said]
    assert card, "no line of the steps' cards was drawn"
    assert [str(line) for line in card if line.spills] == []
    if size == LARGE:
        assert [str(line) for line in card if line.px < MIN_TEXT_PX] == []


@pytest.mark.parametrize("game_id", GAMES)
def test_back_returns_to_where_the_previous_step_opened(contexts: list[UiContext], game_id: str) -> None:
    table = open_tutorial(contexts, game_id)
    tutorial = table.tutorial
    target = next(n for n, step in enumerate(tutorial.steps) if step.play is not None and n > 0)
    for _ in range(target + 1):
        settle(table)
        click(table.ctx.stack, table.widget("step_next").rect.center)
        run_frames(table.ctx.stack)
    settle(table)
    assert table.index == target + 1
    click(table.ctx.stack, table.widget("step_back").rect.center)
    run_frames(table.ctx.stack)
    assert table.index == target
    assert table.match.moves == moves_before(tutorial, target) + list(tutorial.steps[target].bots)[: len(table.match.moves) - len(moves_before(tutorial, target))]
    settle(table)
    assert table.match.moves == moves_before(tutorial, target) + list(tutorial.steps[target].bots)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tutorial_left_is_resumed_at_the_step_it_was_left_at(contexts: list[UiContext], game_id: str) -> None:
    table = open_tutorial(contexts, game_id)
    for _ in range(3):
        settle(table)
        click(table.ctx.stack, table.widget("step_next").rect.center)
        run_frames(table.ctx.stack)
    left_at = table.index
    click(table.ctx.stack, table.widget("menu").rect.center)
    run_frames(table.ctx.stack)
    menu = table.ctx.stack.top
    assert any("Learn to play" in text for _rect, text in menu.texts())  # type: ignore[union-attr]
    click(table.ctx.stack, menu.widget("leave").rect.center)  # type: ignore[union-attr]
    run_frames(table.ctx.stack)
    assert table.ctx.stack.top is not table
    assert read_progress()[game_id] == left_at
    again = open_tutorial(contexts, game_id)
    assert again.index == left_at
    settle(again)
    expected = moves_before(again.tutorial, left_at) + list(again.tutorial.steps[left_at].bots)
    assert again.match.moves == expected


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_of_each_tutorial_is_written_in_three_languages(game_id: str) -> None:
    tutorial = shipped_tutorial(game_id)
    assert tutorial is not None
    for step in tutorial.steps:
        texts = [step.say.en, step.say.es, step.say.fr]
        assert len(set(texts)) == 3, f"a step is not translated: {step.say.en}"


def open_title(contexts: list[UiContext]) -> UiContext:
    from game.scenes.title import TitleScene

    ctx = open_context(LARGE, "en")
    contexts.append(ctx)
    ctx.stack.push(TitleScene(ctx))
    run_frames(ctx.stack)
    return ctx


@pytest.mark.parametrize("game_id", GAMES)
def test_learn_to_play_on_the_title_screen_offers_each_game_and_opens_its_tutorial(
        contexts: list[UiContext], game_id: str) -> None:
    ctx = open_title(contexts)
    click(ctx.stack, ctx.stack.top.widget("learn").rect.center)  # type: ignore[union-attr]
    run_frames(ctx.stack)
    click(ctx.stack, ctx.stack.top.widget(f"learn:{game_id}").rect.center)  # type: ignore[union-attr]
    run_frames(ctx.stack)
    assert isinstance(ctx.stack.top, TutorialTable) and ctx.stack.top.tutorial.game_id == game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_each_games_tile_opens_its_tutorial(contexts: list[UiContext], game_id: str) -> None:
    ctx = open_title(contexts)
    chip = ctx.stack.top.widget(f"learn:{game_id}")  # type: ignore[union-attr]
    assert ctx.stack.top.widget(f"tile:{game_id}").rect.contains(chip.rect)  # type: ignore[union-attr]
    click(ctx.stack, chip.rect.center)
    run_frames(ctx.stack)
    assert isinstance(ctx.stack.top, TutorialTable) and ctx.stack.top.tutorial.game_id == game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_index_opens_each_games_tutorial(contexts: list[UiContext], game_id: str) -> None:
    ctx = open_title(contexts)
    click(ctx.stack, ctx.stack.top.widget("rules").rect.center)  # type: ignore[union-attr]
    run_frames(ctx.stack)
    click(ctx.stack, ctx.stack.top.widget(f"learn:{game_id}").rect.center)  # type: ignore[union-attr]
    run_frames(ctx.stack)
    assert isinstance(ctx.stack.top, TutorialTable) and ctx.stack.top.tutorial.game_id == game_id


def test_a_broken_tutorial_file_is_said_in_one_line_and_the_title_stays(
        contexts: list[UiContext], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.scenes.dialog import MessageDialog

    (tmp_path / "porto").mkdir()
    (tmp_path / "porto" / "tutorial.yaml").write_text("deal: {seed: 3, players: 2}\nsteps:\n  - say: {en: Hi}\n",
                                                      encoding="utf-8")
    monkeypatch.setattr("game.scenes.table.tutorial._tutorial",
                        lambda file, game_id, root: load_tutorial(tmp_path / file, file, game_id))
    ctx = open_title(contexts)
    click(ctx.stack, ctx.stack.top.widget("learn:porto").rect.center)  # type: ignore[union-attr]
    run_frames(ctx.stack)
    dialog = ctx.stack.top
    assert isinstance(dialog, MessageDialog)
    words = " ".join(text for _rect, text in dialog.texts())
    assert "porto/tutorial.yaml:3" in words
    click(ctx.stack, dialog.widget("ok").rect.center)
    run_frames(ctx.stack)
    assert type(ctx.stack.top).__name__ == "TitleScene"


def test_a_person_choosing_before_the_bots_replies_are_shown_is_not_refused(contexts: list[UiContext]) -> None:
    """Fields of Green's draft is chosen by everyone at once: a person who picks while the
    bots' scripted picks still wait for the bot delay has picked the step's card."""
    table = open_tutorial(contexts, "fields_of_green")
    table.driver.bot_delay = 60.0
    index = next(n for n, step in enumerate(table.tutorial.steps) if step.bots and step.play is not None)
    while table.index < index:
        click(table.ctx.stack, table.widget("step_next").rect.center)
        run_frames(table.ctx.stack)
        table.driver.bot_delay = 60.0
    while not table.driver.interactive:  # the bots' draws come first, in turn
        applied = table.driver.play_scripted()
        assert applied is not None
        table.after_move(applied)
    assert table.driver.script, "the bots' picks should still be waiting"
    step = table.step
    assert step.play is not None
    handed_over(table, table.match.rules.parse_move(table.match.state, step.play))
    assert table.index == index + 1, table.prompt_text()
    assert step.play in table.match.moves


def test_a_move_on_a_step_that_only_explains_is_refused_until_next(contexts: list[UiContext]) -> None:
    table = open_tutorial(contexts, "porto")
    assert table.step.play is None and table.driver.interactive
    move = table.match.state.legal_moves_for(PERSON)[0]
    handed_over(table, move)
    assert table.index == 0 and not table.match.moves
    assert table.prompt_text() == "Not now: read this step, then click Next."
