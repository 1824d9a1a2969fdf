"""Oregon at the table: the board view, log sentences, results labels and rules reference.

The table scene asks :data:`KIT` for everything Oregon-specific:

- :class:`~game.boards.oregon.view.OregonBoardView` draws the map, score track, player panels,
  supply and hand, and turns clicks into legal moves;
- :data:`~game.boards.oregon.texts.LOG` writes the log line of each event, and
  ``board_words.yaml`` and :func:`~game.boards.oregon.texts.explain_tiebreak` word the
  results screen;
- ``content/oregon/rules/<lang>.yaml`` is the in-game rules reference.

What every board needs (input plumbing, narrowing a selection from the legal moves, the
animation timeline, refusals and log lines in words, card rows) comes from
:mod:`game.boards.kit`; this package keeps Oregon's own pictures, layout and words.
"""

from __future__ import annotations

from game.boards.kit.registration import words_kit
from game.boards.oregon.choices import move_label
from game.boards.oregon.results_panel import results_panel, seat_summary
from game.boards.oregon.texts import LOG, explain_tiebreak
from game.boards.oregon.view import OregonBoardView
from game.boards.oregon.words import WORDS

KIT = words_kit("oregon", WORDS, LOG, OregonBoardView, explain_tiebreak, results_panel=results_panel,
                seat_summary=seat_summary, extra={"gettext_domain": "oregon", "shows_players": True,
                                                    "move_label": move_label})

__all__ = ["KIT", "OregonBoardView"]
