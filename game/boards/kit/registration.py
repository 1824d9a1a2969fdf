"""A game's :class:`~game.boards.base.BoardKit` from its words file: its log lines, the
results screen's row names (the file's ``categories`` table) and the reasons a game ends (its
``end_reasons`` table) are the file's, its rules reference is ``content/<game>/rules``; the
game hands in only its board view and what needs logic of its own.  What a game's log lines
and help build from its shipped content is read once through :func:`shipped`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, TypeVar

from game.boards.base import BoardKit, BoardView, SeatLook
from game.boards.kit.log import EventLog
from game.boards.kit.wordbook import BoardWords
from game.boards.kit.words import Gettext
from game.match_setup import MatchSetup
from game.rules.core import Outcome
from game.ui.context import UiContext

T = TypeVar("T")

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


def shipped(read: Callable[[], T]) -> Callable[[], T | None]:
    """``read()`` — something built from the shipped content, for log lines and help — asked
    once; ``None`` when the content cannot be read (``validate`` reports a broken content
    folder, and the log still works without it)."""

    @cache
    def once() -> T | None:
        try:
            return read()
        except Exception:  # any failure to read the content: the words fall back to ids
            return None

    once.__doc__ = read.__doc__
    return once
