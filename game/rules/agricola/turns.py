"""The flow of a game of Agricola: rounds, the work phase one person at a time, the steps of
an action, animals that do not fit, the harvest; ``decision()`` and :data:`DECISION_KINDS`.

Rulebook (the round's phases): turn up the round card and hand out what was promised on its
space; refill every accumulation space; in turn order from the start player, each player
places one person at a time on a free space and carries out its action (a placement bender may
let a person join an occupied space, or its owner place twice in a row: :mod:`.card_verbs_place`);
everyone comes home.
After rounds 4, 7, 9, 11, 13 and 14 comes the harvest: fields, feeding, breeding.  The start
player changes only through the starting-player space.
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING

from game.rules.agricola import actions, card_instead, card_notes, cards, harvest
from game.rules.agricola.farmer import Progress
from game.rules.agricola.legal import Phase, legal_moves, may_end, startable_parts
from game.rules.agricola.moves import Choose, Convert, Cook, Done, Fence, Go, Keep, Pick
from game.rules.agricola.tables import Space
from game.rules.core import Decision, Event, IllegalMove, Move, round_started, turn_started

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState

DECISION_KINDS: dict[str, str] = {
    "choose_space": "place a person on a free action space (or an occupied one a card opens)",
    "choose_part": "choose which part of the space's action to carry out next, or stop",
    "build_room": "build a room on a farmyard space next to the house, or stop",
    "build_stable": "build a stable on a farmyard space, or stop",
    "plow_field": "plough a field next to the other fields",
    "sow_field": "sow grain or vegetables on an empty field, or stop",
    "bake_bread": "how much grain to bake into food",
    "pick_good": "which good the space gives",
    "buy_major": "which major improvement to build",
    "fence_pasture": "fence one more pasture, or stop",
    "keep_animals": "the animals do not all fit: which to keep (the rest are cooked or run away)",
    "feed_family": "harvest: cook goods into food, then feed the family",
    "keep_newborns": "harvest: the newborns do not all fit: which to house (the others run away)",
    "play_occupation": "which occupation to play from the hand",
    "play_minor": "which minor improvement to play from the hand",
    "draft_card": "the drafting variant: everyone at once keeps one card of the hand in front "
    "of them face down; the rest passes to the next player",
}
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
    "occupation": "play_occupation",
    "minor": "play_minor",
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
    if state.phase == Phase.BREED:
        return Decision((player,), "keep_newborns", action="harvest")
    progress = state.progress
    assert progress is not None
    space = state.spaces[progress.space]
    if progress.oven_bake:
        return Decision((player,), "bake_bread", action=space.id, can_stop=True)
    if progress.part < 0:
        return Decision((player,), "choose_part", action=space.id, can_stop=may_end(state, progress))
    part = card_instead.part_of(state, progress) if progress.instead else space.parts[progress.part]
    return Decision(
        (player,),
        STEP_KINDS[part.verb],
        action=space.id,
        step=progress.steps + 1,
        steps=max(1, part.count) if part.verb in ("pick", "plow") else 0,
        can_stop=actions.ends_by_done(part, progress.steps),
    )


# -- carrying out a move ----------------------------------------------------------------------


def apply(state: AgricolaState, move: Move) -> list[Event]:
    """Check ``move`` and carry it out; the events it caused."""
    if not _listed(move, legal_moves(state)):
        if state.phase == Phase.OVER:
            raise IllegalMove("the game is over")
        raise IllegalMove(f"{_named(move)} is not possible now")
    return apply_unchecked(state, move)


def _listed(move: Move, listed: list[Move]) -> bool:
    """Whether ``move`` is one of ``listed``, field for field and type for type (``True`` is
    not the cell 1)."""
    for twin in listed:
        if twin == move:
            return all(type(getattr(move, f.name)) is type(getattr(twin, f.name)) for f in fields(twin))  # type: ignore[arg-type]
    return False


def _named(move: object) -> str:
    """A refused move as the refusal names it; a malformed one by its class."""
    try:
        return str(move)[:60]
    except (TypeError, ValueError, AttributeError, IndexError):
        return f"a malformed {type(move).__name__}"


def apply_unchecked(state: AgricolaState, move: Move) -> list[Event]:
    """Carry out a legal move."""
    player = state.current_player
    assert player is not None
    if state.phase == Phase.WORK:
        if isinstance(move, Convert):  # a card used at any time: the turn goes on
            return cards.convert(state, player, move.card)
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
        if isinstance(move, Convert):
            return cards.convert(state, player, move.card)
        events = harvest.feed(state, player)
        state.feeding.pop(0)
        if not state.feeding:  # the breeding: players with a choice of newborns are asked
            events += harvest.breed(state, ask=True)
            state.phase = Phase.BREED
        events += _next_harvester(state, player)
    elif state.phase == Phase.BREED:
        assert isinstance(move, Keep)
        events = harvest.keep_newborns(state, player, (move.sheep, move.boar, move.cattle))
        state.feeding.pop(0)
        events += _next_harvester(state, player)
    elif isinstance(move, Cook):  # food for a cost of the step, made first (at any time)
        return harvest.cook(state, player, move.good)
    else:
        events = _act(state, player, move)
    return events


def _next_harvester(state: AgricolaState, after: int) -> list[Event]:
    """The next player to feed or to choose newborns, or the round's end once none is left."""
    if not state.feeding:
        return _end_round(state)
    player = state.feeding[0]
    return [turn_started(player, state.round)] if player != after or state.phase == Phase.FEED else []


def _place(state: AgricolaState, player: int, space_id: str) -> list[Event]:
    index = next(i for i, space in enumerate(state.spaces) if space.id == space_id)
    farmer = state.players[player]
    joined = state.taken[index]
    card = cards.bender(state, farmer, "join", state.spaces[index]) if joined >= 0 else None
    if card is None:
        state.taken[index] = player
    else:  # a second person beside the first, through a placement bender
        farmer.bent.append((card, space_id))
    farmer.placed += 1
    state.progress = Progress(index, [False] * len(state.spaces[index].parts))
    state.phase = Phase.ACTION
    events = [Event("person_placed", player, {"space": space_id})]
    if card is not None:
        events.append(Event("card_joined", player, {"card": card, "space": space_id, "by": joined}))
    if state.side == "full":
        events += cards.space_taken(state, player, space_id)
    return events + _go_on(state, player)


def _act(state: AgricolaState, player: int, move: Move) -> list[Event]:
    progress = state.progress
    assert progress is not None
    space = state.spaces[progress.space]
    farmer = state.players[player]
    if progress.oven_bake:
        progress.oven_bake = False
        events = [] if isinstance(move, Done) else actions.do_step(state, player, space.parts[0], move)
        if state.side == "full" and _must_house(state, player, events):  # a card's animals
            return events
        return events + _go_on(state, player)
    if progress.part < 0:
        if isinstance(move, Done):
            return _finish(state, player)
        assert isinstance(move, Choose)
        return _start_part(state, player, move.index)
    part = card_instead.part_of(state, progress) if progress.instead else space.parts[progress.part]
    if isinstance(move, Done):
        _part_over(progress)
        return _go_on(state, player)
    events = actions.do_step(state, player, part, move)
    progress.steps += 1
    if isinstance(move, Pick):
        progress.picked.append(move.good)
    bought = next((e.args.get("major") for e in events if e.kind == "major_bought"), None)
    if bought and state.tables.major(str(bought)).bakes_when_built and farmer.goods["grain"]:
        progress.oven_bake = True
    if actions.finished(state, farmer, part, progress.steps, progress.picked):
        _part_over(progress)
    # a card's animals, or a pasture fenced around stables that housed other types
    if (state.side == "full" or isinstance(move, Fence)) and _must_house(state, player, events):
        return events
    return events + _go_on(state, player)


def _must_house(state: AgricolaState, player: int, events: list[Event]) -> bool:
    """Whether the player's animals do not all fit: they choose which to keep next.  When they
    fit and animals came, the cards housing some of them are told in ``events``."""
    if not harvest.fits(state, player):
        state.housing_for, state.resume, state.phase = player, Phase.ACTION, Phase.HOUSING
        return True
    if state.players[player].played and card_notes.arrived(events):
        events += card_notes.housed(state, player)
    return False


def _part_over(progress: Progress) -> None:
    progress.done[progress.part] = True
    progress.part, progress.steps = -1, 0
    progress.picked = []


def _start_part(state: AgricolaState, player: int, index: int) -> list[Event]:
    progress = state.progress
    assert progress is not None
    if progress.instead:
        part = card_instead.part_of(state, progress, index)
        chosen = card_instead.chosen(state, player, index)
    else:
        part, chosen = state.spaces[progress.space].parts[index], []
    if part.verb in actions.IMMEDIATE:
        events = chosen + actions.do_immediate(state, player, part, progress.space)
        progress.done[index] = True
        if _must_house(state, player, events):
            return events
        return events + _go_on(state, player)
    progress.part, progress.steps = index, 0
    return chosen + _go_on(state, player)


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
        part = card_instead.part_of(state, progress) if progress.instead else state.spaces[progress.space].parts[progress.part]
        farmer = state.players[player]
        if actions.step_moves(state, farmer, part, progress.steps, progress.picked):
            return []
        _part_over(progress)
    # the flow counts the parts that play cards as open whatever the hand holds, so that what
    # the other players see never depends on the hidden hand (the player may stop instead)
    full = state.side == "full"
    pending = startable_parts(state, player, progress, hopeful=full)
    if not pending:
        return _finish(state, player)
    if len(pending) == 1 and not may_end(state, progress) and (not full or startable_parts(state, player, progress) == pending):
        return _start_part(state, player, pending[0])
    return []


def _finish(state: AgricolaState, player: int) -> list[Event]:
    """The action is over: the next person, or the end of the round."""
    state.progress = None
    state.phase = Phase.WORK
    return _next_person(state, player)


def _next_person(state: AgricolaState, after: int) -> list[Event]:
    farmer = state.players[after]
    if farmer.played and farmer.free_people > 0 and any(
        other.free_people > 0 for player, other in enumerate(state.players) if player != after
    ):  # (when nobody else has a person left, the player goes on anyway)
        card = cards.bender(state, farmer, "again")
        if card is not None:  # a placement bender: the same player places again at once
            farmer.bent.append((card, "again"))
            state.current = after
            return [Event("card_again", after, {"card": card})]
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
        farmer.bent = []
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
        return [*card_notes.scored(state), Event("game_over", None)]
    state.round += 1
    events = begin_round(state)
    return events + [round_started(state.round), turn_started(state.current, state.round)]


def begin_round(state: AgricolaState) -> list[Event]:
    """Turn up the round card, hand out promised food, refill the accumulation spaces."""
    card: Space = state.deck.pop(0)
    state.spaces.append(card)
    state.stock.append({})
    state.taken.append(-1)
    events = [Event("round_card", None, {"card": card.id, "round": state.round}, reveals=True)]
    for player, farmer in enumerate(state.players):
        food = farmer.promised.pop(state.round, 0)
        if food:
            farmer.goods["food"] += food
            events.append(Event("promised_food", player, {"food": food}))
        if farmer.scheduled:
            events += cards.collect(state, player)
        if farmer.played:
            events += cards.fire(state, player, cards.ROUND)
    for i, space in enumerate(state.spaces):
        for good, amount in space.refill_for(state.num_players):
            state.stock[i][good] = state.stock[i].get(good, 0) + amount
    state.phase = Phase.WORK
    state.current = state.start
    return events
