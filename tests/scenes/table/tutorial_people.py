"""A newcomer at a tutorial's table: clicks exactly where a step's move goes (the points must
lie inside the rings the step draws).  Porto's clicks are spelled out (a build's choice of
reading is a chip, a draw is confirmed with the board's button); every other board is played
by clicking the centre of each ring in turn.  :func:`handed_over` gives the table a move the
way a board does once its clicks are done (the wrong moves tried on each step)."""

from __future__ import annotations

from collections.abc import Callable

from table_helpers import click, run_frames

from game.rules.core import Move
from game.scenes.table.tutorial import TutorialTable


def _house_point(board: object, house: int) -> tuple[int, int]:
    rect = board.geo.houses[house - 1]  # type: ignore[attr-defined]
    return rect.centerx, rect.bottom - 3


def porto_points(board: object, move: Move) -> list[tuple[int, int]]:
    """Where a Porto move is clicked, in order: the display cards a draw takes; the two hand
    cards a build plays, then its house; the house the bonus token goes to."""
    from game.rules.porto.moves import Build, Draw, PlaceBonus

    if isinstance(move, Draw):
        return [board.geo.display_cards[slot - 1].center for slot in move.slots]  # type: ignore[attr-defined]
    points = []
    if isinstance(move, Build):
        hand: list[str] = board.hand  # type: ignore[attr-defined]
        first = hand.index(move.floors)
        second = hand.index(move.colour, first + 1) if move.floors == move.colour else hand.index(move.colour)
        for index in (first, second):
            rect = board.hand_rects[index]  # type: ignore[attr-defined]
            points.append((rect.left + max(2, rect.width // 8), rect.centery))
    if isinstance(move, Build | PlaceBonus):
        points.append(_house_point(board, move.house))
    return points


def porto_clicks(table: TutorialTable, move: Move) -> None:
    """Make a Porto move by clicking: the cards, the lit place, then a choice chip or the
    board's action button when the move needs one."""
    from game.rules.porto.moves import Build, Draw

    board = table.board
    stack = table.ctx.stack
    for point in porto_points(board, move):
        click(stack, point)
    if isinstance(move, Build):
        chip = next((rect for rect, option in board.chips if option.move == move), None)  # type: ignore[attr-defined]
        if chip is not None:
            click(stack, chip.center)
    if isinstance(move, Draw):
        click(stack, board.geo.action.center)  # type: ignore[attr-defined]
    run_frames(stack)


def handed_over(table: TutorialTable, move: Move) -> None:
    """The board hands ``move`` to the table, as it does once the person's clicks complete it."""
    board = table.board
    original = board.take_move
    given = [move]

    def take() -> Move | None:
        return given.pop() if given else original()

    board.take_move = take  # type: ignore[method-assign]
    run_frames(table.ctx.stack)
    board.take_move = original  # type: ignore[method-assign]


def ring_points(board: object, move: Move) -> list[tuple[int, int]]:
    """The centres of the places the board lights for ``move``, in their order (boards whose
    every click is one of those places: a mode button, a card or a place, the button that
    plays it)."""
    return [spot.center for spot in board.hint_spots(move)]  # type: ignore[attr-defined]


def ring_clicks(table: TutorialTable, move: Move) -> None:
    """Click the centre of every lit place, in order."""
    for point in ring_points(table.board, move):
        click(table.ctx.stack, point)
    run_frames(table.ctx.stack)


POINTS: dict[str, Callable[[object, Move], list[tuple[int, int]]]] = {"porto": porto_points}
"""Where each game's moves are clicked (default: :func:`ring_points`)."""
CLICKS: dict[str, Callable[[TutorialTable, Move], None]] = {"porto": porto_clicks}
"""How each game's moves are clicked (default: :func:`ring_clicks`)."""
