"""A played card is seen travelling: from the hand at the screen (or from a bot's panel) to
the space it claims; and the panels count the points up as the markers glide, ending at the
score, while a click that skips the animation shows the result at once."""

from __future__ import annotations

import pygame

from game.boards.kit.flights import Fly
from game.boards.oregon.view import OregonBoardView
from game.rules.oregon import OregonState
from game.rules.oregon.moves import PlaceBuilding, PlaceFarmer
from game.ui.context import UiContext
from tests.boards.oregon.conftest import make_view, play_until


def _scoring_placement(state: OregonState) -> PlaceFarmer | PlaceBuilding | None:
    if state.phase_name != "play":
        return None
    scoring = [(_points(state, move), move) for move in state.legal_moves() if isinstance(move, PlaceFarmer | PlaceBuilding)]
    best = max(scoring, key=lambda found: found[0], default=(0, None))
    return best[1] if best[0] > 0 else None


def _points(state: OregonState, move: PlaceFarmer | PlaceBuilding) -> int:
    """What ``move`` scores for the player making it."""
    return sum(int(e.args["points"]) for e in state.clone().apply(move) if e.kind == "scored" and e.player == state.player)


Played = tuple[OregonState, OregonState, PlaceFarmer | PlaceBuilding, int, OregonBoardView, list[pygame.Rect]]


def _played(seed: int, ctx: UiContext, mine: bool) -> Played:
    """A placement scoring four points or more, played and being animated for ``viewer``."""
    state = play_until(seed, lambda s: (m := _scoring_placement(s)) is not None and _points(s, m) >= 4, players=2)
    move = _scoring_placement(state)
    assert move is not None
    player = state.player
    viewer = player if mine else 1 - player
    before = state.view(viewer)
    view = make_view(ctx, players=2)
    view.show(before, viewer, False)
    old_rects = list(view.hand.slot_rects)
    events = state.apply(move)
    view.show(state.view(viewer), viewer, False)
    view.animate(events, before)
    return state, before, move, player, view, old_rects


def test_a_card_played_from_the_hand_flies_from_its_slot_to_the_space(ctx: UiContext) -> None:
    _state, _before, move, _player, view, old_rects = _played(10, ctx, mine=True)
    flights = [cue.what for cue in view.anims.running(Fly)]
    assert len(flights) == 2
    assert view.geometry is not None
    target = tuple(view.geometry.space_rect(move.space))
    assert all(flight.target == target for flight in flights)
    assert all(pygame.Rect(flight.source) in old_rects for flight in flights)


def test_a_bots_card_flies_from_its_panel_to_the_space(ctx: UiContext) -> None:
    _state, _before, move, player, view, _rects = _played(10, ctx, mine=False)
    flights = [cue.what for cue in view.anims.running(Fly)]
    assert view.geometry is not None
    panel = view.geometry.panels[player]
    assert flights and all(panel.collidepoint(pygame.Rect(f.source).center) for f in flights)
    assert all(f.target == tuple(view.geometry.space_rect(move.space)) for f in flights)


def test_the_piece_drops_only_once_its_cards_have_landed(ctx: UiContext, screen: pygame.Surface) -> None:
    _state, _before, move, _player, view, _rects = _played(10, ctx, mine=True)
    view.update(0.05)
    view.draw(screen)
    columns = view.content.columns
    assert move.space[0] * columns + move.space[1] in view.anims.dropping_cells(columns)
    drop = view.anims.drop_at(move.space)
    assert drop is not None and not view.anims.started(drop)


def test_the_panel_counts_the_points_up_and_ends_at_the_score(ctx: UiContext, screen: pygame.Surface) -> None:
    state, before, _move, player, view, _rects = _played(10, ctx, mine=True)
    shown = []
    while view.busy:
        view.update(1 / 30)
        view.draw(screen)
        shown.append(view.panel_scores[player])
    assert shown[0] == before.score[player]
    assert shown == sorted(shown)
    assert len(set(shown)) >= 4
    view.draw(screen)
    assert view.panel_scores[player] == state.score[player]
    assert str(state.score[player]) in view.drawn_texts()


def test_skipping_finishes_the_flights_and_the_count_at_once(ctx: UiContext, screen: pygame.Surface) -> None:
    state, _before, _move, player, view, _rects = _played(10, ctx, mine=True)
    view.update(0.2)
    view.draw(screen)
    view.skip()
    assert not view.busy and not view.anims.running(Fly)
    view.draw(screen)
    assert view.panel_scores[player] == state.score[player]
