"""What the rules do with the full game's occupations and minor improvements: dealing, what
can be played and at what cost, playing, and calling the effects of the cards in play at
their timings.

The effects are verbs of :mod:`game.rules.effects`, registered in :mod:`.card_verbs`,
:mod:`.card_verbs_farm`, :mod:`.card_verbs_rules`, :mod:`.card_verbs_place`, :mod:`.card_instead` and
:mod:`.card_fields` (cards that are fields) on the hooks of :mod:`.card_hooks`
(imported here so that loading this module registers every verb).  A card's food may be
paid with grain and vegetables eaten raw and animals cooked at once (rulebook: "en cualquier
momento"; :mod:`.food`).  Rulings of ours: a conversion is offered while the family is being
fed, like cooking; a traveling minor improvement goes to the hand of the next player
in turn order (solo: out of the game), without its points.  A conversion marked "any time" is
offered on the owner's turn too (before they place a person), and goods kept on a card may be
taken then and while feeding: both are the move :class:`~.moves.Convert`, which does not end
the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.agricola import (
    card_fields,
    card_instead,
    card_verbs,
    card_verbs_farm,
    card_verbs_place,
    card_verbs_rules,
)
from game.rules.agricola.card_hooks import (
    BUILD,
    BUILT,
    CAPACITY,
    CONVERT,
    COST,
    END,
    FIELD,
    GAME,
    HARVEST,
    HOOKS,
    HOUSE,
    PAID_FOR,
    PAY,
    PLACE,
    PLAY,
    ROUND,
    RULE,
    RULES,
    SOW,
    SPACE,
    SPACES,
    THINGS,
    PlayVerb,
    measure,
    same_space,
)
from game.rules.agricola.card_verbs import deliver, deliver_every, gain_late, gain_per
from game.rules.agricola.card_verbs_farm import ANY_TIME_CONVERSIONS, convert_cost
from game.rules.agricola.farmer import Farmer
from game.rules.agricola.food import affordable
from game.rules.agricola.tables import ANIMALS, CardDef, CardEffect, Goods, Part, Space, goods_of
from game.rules.core import Event, Rng
from game.rules.effects import Hook

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState

__all__ = [
    "BUILD", "BUILT", "CAPACITY", "CONVERT", "COST", "END", "FIELD", "GAME", "HARVEST", "HIDDEN",
    "HIDDEN_MINOR", "HIDDEN_OCCUPATION", "HOOKS", "HOUSE", "KINDS", "PAID_FOR", "PAY", "PLACE", "PLAY",
    "ROUND", "RULE", "RULES", "SOW", "SPACE", "SPACES", "THINGS", "adjusted", "any_playable",
    "bender", "built", "card_cost", "card_fields", "card_instead", "card_verbs", "card_verbs_farm", "card_verbs_place",
    "card_verbs_rules", "joined", "collect", "conversions", "convert", "deal", "deliver",
    "deliver_every", "effects_of", "end_points", "fire", "gain_late", "gain_per", "measure",
    "meets", "occupation_cost", "pets", "play", "playable", "priced", "real", "redeal_hidden", "relaxed",
    "same_space", "sleeping_places", "sow_bonus", "space_taken", "take", "unseen", "uses",
]
"""The verbs' vocabulary is re-exported so the rules and their tests reach it through here."""

KINDS = ("occupation", "minor")
"""The two kinds of cards a player is dealt."""

HIDDEN_OCCUPATION = "?occupation"
HIDDEN_MINOR = "?minor"
"""What another player's view shows of each occupation and minor improvement in a hand."""
HIDDEN = {"occupation": HIDDEN_OCCUPATION, "minor": HIDDEN_MINOR}


# -- the rules of the cards -----------------------------------------------------------------------


def real(card: str) -> bool:
    """Whether a hand's entry is a card (not another player's hidden one)."""
    return not card.startswith("?")


def deal(state: AgricolaState) -> None:
    """Deal every player :attr:`Numbers.hand` occupations and minor improvements from the
    decks of the player count (the marks 1+, 3+, 4+), shuffled with the game's draws."""
    players, size = state.num_players, state.tables.numbers.hand
    for kind in KINDS:
        deck = [card.id for card in state.tables.deck(kind, players)]
        state.rng.shuffle(deck)
        for player, farmer in enumerate(state.players):
            farmer.hand.extend(deck[player * size:(player + 1) * size])


def effects_of(state: AgricolaState, farmer: Farmer, hook: Hook[Any]) -> list[tuple[str, CardEffect]]:
    """The effects of ``hook`` on the cards the player has in play, card by card."""
    holders = state.tables.hook_cards.get(hook.name)
    if not holders:
        return []
    found = []
    for card_id in farmer.played:
        if card_id in holders:
            for effect in state.tables.card(card_id).effects:
                if effect.hook == hook.name:
                    found.append((card_id, effect))
    return found


def fire(state: AgricolaState, player: int, hook: Hook[PlayVerb]) -> list[Event]:
    """Call every ``hook`` effect of the player's cards in play (round start, harvest)."""
    events: list[Event] = []
    farmer = state.players[player]
    if not farmer.played:
        return events
    for card_id, effect in effects_of(state, farmer, hook):
        events += effect.function(state, player, effect.params, card_id)
    return events


def space_taken(state: AgricolaState, mover: int, space_id: str) -> list[Event]:
    """A player took ``space_id``: every player's space effects."""
    events: list[Event] = []
    for owner, farmer in enumerate(state.players):
        if farmer.played:
            for card_id, effect in effects_of(state, farmer, SPACE):
                events += effect.function(state, owner, mover, space_id, effect.params, card_id)
    return events


def built(state: AgricolaState, player: int, what: str) -> list[Event]:
    """The player built ``what`` (:data:`BUILT`): their building effects."""
    farmer = state.players[player]
    if not farmer.played:
        return []
    events: list[Event] = []
    for card_id, effect in effects_of(state, farmer, BUILD):
        events += effect.function(state, player, what, effect.params, card_id)
    return events


def collect(state: AgricolaState, player: int) -> list[Event]:
    """The round begins: the goods the player's cards laid on its space."""
    farmer = state.players[player]
    waiting = farmer.scheduled.pop(state.round, None)
    laid_by = farmer.laid.pop(state.round, ()) if farmer.laid else ()
    if not waiting:
        return []
    goods = goods_of(waiting)
    for name, amount in goods:
        farmer.goods[name] += amount
    return [Event("card_delivery", player, {"goods": goods, "round": state.round, "cards": laid_by})]


def adjusted(state: AgricolaState, farmer: Farmer, what: str, cost: Goods) -> Goods:
    """``cost`` of ``what`` (:data:`PAID_FOR`) after the player's cost effects, then their
    paying effects (other goods for those the supply lacks, so the cost depends on the
    supply: it is what the player pays now)."""
    if not farmer.played:
        return cost
    return _adjust(state, farmer, what, cost, None, -1)


def priced(state: AgricolaState, player: int, what: str, cost: Goods) -> tuple[Goods, list[Event]]:
    """What the player pays now for ``what`` (as :func:`adjusted`), with a ``card_cost`` event
    for each card that changed the price (called once, when the player pays)."""
    farmer = state.players[player]
    if not farmer.played:
        return cost, []
    events: list[Event] = []
    return _adjust(state, farmer, what, cost, events, player), events


def _adjust(state: AgricolaState, farmer: Farmer, what: str, cost: Goods, events: list[Event] | None, player: int) -> Goods:
    for card, effect in effects_of(state, farmer, COST):
        changed = effect.function(effect.params, what, cost)
        if events is not None and changed != cost:
            events.append(_cost_event(player, card, what, cost, changed))
        cost = changed
    for card, effect in effects_of(state, farmer, PAY):
        changed = effect.function(effect.params, what, cost, farmer.goods)
        if events is not None and changed != cost:
            events.append(_cost_event(player, card, what, cost, changed))
        cost = changed
    return cost


def _cost_event(player: int, card: str, what: str, before: Goods, after: Goods) -> Event:
    """``card_cost``: the goods the card took off the price (``less``) and put on it
    (``more``, paid instead)."""
    was, now = dict(before), dict(after)
    less = tuple((good, was[good] - now.get(good, 0)) for good in was if now.get(good, 0) < was[good])
    more = tuple((good, amount - was.get(good, 0)) for good, amount in now.items() if amount > was.get(good, 0))
    return Event("card_cost", player, {"card": card, "paid_for": what, "less": less, "more": more})


def relaxed(state: AgricolaState, farmer: Farmer, rule: str) -> int:
    """How much more the player's cards allow of ``rule`` (:data:`RULES`; 0: the usual rule)."""
    if not farmer.played:
        return 0
    return sum(int(effect.function(effect.params, rule)) for _card, effect in effects_of(state, farmer, RULE))


def bender(state: AgricolaState, farmer: Farmer, bend: str, space: Space | None = None) -> str | None:
    """The first card in play (in play order) that still allows ``bend`` this round (``join``
    the occupied ``space``, or place ``again``), within its limit; ``None``: none does."""
    if not farmer.played:
        return None
    for card, effect in effects_of(state, farmer, PLACE):
        allowed = effect.function(effect.params, bend, space, state.round)
        if allowed and sum(1 for used, _what in farmer.bent if used == card) < allowed:
            return card
    return None


def joined(state: AgricolaState, space_id: str) -> int:
    """The player whose second person joined the space ``space_id`` this round (-1: none)."""
    for player, farmer in enumerate(state.players):
        if any(what == space_id for _card, what in farmer.bent):
            return player
    return -1


def sow_bonus(state: AgricolaState, farmer: Farmer, crop: str) -> int:
    """Crops the player's cards add to a field sown with ``crop``."""
    if not farmer.played:
        return 0
    return sum(effect.function(effect.params, crop) for _card, effect in effects_of(state, farmer, SOW))


def pets(state: AgricolaState, farmer: Farmer) -> int:
    """Animal places of one animal each: the house's one and the player's cards'."""
    if not farmer.played:
        return 1
    places: int = sum(effect.function(effect.params) for _card, effect in effects_of(state, farmer, CAPACITY))
    return 1 + places


def sleeping_places(state: AgricolaState, farmer: Farmer) -> int:
    """Family members the player's cards house beyond the rooms."""
    if not farmer.played:
        return 0
    places: int = sum(effect.function(effect.params) for _card, effect in effects_of(state, farmer, HOUSE))
    return places


def end_points(state: AgricolaState, player: int) -> int:
    """The score sheet's cards row: printed points of the minor improvements in play and
    every end-of-game effect."""
    return sum(card_points(state, player, card_id) for card_id in state.players[player].played)


def card_points(state: AgricolaState, player: int, card_id: str) -> int:
    """What one card in play adds to the player's cards row: its printed points and its
    end-of-game effects."""
    card = state.tables.card(card_id)
    points = card.points
    for effect in card.effects:
        if effect.hook == END.name:
            points += effect.function(state, player, effect.params)
    return points


def occupation_cost(state: AgricolaState, farmer: Farmer, part: Part) -> Goods:
    """The food the space asks for the player's next occupation (by how many they have
    played; the last figure repeats), after the player's cost effects."""
    return adjusted(state, farmer, "occupation", _occupation_food(state, farmer, part))


def _occupation_food(state: AgricolaState, farmer: Farmer, part: Part) -> Goods:
    """The space's food for the player's next occupation, before the cards."""
    played = sum(1 for card in farmer.played if state.tables.card(card).kind == "occupation")
    food = part.costs[min(played, len(part.costs) - 1)] if part.costs else 0
    return (("food", food),) if food else ()


def card_cost(state: AgricolaState, farmer: Farmer, card: CardDef, part: Part) -> Goods:
    """What playing ``card`` on ``part`` costs the player now."""
    if card.kind == "occupation":
        return occupation_cost(state, farmer, part)
    return adjusted(state, farmer, "minor", card.cost)


def _card_price(state: AgricolaState, player: int, card: CardDef, part: Part) -> tuple[Goods, list[Event]]:
    """What playing ``card`` costs now, with the events of the cards that changed it."""
    if card.kind == "minor":
        return priced(state, player, "minor", card.cost)
    return priced(state, player, "occupation", _occupation_food(state, state.players[player], part))


def meets(state: AgricolaState, player: int, card: CardDef) -> bool:
    """Whether the player's farm meets the card's prerequisites."""
    return all(measure(state, player, what) >= least for what, least in card.needs)


def playable(state: AgricolaState, player: int, kind: str, part: Part) -> list[str]:
    """The cards of ``kind`` the player can play now on ``part`` (prerequisites met, cost
    held, its food perhaps by cooking first: :func:`.food.affordable`), in hand order."""
    farmer = state.players[player]
    found = []
    for card_id in farmer.hand:
        if not real(card_id):
            continue
        card = state.tables.card(card_id)
        if card.kind == kind and meets(state, player, card) and affordable(state, farmer, card_cost(state, farmer, card, part)):
            found.append(card_id)
    return found


def any_playable(state: AgricolaState, player: int, kind: str, part: Part) -> bool:
    """Whether the player can play a card of ``kind`` on ``part`` now."""
    return bool(playable(state, player, kind, part))


def play(state: AgricolaState, player: int, card_id: str, part: Part) -> list[Event]:
    """Play ``card_id`` from the hand: pay it, put it in play (a traveling one goes on to the
    next player's hand), then its effects on play."""
    farmer = state.players[player]
    card = state.tables.card(card_id)
    cost, noted = _card_price(state, player, card, part)
    farmer.pay(cost)
    farmer.hand.remove(card_id)
    events = [Event("card_played", player, {"card": card_id, "kind": card.kind, "paid": cost}), *noted]
    for effect in card.effects:
        if effect.hook == PLAY.name:
            events += effect.function(state, player, effect.params, card_id)
    if card.travels:
        if state.num_players > 1:
            left = (player + 1) % state.num_players
            state.players[left].hand.append(card_id)
            events.append(Event("card_passed", player, {"card": card_id, "to": left}))
    else:
        farmer.played.append(card_id)
    return events


def conversions(state: AgricolaState, player: int) -> list[str]:
    """The cards in play whose conversion the player can use now (in the feeding)."""
    farmer = state.players[player]
    found = []
    for card_id, effect in effects_of(state, farmer, CONVERT):
        if effect.verb == "convert_once" and card_id in farmer.used:
            continue
        give, amount = convert_cost(effect.params)[0]
        held = farmer.animals[ANIMALS.index(give)] if give in ANIMALS else farmer.goods[give]
        if held >= amount and card_id not in found:
            found.append(card_id)
    return found


def uses(state: AgricolaState, player: int) -> list[str]:
    """The cards in play the player may use on their turn, before placing a person: the
    conversions marked "any time" whose goods they hold, and the cards keeping goods."""
    farmer = state.players[player]
    found = [card for card in farmer.stored if any(farmer.stored[card].values())]
    for card_id, effect in effects_of(state, farmer, CONVERT):
        if effect.verb in ANY_TIME_CONVERSIONS and card_id not in found:
            give, amount = convert_cost(effect.params)[0]
            held = farmer.animals[ANIMALS.index(give)] if give in ANIMALS else farmer.goods[give]
            if held >= amount:
                found.append(card_id)
    return found


def takes(farmer: Farmer) -> list[str]:
    """The cards in play keeping goods the player may take (while feeding too)."""
    return [card for card, goods in farmer.stored.items() if any(goods.values())] if farmer.stored else []


def take(state: AgricolaState, player: int, card_id: str) -> list[Event]:
    """Take every good kept on ``card_id`` into the supply."""
    farmer = state.players[player]
    goods = goods_of(farmer.stored.pop(card_id))
    for name, amount in goods:
        farmer.goods[name] += amount
    return [Event("card_taken", player, {"card": card_id, "goods": goods})]


def convert(state: AgricolaState, player: int, card_id: str) -> list[Event]:
    """Use ``card_id`` once: take the goods it keeps, or else use its conversion."""
    farmer = state.players[player]
    if card_id in farmer.stored:
        return take(state, player, card_id)
    effect = next(e for e in state.tables.card(card_id).effects if e.hook == CONVERT.name)
    if effect.verb == "convert_once":
        farmer.used.append(card_id)
    function: PlayVerb = effect.function
    return function(state, player, effect.params, card_id)


def unseen(state: AgricolaState, viewer: int, kind: str) -> list[str]:
    """The cards of ``kind`` the viewer cannot see anywhere (not in their hand, not in play):
    those another player's hidden hand may hold."""
    seen = set(state.players[viewer].hand)
    for farmer in state.players:
        seen.update(farmer.played)
        seen.update(card for card in farmer.hand if real(card))
    return [card.id for card in state.tables.deck(kind, state.num_players) if card.id not in seen]


def redeal_hidden(state: AgricolaState, rng: Rng) -> None:
    """Give every hidden card of the hands one of the cards the viewer cannot see."""
    for kind in KINDS:
        pool = unseen(state, state.viewer if state.viewer is not None else 0, kind)
        rng.shuffle(pool)
        for farmer in state.players:
            for i, card in enumerate(farmer.hand):
                if card == HIDDEN[kind] and pool:
                    farmer.hand[i] = pool.pop()
