"""Final scoring, exactly in the order of the rulebook's "Fin del juego", and the tie-break.

1. points printed on the face-up locations, and point tokens;
2. equipment with end abilities, and 1 point per tile left aside;
3. 1 point per 3 coins; 4. 1 point per 2 food; 5. 1 point per empty water tower;
6. end-of-game abilities of the face-up locations.
A tie goes to the tied player with most locations in the farm (our ruling: face-up ones,
towers and silos included; open areas are not locations any more).  Still tied: shared win.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.rules.core import Outcome, ScoreLine
from game.rules.fields_of_green.events import SCORE_CATEGORIES
from game.rules.fields_of_green.farm import TOWER_CARD

if TYPE_CHECKING:
    from game.rules.fields_of_green.state import FogState


def breakdown(state: FogState, player: int) -> tuple[int, ...]:
    """The player's points per :data:`SCORE_CATEGORIES`."""
    farmer = state.players[player]
    tables = state.tables
    numbers = tables.numbers
    printed = end = equipment = empty_towers = 0
    for cell, loc in farmer.farm.items():
        if not loc.up:
            continue
        if loc.card == TOWER_CARD and loc.water == 0:
            empty_towers += 1
        for tile in loc.equipment:
            effect = tables.equipment[tile].effect
            equipment += effect.function(state, player, cell, effect.params, "end")
        if loc.card < 0:
            continue
        design = tables.cards[loc.card]
        printed += design.points
        for effect in design.end:
            end += effect.function(state, player, cell, effect.params)
    equipment += len(farmer.aside)
    return (printed, farmer.tokens, equipment, farmer.coins // numbers.coins_per_point, farmer.food // numbers.food_per_point, empty_towers, end)


def score_lines(state: FogState, player: int) -> tuple[ScoreLine, ...]:
    """The player's score line by line, in the order of :data:`SCORE_CATEGORIES`: each face-up
    location's printed points and end-of-game ability by its card's code, the point tokens,
    each piece of equipment that scores by its tile's code and any tiles set aside
    (``"aside"``), the coins, the food and the empty water towers with what they counted."""
    farmer = state.players[player]
    tables = state.tables
    numbers = tables.numbers
    lines: list[ScoreLine] = []
    towers = 0
    for cell, loc in sorted(farmer.farm.items()):
        if not loc.up:
            continue
        if loc.card == TOWER_CARD and loc.water == 0:
            towers += 1
        for tile in loc.equipment:
            effect = tables.equipment[tile].effect
            points = effect.function(state, player, cell, effect.params, "end")
            if points:
                lines.append(ScoreLine("equipment", points, tables.equipment[tile].code))
        if loc.card < 0:
            continue
        design = tables.cards[loc.card]
        if design.points:
            lines.append(ScoreLine("locations", design.points, design.code))
        if design.end:
            lines.append(ScoreLine("end_abilities", sum(e.function(state, player, cell, e.params) for e in design.end),
                                   design.code))
    if farmer.aside:
        lines.append(ScoreLine("equipment", len(farmer.aside), "aside", len(farmer.aside)))
    lines += [ScoreLine("tokens", farmer.tokens, "", farmer.tokens),
              ScoreLine("coins", farmer.coins // numbers.coins_per_point, "", farmer.coins),
              ScoreLine("food", farmer.food // numbers.food_per_point, "", farmer.food),
              ScoreLine("empty_towers", towers, "", towers)]
    order = {category: i for i, category in enumerate(SCORE_CATEGORIES)}
    return tuple(sorted(lines, key=lambda line: order[line.category]))


def locations(state: FogState, player: int) -> int:
    """How many face-up locations the player's farm holds (the tie-break)."""
    return sum(1 for loc in state.players[player].farm.values() if loc.up)


def live_scores(state: FogState) -> tuple[int, ...]:
    """Each player's score if the game ended now."""
    return tuple(sum(breakdown(state, p)) for p in range(state.num_players))


def final_outcome(state: FogState) -> Outcome:
    """The score sheet after the fourth harvest, with each player's :func:`score_lines`."""
    outcome = _sheet_outcome(state)
    # the lines are read from the final position (no move changes it any more) when asked
    return replace(outcome, explain=lambda: tuple(score_lines(state, p) for p in range(state.num_players)))


def _sheet_outcome(state: FogState) -> Outcome:
    rows = tuple(breakdown(state, p) for p in range(state.num_players))
    scores = tuple(sum(row) for row in rows)
    best = max(scores)
    tied = [p for p, s in enumerate(scores) if s == best]
    counts = tuple(locations(state, p) for p in range(state.num_players))
    tiebreak = ""
    winners = tied
    if len(tied) > 1:
        most = max(counts[p] for p in tied)
        winners = [p for p in tied if counts[p] == most]
        tiebreak = "most_locations"
    return Outcome(
        scores=scores,
        categories=SCORE_CATEGORIES,
        breakdown=rows,
        winners=tuple(winners),
        end_reason="fourth_harvest",
        tiebreak=tiebreak,
        tiebreak_values=counts if tiebreak else (),
    )
