"""What a player may not know in Agricola: the order of the round cards still face down and,
in the full game, the cards in the other players' hands (everything on the farms, the board
and the cards in play is open)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola import draft, draft_worlds
from game.rules.agricola.cards import HIDDEN, real, redeal_hidden
from game.rules.agricola.tables import Space
from game.rules.core import Rng

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState


def view(state: AgricolaState, player: int) -> AgricolaState:
    """A copy for ``player``: the face-down round cards in a fixed order within each stage
    (by id), so their true order cannot be read; every other player's hand as hidden
    occupations and minor improvements (their count only)."""
    other = state.clone()
    other.viewer = player
    other.deck = _by_stage(other, sorted_within=True)
    other.deck_hidden = True
    other.rng = Rng(0)
    for seat, farmer in enumerate(other.players):
        if seat != player and farmer.hand:
            farmer.hand = sorted(HIDDEN[state.tables.card(card).kind] if real(card) else card for card in farmer.hand)
    if other.draft is not None:
        other.draft = draft.view(other.draft, player)
    return other


def determinize(state: AgricolaState, rng: Rng) -> AgricolaState:
    """From a view, one order of the face-down round cards, shuffled within their stages, and
    the hidden cards of the hands drawn from the cards the viewer cannot see."""
    other = state.clone()
    if state.deck_hidden:
        stages = _stages(other)
        other.deck = []
        for cards in stages:
            rng.shuffle(cards)
            other.deck.extend(cards)
        other.deck_hidden = False
        other.rng = rng.fork()
    if other.draft is not None and other.draft.viewer is not None:
        other.draft = other.draft.copy()
        draft_worlds.fill(other, rng)
    elif any(not real(card) for farmer in other.players for card in farmer.hand):
        redeal_hidden(other, rng)
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
