"""Every board animates what a move changed at the chosen speed, and a click or a key while it
does finishes every animation at once."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.boards.base import BoardView  # noqa: E402
from game.boards.kit.flights import FLY_SECONDS, Fly  # noqa: E402
from game.boards.kit.timeline import Drop, Glide  # noqa: E402
from game.context import build_context  # noqa: E402
from game.games import board_kit, load_game_content  # noqa: E402
from game.match import Match  # noqa: E402
from game.match_setup import MatchSetup, Seat  # noqa: E402
from game.rules.core import GameConfig, Move, Rng  # noqa: E402
from game.scenes.stack import SceneStack  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from game.scenes.table.words import seat_looks  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.ui.context import UiContext  # noqa: E402

SIZE = (1366, 768)
PLACEMENTS = ("Build", "PlaceFarmer", "PlaceBuilding", "PlaceStartTile")
DRAWS = ("Draw", "DrawCards", "TakeCards")
GAMES = ["porto", "oregon"]


@pytest.fixture
def ctx(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[UiContext]:
    """A headless UI context at 1366 x 768, saving into a fresh folder."""
    monkeypatch.setenv("TABLERO_HOME", str(tmp_path / "home"))
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(SIZE)
    context = build_context(SceneStack(SIZE), Settings(language="en", window_size=SIZE), on_start=lambda s: None)
    yield context
    context.stack.clear()
    context.stack.apply_requests()


def people() -> tuple[Seat, ...]:
    return Seat(kind="human", name="Ana"), Seat(kind="human", name="Ben")


def match_before(game_id: str, kinds: tuple[str, ...]) -> Match:
    """A match of random moves up to the first where one of ``kinds`` of move is legal."""
    match = Match(MatchSetup(game_id, GameConfig(2), 6, people()), load_game_content(game_id), None)
    rng = Rng(6)
    while not any(type(m).__name__ in kinds for m in match.state.legal_moves()):
        match.play(rng.choice(match.state.legal_moves()), autosave=False)
    return match


def board_after(ctx: UiContext, game_id: str, kinds: tuple[str, ...], speed: str = "normal") -> BoardView:
    """A board that has just been told of a move of one of ``kinds`` (its animations begun)."""
    ctx.settings = ctx.settings.with_changes(animation_speed=speed)
    match = match_before(game_id, kinds)
    board = board_kit(game_id).board_view(ctx, match.setup, match.content, seat_looks(match.seats, ctx.catalogue))
    board.layout(pygame.Rect(10, 60, 1000, 640))
    player = match.state.current_player
    assert player is not None
    before = match.view_for(player)
    board.show(before, player, False)
    board.draw(pygame.display.get_surface())
    move: Move = next(m for m in match.state.legal_moves() if type(m).__name__ in kinds)
    events = match.play(move, autosave=False)
    board.show(match.view_for(player), player, False)
    board.animate(events, before)
    return board


def busy_seconds(board: BoardView, screen: pygame.Surface) -> float:
    """How long the board stays busy, drawn every step."""
    seconds = 0.0
    while board.busy:
        board.update(0.05)
        board.draw(screen)
        seconds += 0.05
        assert seconds < 30, "an animation that never ends"
    return seconds


@pytest.mark.parametrize("game_id", GAMES)
def test_a_skip_finishes_every_animation_of_a_placement_at_once(game_id: str, ctx: UiContext) -> None:
    board = board_after(ctx, game_id, PLACEMENTS)
    assert board.busy
    board.skip()
    assert not board.busy
    board.draw(pygame.display.get_surface())


def test_a_board_without_animations_skips_nothing(ctx: UiContext) -> None:
    board = BoardView(ctx, MatchSetup("porto", GameConfig(2), 1, people()), None, [])
    board.skip()
    assert not board.busy


@pytest.mark.parametrize("game_id", GAMES)
def test_a_click_on_the_board_while_it_animates_finishes_the_animation_and_its_sounds(
    game_id: str, ctx: UiContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    flushed: list[bool] = []
    monkeypatch.setattr(ctx.sounds, "flush", lambda: flushed.append(True))
    match = match_before(game_id, PLACEMENTS)
    table = TableScene(ctx, match, board_kit(game_id))
    ctx.stack.push(table)
    ctx.stack.apply_requests()
    move = next(m for m in match.state.legal_moves() if type(m).__name__ in PLACEMENTS)
    table.after_move(table.driver.play(move))
    assert table.board.busy
    played = len(match.moves)
    centre = table.place.rect("board").center
    ctx.stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    assert not table.board.busy
    assert flushed, "the sounds still to come are dropped"
    assert len(match.moves) == played  # the click only finished the animation


@pytest.mark.parametrize("game_id", GAMES)
def test_a_key_while_the_board_animates_finishes_the_animation(game_id: str, ctx: UiContext) -> None:
    match = match_before(game_id, PLACEMENTS)
    table = TableScene(ctx, match, board_kit(game_id))
    ctx.stack.push(table)
    ctx.stack.apply_requests()
    move = next(m for m in match.state.legal_moves() if type(m).__name__ in PLACEMENTS)
    table.after_move(table.driver.play(move))
    assert table.board.busy
    ctx.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    assert not table.board.busy


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_taken_cards_fly_from_the_display_to_the_hand_at_the_chosen_speed(speed: str, ctx: UiContext) -> None:
    board = board_after(ctx, "porto", ("Draw",), speed)
    flights = board.timeline.running(Fly)  # type: ignore[attr-defined]
    if speed == "instant":
        assert not board.busy and not flights
        return
    assert board.busy and flights
    assert all(f.what.target[1] > f.what.source[1] for f in flights), "the hand lies below the display"
    assert busy_seconds(board, pygame.display.get_surface()) >= FLY_SECONDS


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_the_cards_built_with_fly_to_their_house_before_the_floors_drop(speed: str, ctx: UiContext) -> None:
    board = board_after(ctx, "porto", ("Build",), speed)
    timeline = board.timeline  # type: ignore[attr-defined]
    if speed == "instant":
        assert not board.busy
        return
    assert len(timeline.running(Fly)) == 2
    drop = timeline.running(Drop)[0]
    assert not timeline.started(drop), "the floors wait for the cards to land"
    assert busy_seconds(board, pygame.display.get_surface()) > FLY_SECONDS


def test_a_builds_points_glide_along_porto_s_track_once_the_floors_are_down(ctx: UiContext) -> None:
    board = board_after(ctx, "porto", ("Build",))
    timeline = board.timeline  # type: ignore[attr-defined]
    glides = timeline.running(Glide)
    assert glides and all(g.what.new > g.what.old for g in glides)
    assert all(not timeline.started(g) or timeline.eased(g) == 0 for g in glides)


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_an_oregon_card_drawn_flies_from_its_deck_at_the_chosen_speed(speed: str, ctx: UiContext) -> None:
    board = board_after(ctx, "oregon", ("DrawCard",), speed)
    assert bool(board.timeline.running(Fly)) == (speed != "instant")  # type: ignore[attr-defined]
    assert board.busy == (speed != "instant")
