"""After a move the board shows it happening: the piece drops in, points float up and the
score marker glides; the table waits while that runs, and the instant setting skips it."""

from __future__ import annotations

import pygame

from game.rules.oregon import OregonState
from game.rules.oregon.moves import PlaceFarmer
from game.ui.context import UiContext
from tests.boards.oregon.conftest import make_context, make_view, play_until


def _scoring_farmer(state: OregonState) -> PlaceFarmer | None:
    if state.phase_name != "play":
        return None
    for move in state.legal_moves():
        if isinstance(move, PlaceFarmer):
            trial = state.clone()
            if any(e.kind == "scored" for e in trial.apply(move)):
                return move
    return None


def test_a_placement_drops_in_and_its_points_float_until_done(
    ctx: UiContext, screen: pygame.Surface
) -> None:
    state = play_until(15, lambda s: _scoring_farmer(s) is not None, players=2)
    move = _scoring_farmer(state)
    assert move is not None
    player = state.player
    before = state.view(player)
    events = state.apply(move)
    view = make_view(ctx, players=2)
    view.show(state.view(player), player, False)
    view.animate(events, before)
    assert view.busy
    cell = move.space[0] * state.tables.columns + move.space[1]
    assert cell in view.anims.dropping_cells(state.tables.columns)
    gained = state.score[player] - before.score[player]
    assert view.anims.track_scores(state.score)[player] < state.score[player] or gained == 0
    view.update(0.1)
    view.draw(screen)
    for _ in range(100):
        view.update(0.1)
    assert not view.busy
    assert view.anims.track_scores(state.score)[player] == state.score[player]


def test_the_instant_setting_shows_the_result_at_once(screen: pygame.Surface) -> None:
    ctx = make_context("en")
    ctx.settings = ctx.settings.with_changes(animation_speed="instant")
    state = play_until(16, lambda s: _scoring_farmer(s) is not None, players=2)
    move = _scoring_farmer(state)
    assert move is not None
    before = state.view(state.player)
    events = state.apply(move)
    view = make_view(ctx, players=2)
    view.show(state.view(before.player), before.player, False)
    view.animate(events, before)
    assert not view.busy
