"""Turn order and the smaller decisions: keeping private contracts at set-up, placing a
bonus token, passing, the end of a turn and the end of the game; and filling in what a view
hides (:func:`fill_hidden`)."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.rules.core import Decision, Event, Reason, Rng, round_started, turn_started
from game.rules.porto.events import make_event
from game.rules.porto.moves import KeepContracts, Pass, PlaceBonus
from game.rules.porto.scoring import ranking, score_private_contracts

if TYPE_CHECKING:
    from game.rules.porto.state import PortoState

CHOOSE_CONTRACTS, PLAY, PLACE_BONUS, OVER = range(4)
PHASES: tuple[str, ...] = ("choose-contracts", "play", "place-bonus", "over")
HIDDEN = -1
"""An unknown card or contract in a view."""

END_REASONS: tuple[str, ...] = ("roof_track_mark", "street_full", "no_moves")
"""Why a game ends: the roof track reached its mark (and the last round was played); no house
in play can take another tile; or nobody could draw or build for a whole round."""

DECISION_KINDS: dict[str, str] = {
    "keep_contracts": "keep three of the five private contracts dealt (set-up, one player "
    "after another)",
    "take_or_build": "take face-up cards or build floors with two cards; 'pass' only when "
    "neither is possible (can stop)",
    "place_bonus": "put the bonus token just taken on an empty roof (step 2 of the build)",
}
"""Every ``Decision.kind`` Porto gives, with what the player decides."""


def decision(state: PortoState) -> Decision | None:
    """What the player to move decides now (see :data:`DECISION_KINDS`)."""
    phase = state.phase
    player = (state.current,)
    if phase == PLAY:
        from game.rules.porto import building, drawing

        stuck = not drawing.draw_moves(state) and not building.build_moves(state)
        return Decision(player, "take_or_build", can_stop=stuck)
    if phase == PLACE_BONUS:
        return Decision(player, "place_bonus", action="build", step=2, steps=2)
    if phase == CHOOSE_CONTRACTS:
        return Decision(player, "keep_contracts")
    return None


# -- keeping private contracts ------------------------------------------------------------


def keep_moves(state: PortoState) -> list[KeepContracts]:
    """Every choice of private contracts to keep from those dealt."""
    dealt = len(state.private_dealt[state.current])
    return [
        KeepContracts(combo)
        for combo in combinations(range(1, dealt + 1), state.tables.private_kept)
    ]


def apply_keep(state: PortoState, move: KeepContracts) -> list[Event]:
    """Keep the chosen contracts (the others go back to the box); the next player chooses, or
    the first round begins."""
    player = state.current
    dealt = state.private_dealt[player]
    wanted = state.tables.private_kept
    positions = move.positions
    if len(positions) != wanted:
        raise Reason("keep exactly {count} private contracts", count=wanted).refuse()
    if list(positions) != sorted(set(positions)):
        raise Reason("name each contract once, in rising order").refuse()
    if not all(1 <= p <= len(dealt) for p in positions):
        raise Reason("choose among contracts 1 to {count}", count=len(dealt)).refuse()
    state.private_kept[player] = [dealt[p - 1] for p in positions]
    ids = tuple(state.tables.private[i].id if i >= 0 else "?" for i in state.private_kept[player])
    events = [
        make_event("contracts_kept", player, frozenset((player,)), contracts=ids),
        make_event("contracts_chosen", player, count=wanted),
    ]
    state.current += 1
    if state.current == state.num_players:
        state.current = 0
        state.phase = PLAY
    events.append(turn_started(state.current, state.round))
    return events


# -- the bonus token ----------------------------------------------------------------------


def empty_roofs(state: PortoState) -> list[int]:
    """Houses in play whose roof space is empty: no roof and no bonus token on top."""
    heights = state.layout.heights
    tiles = state.house_tiles
    tokens = state.roof_token
    return [h for h in state.layout.in_play if tiles[h] < heights[h] and not tokens[h]]


def bonus_moves(state: PortoState) -> list[PlaceBonus]:
    """Every house the pending bonus token may go to."""
    return [PlaceBonus(h + 1) for h in empty_roofs(state)]


def apply_bonus(state: PortoState, move: PlaceBonus) -> list[Event]:
    """Put the token taken with a ground floor on an empty roof; the turn ends."""
    h = move.house - 1
    houses = len(state.house_tiles)
    if not 0 <= h < houses:
        raise Reason(
            "there is no house {house} (1-{count})", house=move.house, count=houses
        ).refuse()
    if not state.layout.playable[h]:
        raise Reason(
            "house {house} is not in play with {players} players",
            house=move.house,
            players=state.num_players,
        ).refuse()
    if state.house_tiles[h] == state.layout.heights[h]:
        raise Reason("house {house} already has a roof", house=move.house).refuse()
    if state.roof_token[h]:
        raise Reason("house {house} already carries a bonus token", house=move.house).refuse()
    player = state.current
    state.roof_token[h] = state.pending_bonus
    events = [make_event("bonus_token_placed", player, house=move.house, value=state.pending_bonus)]
    end_turn(state, events)
    return events


# -- passing, the end of a turn and of the game ------------------------------------------


def pass_moves(state: PortoState) -> list[Pass]:
    """``pass``, offered only when the player can neither draw nor build."""
    return [Pass()]


def apply_pass(state: PortoState) -> list[Event]:
    """Pass (only when nothing else is legal); a whole round of passes ends the game."""
    from game.rules.porto import building, drawing

    if drawing.draw_moves(state) or building.build_moves(state):
        raise Reason("you can still draw or build, so you may not pass").refuse()
    events = [make_event("passed", state.current)]
    end_turn(state, events, passed=True)
    return events


def street_full(state: PortoState) -> bool:
    """Whether no house in play can ever take another tile: each is complete, or empty with
    every colour barred (no ground floor left, or a neighbour of that colour)."""
    heights = state.layout.heights
    tiles = state.house_tiles
    colours = state.house_colour
    for h in state.layout.in_play:
        have = tiles[h]
        if have == 0:
            near = {colours[nb] for nb in state.layout.neighbours[h]}
            if any(left and c not in near for c, left in enumerate(state.ground_left)):
                return False
        elif have < heights[h]:
            return False
    return True


def end_turn(state: PortoState, events: list[Event], passed: bool = False) -> None:
    """Hand over to the next player, or end the game (street full, last round played, or a
    whole round of passes).  A new round and the next turn are announced by the boundary
    events ``round_started`` and ``turn_started``, last."""
    state.pending_bonus = 0
    state.phase = PLAY
    state.passes = state.passes + 1 if passed else 0
    if state.passes >= state.num_players:
        finish(state, "no_moves", events)
        return
    if not passed and street_full(state):
        finish(state, "street_full", events)
        return
    state.current += 1
    if state.current == state.num_players:
        if state.last_round and state.round >= state.last_round:
            state.current = state.num_players - 1
            finish(state, "roof_track_mark", events)
            return
        state.current = 0
        state.round += 1
        events.append(round_started(state.round))
    events.append(turn_started(state.current, state.round))


def finish(state: PortoState, reason: str, events: list[Event]) -> None:
    """End the game: private contracts are revealed and scored (not in the novice game)."""
    state.phase = OVER
    state.end_reason = reason
    if not state.novice:
        score_private_contracts(state, events)
    winners, _ = ranking(state)
    events.append(make_event("game_over", reason=reason, scores=state.scores(), winners=winners))


# -- determinizing a view -----------------------------------------------------------------


def fill_hidden(state: PortoState, viewer: int, rng: Rng) -> None:
    """Deal every hidden card and contract of ``state`` (a copy of ``viewer``'s view) at
    random among those the viewer cannot place."""
    tables = state.tables
    unseen = list(tables.card_copies)
    for kind, count in enumerate(state.hands[viewer]):
        unseen[kind] -= count
    for kind in state.display:
        if kind >= 0:
            unseen[kind] -= 1
    for kind in state.discard:
        unseen[kind] -= 1
    cards = [k for k, n in enumerate(unseen) for _ in range(n)]
    rng.shuffle(cards)
    for other in range(state.num_players):
        if other == viewer:
            continue
        hand = [0] * tables.kinds
        for _ in range(state.hand_sizes[other]):
            hand[cards.pop()] += 1
        state.hands[other] = hand
    state.deck = cards
    placed = set(state.public_row)
    for done in state.fulfilled:
        placed.update(done)
    contracts = [i for i in range(len(tables.public)) if i not in placed]
    rng.shuffle(contracts)
    state.public_deck = contracts[: len(state.public_deck)]
    _fill_private(state, viewer, rng)


def _fill_private(state: PortoState, viewer: int, rng: Rng) -> None:
    seen = set(state.private_dealt[viewer]) | set(state.private_kept[viewer])
    for kept in state.private_kept:
        seen.update(k for k in kept if k >= 0)
    pool = [i for i in range(len(state.tables.private)) if i not in seen]
    rng.shuffle(pool)
    for other in range(state.num_players):
        if other == viewer:
            continue
        known = [k for k in state.private_kept[other] if k >= 0]
        hidden_kept = len(state.private_kept[other]) - len(known)
        fresh = [pool.pop() for _ in range(max(0, len(state.private_dealt[other]) - len(known)))]
        state.private_dealt[other] = known + fresh
        state.private_kept[other] = known + fresh[:hidden_kept]
