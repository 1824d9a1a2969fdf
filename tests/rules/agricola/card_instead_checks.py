"""The check of the replacement-action verb (``space_instead``: on a space, another action
instead of the space's own), from a position and worked out from the card's own parameters;
``test_cards.py`` runs it for every effect of the deck that uses it and ``test_card_log.py``
brings it to fire with :func:`fire_instead`."""

from __future__ import annotations

from typing import Any

from game.rules.agricola import AgricolaState, card_instead, cards
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Choose, Go, PlayCard
from game.rules.agricola.tables import CardDef
from game.rules.core import Event


def space_of(state: AgricolaState, named: str) -> str:
    """The id of the space a card names, turning up its round card when it is still in the
    deck."""
    for space in state.spaces:
        if cards.same_space(named, space.id):
            return space.id
    card = next(s for s in state.deck if cards.same_space(named, s.id))
    state.deck.remove(card)
    state.spaces.append(card)
    state.taken.append(-1)
    state.stock.append({})
    return card.id


def ready_for(state: AgricolaState, player: int, action: str) -> None:
    """Give the player what ``action`` (:data:`card_instead.ACTIONS`) needs: goods, an empty
    field and seed, an oven and grain."""
    farmer = state.players[player]
    if action == "sow":
        farmer.farm.fields |= 1 << 14
        farmer.goods["grain"] = max(1, farmer.goods["grain"])
    elif action == "bake":
        farmer.majors.append(next(m.id for m in state.tables.majors if m.bake_food))
        farmer.goods["grain"] = max(2, farmer.goods["grain"])
    elif action in ("fences", "stable"):
        farmer.goods["wood"] = max(8, farmer.goods["wood"])
    elif action == "renovate":
        farmer.farm.house = "wood"
        farmer.goods["clay"] = max(5, farmer.goods["clay"])
        farmer.goods["reed"] = max(1, farmer.goods["reed"])
    elif action in ("occupation", "minor"):
        # a card of that kind in the hand, with what it asks (food, or a minor without
        # prerequisites that stays in play, and its goods)
        card = next(c for c in state.tables.cards if c.kind == action and not c.needs and not c.travels
                    and c.id not in farmer.hand and c.id not in farmer.played)
        farmer.hand.append(card.id)
        farmer.goods["food"] = max(2, farmer.goods["food"])
        for good, amount in card.cost:
            farmer.goods[good] = max(amount, farmer.goods[good])


def _own_turn(state: AgricolaState, player: int) -> None:
    state.phase, state.current, state.progress = Phase.WORK, player, None


def fire_instead(state: AgricolaState, player: int, card: CardDef, p: Any) -> list[Event]:
    """Put the card in play, take its space and choose the card's action: the events of the
    choice."""
    state.players[player].played.append(card.id)
    ready_for(state, player, p.name("action"))
    space = space_of(state, p.name("space"))
    _own_turn(state, player)
    events = state.apply(Go(space))
    assert state.progress is not None
    own = len(state.spaces[state.progress.space].parts)
    if state.progress.part == own:  # the space's own action cannot be done: the card's at once
        return events
    return state.apply(Choose(own, card_instead.ACTIONS[p.name("action")].verb))


def _farm_mark(state: AgricolaState, player: int) -> tuple[Any, ...]:
    farmer = state.players[player]
    farm = farmer.farm
    return (farm.fields, len(farm.pastures), farm.stables, farm.house, len(farm.crops), farmer.goods["food"],
            len(farmer.played))


def check_space_instead(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    """Taking the space offers the card's action beside the space's own; chosen, it is the
    whole action: what it builds is built, and the space's own goods stay where they lie."""
    action = p.name("action")
    part = card_instead.ACTIONS[action]
    space = space_of(state, p.name("space"))
    ready_for(state, player, action)
    index = [s.id for s in state.spaces].index(space)
    state.stock[index] = {"wood": 2} if not state.stock[index] else state.stock[index]

    without = state.clone()
    _own_turn(without, player)
    if Go(space) in without.legal_moves():
        without.apply(Go(space))
        assert without.progress is None or not without.progress.instead, "not in play: no replacement"

    state.players[player].played.append(card.id)
    _own_turn(state, player)
    lying = dict(state.stock[index])
    before = _farm_mark(state, player)
    events = state.apply(Go(space))
    own = len(state.spaces[index].parts)
    assert state.progress is not None and state.progress.instead == (card.id,)
    if state.progress.part < 0:  # the space's own action can be done too: a choice
        replace = Choose(own, part.verb)
        offered = state.legal_moves()
        assert replace in offered and any(isinstance(m, Choose) and m.index < own for m in offered), offered
        events = state.apply(replace)
    else:  # only the card's action can be done: it starts at once
        assert state.progress.part == own
    assert [e.args["action"] for e in events if e.kind == "card_instead"] == [action]
    while state.phase == Phase.ACTION and state.current_player == player:
        moves = state.legal_moves()  # the first of each step, a card played where one may be
        state.apply(next((m for m in moves if isinstance(m, PlayCard)), moves[0]))
    assert _farm_mark(state, player) != before, f"{action} changed the farm"
    assert state.stock[index] == lying, "the space's own goods stay on it"


INSTEAD_CHECKS = {card_instead.VERB: check_space_instead}
"""The checks by verb."""
