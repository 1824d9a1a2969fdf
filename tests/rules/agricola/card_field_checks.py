"""The check of the verb of cards that are fields (``field_card``, :mod:`.card_fields`), from a
position and worked out from the card's own parameters: the sowing action offers the card for
each crop it grows, each plot is sown once with what the card says, the field phase takes one
crop from each sown plot, and the score sheet counts the crops (and the plots, when the card
scores as fields).  ``test_cards.py`` runs it for every card of the deck using the verb."""

from __future__ import annotations

from typing import Any

from agricola_helpers import give_things, moves, play

from game.rules.agricola import AgricolaState, harvest
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Sow, SowCard
from game.rules.agricola.scoring import sheet
from game.rules.agricola.tables import CROPS, CardDef


def sowing_space(state: AgricolaState) -> str:
    """Put the round card that sows (grain utilization) on the board, free, and name it."""
    for space in state.spaces + state.deck:
        if space.id == "grain_utilization":
            if space not in state.spaces:
                state.spaces.append(space)
                state.taken.append(-1)
                state.stock.append({})
            state.taken[state.spaces.index(space)] = -1
            return space.id
    raise AssertionError("no sowing space")


def start_sowing(state: AgricolaState, player: int) -> None:
    """Make it the player's turn and take the sowing part of the sowing space."""
    state.phase, state.current, state.progress = Phase.WORK, player, None
    state.players[player].placed = 0
    play(state, f"go {sowing_space(state)}")
    if "part 0 sow" in moves(state):  # the bake can be chosen too
        play(state, "part 0 sow")


def check_field_card(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    farmer = state.players[player]
    give_things(state, player, "field", 1)  # one field: the fields row scores from two
    fields_row = dict(sheet(state, player))["fields"]
    farmer.played.append(card.id)
    farmer.goods.update(grain=5, vegetable=5)
    grows = CROPS if p.name("grows") == "any" else (p.name("grows"),)
    start_sowing(state, player)
    offered = [m for m in state.legal_moves() if isinstance(m, SowCard)]
    assert any(isinstance(m, Sow) for m in state.legal_moves()), "the field of the farmyard is offered too"
    assert offered == [SowCard(card.id, crop) for crop in grows]
    sown = []
    for plot in range(p.whole("plots")):
        crop = grows[plot % len(grows)]
        play(state, f"sow {card.id} {crop}")
        sown.append((crop, p.whole("amount")))
        assert farmer.patches[card.id] == tuple(sown)
    assert not any(isinstance(m, SowCard) for m in state.legal_moves()), "every plot is sown"
    plots = p.whole("plots")
    after = dict(sheet(state, player))
    if p.name("scored") == "field":
        assert after["fields"] == fields_row + 1 + plots, "each plot counts as a field"
    else:
        assert after["fields"] == fields_row, "only the crops count"
    before = dict(farmer.goods)
    harvest.fields(state)
    taken = {crop: farmer.goods[crop] - before[crop] for crop in CROPS}
    assert sum(taken.values()) == plots, "one crop from each sown plot"
    for _ in range(p.whole("amount") - 1):
        harvest.fields(state)
    assert card.id not in farmer.patches, "the card is empty once its crops are all taken"
