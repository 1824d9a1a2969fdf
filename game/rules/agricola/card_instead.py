"""Replacement actions (facts ``agricola.md`` §11.2, pattern 12): a card in play lets its
owner, each time they take a certain space, do another action *instead of* the space's own
("on Grain Seeds you may plough one field instead").

The verb ``space_instead`` (the ``space`` hook; parameters ``space`` and ``action``, one of
:data:`ACTIONS`) fires when its owner places a person on the space: it adds the card to the
action under way (:attr:`~.farmer.Progress.instead`).  The action's parts are then the
space's own followed by one per such card (:func:`part_of`); the legal moves offer a card's
part with the usual ``Choose`` move beside the space's own parts, as long as none of those was
started, and a card's part, once chosen, is the whole action (:mod:`.legal`).  A space whose
own action cannot be carried out may still be taken for a card's (:func:`can_replace`).
Choosing a card's part is logged as ``card_instead``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola.card_hooks import SPACE, SPACE_NAME, same_space
from game.rules.agricola.tables import Part
from game.rules.core import Event
from game.rules.effects import Choice, Params, Timing

if TYPE_CHECKING:
    from game.rules.agricola.farmer import Farmer, Progress
    from game.rules.agricola.state import AgricolaState
    from game.rules.agricola.tables import AgricolaTables

ACTIONS: dict[str, Part] = {
    "plow": Part("plow", count=1),
    "sow": Part("sow"),
    "bake": Part("bake"),
    "fences": Part("fences"),
    "stable": Part("stables", wood=1, most=1),
    "renovate": Part("renovate"),
    "occupation": Part("occupation", costs=(1,)),
    "minor": Part("minor"),
}
"""The actions a card may put in place of a space's own, each as the part it offers: plough
one field, sow, bake bread, build fences, build one stable for 1 wood, renovate, play an
occupation for 1 food (however many are played), play a minor improvement."""

ACTION = Choice("replacement", tuple(ACTIONS))
VERB = "space_instead"


@SPACE.verb(VERB, Timing.ON_ACTION, "space", {"space": SPACE_NAME, "action": ACTION})
def space_instead(state: AgricolaState, owner: int, mover: int, space: str, params: Params, card: str) -> list[Event]:
    """Each time you take the space, you may do another action instead of the space's own."""
    progress = state.progress
    if mover != owner or progress is None or not same_space(params.name("space"), space) or card in progress.instead:
        return []
    progress.instead += (card,)
    progress.done.append(False)
    return []


def action_of(state: AgricolaState, card: str, space_id: str) -> str:
    """The action ``card`` puts in place of the space ``space_id``'s own ("" when none)."""
    for effect in state.tables.card(card).effects:
        if effect.verb == VERB and same_space(effect.params.name("space"), space_id):
            return effect.params.name("action")
    return ""


_HOLDERS: dict[int, tuple[AgricolaTables, frozenset[str]]] = {}


def holders(tables: AgricolaTables) -> frozenset[str]:
    """The cards of ``tables`` with a replacement action (kept: the tables never change)."""
    kept = _HOLDERS.get(id(tables))
    if kept is None or kept[0] is not tables:
        found = frozenset(card.id for card in tables.cards if any(e.verb == VERB for e in card.effects))
        kept = _HOLDERS[id(tables)] = (tables, found)
    return kept[1]


def offers(state: AgricolaState, farmer: Farmer, space_id: str) -> list[str]:
    """The actions the player's cards in play offer instead of the space ``space_id``'s own."""
    if not farmer.played:
        return []
    mine = holders(state.tables)
    found = []
    for card in farmer.played:
        if card in mine:
            action = action_of(state, card, space_id)
            if action:
                found.append(action)
    return found


def part_of(state: AgricolaState, progress: Progress, index: int | None = None) -> Part:
    """The part number ``index`` (the one under way when ``None``) of the action under way:
    the space's own parts, then one per card offering its action instead."""
    at = progress.part if index is None else index
    parts = state.spaces[progress.space].parts
    if at < len(parts):
        return parts[at]
    card = progress.instead[at - len(parts)]
    return ACTIONS[action_of(state, card, state.spaces[progress.space].id)]


def card_of(state: AgricolaState, progress: Progress, index: int) -> str:
    """The card whose action is the part number ``index`` ("" for the space's own parts)."""
    own = len(state.spaces[progress.space].parts)
    return progress.instead[index - own] if index >= own else ""


def chosen(state: AgricolaState, player: int, index: int) -> list[Event]:
    """The player chose the part number ``index`` of the action under way: when a card's, the
    event saying so (``card_instead``: card, action, space)."""
    progress = state.progress
    assert progress is not None
    card = card_of(state, progress, index)
    if not card:
        return []
    space = state.spaces[progress.space].id
    return [Event("card_instead", player, {"card": card, "action": action_of(state, card, space), "space": space})]
