"""The drafting variant at the table: a button for each card of the hand in front of the
person (hovering one says what it does), taking the choice back, and the band's prompt."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from game.boards.agricola.card_buttons import card_name
from game.boards.kit.actions import Action
from game.boards.kit.card_words import language_of
from game.content.base import ContentErrors
from game.rules.agricola.moves import DraftBack, DraftPick
from game.rules.core import Move

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard
    from game.boards.kit.words import Gettext

PREFIX = "draft_"
"""The key of a card's button begins so (``agricola_draft_<card>`` on the board)."""


def draft_actions(board: AgricolaBoard, moves: list[Move]) -> list[Action]:
    """A button per card the person may keep, or one to take their choice back."""
    _ = board.gettext
    out: list[Action] = []
    for move in moves:
        if isinstance(move, DraftPick):
            out.append(Action(PREFIX + move.card, card_name(move.card, _), move))
        elif isinstance(move, DraftBack):
            out.append(Action("take_back_card", board.words.say("draft_back_button"), move, True))
    return out


def draft_prompt(board: AgricolaBoard) -> str:
    """What the person does now: keep a card (which of how many), or wait for the others."""
    view = board.view
    if view is None or view.draft is None or board.viewer is None:
        return ""
    draft = view.draft
    if draft.picks[board.viewer]:
        return board.words.say("draft_waiting")
    kind = "occupation" if draft.kind == 0 else "minor"
    nxt = (board.viewer + 1) % view.num_players
    return board.words.say(f"draft_prompt_{kind}", kept=draft.step + 1, hand=view.tables.numbers.hand,
                           name=board.seat_name(nxt))


def card_tip(card_id: str, _: Gettext) -> str:
    """A card's name and what it does, in the screen's language."""
    text = _card_text(card_id, language_of(_))
    return f"{card_name(card_id, _)}: {text}" if text else card_name(card_id, _)


@cache
def _card_text(card_id: str, language: str) -> str:
    try:
        from game.content import load_content
        from game.content.agricola import load
        from game.content.card_text import shipped_texts

        content: Any = load_content("agricola", load)
        return str(shipped_texts("agricola", content).card_text(content.card(card_id), language))
    except (LookupError, OSError, ValueError, ContentErrors):
        return ""


def hovered_card(board: AgricolaBoard, pos: tuple[int, int]) -> str | None:
    """The card whose draft button is under ``pos``."""
    for button in board.controls:
        if button.key.startswith("agricola_" + PREFIX) and button.rect.collidepoint(pos):
            return button.key[len("agricola_" + PREFIX):]
    return None
