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

from game.boards.kit.registration import words_kit
from game.boards.porto.names import WORDS
from game.boards.porto.results_panel import results_panel, seat_summary
from game.boards.porto.texts import LOG, explain_tiebreak
from game.boards.porto.view import PortoBoard
from game.boards.porto.words import move_detail

KIT = words_kit("porto", WORDS, LOG, PortoBoard, explain_tiebreak, results_panel=results_panel,
                seat_summary=seat_summary, extra={"move_detail": move_detail})

__all__ = ["KIT", "PortoBoard"]
