"""The checks of the card verbs that bend the farm's rules (goods kept on a card, conversions at
any time, paying with other goods, rule relaxers), each from a position and worked out from the
card's own parameters.  ``test_cards.py`` runs them for every effect of the deck that uses them
(:data:`RULE_CHECKS`, by verb)."""

from __future__ import annotations

from typing import Any

from game.rules.agricola import AgricolaState, actions, cards
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Bake, Convert, Done, Go
from game.rules.agricola.tables import ANIMALS, CardDef, goods_of


def _held(state: AgricolaState, player: int) -> dict[str, int]:
    farmer = state.players[player]
    return {**farmer.goods, **dict(zip(ANIMALS, farmer.animals, strict=True))}


def _gained(state: AgricolaState, player: int, before: dict[str, int]) -> dict[str, int]:
    after = _held(state, player)
    return {name: after[name] - before[name] for name in after if after[name] != before[name]}


def _put_in_play(state: AgricolaState, player: int, card: CardDef) -> None:
    state.players[player].played.append(card.id)


def _own_turn(state: AgricolaState, player: int) -> None:
    """Make it the player's turn to place a person."""
    state.phase, state.current, state.progress = Phase.WORK, player, None


def _verb(card: CardDef, p: Any) -> str:
    return next(e.verb for e in card.effects if e.params is p)


def check_store(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    """Goods laid on the card stay there (not in the supply) until the owner takes them, on
    their turn, all at once; a round's store stops at the card's most."""
    farmer = state.players[player]
    _put_in_play(state, player, card)
    good, amount = p.name("good"), p.whole("amount")
    before = _held(state, player)
    if _verb(card, p) == "store_play":
        card.of_hook(cards.PLAY.name)[0].function(state, player, p, card.id)
        expected = amount
    else:
        rounds = p.whole("most") // amount + 2
        for _ in range(rounds):
            cards.fire(state, player, cards.ROUND)
        expected = p.whole("most")
    assert farmer.stored == {card.id: {good: expected}}
    assert _gained(state, player, before) == {}, "the goods wait on the card"
    _own_turn(state, player)
    assert Convert(card.id) in state.legal_moves()
    events = state.apply(Convert(card.id))
    assert _gained(state, player, before) == {good: expected}
    assert not farmer.stored and Convert(card.id) not in state.legal_moves()
    assert events[-1].kind == "card_taken" and state.phase == Phase.WORK and state.current == player


def check_convert_any(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    """An any-time conversion is a move on the owner's own turn, as often as the goods last,
    and the turn goes on; a feeding-only conversion is not offered then."""
    farmer = state.players[player]
    _put_in_play(state, player, card)
    give, amount = p.name("give"), p.whole("give_amount")
    if give in ANIMALS:
        farmer.animals[ANIMALS.index(give)] = amount * 2
    else:
        farmer.goods[give] = amount * 2
    farmer.played.append("o_bakers_boy")  # a conversion while feeding only
    farmer.goods["grain"] += 1 if give != "grain" else 0
    _own_turn(state, player)
    offered = [m for m in state.legal_moves() if isinstance(m, Convert)]
    assert Convert(card.id) in offered and Convert("o_bakers_boy") not in offered
    before = _held(state, player)
    state.apply(Convert(card.id))
    assert _gained(state, player, before) == {give: -amount, "food": p.whole("food")}
    assert state.phase == Phase.WORK and state.current == player, "the turn goes on"
    state.apply(Convert(card.id))
    assert Convert(card.id) not in state.legal_moves(), "the goods are used up"


def check_pay_with(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    """Each missing good is paid with ``rate`` of the other, as far as the supply can spare
    it; nothing changes while the supply holds the good, or for other things paid for."""
    farmer = state.players[player]
    _put_in_play(state, player, card)
    what, good, instead, rate = p.name("paid_for"), p.name("good"), p.name("instead"), p.whole("rate")
    cost = ((good, 2),)
    farmer.goods[good], farmer.goods[instead] = 2, 0
    assert cards.adjusted(state, farmer, what, cost) == cost, "the supply holds the good"
    farmer.goods[good], farmer.goods[instead] = 0, 2 * rate
    assert cards.adjusted(state, farmer, what, cost) == ((instead, 2 * rate),)
    farmer.goods[instead] = rate
    assert cards.adjusted(state, farmer, what, cost) == goods_of({good: 1, instead: rate}), "only what can be spared"
    other = next(w for w in cards.PAID_FOR if w != what)
    farmer.goods[instead] = 2 * rate
    assert cards.adjusted(state, farmer, other, cost) == cost


def check_more_stables(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    farmer = state.players[player]
    usual = actions.stables_left(state, farmer)
    _put_in_play(state, player, card)
    assert actions.stables_left(state, farmer) == usual + p.whole("stables")


def check_fence_discount(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    farmer = state.players[player]
    wood = state.tables.numbers.fence_wood
    assert actions.fence_wood(state, farmer, 4) == 4 * wood
    _put_in_play(state, player, card)
    assert actions.fence_wood(state, farmer, 4) == max(0, 4 * wood - p.whole("wood"))
    assert actions.fence_wood(state, farmer, 1) == max(0, wood - p.whole("wood"))


def check_plough_anywhere(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    farm = state.players[player].farm
    farm.fields = 1 << 14
    assert actions.plow_sites(state, state.players[player]) == farm.plow_sites() != farm.free_cells()
    _put_in_play(state, player, card)
    assert actions.plow_sites(state, state.players[player]) == farm.free_cells()


def check_space_bake(state: AgricolaState, player: int, card: CardDef, p: Any) -> None:
    """Taking the space offers a bake first, with a baking improvement and grain; without
    one, the space's action comes at once."""
    farmer = state.players[player]
    _put_in_play(state, player, card)
    space = next(s.id for s in state.spaces if cards.same_space(p.name("space"), s.id))
    farmer.goods["grain"] = 2
    trial = state.clone()
    _own_turn(trial, player)
    trial.apply(Go(space))
    assert Bake(1) not in trial.legal_moves(), "no baking improvement"
    oven = next(m for m in state.tables.majors if m.bake_food)
    farmer.majors.append(oven.id)
    _own_turn(state, player)
    events = state.apply(Go(space))
    assert events[-1].kind == "card_granted" or any(e.kind == "card_granted" for e in events)
    offered = state.legal_moves()
    assert Bake(1) in offered and Done() in offered
    events = state.apply(Bake(1))
    assert [(e.args["grain"], e.args["food"]) for e in events if e.kind == "baked"] == [(1, oven.bake_food)]
    assert Bake(1) not in state.legal_moves(), "one bake, then the space's own action"


RULE_CHECKS = {
    "store_play": check_store,
    "store_round": check_store,
    "convert_any": check_convert_any,
    "pay_with": check_pay_with,
    "more_stables": check_more_stables,
    "fence_discount": check_fence_discount,
    "plough_anywhere": check_plough_anywhere,
    "space_bake": check_space_bake,
}
"""The checks by verb."""
