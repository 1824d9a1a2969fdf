"""A still Oregon board costs one blit a frame: it is painted again only when something it
shows changes (a pick, the pointer, a move), and every frame while something moves or the
spaces on offer pulse."""

from __future__ import annotations

import pygame

from game.boards.oregon.view import OregonBoardView
from game.ui.context import UiContext
from tests.boards.oregon.conftest import make_view, play_until


def _counting_paints(view: OregonBoardView) -> list[int]:
    painted = [0]
    paint = view.paint

    def counted(surface: pygame.Surface) -> None:
        painted[0] += 1
        paint(surface)

    view.paint = counted  # type: ignore[method-assign]
    return painted


def test_a_still_board_is_painted_once_and_again_only_when_a_card_is_picked(
    ctx: UiContext, screen: pygame.Surface
) -> None:
    state = play_until(11, lambda s: s.phase_name == "play")
    view = make_view(ctx)
    view.show(state.view(state.player), state.player, True)
    painted = _counting_paints(view)
    for _ in range(3):
        view.update(1 / 60)
        view.draw(screen)
    assert painted[0] == 1
    view.point_at(view.hand.slot_rects[0].center)
    view.draw(screen)
    assert painted[0] == 2


def test_while_spaces_on_offer_pulse_the_board_is_painted_every_frame(ctx: UiContext, screen: pygame.Surface) -> None:
    state = play_until(11, lambda s: s.phase_name == "play")
    view = make_view(ctx)
    view.show(state.view(state.player), state.player, True)
    for slot in range(len(view.slots)):
        if not view.choices.targets:
            view.click(view.hand.slot_rects[slot].center)
    assert view.choices.targets
    painted = _counting_paints(view)
    for _ in range(3):
        view.update(1 / 60)
        view.draw(screen)
    assert painted[0] == 3
