"""The screens around a match: results, Continue, saved games, replay, rules, shots."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from table_helpers import PAIRS_KIT, run_frames

from game.match import Match
from game.rules.core import Rng
from game.saves import list_saves, read_save
from game.scenes.table import ReplayScene, ResultsScene, RulesScene, SavedGamesScene, TableScene
from game.scenes.table.launch import newest_unfinished, resume_table
from game.stats import load_stats
from game.ui.context import UiContext


def play_out(match: Match, moves: int | None = None) -> Match:
    rng = Rng(5)
    while not match.state.is_over and (moves is None or len(match.moves) < moves):
        match.play(rng.choice(match.state.legal_moves()))
    return match


def texts(scene: object) -> list[str]:
    return [text for _rect, text in scene.texts()]  # type: ignore[attr-defined]


def test_results_show_every_category_the_winner_and_count_in_the_statistics(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    match = play_out(make_match("Ana", "bot"))
    outcome = match.state.outcome()
    assert outcome is not None
    results = ResultsScene(table_ctx, match, PAIRS_KIT, record=True)
    table_ctx.stack.push(results)
    run_frames(table_ctx.stack)
    shown = texts(results)
    assert "Cards" in shown and "Pairs" in shown and "Total" in shown
    winner = match.seats[outcome.winners[0]].name
    assert any(text.startswith(winner) for text in shown)
    assert load_stats()["tiny"].games == 1


def test_the_table_hands_over_to_the_results_when_the_game_ends(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    match = play_out(make_match("Ana", "Ben"))
    table_ctx.stack.push(TableScene(table_ctx, match, PAIRS_KIT))
    run_frames(table_ctx.stack, 2)
    assert isinstance(table_ctx.stack.top, ResultsScene)


def test_continue_resumes_the_newest_unfinished_match(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    play_out(make_match("Ana", "Ben", seed=1))
    unfinished = play_out(make_match("Ana", "Ben", seed=2), moves=3)
    assert newest_unfinished() == unfinished.save_path
    assert unfinished.save_path is not None
    table = resume_table(table_ctx, unfinished.save_path)
    assert table.match.moves == unfinished.moves
    assert table.match.can_undo() == unfinished.can_undo()


def test_a_match_the_rules_cannot_set_up_says_why_and_the_program_goes_on(table_ctx: UiContext) -> None:
    from game.match_setup import MatchSetup, Seat
    from game.rules.core import GameConfig
    from game.scenes.dialog import MessageDialog
    from game.scenes.table.launch import open_table
    from game.scenes.title import TitleScene

    table_ctx.stack.push(TitleScene(table_ctx))
    run_frames(table_ctx.stack)
    # a series game keeping a minor improvement: the rules refuse to begin it
    setup = MatchSetup("agricola", GameConfig(1, frozenset({"series=2.0.m_shovel"})), 1, (Seat("human", "Ana"),))
    open_table(table_ctx, setup)
    run_frames(table_ctx.stack)
    assert isinstance(table_ctx.stack.top, MessageDialog)
    assert any("not an occupation" in text for text in texts(table_ctx.stack.top))


def test_the_saved_games_list_names_each_match_and_deletes_one(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    play_out(make_match("Ana", "Ben"), moves=2)
    screen = SavedGamesScene(table_ctx)
    table_ctx.stack.push(screen)
    run_frames(table_ctx.stack)
    assert "Ana, Ben" in texts(screen)
    before = len(list_saves())
    screen.widget("delete:0").click((0, 0))  # type: ignore[attr-defined]
    run_frames(table_ctx.stack)
    question = table_ctx.stack.top
    assert len(list_saves()) == before and "Delete this saved game?" in texts(question)
    question.widget("cancel").click((0, 0))  # type: ignore[attr-defined]
    run_frames(table_ctx.stack)
    assert len(list_saves()) == before and table_ctx.stack.top is screen
    screen.widget("delete:0").click((0, 0))  # type: ignore[attr-defined]
    run_frames(table_ctx.stack)
    table_ctx.stack.top.widget("confirm").click((0, 0))  # type: ignore[attr-defined]
    run_frames(table_ctx.stack)
    assert len(list_saves()) == before - 1 and table_ctx.stack.top is screen


def test_a_finished_match_is_listed_as_finished_and_offers_replay_not_resume(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    play_out(make_match("Ana", "Ben"))
    screen = SavedGamesScene(table_ctx)
    table_ctx.stack.push(screen)
    run_frames(table_ctx.stack)
    assert "Finished" in texts(screen) and "Round" in texts(screen)
    assert not screen.widget("resume:0").enabled and screen.widget("replay:0").enabled  # type: ignore[attr-defined]


def test_the_replay_viewer_steps_forward_and_back(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    match = play_out(make_match("Ana", "Ben"), moves=6)
    assert match.save_path is not None
    replay = ReplayScene(table_ctx, read_save(match.save_path))
    table_ctx.stack.push(replay)
    run_frames(table_ctx.stack)
    assert replay.step == 6 and "Move 6 of 6" in texts(replay)
    replay.go(replay.step - 1)
    run_frames(table_ctx.stack)
    assert "Move 5 of 6" in texts(replay)
    replay.go(0)
    replay.go(replay.step + 1)
    run_frames(table_ctx.stack)
    assert "Move 1 of 6" in texts(replay)


def test_a_game_without_a_rules_reference_says_so(table_ctx: UiContext, monkeypatch: pytest.MonkeyPatch) -> None:
    # every shipped game has its pages now: a game without them finds no file
    monkeypatch.setattr("game.scenes.table.rules_scene.load_rules_text", lambda *_args: None)
    rules = RulesScene(table_ctx, "agricola")
    table_ctx.stack.push(rules)
    run_frames(table_ctx.stack)
    assert "The rules reference of this game is not written yet." in " ".join(texts(rules))


@pytest.mark.parametrize("scene", ["table", "results"])
def test_shot_draws_the_table_and_the_results_of_a_real_game(scene: str, tmp_path: Path) -> None:
    from game.games import available_games
    from game.shot import render_shot

    out = tmp_path / f"{scene}.png"
    render_shot(available_games()[0], 3, 10, out, (1366, 768), "en", scene)
    assert out.stat().st_size > 10_000


@pytest.mark.parametrize(("kind", "heading"), [("", "The aim"), ("draw_cards", "Drawing"), ("play_cards", "Placing a farmer")])
def test_the_rules_open_at_the_page_of_the_decision_in_play_with_the_numbers_filled_in(
    table_ctx: UiContext, kind: str, heading: str
) -> None:
    rules = RulesScene(table_ctx, "oregon", kind)
    table_ctx.stack.push(rules)
    run_frames(table_ctx.stack)
    text = rules.rules()
    assert text is not None and text.sections[rules.section].heading == heading
    assert "{" not in " ".join(texts(rules))
    rules.open_section(1)
    run_frames(table_ctx.stack)
    assert "The map has 10 rows and 15 columns." in " ".join(texts(rules))


def test_the_rules_index_shows_every_game_with_its_tile_and_opens_its_rules(table_ctx: UiContext) -> None:
    from game.scenes.table.rules_scene import RulesIndex

    index = RulesIndex(table_ctx)
    table_ctx.stack.push(index)
    run_frames(table_ctx.stack)
    shown = " ".join(texts(index))
    for info in table_ctx.catalogue.games:
        assert info.name in shown and info.blurb in shown
    index.widget("read:porto").click((0, 0))  # type: ignore[attr-defined]
    run_frames(table_ctx.stack)
    assert isinstance(table_ctx.stack.top, RulesScene) and table_ctx.stack.top.game_id == "porto"


def test_the_replay_of_a_finished_game_shows_each_players_hand_in_turn_and_of_an_unfinished_one_nobodys(
    table_ctx: UiContext, make_match: Callable[..., Match]
) -> None:
    def replay_of(match: Match) -> ReplayScene:
        assert match.save_path is not None
        replay = ReplayScene(table_ctx, read_save(match.save_path))
        shown: list[tuple[object, int | None]] = []
        real_show = replay.board.show
        replay.board.show = lambda view, viewer, interactive: (  # type: ignore[method-assign]
            shown.append((view.viewer, viewer)), real_show(view, viewer, interactive))[1]
        replay.shown = shown  # type: ignore[attr-defined]
        replay.go(replay.step)
        table_ctx.stack.push(replay)
        run_frames(table_ctx.stack)
        return replay

    unfinished = replay_of(play_out(make_match("Ana", "Ben"), moves=4))
    assert "Hands shown: nobody's" not in texts(unfinished)
    unfinished.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    assert unfinished.shown[-1] == (None, None), "an unfinished match's replay shows no hand"  # type: ignore[attr-defined]
    table_ctx.stack.pop()
    finished = replay_of(play_out(make_match("Ana", "Ben")))
    assert "Hands shown: nobody's" in texts(finished)
    seen = []
    for _ in range(3):
        hands = next(w for w in finished.widgets if w.key == "hands")
        finished.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hands.rect.center, button=1))
        finished.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=hands.rect.center, button=1))
        run_frames(table_ctx.stack)
        seen.append(finished.shown[-1])  # type: ignore[attr-defined]
    assert seen == [(0, 0), (1, 1), (None, None)], "each player's own view in turn, then the onlooker's"
    assert "Hands shown: nobody's" in texts(finished)
    finished.go(2)
    finished.next_hands()
    assert finished.shown[-1] == (0, 0), "the hand is shown at any step"  # type: ignore[attr-defined]
