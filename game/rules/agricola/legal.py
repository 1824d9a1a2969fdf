"""What a player may do now: the phases of the game (:class:`Phase`) and the legal moves of
each (a free space to work on, the steps of its action, the animals to keep, the harvest's
cooking and feeding)."""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum
from typing import TYPE_CHECKING

from game.rules.agricola import actions, card_instead, cards, harvest, herds
from game.rules.agricola.food import any_time_goods, short
from game.rules.agricola.moves import Bake, Choose, Convert, Cook, Done, Feed, Go, Keep, PlayCard

if TYPE_CHECKING:
    from game.rules.agricola.farmer import Farmer, Progress
    from game.rules.agricola.state import AgricolaState
    from game.rules.agricola.tables import Goods, Part, Space
    from game.rules.core import Move


class Phase(IntEnum):
    """Where the game stands; the position text writes :attr:`text`."""

    WORK = 0
    """A player places a person on an action space."""
    ACTION = 1
    """A player carries out the space's action, one step per move."""
    HOUSING = 2
    """A player's animals do not all fit: which to keep."""
    FEED = 3
    """Harvest: a player turns goods into food and feeds the family."""
    OVER = 4
    BREED = 5
    """Harvest: a player whose newborns do not all fit chooses which to house."""

    @property
    def text(self) -> str:
        """The phase as the position text writes it (``"feed"``)."""
        return self.name.lower()


def legal_moves(state: AgricolaState) -> list[Move]:
    """Every legal move now (none once the game is over)."""
    player = state.current_player
    if player is None:
        return []
    farmer = state.players[player]
    if state.phase == Phase.WORK:
        moves: list[Move] = [Go(space.id) for i, space in enumerate(state.spaces) if space_open(state, player, i)]
        if farmer.played and moves:  # the full game's cards used at any time (no turn ends)
            moves += [Convert(card) for card in cards.uses(state, player)]
        return moves
    if state.phase == Phase.HOUSING:
        return [Keep(*kept) for kept in herds.best_kept(
            farmer.farm, farmer.animals[0], farmer.animals[1], farmer.animals[2], pets=cards.pets(state, farmer)
        )]
    if state.phase == Phase.BREED:
        return [Keep(*kept) for kept in harvest.litters(state, player)]
    if state.phase == Phase.FEED:
        moves = [Cook(good) for good in harvest.cookable(state, player)]
        if farmer.played and farmer.goods["food"] < harvest.need(state, farmer):
            moves += [Convert(card) for card in cards.conversions(state, player)]
        if farmer.stored:
            moves += [Convert(card) for card in cards.takes(farmer)]
        return [*moves, Feed()]
    progress = state.progress
    assert progress is not None
    space = state.spaces[progress.space]
    if progress.oven_bake:
        return [*(Bake(n) for n in range(1, actions.bake_most(farmer, state) + 1)), Done()]
    if progress.part < 0:
        parts = [Choose(i, card_instead.part_of(state, progress, i).verb) for i in startable_parts(state, player, progress)]
        costs = [card_instead.part_of(state, progress, m.index).pay for m in parts if m.verb == "buy"]
        moves = [*parts, *_cooks(state, farmer, costs)]
        return moves + [Done()] if may_end(state, progress) else moves
    part = card_instead.part_of(state, progress) if progress.instead else space.parts[progress.part]
    moves = actions.step_moves(state, farmer, part, progress.steps, progress.picked)
    if farmer.hand and (part.verb in actions.CARD_VERBS or part.verb == "major"):
        moves += _cooks(state, farmer, [cards.card_cost(state, farmer, state.tables.card(m.card), part)
                                        for m in moves if isinstance(m, PlayCard)])
    return moves + [Done()] if actions.ends_by_done(part, progress.steps) else moves


def _cooks(state: AgricolaState, farmer: Farmer, costs: list[Goods]) -> list[Move]:
    """When one of ``costs`` (of the choices offered now) asks for food the supply lacks:
    the goods the player may turn into food first (at any time: :mod:`.food`), so that they
    choose what pays it (a choice made without cooking first cooks the cheapest goods)."""
    if not any(short(farmer, cost) for cost in costs):
        return []
    return [Cook(good) for good in any_time_goods(state, farmer)]


def space_open(state: AgricolaState, player: int, index: int) -> bool:
    """A free space whose action the player can carry out, or an occupied one a placement
    bender of theirs lets them join (:func:`joinable`)."""
    space = state.spaces[index]
    farmer = state.players[player]
    if state.taken[index] >= 0 and not joinable(state, player, index):
        return False
    doable = [actions.can_start(state, farmer, part) for part in space.parts]
    if space.join == "all":
        own = all(doable)
    elif space.join == "then":
        own = doable[0]
    else:
        own = any(doable)
    return own or (bool(farmer.played) and can_replace(state, farmer, space.id))


def can_replace(state: AgricolaState, farmer: Farmer, space_id: str) -> bool:
    """Whether a card of the player's offers an action they can carry out instead of the
    space's own (:mod:`.card_instead`)."""
    return any(actions.can_start(state, farmer, card_instead.ACTIONS[action])
               for action in card_instead.offers(state, farmer, space_id))


def joinable(state: AgricolaState, player: int, index: int) -> bool:
    """Whether the player may join the occupied space ``index`` now: another player's person
    stands there alone (in a one-player game, the player's own) and a card of theirs in play
    allows it, within its limit this round (:mod:`.card_verbs_place`)."""
    farmer = state.players[player]
    if not farmer.played:
        return False
    taken = state.taken[index]
    if taken < 0 or (taken == player and not state.solo):
        return False
    space = state.spaces[index]
    return cards.joined(state, space.id) < 0 and cards.bender(state, farmer, "join", space) is not None


def startable_parts(state: AgricolaState, player: int, progress: Progress, hopeful: bool = False) -> list[int]:
    """The parts the player may start next.  ``hopeful``: count also the parts that play a
    card from the hand (their playing depends on the hand, which the other players do not
    see, so the action's flow must not: see :func:`card_part`)."""
    space = state.spaces[progress.space]
    farmer = state.players[player]

    def can(part: Part) -> bool:
        return (hopeful and card_part(state, part)) or actions.can_start(state, farmer, part)

    if not progress.instead:
        return _startable(space, progress.done, can)
    # a card offers its action instead of the space's own: the card's part is the whole
    # action once chosen, and no longer offered once the space's own action was begun
    own = len(space.parts)
    if any(progress.done[own:]):
        return []
    found = _startable(space, progress.done[:own], can)
    if any(progress.done[:own]):
        return found
    return found + [own + k for k in range(len(progress.instead))
                    if not progress.done[own + k] and can(card_instead.part_of(state, progress, own + k))]


def _startable(space: Space, done: list[bool], can: Callable[[Part], bool]) -> list[int]:
    """The space's own parts that may start next, by how they combine."""
    if space.join == "or" and any(done):
        return []
    if space.join in ("all", "then") and not done[0]:
        return [0] if can(space.parts[0]) else []
    if space.join == "all":
        return [i for i, d in enumerate(done) if not d][:1]
    if space.join == "then" and all(done[1:]):
        return []
    return [i for i, part in enumerate(space.parts) if not done[i] and can(part)]


def card_part(state: AgricolaState, part: Part) -> bool:
    """Whether a part may play a card from the hand (the full game's occupations and minor
    improvements, and the improvement parts that also offer minors)."""
    return state.side == "full" and (part.verb in actions.CARD_VERBS or part.verb == "major")


def may_end(state: AgricolaState, progress: Progress) -> bool:
    """Whether "done" may end the space's action now."""
    space = state.spaces[progress.space]
    done = progress.done
    if progress.instead:
        own = len(space.parts)
        if any(done[own:]):
            return True
        done = done[:own]
    if space.join == "all":
        return all(done)
    if space.join == "then":
        return done[0]
    return any(done)
