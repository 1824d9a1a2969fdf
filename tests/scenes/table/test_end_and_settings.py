"""What the end of a game reveals, the statistics it leaves, whose turn the top bar names,
the animation speed and the text size on every screen."""

from __future__ import annotations

import json

import pygame
import pytest
from table_helpers import run_frames, seats

from game.boards.oregon.results_panel import tile_chips
from game.boards.porto.results_panel import contract_chips
from game.games import board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.paths import stats_file
from game.rules.core import GameConfig, Rng
from game.scenes.base import UiScene
from game.scenes.new_game import NewGameScene
from game.scenes.settings_screen import SettingsScene
from game.scenes.table import ResultsScene, TableScene
from game.scenes.table.stats_screen import StatisticsScene
from game.scenes.table.words import seat_looks
from game.scenes.title import TitleScene
from game.settings import ANIMATION_SPEEDS, UI_SCALES
from game.stats import load_stats
from game.ui.context import UiContext


def played(game_id: str, players: tuple[Seat, ...], seed: int = 3, moves: int | None = None) -> Match:
    """A match of random moves (the whole game unless ``moves`` is given)."""
    match = Match(MatchSetup(game_id, GameConfig(len(players)), seed, players), load_game_content(game_id), None)
    rng = Rng(seed)
    while not match.state.is_over and (moves is None or len(match.moves) < moves):
        match.play(rng.choice(match.state.legal_moves()), autosave=False)
    return match


def people(count: int) -> tuple[Seat, ...]:
    return seats(*("Ana", "Ben", "Cleo", "Dara")[:count]) if count <= 3 else tuple(
        Seat("human", name, "", colour) for name, colour in
        zip(("Ana", "Ben", "Cleo", "Dara"), ("blue", "orange", "green", "purple"), strict=True))


def overlaps(texts: list[tuple[pygame.Rect, str]]) -> list[str]:
    return [f"{a!r} overlaps {b!r}" for i, (ra, a) in enumerate(texts) for rb, b in texts[i + 1:] if ra.colliderect(rb)]


def shown(scene: object) -> list[str]:
    return [text for _rect, text in scene.texts()]  # type: ignore[attr-defined]


# --- results: what was hidden ------------------------------------------------------------

def test_porto_results_reveal_every_players_private_contracts_and_what_each_paid(table_ctx: UiContext) -> None:
    match = played("porto", people(2))
    outcome = match.state.outcome()
    assert outcome is not None
    column = outcome.categories.index("private_contracts")
    results = ResultsScene(table_ctx, match, board_kit("porto"))
    table_ctx.stack.push(results)
    run_frames(table_ctx.stack)
    gettext = table_ctx.translator.gettext
    for player in range(2):
        chips = contract_chips(match.state, player, gettext)  # type: ignore[arg-type]
        assert len(chips) == match.state.tables.private_kept  # type: ignore[attr-defined]
        assert sum(int(chip.value) for chip in chips) == outcome.breakdown[player][column]
        assert all(chip.value in shown(results) for chip in chips)
    assert "Private contracts revealed" in shown(results)


def test_oregon_results_turn_every_coal_and_gold_tile_face_up(table_ctx: UiContext) -> None:
    match = played("oregon", people(2))
    outcome = match.state.outcome()
    assert outcome is not None
    for player in range(2):
        coal, gold = tile_chips(match.state, player, table_ctx.translator.gettext)  # type: ignore[arg-type]
        assert int(coal.value) == outcome.breakdown[player][outcome.categories.index("coal")]
        assert int(gold.value) == outcome.breakdown[player][outcome.categories.index("gold")]
        for value in match.state.coal[player]:  # type: ignore[attr-defined]
            assert str(value) in coal.text


@pytest.mark.parametrize("game_id", ["porto", "oregon"])
@pytest.mark.parametrize("lang", ["es", "fr"])
def test_results_of_four_players_fit_the_smallest_window_at_the_largest_text_size(
    game_id: str, lang: str, table_ctx: UiContext
) -> None:
    table_ctx.change_settings(table_ctx.settings.with_changes(language=lang, ui_scale=max(UI_SCALES)))
    results = ResultsScene(table_ctx, played(game_id, people(4)), board_kit(game_id))
    table_ctx.stack.push(results)
    run_frames(table_ctx.stack)
    window = pygame.Rect((0, 0), table_ctx.stack.size)
    assert overlaps(results.texts()) == []
    assert [text for rect, text in results.texts() if not window.contains(rect)] == []


# --- statistics -------------------------------------------------------------------------

def test_a_finished_match_counts_once_in_the_statistics_and_the_screen_shows_it(table_ctx: UiContext) -> None:
    players = (Seat("human", "Ana", "", "blue"), Seat("bot", "Bot 2", "easy", "orange"))
    match = played("porto", players, seed=4)
    outcome = match.state.outcome()
    assert outcome is not None
    table_ctx.stack.push(TableScene(table_ctx, match, board_kit("porto")))
    run_frames(table_ctx.stack, 3)
    assert isinstance(table_ctx.stack.top, ResultsScene)
    table_ctx.stack.resize((1600, 900))
    run_frames(table_ctx.stack, 3)
    record = load_stats()["porto"]
    ana_won = 0 in outcome.winners
    assert (record.games, record.games_against, record.wins_against.get("easy", 0)) == (1, {"easy": 1}, int(ana_won))
    assert (record.best_score, record.best_by) == (outcome.scores[0], "Ana")
    screen = StatisticsScene(table_ctx)
    table_ctx.stack.push(screen)
    run_frames(table_ctx.stack)
    assert f"{int(ana_won)} / 1" in shown(screen)
    assert f"{outcome.scores[0]} (Ana)" in shown(screen)


def test_a_damaged_statistics_file_is_kept_aside_and_said_once_on_the_statistics_screen(
    table_ctx: UiContext,
) -> None:
    stats_file().parent.mkdir(parents=True, exist_ok=True)
    stats_file().write_text("{ not json", encoding="utf-8")
    screen = StatisticsScene(table_ctx)
    table_ctx.stack.push(screen)
    run_frames(table_ctx.stack)
    (kept,) = stats_file().parent.glob("statistics.damaged-*.json")
    assert kept.read_text(encoding="utf-8") == "{ not json"
    assert [line for line in shown(screen) if kept.name in line and "cannot be used" in line]
    assert not stats_file().exists()
    again = StatisticsScene(table_ctx)
    table_ctx.stack.push(again)
    run_frames(table_ctx.stack)
    assert "No finished matches yet." in shown(again)
    assert not [line for line in shown(again) if "cannot be used" in line]
    json.dumps(load_stats())  # nothing from the damaged file


# --- whose turn -------------------------------------------------------------------------

def test_the_top_bar_says_whose_decision_it_is(table_ctx: UiContext) -> None:
    solo = TableScene(table_ctx, played("porto", seats("Ana", "bot"), moves=0), board_kit("porto"))
    table_ctx.stack.push(solo)
    run_frames(table_ctx.stack)
    assert "Your turn" in shown(solo)
    solo.driver.bot_delay = 3600.0
    solo.match.play(solo.match.state.legal_moves()[0])
    solo.driver.settle()
    run_frames(table_ctx.stack, 2)
    assert any(text.startswith("Random bot is thinking…") for text in shown(solo))
    table_ctx.stack.pop()
    hotseat = TableScene(table_ctx, played("porto", seats("Ana", "Ben"), moves=0), board_kit("porto"))
    table_ctx.stack.push(hotseat)
    run_frames(table_ctx.stack)
    assert "Pass to Ana" in shown(hotseat)
    hotseat.take_screen()
    run_frames(table_ctx.stack)
    assert "Your turn, Ana" in shown(hotseat)


@pytest.mark.parametrize("game_id", ["porto", "oregon"])
def test_in_hotseat_everyones_hand_size_shows_in_the_player_strip(game_id: str, table_ctx: UiContext) -> None:
    table = TableScene(table_ctx, played(game_id, seats("Ana", "Ben"), moves=4), board_kit(game_id))
    table_ctx.stack.push(table)
    run_frames(table_ctx.stack)
    assert table.driver.viewer is None  # behind the hand-off screen
    if table.kit.extra.get("shows_players"):  # the board's own panels: nothing listed twice
        assert table._rows == [] and not [text for text in shown(table) if text.startswith("Person · ")]
        return
    summaries = [text for text in shown(table) if text.startswith("Person · ")]
    assert len(summaries) == 2
    assert all(any(ch.isdigit() for ch in text) for text in summaries)


# --- animation speed --------------------------------------------------------------------

PLACEMENTS = ("Build", "PlaceFarmer", "PlaceBuilding", "PlaceStartTile")


def animation_time(ctx: UiContext, game_id: str, speed: str) -> float:
    """Seconds the board stays busy after a move that puts something on the board."""
    ctx.settings = ctx.settings.with_changes(animation_speed=speed)
    match = played(game_id, seats("Ana", "Ben"), seed=6, moves=0)
    rng = Rng(6)
    while not any(type(m).__name__ in PLACEMENTS for m in match.state.legal_moves()):
        match.play(rng.choice(match.state.legal_moves()), autosave=False)
    board = board_kit(game_id).board_view(ctx, match.setup, match.content, seat_looks(match.seats, ctx.catalogue))
    board.layout(pygame.Rect(10, 60, 1000, 640))
    player = match.state.current_player
    assert player is not None
    before = match.view_for(player)
    board.show(before, player, False)
    events = match.play(next(m for m in match.state.legal_moves() if type(m).__name__ in PLACEMENTS), autosave=False)
    board.show(match.view_for(player), player, False)
    board.animate(events, before)
    seconds = 0.0
    while board.busy:
        board.update(0.01)
        seconds += 0.01
        assert seconds < 30, "an animation that never ends"
    return seconds


@pytest.mark.parametrize("game_id", ["porto", "oregon"])
def test_every_board_animation_follows_the_speed_setting(game_id: str, table_ctx: UiContext) -> None:
    times = [animation_time(table_ctx, game_id, speed) for speed in ANIMATION_SPEEDS]
    assert times[-1] == 0.0, "instant shows the result at once"
    assert times == sorted(times, reverse=True) and times[0] > times[1] > times[2] > 0


# --- text size everywhere ----------------------------------------------------------------

def screens(ctx: UiContext) -> dict[str, UiScene]:
    return {
        "title": TitleScene(ctx),
        "new game": NewGameScene(ctx, "porto"),
        "settings": SettingsScene(ctx),
        "table": TableScene(ctx, played("oregon", seats("Ana", "bot"), moves=6), board_kit("oregon")),
        "results": ResultsScene(ctx, played("porto", people(3)), board_kit("porto")),
    }


@pytest.mark.parametrize("screen", ["title", "new game", "settings", "table", "results"])
def test_the_largest_text_size_enlarges_every_screen_without_overlaps(screen: str, table_ctx: UiContext) -> None:
    def heights(scale: float) -> tuple[list[str], int]:
        table_ctx.change_settings(table_ctx.settings.with_changes(language="fr", ui_scale=scale))
        scene = screens(table_ctx)[screen]
        table_ctx.stack.push(scene)
        run_frames(table_ctx.stack)
        texts = scene.texts()
        table_ctx.stack.pop()
        table_ctx.stack.apply_requests()
        return overlaps(texts), sum(rect.height for rect, _text in texts)

    _ignored, normal = heights(1.0)
    found, large = heights(max(UI_SCALES))
    assert found == []
    assert large > normal


def test_play_again_after_a_game_of_the_solo_series_opens_the_next_game_on_the_new_game_screen(
    table_ctx: UiContext,
) -> None:
    setup = MatchSetup("agricola", GameConfig(1, frozenset({"series=2.0"})), 3, people(1))
    match = Match(setup, load_game_content("agricola"), None)
    rng = Rng(3)
    while not match.state.is_over:
        match.play(rng.choice(match.state.legal_moves()), autosave=False)
    results = ResultsScene(table_ctx, match, board_kit("agricola"))
    table_ctx.stack.push(results)
    run_frames(table_ctx.stack)
    results.play_again()
    table_ctx.stack.apply_requests()
    top = table_ctx.stack.top
    assert isinstance(top, NewGameScene)
    assert (top.game_id, top.players) == ("agricola", 1)
