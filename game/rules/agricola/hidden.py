"""What a player may not know in Agricola: only the order of the round cards still face
down (everything on the farms and the board is open)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola.tables import Space
from game.rules.core import Rng

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState


def view(state: AgricolaState, player: int) -> AgricolaState:
    """A copy for ``player``: the face-down round cards in a fixed order within each stage
    (by id), so their true order cannot be read."""
    other = state.clone()
    other.viewer = player
    other.deck = _by_stage(other, sorted_within=True)
    other.deck_hidden = True
    other.rng = Rng(0)
    return other


def determinize(state: AgricolaState, rng: Rng) -> AgricolaState:
    """From a view, one order of the face-down round cards, shuffled within their stages."""
    other = state.clone()
    if state.deck_hidden:
        stages = _stages(other)
        other.deck = []
        for cards in stages:
            rng.shuffle(cards)
            other.deck.extend(cards)
        other.deck_hidden = False
        other.rng = rng.fork()
    return other


def _stages(state: AgricolaState) -> list[list[Space]]:
    """The face-down cards grouped by stage, stage order kept."""
    stage_of = {card.id: s for s, stage in enumerate(state.tables.stages[state.side]) for card in stage}
    groups: dict[int, list[Space]] = {}
    for card in state.deck:
        groups.setdefault(stage_of[card.id], []).append(card)
    return [groups[s] for s in sorted(groups)]


def _by_stage(state: AgricolaState, sorted_within: bool) -> list[Space]:
    cards: list[Space] = []
    for group in _stages(state):
        cards.extend(sorted(group, key=lambda card: card.id) if sorted_within else group)
    return cards
