"""Fields of Green's moves in words where the log has no sentence for them yet (a card taken
from the face-up row or kept face down is told only once it is used or revealed): the
``move_label`` of the kit, read by the hint card and the table's choice panel."""

from __future__ import annotations

from game.boards.fields_of_green.names import WORDS
from game.boards.fields_of_green.texts import card_list
from game.boards.kit.words import Gettext
from game.rules.core import Move
from game.rules.fields_of_green.moves import Pick, Take


def move_label(move: Move, _: Gettext) -> str:
    """"Take Goat Pen from the face-up cards", "Keep Goat Pen face down"; other moves by their
    text form."""
    if isinstance(move, Take):
        return WORDS.say("hint_take", _, card=card_list(move.code, _))
    if isinstance(move, Pick):
        return WORDS.say("hint_pick", _, card=card_list(move.code, _))
    return str(move)
