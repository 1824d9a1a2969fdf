"""Agricola at the table: the action board with its accumulated goods, the round cards and the
major improvements; every farm drawn as a farm (the current player's large); the steps of an
action clicked on the board and the farm, each ended by "Done"; the harvest as a step of its
own; the log sentences and the results' scoring table — as the
:class:`~game.boards.base.BoardKit` ``KIT``.

The view is split by what it shows: :mod:`.action_board` (spaces, round cards, majors),
:mod:`.farms` (farmyards and supplies), :mod:`.band` (the step at hand and its buttons, the
harvest), :mod:`.sheet` (the score sheet and a space's preview in the band), :mod:`.pointer`
(what a click would use, framed), :mod:`.help` (prompt and hover help), :mod:`.art` (goods,
animals, rooms, fields,
stables drawn by code), :mod:`.geometry`, :mod:`.letters` (texts fitted to their boxes) and
:mod:`.previews` (what the rules foresee); the full game's cards in :mod:`.hand` (the viewer's
hand in the band), :mod:`.draft_cards` (the drafting variant's choice, as cards),
:mod:`.tableau` (each farm's cards in play), :mod:`.card_faces` (a card in
little and grown), :mod:`.card_overlay` (the card under the pointer, grown),
:mod:`.scheduled` (goods waiting on round spaces) and :mod:`.card_buttons` (conversions); the
words live in :mod:`.names` and :mod:`.texts`.
What every board needs comes from :mod:`game.boards.kit`.
"""

from __future__ import annotations

from game.boards.agricola.harvest_words import HARVEST
from game.boards.agricola.names import WORDS
from game.boards.agricola.texts import LOG, explain_tiebreak, score_item
from game.boards.agricola.view import AgricolaBoard
from game.boards.kit.registration import words_kit

KIT = words_kit("agricola", WORDS, LOG, AgricolaBoard, explain_tiebreak,
                extra={"score_item": score_item, "harvest": HARVEST})

__all__ = ["KIT", "AgricolaBoard"]
