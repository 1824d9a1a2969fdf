"""The checks of the placement benders (facts ``agricola.md`` §11.2 pattern 13: join a space
another player occupies, place twice in a row), each from a position and worked out from the
card's own parameters.  ``test_cards.py`` runs them for every effect of the deck that uses them
(:data:`PLACE_CHECKS`, by verb)."""

from __future__ import annotations

from typing import Any

from game.rules.agricola import AgricolaState, legal
from game.rules.agricola.card_verbs_place import joinable_kind
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Go
from game.rules.agricola.tables import CardDef


def own_turn(state: AgricolaState, player: int) -> None:
    """Make it the player's turn to place a person."""
    state.phase, state.current, state.progress = Phase.WORK, player, None


def open_space(state: AgricolaState, player: int, kind: str) -> int:
    """The first free space of ``kind`` a bender may open whose action the player can do."""
    return next(
        i for i, space in enumerate(state.spaces)
        if joinable_kind(space, kind) and legal.space_open(state, player, i)
    )


def ready_to_join(state: AgricolaState, player: int, kind: str) -> int:
    """Plenty of goods and an occupation in hand; another player stands on a free space of
    ``kind`` the player could use: that space's index."""
    farmer = state.players[player]
    for good in farmer.goods:
        farmer.goods[good] = 9
    farmer.hand = [card.id for card in state.tables.cards if card.kind == "occupation"][:1]
    index = open_space(state, player, kind)
    state.taken[index] = (player + 1) % state.num_players
    own_turn(state, player)
    return index


def check_join_taken(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    """Without the card the occupied space is closed; with it, the player joins it so many
    times a round, the first person stays, and the action is carried out."""
    index = ready_to_join(state, player, p.name("spaces"))
    space = state.spaces[index].id
    assert Go(space) not in state.legal_moves(), "occupied, no card"
    state.players[player].played.append(card.id)
    assert Go(space) in state.legal_moves()
    events = state.apply(Go(space))
    assert [(e.kind, e.args["card"], e.args["by"]) for e in events if e.kind == "card_joined"] == [
        ("card_joined", card.id, state.taken[index])
    ]
    assert state.taken[index] != player, "the first person stays"
    assert state.players[player].bent == [(card.id, space)]
    # within the limit: each use this round counts
    trial = state.clone()
    own_turn(trial, player)
    trial.players[player].placed = 0
    trial.players[player].bent = [(card.id, "elsewhere")] * p.whole("times")
    assert not any(legal.joinable(trial, player, i) for i in range(len(trial.spaces))), "the limit is reached"


def check_go_again(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    """From the card's round on, the owner's next person goes right after the first, once a
    round; before that round the next player goes."""
    state.players[player].played.append(card.id)
    start = p.whole("from_round")
    if start > 1:
        early = state.clone()
        early.round = start - 1
        own_turn(early, player)
        early.apply(Go("day_laborer"))
        assert early.current != player
    state.round = start
    own_turn(state, player)
    events = state.apply(Go("day_laborer"))
    assert [e.args["card"] for e in events if e.kind == "card_again"] == [card.id]
    assert state.current == player and state.phase == Phase.WORK
    assert state.players[player].bent == [(card.id, "again")]
    state.apply(Go("grain_seeds"))
    assert state.current != player, "once a round"


PLACE_CHECKS = {"join_taken": check_join_taken, "go_again": check_go_again}
"""The checks by verb."""
