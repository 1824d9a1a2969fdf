"""A game's :class:`~game.boards.base.BoardKit` from its words file: its log lines, the
results screen's row names (the file's ``categories`` table) and the reasons a game ends (its
``end_reasons`` table) are the file's, its rules reference is ``content/<game>/rules``; the
game hands in only its board view and what needs logic of its own."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.boards.base import BoardKit, BoardView, SeatLook
from game.boards.kit.log import EventLog
from game.boards.kit.wordbook import BoardWords
from game.boards.kit.words import Gettext
from game.match_setup import MatchSetup
from game.rules.core import Outcome
from game.ui.context import UiContext

BoardMaker = Callable[[UiContext, MatchSetup, Any, Sequence[SeatLook]], BoardView]
Tiebreak = Callable[[Outcome, Sequence[str], Gettext], str]


def words_kit(game_id: str, words: BoardWords, log: EventLog, board_view: BoardMaker, explain_tiebreak: Tiebreak,
              **more: Any) -> BoardKit:
    """The :class:`BoardKit` of ``game_id``: ``log`` (the file's log bound to the game's
    functions) describes events, ``words`` names categories and end reasons; ``more`` gives
    the optional parts (``results_panel``, ``seat_summary``, ``extra``)."""
    return BoardKit(
        game_id=game_id,
        board_view=board_view,
        describe_event=log.describe,
        category_label=words.names["categories"],
        explain_tiebreak=explain_tiebreak,
        end_reason=words.names["end_reasons"],
        rules_folder=f"{game_id}/rules",
        **more,
    )
