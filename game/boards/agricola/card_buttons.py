"""The full game's card moves as buttons of the band: a card's conversion in the feeding (the
cards of the hand are played from the hand itself, :mod:`.hand`), and the card names in the
screen's language the log and the buttons use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.boards.agricola.names import goods_text
from game.boards.kit.actions import Action
from game.boards.kit.card_words import language_of
from game.boards.kit.registration import shipped
from game.boards.kit.words import Gettext
from game.rules.agricola import card_instead, cards
from game.rules.agricola.moves import Convert, PlayCard
from game.rules.core import Move

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState


@shipped
def _names() -> dict[str, Any]:
    from game.content import load_content
    from game.content.agricola import load

    content = load_content("agricola", load)
    return {card.id: card.name for card in content.effect_cards()}


def card_name(card_id: str, _: Gettext) -> str:
    """The card's name in the screen's language (its id when the content cannot be read)."""
    names = _names()
    if names is None or card_id not in names:
        return card_id
    return str(getattr(names[card_id], language_of(_)))


def card_actions(view: AgricolaState, player: int, moves: list[Move], _: Gettext) -> list[Action]:
    """A button for every card the moves play or convert with."""
    out: list[Action] = []
    farmer = view.players[player]
    progress = view.progress
    for move in moves:
        if isinstance(move, PlayCard):
            label = card_name(move.card, _)
            if progress is not None and progress.part >= 0:
                part = card_instead.part_of(view, progress)
                cost = cards.card_cost(view, farmer, view.tables.card(move.card), part)
                if cost:
                    label = f"{label} · {goods_text(cost, _)}"
            out.append(Action(f"play_{move.card}", label, move))
        elif isinstance(move, Convert):
            out.append(Action(f"convert_{move.card}", card_name(move.card, _), move))
    return out
