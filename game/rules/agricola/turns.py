"""The flow of a game of Agricola: rounds, the work phase one person at a time, the steps of
an action, animals that do not fit, the harvest; ``decision()`` and :data:`DECISION_KINDS`.

Rulebook (the round's phases): turn up the round card and hand out what was promised on its
space; refill every accumulation space; in turn order from the start player, each player
places one person at a time on a free space and carries out its action; everyone comes home.
After rounds 4, 7, 9, 11, 13 and 14 comes the harvest: fields, feeding, breeding.  The start
player changes only through the starting-player space.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola import actions, harvest, herds
from game.rules.agricola.farmer import Phase, Progress
from game.rules.agricola.moves import Bake, Choose, Cook, Done, Feed, Go, Keep, Pick
from game.rules.agricola.tables import Space
from game.rules.core import Decision, Event, IllegalMove, Move, round_started, turn_started

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState

DECISION_KINDS = (
    "choose_space",
    "choose_part",
    "build_room",
    "build_stable",
    "plow_field",
    "sow_field",
    "bake_bread",
    "pick_good",
    "buy_major",
    "fence_pasture",
    "keep_animals",
    "feed_family",
)
"""Every decision kind the table names (``decision().kind``)."""

STEP_KINDS = {
    "rooms": "build_room",
    "stables": "build_stable",
    "plow": "plow_field",
    "sow": "sow_field",
    "bake": "bake_bread",
    "pick": "pick_good",
    "major": "buy_major",
    "fences": "fence_pasture",
}


# -- what is decided now ----------------------------------------------------------------------


def decision(state: AgricolaState) -> Decision | None:
    """The decision in play (see :data:`DECISION_KINDS`)."""
    player = state.current_player
    if player is None:
        return None
    if state.phase == Phase.WORK:
        return Decision((player,), "choose_space")
    if state.phase == Phase.HOUSING:
        return Decision((player,), "keep_animals")
    if state.phase == Phase.FEED:
        return Decision((player,), "feed_family", action="harvest", can_stop=True)
    progress = state.progress
    assert progress is not None
    space = state.spaces[progress.space]
    if progress.oven_bake:
        return Decision((player,), "bake_bread", action=space.id, can_stop=True)
    if progress.part < 0:
        return Decision((player,), "choose_part", action=space.id, can_stop=_may_end(state, progress))
    part = space.parts[progress.part]
    return Decision(
        (player,),
        STEP_KINDS[part.verb],
        action=space.id,
        step=progress.steps + 1,
        steps=max(1, part.count) if part.verb in ("pick", "plow") else 0,
        can_stop=actions.ends_by_done(part, progress.steps),
    )


def legal_moves(state: AgricolaState) -> list[Move]:
    """Every legal move now (none once the game is over)."""
    player = state.current_player
    if player is None:
        return []
    farmer = state.players[player]
    if state.phase == Phase.WORK:
        return [Go(space.id) for i, space in enumerate(state.spaces) if _space_open(state, player, i)]
    if state.phase == Phase.HOUSING:
        return [Keep(*kept) for kept in herds.best_kept(farmer.farm, *farmer.animals)]
    if state.phase == Phase.FEED:
        return [*(Cook(good) for good in harvest.cookable(state, player)), Feed()]
    progress = state.progress
    assert progress is not None
    space = state.spaces[progress.space]
    if progress.oven_bake:
        return [*(Bake(n) for n in range(1, actions.bake_most(farmer, state) + 1)), Done()]
    if progress.part < 0:
        moves: list[Move] = [Choose(i, space.parts[i].verb) for i in _startable(state, player, progress)]
        return moves + [Done()] if _may_end(state, progress) else moves
    part = space.parts[progress.part]
    moves = actions.step_moves(state, farmer, part, progress.steps, progress.picked)
    return moves + [Done()] if actions.ends_by_done(part, progress.steps) else moves


def _space_open(state: AgricolaState, player: int, index: int) -> bool:
    """A free space whose action the player can carry out."""
    if state.taken[index] >= 0:
        return False
    space = state.spaces[index]
    farmer = state.players[player]
    doable = [actions.can_start(state, farmer, part) for part in space.parts]
    if space.join == "all":
        return all(doable)
    if space.join == "then":
        return doable[0]
    return any(doable)


def _startable(state: AgricolaState, player: int, progress: Progress) -> list[int]:
    """The parts the player may start next."""
    space = state.spaces[progress.space]
    farmer = state.players[player]
    if space.join == "or" and any(progress.done):
        return []
    if space.join in ("all", "then") and not progress.done[0]:
        return [0] if actions.can_start(state, farmer, space.parts[0]) else []
    if space.join == "all":
        return [i for i, done in enumerate(progress.done) if not done][:1]
    if space.join == "then" and all(progress.done[1:]):
        return []
    return [
        i for i, part in enumerate(space.parts)
        if not progress.done[i] and actions.can_start(state, farmer, part)
    ]


def _may_end(state: AgricolaState, progress: Progress) -> bool:
    """Whether "done" may end the space's action now."""
    space = state.spaces[progress.space]
    if space.join == "all":
        return all(progress.done)
    if space.join == "then":
        return progress.done[0]
    return any(progress.done)


# -- carrying out a move ----------------------------------------------------------------------


def apply(state: AgricolaState, move: Move) -> list[Event]:
    """Check ``move`` and carry it out; the events it caused."""
    if str(move) not in {str(m) for m in legal_moves(state)}:
        if state.phase == Phase.OVER:
            raise IllegalMove("the game is over")
        raise IllegalMove(f"{move} is not possible now")
    return apply_unchecked(state, move)


def apply_unchecked(state: AgricolaState, move: Move) -> list[Event]:
    """Carry out a legal move."""
    player = state.current_player
    assert player is not None
    if state.phase == Phase.WORK:
        assert isinstance(move, Go)
        events = _place(state, player, move.space)
    elif state.phase == Phase.HOUSING:
        assert isinstance(move, Keep)
        events = harvest.keep(state, player, (move.sheep, move.boar, move.cattle))
        state.phase = state.resume
        events += _go_on(state, player)
    elif state.phase == Phase.FEED:
        if isinstance(move, Cook):
            return harvest.cook(state, player, move.good)
        events = harvest.feed(state, player)
        state.feeding.pop(0)
        if state.feeding:
            events.append(turn_started(state.feeding[0], state.round))
        else:
            events += harvest.breed(state)
            events += _end_round(state)
    else:
        events = _act(state, player, move)
    return events


def _place(state: AgricolaState, player: int, space_id: str) -> list[Event]:
    index = next(i for i, space in enumerate(state.spaces) if space.id == space_id)
    state.taken[index] = player
    state.players[player].placed += 1
    state.progress = Progress(index, [False] * len(state.spaces[index].parts))
    state.phase = Phase.ACTION
    events = [Event("person_placed", player, {"space": space_id})]
    return events + _go_on(state, player)


def _act(state: AgricolaState, player: int, move: Move) -> list[Event]:
    progress = state.progress
    assert progress is not None
    space = state.spaces[progress.space]
    farmer = state.players[player]
    if progress.oven_bake:
        progress.oven_bake = False
        events = [] if isinstance(move, Done) else actions.do_step(state, player, space.parts[0], move)
        return events + _go_on(state, player)
    if progress.part < 0:
        if isinstance(move, Done):
            return _finish(state, player)
        assert isinstance(move, Choose)
        return _start_part(state, player, move.index)
    part = space.parts[progress.part]
    if isinstance(move, Done):
        _part_over(progress)
        return _go_on(state, player)
    events = actions.do_step(state, player, part, move)
    progress.steps += 1
    if isinstance(move, Pick):
        progress.picked.append(move.good)
    bought = events[-1].args.get("major") if events and events[-1].kind == "major_bought" else None
    if bought and state.tables.major(str(bought)).bakes_when_built and farmer.goods["grain"]:
        progress.oven_bake = True
    if actions.finished(state, farmer, part, progress.steps, progress.picked):
        _part_over(progress)
    return events + _go_on(state, player)


def _part_over(progress: Progress) -> None:
    progress.done[progress.part] = True
    progress.part, progress.steps = -1, 0
    progress.picked = []


def _start_part(state: AgricolaState, player: int, index: int) -> list[Event]:
    progress = state.progress
    assert progress is not None
    part = state.spaces[progress.space].parts[index]
    if part.verb in actions.IMMEDIATE:
        events = actions.do_immediate(state, player, part, progress.space)
        progress.done[index] = True
        if not harvest.fits(state, player):
            state.housing_for, state.resume, state.phase = player, Phase.ACTION, Phase.HOUSING
            return events
        return events + _go_on(state, player)
    progress.part, progress.steps = index, 0
    return _go_on(state, player)


def _go_on(state: AgricolaState, player: int) -> list[Event]:
    """After a step: start what follows by itself, or end the action when nothing is left
    to choose."""
    if state.phase != Phase.ACTION:
        return []
    progress = state.progress
    assert progress is not None
    if progress.oven_bake:
        return []
    if progress.part >= 0:
        part = state.spaces[progress.space].parts[progress.part]
        farmer = state.players[player]
        if actions.step_moves(state, farmer, part, progress.steps, progress.picked):
            return []
        _part_over(progress)
    startable = _startable(state, player, progress)
    if not startable:
        return _finish(state, player)
    if len(startable) == 1 and not _may_end(state, progress):
        return _start_part(state, player, startable[0])
    return []


def _finish(state: AgricolaState, player: int) -> list[Event]:
    """The action is over: the next person, or the end of the round."""
    state.progress = None
    state.phase = Phase.WORK
    return _next_person(state, player)


def _next_person(state: AgricolaState, after: int) -> list[Event]:
    count = state.num_players
    for step in range(1, count + 1):
        player = (after + step) % count
        if state.players[player].free_people > 0:
            state.current = player
            return [turn_started(player, state.round)] if player != after or count == 1 else []
    return _home(state)


def _home(state: AgricolaState) -> list[Event]:
    """Everyone comes home; the harvest follows when this round has one."""
    for farmer in state.players:
        farmer.placed = 0
    state.taken = [-1] * len(state.spaces)
    if state.round in state.tables.numbers.harvest_after:
        events = harvest.fields(state)
        state.feeding = [(state.start + i) % state.num_players for i in range(state.num_players)]
        state.phase = Phase.FEED
        return events + [turn_started(state.feeding[0], state.round)]
    return _end_round(state)


def _end_round(state: AgricolaState) -> list[Event]:
    for farmer in state.players:
        farmer.newborns = 0
    if state.round >= state.tables.numbers.rounds:
        state.phase = Phase.OVER
        return [Event("game_over", None)]
    state.round += 1
    events = begin_round(state)
    return events + [round_started(state.round), turn_started(state.current, state.round)]


def begin_round(state: AgricolaState) -> list[Event]:
    """Turn up the round card, hand out promised food, refill the accumulation spaces."""
    card: Space = state.deck.pop(0)
    state.spaces.append(card)
    state.stock.append({})
    state.taken.append(-1)
    events = [Event("round_card", None, {"card": card.id, "round": state.round})]
    for player, farmer in enumerate(state.players):
        food = farmer.promised.pop(state.round, 0)
        if food:
            farmer.goods["food"] += food
            events.append(Event("promised_food", player, {"food": food}))
    for i, space in enumerate(state.spaces):
        for good, amount in space.refill_for(state.num_players):
            state.stock[i][good] = state.stock[i].get(good, 0) + amount
    state.phase = Phase.WORK
    state.current = state.start
    return events
