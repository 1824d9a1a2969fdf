"""Setting up a game of Porto (rulebook "Preparar", steps 1-11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import GameConfig, Rng
from game.rules.porto.drawing import refill_display
from game.rules.porto.state import PortoState
from game.rules.porto.tables import PortoTables, tables_from_content

if TYPE_CHECKING:
    from game.content.porto import PortoContent

_tables: dict[int, tuple[PortoContent, PortoTables]] = {}


def tables_for(content: PortoContent) -> PortoTables:
    """The tables of ``content``, built once per content object."""
    cached = _tables.get(id(content))
    if cached is None or cached[0] is not content:
        cached = (content, tables_from_content(content))
        _tables[id(content)] = cached
    return cached[1]


def new_game(content: PortoContent, config: GameConfig, seed: int) -> PortoState:
    """A new game: bonus tokens on the ground-floor spaces of the houses in play, five face-up
    construction cards, four public contracts and, unless novice, five private contracts
    dealt to each player (who will keep three)."""
    tables = tables_for(content)
    rng = Rng(seed)
    state = PortoState(tables, config, rng)
    tokens = list(tables.bonus_tokens)
    rng.shuffle(tokens)
    for house in state.layout.in_play:
        state.ground_token[house] = tokens.pop() if tokens else 0
    cards = tables.all_cards()
    rng.shuffle(cards)
    state.deck = cards
    refill_display(state, [])
    public = list(range(len(tables.public)))
    rng.shuffle(public)
    state.public_row = [public.pop() for _ in range(tables.public_face_up)]
    state.public_deck = public
    if not state.novice:
        private = list(range(len(tables.private)))
        rng.shuffle(private)
        for player in range(config.players):
            state.private_dealt[player] = [private.pop() for _ in range(tables.private_dealt)]
    return state
