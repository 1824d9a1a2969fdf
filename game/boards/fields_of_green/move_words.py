"""Fields of Green's moves in words where the log has no sentence for them yet (a card taken
from the face-up row or kept face down is told only once it is used or revealed): the
``move_label`` of the kit, read by the hint card and the table's choice panel."""

from __future__ import annotations

from game.boards.fields_of_green.names import WORDS, kind_name
from game.boards.fields_of_green.texts import card_list
from game.boards.kit.words import Gettext
from game.rules.core import Move, State
from game.rules.fields_of_green.farm import Location
from game.rules.fields_of_green.moves import (
    AutoHarvest,
    Build,
    BuildSilo,
    BuildTower,
    Equip,
    Flip,
    Harvest,
    Pick,
    Restore,
    Take,
)
from game.rules.fields_of_green.state import FogState

SIDES = (((1, 0), "hint_left_of"), ((-1, 0), "hint_right_of"), ((0, 1), "hint_above"), ((0, -1), "hint_below"))
"""Where a neighbour lies from a place, and how the place is said from it (a neighbour to the
right: the place is left of it); the farm is drawn with its rows going down."""


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
    flip: Goat Pen"), paying in the best order by the button's words; where on the farm a
    card, tower, silo or piece of equipment goes ("Left of Hay Meadow", "On Beehives", "Left of Water tower, above Silo"); ""
    for another move."""
    if isinstance(move, AutoHarvest):
        return WORDS.say("auto_button", _)
    if not isinstance(view, FogState) or view.current_player is None:
        return ""
    if isinstance(move, Build | BuildTower | BuildSilo | Restore | Equip):
        return _place_words(move.cell, view, _) if move.cell is not None else ""
    if not isinstance(move, Harvest | Flip):
        return ""
    location = view.players[view.current_player].farm.get(move.cell)
    if location is None or not 0 <= location.card < len(view.tables.cards):
        return ""
    name = card_list(view.tables.cards[location.card].code, _)
    return WORDS.say("hint_pay" if isinstance(move, Harvest) else "hint_flip", _, card=name)


def _location_name(location: Location, view: FogState, _: Gettext) -> str:
    """A location as the farm shows it: its card's name, else its kind (tower, silo, open area)."""
    if location.is_tower:
        return kind_name("tower", _)
    if location.is_silo:
        return kind_name("silo", _)
    if not location.up or not 0 <= location.card < len(view.tables.cards):
        return kind_name("open", _)
    return card_list(view.tables.cards[location.card].code, _)


def _place_words(cell: tuple[int, int], view: FogState, _: Gettext) -> str:
    """Where ``cell`` of the mover's farm is, by what the farm shows there or next to it: on a
    location ("On Beehives"), else beside a neighbour whose name the farm holds once ("Left of
    Hay Meadow"), else beside two ("Left of Water tower, above Silo")."""
    assert view.current_player is not None
    farm = view.players[view.current_player].farm
    here = farm.get(cell)
    if here is not None:
        return _capital(WORDS.say("hint_on", _, card=_location_name(here, view, _)))
    names = [_location_name(location, view, _) for location in farm.values()]
    beside = []
    for (dx, dy), key in SIDES:
        neighbour = farm.get((cell[0] + dx, cell[1] + dy))
        if neighbour is not None:
            name = _location_name(neighbour, view, _)
            beside.append((names.count(name) > 1, WORDS.say(key, _, card=name)))
    beside.sort(key=lambda b: b[0])
    said = [words for _shared, words in beside[: 1 if beside and not beside[0][0] else 2]]
    return _capital(", ".join(said))


def _capital(text: str) -> str:
    """``text`` with a capital first letter (it opens the hint card's line)."""
    return text[:1].upper() + text[1:]


def score_item(category: str, item: str, _: Gettext) -> str:
    """What scored a line of the final score by name: a location card or an equipment tile,
    or the tiles set aside."""
    return WORDS.say("score_aside", _) if item == "aside" else card_list(item, _)
