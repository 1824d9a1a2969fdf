"""Points: adding them by category, the score track's +50 marker, private contracts at the
end, and the final score sheet with the rulebook's tie-breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.rules.core import Event, Outcome
from game.rules.porto.contracts import completed_colours, private_points
from game.rules.porto.events import PRIVATE_CONTRACTS, SCORE_CATEGORIES, make_event

if TYPE_CHECKING:
    from game.rules.porto.state import PortoState


class ScoreMarker(NamedTuple):
    """A score as the board shows it: the marker on ``space`` (0 to track length - 1) and the
    +50 marker's side (``plus`` is 0, 50, 100...: flipped to +100 past a hundred)."""

    space: int
    plus: int


def score_marker(points: int, track_length: int) -> ScoreMarker:
    """Where ``points`` put a score marker on a track of ``track_length`` spaces."""
    laps, space = divmod(max(points, 0), track_length)
    return ScoreMarker(space, laps * track_length)


def add_points(
    state: PortoState,
    player: int,
    category: int,
    points: int,
    detail: int | str,
    events: list[Event],
    reveals: bool = False,
) -> None:
    """Give ``player`` ``points`` in ``category`` (an index of ``SCORE_CATEGORIES``) and log
    it (``reveals``: the points show something that was hidden); nothing happens for zero
    points."""
    if points <= 0:
        return
    state.points[player][category] += points
    events.append(
        make_event(
            "scored",
            player,
            reveals=reveals,
            category=SCORE_CATEGORIES[category],
            points=points,
            detail=detail,
        )
    )


def score_private_contracts(state: PortoState, events: list[Event]) -> None:
    """Reveal every player's private contracts and score them over the finished street."""
    tables = state.tables
    street = completed_colours(state.layout, state.house_colour, state.house_tiles)
    for player in range(state.num_players):
        kept = state.private_kept[player]
        ids = tuple(tables.private[i].id for i in kept)
        events.append(
            make_event("private_contracts_revealed", player, reveals=True, contracts=ids)
        )
        for index in kept:
            rule = tables.private[index]
            points = private_points(rule, street, tables.colours)
            add_points(state, player, PRIVATE_CONTRACTS, points, rule.id, events, reveals=True)


def ranking(state: PortoState) -> tuple[tuple[int, ...], str]:
    """The winner(s) and the tie-break that decided (``""``, ``public_contracts`` or
    ``seat_order``): most points; then most public contracts fulfilled; then the tied player
    furthest from the first player in turn order."""
    totals = [sum(p) for p in state.points]
    best = max(totals)
    tied = [p for p, t in enumerate(totals) if t == best]
    if len(tied) == 1:
        return (tied[0],), ""
    most = max(len(state.fulfilled[p]) for p in tied)
    tied = [p for p in tied if len(state.fulfilled[p]) == most]
    if len(tied) == 1:
        return (tied[0],), "public_contracts"
    return (max(tied),), "seat_order"


def final_outcome(state: PortoState) -> Outcome:
    """The score sheet of a finished game (no private-contract row in the novice game)."""
    categories = SCORE_CATEGORIES[:-1] if state.novice else SCORE_CATEGORIES
    width = len(categories)
    winners, tiebreak = ranking(state)
    return Outcome(
        scores=tuple(sum(p) for p in state.points),
        categories=categories,
        breakdown=tuple(tuple(p[:width]) for p in state.points),
        winners=winners,
        end_reason=state.end_reason,
        tiebreak=tiebreak,
        tiebreak_values=tuple(len(f) for f in state.fulfilled),
    )
