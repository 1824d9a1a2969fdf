"""Porto at the table: the board view (street, cards, contracts, tracks), its log sentences
and the results screen's words, as the :class:`~game.boards.base.BoardKit` ``KIT``.

The view is split by what it shows: :mod:`.street`, :mod:`.cards` (display and hand),
:mod:`.contracts`, :mod:`.tracks` (roof and score tracks), :mod:`.panel` (build preview and
action button), :mod:`.animations`; the words live in :mod:`.texts` (log and results),
:mod:`.names` (with the translated ``IllegalMove`` reasons) and :mod:`.words`.
What every board needs (input plumbing, narrowing a selection from the legal moves, the
animation timeline, refusals and log lines in words, card rows) comes from
:mod:`game.boards.kit`.
"""

from __future__ import annotations

from game.boards.base import BoardKit
from game.boards.porto.results_panel import results_panel, seat_summary
from game.boards.porto.texts import category_label, describe_event, end_reason, explain_tiebreak
from game.boards.porto.view import PortoBoard

KIT = BoardKit(
    game_id="porto",
    board_view=PortoBoard,
    describe_event=describe_event,
    category_label=category_label,
    explain_tiebreak=explain_tiebreak,
    end_reason=end_reason,
    rules_folder="porto/rules",
    results_panel=results_panel,
    seat_summary=seat_summary,
)

__all__ = ["KIT", "PortoBoard"]
