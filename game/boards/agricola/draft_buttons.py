"""The drafting variant at the table: the button taking a choice back and the band's prompt
(the cards themselves are drawn as cards: :mod:`.draft_cards`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.boards.kit.actions import Action
from game.rules.agricola.moves import DraftBack
from game.rules.core import Move

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard


def draft_actions(board: AgricolaBoard, moves: list[Move]) -> list[Action]:
    """The button taking the person's choice back (the cards are kept by clicking them)."""
    return [Action("take_back_card", board.words.say("draft_back_button"), move, True) for move in moves
            if isinstance(move, DraftBack)]


def draft_prompt(board: AgricolaBoard) -> str:
    """What the person does now: keep a card (which of how many, and where the rest goes), or
    wait for the others."""
    view = board.view
    if view is None or view.draft is None or board.viewer is None:
        return ""
    draft = view.draft
    if draft.picks[board.viewer]:
        return board.words.say("draft_waiting")
    kind = "occupation" if draft.kind == 0 else "minor"
    nxt = (board.viewer + 1) % view.num_players
    hand = view.tables.numbers.hand
    last = "_last" if draft.step + 1 >= hand else ""  # the cards left over leave the game
    return board.words.say(f"draft_prompt_{kind}{last}", kept=draft.step + 1, hand=hand, name=board.seat_name(nxt))
