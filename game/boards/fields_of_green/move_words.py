"""Fields of Green's moves in words where the log has no sentence for them yet (a card taken
from the face-up row or kept face down is told only once it is used or revealed): the
``move_label`` of the kit, read by the hint card and the table's choice panel."""

from __future__ import annotations

from game.boards.fields_of_green.names import WORDS
from game.boards.fields_of_green.texts import card_list
from game.boards.kit.words import Gettext
from game.rules.core import Move, State
from game.rules.fields_of_green.moves import AutoHarvest, Flip, Harvest, Pick, Take
from game.rules.fields_of_green.state import FogState


def move_label(move: Move, _: Gettext) -> str:
    """"Take Goat Pen from the face-up cards", "Keep Goat Pen face down"; other moves by their
    text form."""
    if isinstance(move, Take):
        return WORDS.say("hint_take", _, card=card_list(move.code, _))
    if isinstance(move, Pick):
        return WORDS.say("hint_pick", _, card=card_list(move.code, _))
    return str(move)


def move_detail(move: Move, view: State, _: Gettext) -> str:
    """What tells ``move`` apart from moves the log tells alike, for the hint card: the
    location a harvest move pays or lets flip, by its card's name ("Pay: Goat Pen", "Let
    flip: Goat Pen"), paying in the best order by the button's words; "" for another move."""
    if isinstance(move, AutoHarvest):
        return WORDS.say("auto_button", _)
    if not isinstance(move, Harvest | Flip) or not isinstance(view, FogState) or view.current_player is None:
        return ""
    location = view.players[view.current_player].farm.get(move.cell)
    if location is None or not 0 <= location.card < len(view.tables.cards):
        return ""
    name = card_list(view.tables.cards[location.card].code, _)
    return WORDS.say("hint_pay" if isinstance(move, Harvest) else "hint_flip", _, card=name)
