"""Agricola's score: the scoring table of the rulebook (``scoring_table``), improvements'
points and bonuses, begging cards; a shared win on a tie (2007).  A solo game's result is
its score against the medals (family solo) or the series' target.  The revised board (2016)
breaks a tie by the building resources left (facts §4, §12)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.rules.agricola import card_fields, series
from game.rules.agricola.cards import card_points, end_points
from game.rules.agricola.scoring_table import score_sheet
from game.rules.agricola.tables import BUILDING
from game.rules.core import Outcome, ScoreLine, SoloGoal, solo_outcome

if TYPE_CHECKING:
    from game.rules.agricola.farmer import Farmer
    from game.rules.agricola.state import AgricolaState


def sheet(state: AgricolaState, player: int) -> tuple[tuple[str, int], ...]:
    """The player's score sheet now, row by row."""
    farmer: Farmer = state.players[player]
    majors = major_points(state, player)
    points = sum(printed for _major, printed, _bonus in majors)
    bonus = sum(extra for _major, _printed, extra in majors)
    goods = farmer.goods
    if farmer.patches:  # crops on the cards that are fields count as the player's (card_fields)
        goods = {**goods, **{crop: goods[crop] + card_fields.crops_on(farmer, crop) for crop in ("grain", "vegetable")}}
    rows = score_sheet(
        farmer.farm,
        goods,
        (farmer.animals[0], farmer.animals[1], farmer.animals[2]),
        farmer.people,
        farmer.begging,
        points,
        bonus,
        extra_fields=card_fields.scored_fields(state, farmer),
    )
    if state.side != "full" or not state.tables.cards:
        return rows
    # the full game's cards: printed points of the minor improvements and their bonuses
    return (*rows[:-1], ("cards", end_points(state, player)), rows[-1])


def major_points(state: AgricolaState, player: int) -> list[tuple[str, int, int]]:
    """Each major improvement the player owns: its id, printed points and bonus points."""
    farmer = state.players[player]
    majors = [state.tables.major(m) for m in farmer.majors]
    return [(m.id, m.points, m.bonus(farmer.goods.get(m.bonus_good, 0)) if m.bonus_good else 0) for m in majors]


def score_lines(state: AgricolaState, player: int) -> tuple[ScoreLine, ...]:
    """The player's score line by line: every row of the score sheet (begging with its cards,
    family with its people, rooms with their count), and in the improvements, bonus and cards
    rows each major improvement and card in play that scores, by id."""
    farmer = state.players[player]
    counts = {"begging": farmer.begging, "family": farmer.people, "rooms": farmer.farm.room_count()}
    lines: list[ScoreLine] = []
    for category, points in sheet(state, player):
        if category == "improvements":
            lines += [ScoreLine(category, printed, major) for major, printed, _bonus in major_points(state, player)
                      if printed]
        elif category == "bonus":
            lines += [ScoreLine(category, extra, major) for major, _printed, extra in major_points(state, player)
                      if extra]
        elif category == "cards":
            scored = [(card, card_points(state, player, card)) for card in farmer.played]
            lines += [ScoreLine(category, points, card) for card, points in scored if points]
        else:
            lines.append(ScoreLine(category, points, "", counts.get(category)))
    return tuple(lines)


def solo_goal(state: AgricolaState) -> SoloGoal | None:
    """What a solo game aims for: a game of the series its target, any other the medals."""
    if not state.solo:
        return None
    numbers = state.tables.numbers
    game = series.of(state.config)
    if game is not None:
        return SoloGoal(series.target(numbers, game.number), number=game.number, games=len(numbers.series_targets))
    return SoloGoal(tiers=numbers.medals)


def live_scores(state: AgricolaState) -> tuple[int, ...]:
    """Every player's total if the game ended now."""
    return tuple(sum(points for _, points in sheet(state, p)) for p in range(state.num_players))


def final_outcome(state: AgricolaState) -> Outcome:
    """The final score sheet, with each player's :func:`score_lines`; all players with the
    best total share the win."""
    outcome = _sheet_outcome(state)
    # the lines are read from the final position (no move changes it any more) when asked
    return replace(outcome, explain=lambda: tuple(score_lines(state, p) for p in range(state.num_players)))


def _sheet_outcome(state: AgricolaState) -> Outcome:
    sheets = [sheet(state, p) for p in range(state.num_players)]
    categories = tuple(name for name, _ in sheets[0])
    breakdown = tuple(tuple(points for _, points in rows) for rows in sheets)
    scores = tuple(sum(rows) for rows in breakdown)
    goal = solo_goal(state)
    if goal is not None:
        return solo_outcome(scores[0], categories, breakdown[0], "rounds_played", goal.target, goal.tiers)
    best = max(scores)
    winners = tuple(p for p, score in enumerate(scores) if score == best)
    if state.side != "revised" or len(winners) == 1:
        return Outcome(scores, categories, breakdown, winners, "rounds_played")
    left = tuple(sum(farmer.goods[good] for good in BUILDING) for farmer in state.players)
    most = max(left[p] for p in winners)
    kept = tuple(p for p in winners if left[p] == most)
    return Outcome(scores, categories, breakdown, kept, "rounds_played", "building_resources", left)

