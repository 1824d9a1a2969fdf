"""The final scoring ("Fin del juego"), in the rulebook's order, and the tie-break."""

from __future__ import annotations

from fog_helpers import build_at, fresh

from game.content.fields_of_green import FogContent
from game.rules.fields_of_green.events import SCORE_CATEGORIES
from game.rules.fields_of_green.farm import TOWER_CARD, Location
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.scoring import breakdown


def row(state: object, player: int = 0) -> dict[str, int]:
    return dict(zip(SCORE_CATEGORIES, breakdown(state, player), strict=True))  # type: ignore[arg-type]


def test_the_score_sheet_has_the_rulebooks_rows_in_order(content: FogContent) -> None:
    assert SCORE_CATEGORIES == (
        "locations",
        "tokens",
        "equipment",
        "coins",
        "food",
        "empty_towers",
        "end_abilities",
    )


def test_printed_points_count_only_face_up_locations(content: FogContent) -> None:
    state = fresh(content)
    build_at(state, 0, "B07", (2, 0))
    build_at(state, 0, "F03", (-1, 0), up=False)
    assert row(state)["locations"] == 5


def test_1_point_per_3_coins_per_2_food_and_per_empty_tower(content: FogContent) -> None:
    state = fresh(content)
    farmer = state.players[0]
    farmer.coins, farmer.food = 14, 3
    farmer.farm[(0, 0)].water = 0
    farmer.farm[(0, 1)] = Location(TOWER_CARD, water=1, capacity=3)
    scores = row(state)
    assert (scores["coins"], scores["food"], scores["empty_towers"]) == (4, 1, 1)


def test_each_equipment_tile_left_aside_scores_1_and_a_placed_prize_scores_its_points(content: FogContent) -> None:
    state = fresh(content)
    vane = state.tables.equipment_by_code["E6"]
    state.players[0].aside = [vane, vane]
    build_at(state, 0, "B07", (2, 0))
    state.players[0].farm[(2, 0)].equipment = (vane,)
    assert row(state)["equipment"] == 4


def test_end_abilities_score_their_neighbours(content: FogContent) -> None:
    state = fresh(content)
    build_at(state, 0, "B02", (2, 0))  # brewery: 2 per neighbouring cereal
    build_at(state, 0, "F01", (3, 0))
    build_at(state, 0, "F02", (2, 1))
    build_at(state, 0, "F04", (2, -1))  # potatoes are no cereal
    assert row(state)["end_abilities"] == 4


def test_the_farm_with_the_most_points_wins(content: FogContent) -> None:
    state = fresh(content, players=3)
    build_at(state, 1, "B07", (2, 0))  # 5 printed points
    state.phase = Phase.OVER
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (1,) and outcome.scores[1] == max(outcome.scores) > outcome.scores[0]
    assert outcome.scores == tuple(sum(row) for row in outcome.breakdown)


def test_a_tie_goes_to_the_player_with_most_locations(content: FogContent) -> None:
    state = fresh(content, players=2)
    for farmer in state.players:
        farmer.coins, farmer.food = 0, 0
        farmer.farm[(0, 0)].water = 1
    build_at(state, 1, "C05", (2, 0))  # 0 points, but one more location
    state.phase = Phase.OVER
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (0, 0) and outcome.winners == (1,) and outcome.tiebreak == "most_locations"


def test_a_bonus_for_the_most_of_a_group_is_shared_on_a_tie_and_lost_when_beaten(content: FogContent) -> None:
    state = fresh(content, players=2)
    build_at(state, 0, "B08", (2, 0))  # livestock market: 5 for the most livestock
    build_at(state, 0, "L01", (3, 0))
    build_at(state, 1, "L02", (2, 0))
    assert row(state)["end_abilities"] == 5
    build_at(state, 1, "L03", (3, 0))
    assert row(state)["end_abilities"] == 0


def test_the_outcome_tells_each_players_points_card_by_card_and_they_add_up_to_the_sheet(content: FogContent) -> None:
    state = fresh(content, players=2)
    vane = state.tables.equipment_by_code["E6"]
    state.players[0].aside = [vane]
    build_at(state, 0, "B02", (2, 0))  # brewery: 2 per neighbouring cereal at the end
    build_at(state, 0, "F01", (3, 0))
    build_at(state, 0, "B07", (2, 1))
    build_at(state, 0, "F03", (-1, 0), up=False)  # face down: no printed points
    state.players[0].coins = 7
    state.phase = Phase.OVER
    outcome = state.outcome()
    assert outcome is not None
    lines = outcome.lines[0]
    cards = state.tables.cards
    printed = {line.item: line.points for line in lines if line.category == "locations"}
    assert printed["B07"] == cards[state.tables.by_code["B07"]].points
    assert "F03" not in printed
    assert [line.item for line in lines if line.category == "end_abilities"] == ["B02"]
    assert ("equipment", "aside", 1) in [(line.category, line.item, line.count) for line in lines]
    assert ("coins", 7 // state.tables.numbers.coins_per_point, 7) in [
        (line.category, line.points, line.count) for line in lines]
    for player, row_points in enumerate(outcome.breakdown):
        for category, points in zip(outcome.categories, row_points, strict=True):
            assert sum(line.points for line in outcome.lines[player] if line.category == category) == points
