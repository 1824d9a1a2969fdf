"""Oregon at the table: the board view, log sentences, results labels and rules reference.

The table scene asks :data:`KIT` for everything Oregon-specific:

- :class:`~game.boards.oregon.view.OregonBoardView` draws the map, score track, player panels,
  supply and hand, and turns clicks into legal moves;
- :func:`~game.boards.oregon.texts.describe_event` writes the log line of each event;
- :func:`~game.boards.oregon.texts.category_label`, ``explain_tiebreak`` and ``end_reason``
  word the results screen;
- ``content/oregon/rules/<lang>.yaml`` is the in-game rules reference.

What every board needs (input plumbing, narrowing a selection from the legal moves, the
animation timeline, refusals and log lines in words, card rows) comes from
:mod:`game.boards.kit`; this package keeps Oregon's own pictures, layout and words.
"""

from __future__ import annotations

from game.boards.base import BoardKit
from game.boards.oregon.results_panel import results_panel, seat_summary
from game.boards.oregon.texts import category_label, describe_event, end_reason, explain_tiebreak
from game.boards.oregon.view import OregonBoardView

KIT = BoardKit(
    game_id="oregon",
    board_view=OregonBoardView,
    describe_event=describe_event,
    category_label=category_label,
    explain_tiebreak=explain_tiebreak,
    end_reason=end_reason,
    rules_folder="oregon/rules",
    results_panel=results_panel,
    seat_summary=seat_summary,
    extra={"gettext_domain": "oregon"},
)

__all__ = ["KIT", "OregonBoardView"]
