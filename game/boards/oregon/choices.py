"""What the person at the screen may choose now, in the rules' own moves: the placements a
card selection allows, the draw step's decks and discards, the extra-turn choice.

Pure logic over ``legal_moves()`` (no pygame), so the tests read it directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.boards.kit.actions import Action
from game.boards.kit.picking import partners
from game.boards.kit.words import Gettext
from game.boards.oregon.selection import cards_of, discard_for, placements_for
from game.boards.oregon.words import PIECES
from game.rules.core import Move
from game.rules.oregon.moves import (
    DiscardTwo,
    DiscardUseless,
    DrawCard,
    EndTurn,
    ExtraTurn,
    Space,
)
from game.rules.oregon.state import OregonState


@dataclass
class Choices:
    """Everything the person may do now with the current card selection."""

    phase: str
    targets: dict[Space, Move] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    decks: dict[str, Move] = field(default_factory=dict)
    useless: dict[str, Move] = field(default_factory=dict)
    must_discard: bool = False
    playable: set[int] = field(default_factory=set)


def choices_for(
    view: OregonState, legal: list[Move], slots: list[str], picked: list[int], _: Gettext
) -> Choices:
    """The choices of the player to move, given their hand ``slots`` and the ``picked`` ones."""
    phase = view.phase_name
    out = Choices(phase)
    cards = [slots[i] for i in picked if i < len(slots)]
    if phase == "start":
        out.targets = placements_for(legal, [])
    elif phase == "play":
        out.must_discard = bool(legal) and all(isinstance(m, DiscardTwo) for m in legal)
        if len(cards) == 2 and not out.must_discard:
            out.targets = placements_for(legal, cards)
        if out.must_discard:
            discard = discard_for(legal, cards) if len(cards) == 2 else None
            out.actions.append(Action("discard", _("Discard these two cards"), discard, True))
        out.playable = _playable(legal, slots, picked)
    elif phase == "extra":
        out.actions.append(Action("take", _("Take the extra turn"), ExtraTurn(True), True))
        out.actions.append(Action("decline", _("Go on to draw"), ExtraTurn(False)))
    elif phase == "draw":
        for move in legal:
            if isinstance(move, DrawCard):
                out.decks[move.deck] = move
                label = _("Draw a landscape card") if move.deck == "landscape" else _("Draw a building card")
                out.actions.append(Action(f"draw_{move.deck}", label, move, True))
            elif isinstance(move, DiscardUseless):
                out.useless[move.building] = move
                label = _("Discard useless: {building}").format(building=PIECES.lower(move.building, _))
                out.actions.append(Action(f"useless_{move.building}", label, move))
            elif isinstance(move, EndTurn):
                out.actions.append(Action("end_turn", _("Keep this hand"), move))
    return out


def _playable(legal: list[Move], slots: list[str], picked: list[int]) -> set[int]:
    """Slots that can still complete a legal play with what is picked (a second slot
    holding the first card's name joins only where a move plays that card twice)."""
    if len(picked) == 1 and picked[0] < len(slots):
        allowed = partners(legal, cards_of, slots[picked[0]])
        return {picked[0]} | {i for i, card in enumerate(slots) if i != picked[0] and card in allowed}
    return {i for i, card in enumerate(slots) if partners(legal, cards_of, card)}


def prompt_for(view: OregonState, choices: Choices, picked: int, _: Gettext) -> str:
    """What to do now, in a sentence."""
    if choices.phase == "start":
        tile = view.start_tile[view.player]
        name = PIECES(view.tables.content.buildings[tile].id, _) if tile >= 0 else ""
        return _("Place your start tile ({building}) on a highlighted space").format(building=name)
    if choices.phase == "play":
        if choices.must_discard:
            return _("No two of your cards can be played: choose two cards to discard")
        if picked == 0:
            return _(
                "Choose two cards: two landscape cards place a farmer, a building card and a landscape card place that building"
            )
        if picked == 1:
            return _("Choose a second card")
        if choices.targets:
            return _("Click a highlighted space")
        return _("These two cards cannot be played together anywhere")
    if choices.phase == "extra":
        return _("Take your extra turn now, or go on to draw")
    if choices.phase == "draw":
        if choices.decks:
            return _("Draw back up to a full hand: choose the deck for each card")
        return _("Your hand is full: keep it, or discard a useless building card")
    return ""


def move_label(move: Move, _: Gettext) -> str:
    """A move in the words of the button that plays it (the hint card names a move so when
    the log has nothing to say of it, such as keeping the hand); its text form otherwise."""
    if isinstance(move, ExtraTurn):
        return _("Take the extra turn") if move.take else _("Go on to draw")
    if isinstance(move, DrawCard):
        return _("Draw a landscape card") if move.deck == "landscape" else _("Draw a building card")
    if isinstance(move, DiscardUseless):
        return _("Discard useless: {building}").format(building=PIECES.lower(move.building, _))
    if isinstance(move, EndTurn):
        return _("Keep this hand")
    if isinstance(move, DiscardTwo):
        return _("Discard these two cards")
    return str(move)
