"""The board never shows one player's secrets to another: hands and coal/gold values are
drawn only for the player at the screen, even when the view handed in is the full state."""

from __future__ import annotations

import pygame

from game.rules.oregon import OregonState
from game.ui.context import UiContext
from tests.boards.oregon.conftest import make_view, play_until


def _with_tiles(state: OregonState) -> OregonState:
    state.coal[0] = [2, 3]
    state.gold[0] = [4]
    state.coal[1] = [1, 1, 3]
    state.gold[1] = [5, 5]
    return state


def _secret_words(values: list[int]) -> str:
    """How a panel writes its owner's tile values: "(2+3 = 5)", or "(4)" for a single tile."""
    shown = "+".join(str(v) for v in values)
    return f"({shown} = {sum(values)})" if len(values) > 1 else f"({shown})"


def test_another_players_hand_and_tile_values_are_never_drawn(
    ctx: UiContext, screen: pygame.Surface
) -> None:
    state = _with_tiles(play_until(11, lambda s: s.phase_name == "play" and s.player == 0))
    assert sum(state.hands[1]) > 0
    view = make_view(ctx)
    view.show(state, 0, True)
    view.draw(screen)
    owners = {owner for owner, _what in view.private_shown()}
    assert owners == {0}
    texts = " ".join(view.drawn_texts())
    assert _secret_words(state.coal[1]) not in texts
    assert _secret_words(state.gold[1]) not in texts
    assert _secret_words(state.coal[0]) in texts
    assert _secret_words(state.gold[0]) in texts


def test_with_nobody_at_the_screen_nothing_private_is_drawn(
    ctx: UiContext, screen: pygame.Surface
) -> None:
    state = _with_tiles(play_until(12, lambda s: s.phase_name == "play"))
    view = make_view(ctx)
    view.show(state, None, False)
    view.draw(screen)
    assert view.private_shown() == []
    assert view.slots == []


def test_the_screens_player_sees_their_own_cards(ctx: UiContext, screen: pygame.Surface) -> None:
    state = play_until(13, lambda s: s.phase_name == "play")
    player = state.player
    view = make_view(ctx)
    view.show(state.view(player), player, True)
    view.draw(screen)
    names = state.tables.card_names
    held = sorted(names[i] for i, n in enumerate(state.hands[player]) for _ in range(n))
    shown = sorted(what for owner, what in view.private_shown() if owner == player)
    assert shown == held
