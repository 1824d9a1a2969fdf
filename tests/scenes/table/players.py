"""Synthetic people for whole games at the table: each looks at the board on screen and
clicks cards, spaces, houses and buttons (or uses the board's own action helper) until the
board hands the table a move.  Nothing here calls ``Match.play``."""

from __future__ import annotations

import pygame

from game.boards.base import BoardView
from game.scenes.stack import SceneStack


def click(stack: SceneStack, pos: tuple[int, int]) -> None:
    """A left click at ``pos`` through the whole screen stack (as the window would send it)."""
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def enter(stack: SceneStack) -> None:
    """The Enter key (confirm)."""
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))


def visible_point(rect: pygame.Rect) -> tuple[int, int]:
    """A point of a card that overlapping neighbours to its right do not cover."""
    return rect.left + max(2, rect.width // 8), rect.centery


def porto_turn(stack: SceneStack, board: BoardView) -> None:
    """Make one Porto decision by clicking: keep the first contracts, build the first legal
    build (two hand cards, then the house), else take the first legal draw, else pass."""
    from game.boards.porto import contracts
    from game.rules.porto.legal import CHOOSE_CONTRACTS, PLACE_BONUS
    from game.rules.porto.moves import Build, Draw, PlaceBonus

    view = board.view  # type: ignore[attr-defined]
    if view.phase == CHOOSE_CONTRACTS:
        _panel, rects, button = contracts.keep_layout(board, len(view.private_dealt[board.viewer]))  # type: ignore[arg-type, attr-defined]
        for rect in rects[: view.tables.private_kept]:
            click(stack, rect.center)
        click(stack, button.center)
        return
    legal = view.legal_moves()
    if view.phase == PLACE_BONUS:
        house = next(m.house for m in legal if isinstance(m, PlaceBonus))
        rect = board.geo.houses[house - 1]  # type: ignore[attr-defined]
        click(stack, (rect.centerx, rect.bottom - 3))
        return
    build = next((m for m in legal if isinstance(m, Build)), None)
    if build is not None:
        hand: list[str] = board.hand  # type: ignore[attr-defined]
        first = hand.index(build.floors)
        second = hand.index(build.colour, first + 1) if build.floors == build.colour else hand.index(build.colour)
        for index in (first, second):
            click(stack, visible_point(board.hand_rects[index]))  # type: ignore[attr-defined]
        rect = board.geo.houses[build.house - 1]  # type: ignore[attr-defined]
        click(stack, (rect.centerx, rect.bottom - 3))
        enter(stack)  # a house with several readings waits for a choice: take the first
        return
    draw = next((m for m in legal if isinstance(m, Draw)), None)
    if draw is not None:
        for slot in draw.slots:
            click(stack, board.geo.display_cards[slot - 1].center)  # type: ignore[attr-defined]
    click(stack, board.geo.action.center)  # type: ignore[attr-defined]


def oregon_turn(stack: SceneStack, board: BoardView) -> None:
    """Make one Oregon decision by clicking: the first lit space at the start; in play two
    playable hand cards, then the first lit space (or discard them); decline extra turns;
    draw from the first deck offered."""
    choices = board.choices  # type: ignore[attr-defined]
    geometry = board.geometry  # type: ignore[attr-defined]
    if choices.phase == "start":
        click(stack, geometry.space_rect(next(iter(choices.targets))).center)
    elif choices.phase == "play":
        for _pick in range(2):
            playable = sorted(set(board.choices.playable) - set(board.selection.slots))  # type: ignore[attr-defined]
            if playable:
                click(stack, visible_point(board.hand.slot_rects[playable[0]]))  # type: ignore[attr-defined]
        choices = board.choices  # type: ignore[attr-defined]
        if choices.targets:
            click(stack, geometry.space_rect(next(iter(choices.targets))).center)
        else:
            board.play_action("discard")  # type: ignore[attr-defined]
    elif choices.phase == "extra":
        board.play_action("decline")  # type: ignore[attr-defined]
    elif choices.phase == "draw":
        decks = board.supply.decks  # type: ignore[attr-defined]
        offered = [deck for deck in decks if deck in choices.decks]
        if offered:
            click(stack, decks[offered[0]].center)
        else:
            board.play_action(next(a.key for a in choices.actions if a.move is not None))  # type: ignore[attr-defined]


PLAYERS = {"porto": porto_turn, "oregon": oregon_turn}
