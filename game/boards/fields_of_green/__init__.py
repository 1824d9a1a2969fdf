"""Fields of Green at the table: the farms growing card by card, the draft with its hand and
face-down choices, the draw's split, the actions, the equipment choice and the harvest, its
log sentences and the results' score sheet, as the :class:`~game.boards.base.BoardKit` ``KIT``.

The view is split by what it shows: :mod:`.farms` (the farms and the strip of piles),
:mod:`.band` (the step at hand under the large farm, and its buttons), :mod:`.help` (prompt,
hover help, the card shown large), :mod:`.results_panel` (the farms as they ended),
:mod:`.animations` (the reveal, cards flying to their
place), :mod:`.art` (cards, icons and tokens drawn by code), :mod:`.geometry`; the words live
in :mod:`.names` and :mod:`.texts`.  What every board needs comes from :mod:`game.boards.kit`.
"""

from __future__ import annotations

from dataclasses import replace

from game.boards.fields_of_green.harvest_words import HARVEST
from game.boards.fields_of_green.move_words import move_detail, move_label, score_item
from game.boards.fields_of_green.names import WORDS
from game.boards.fields_of_green.results_panel import results_panel
from game.boards.fields_of_green.texts import LOG, describe_event, explain_tiebreak, year_name
from game.boards.fields_of_green.view import FogBoard
from game.boards.kit.registration import words_kit

# No seat summary: each farm's header already shows its purse (coins, water, food), which
# the player strip has no room to repeat beside the seat's kind.
KIT = replace(words_kit("fields_of_green", WORDS, LOG, FogBoard, explain_tiebreak, results_panel=results_panel,
                        extra={"round_name": year_name, "move_label": move_label, "move_detail": move_detail,
                               "score_item": score_item, "harvest": HARVEST}),
              describe_event=describe_event)

__all__ = ["KIT", "FogBoard"]
