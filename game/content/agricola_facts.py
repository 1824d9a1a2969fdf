"""The numbers Agricola's rules pages name (``{fact}`` placeholders), read from the content's
tables so that a page always says what the game does (:mod:`game.content.rules_text`)."""

from __future__ import annotations

from dataclasses import fields

from game.rules.agricola.farmyard import COLS, ROWS
from game.rules.agricola.scoring_table import DEFAULT_BANDS
from game.rules.agricola.tables import AgricolaTables
from game.rules.core import VariantSpec

BANDED = ("fields", "pastures", "grain", "vegetables", "sheep", "boar", "cattle")
"""The scoring table's rows that score by bands of counts."""

RAW_CROP_FOOD = 1
"""Food for a grain or vegetable eaten raw (the rules' ``harvest.cook_rate`` without an
improvement)."""

PASTURE_PER_CELL = 2
"""Animals a pasture holds per cell before its stables double it (``herds.capacity_plan``)."""

BREEDING_LEAST = 2
"""Animals of a type needed for a newborn at the harvest (``harvest.breed``)."""


def rules_facts(tables: AgricolaTables) -> dict[str, int]:
    """Every number the rules pages may name: the farm's numbers, the rounds and harvests,
    the scoring table, each major improvement's cost, rates and points, the forest's wood
    alone and with others, the solo medals and series, what each Lessons space asks."""
    numbers = tables.numbers
    facts = {f.name: value for f in fields(numbers) if isinstance(value := getattr(numbers, f.name), int)}
    facts.update(
        rounds=numbers.rounds,
        stages=len(tables.stages["family"]),
        harvests=len(numbers.harvest_after),
        begging_cost=-numbers.begging_points,
        rows=ROWS,
        cols=COLS,
        cells=ROWS * COLS,
        raw_crop_food=RAW_CROP_FOOD,
        pasture_per_cell=PASTURE_PER_CELL,
        breeding_least=BREEDING_LEAST,
        players_most=max(players for _side, players in tables.boards),
        revised_players_most=max(_variant("revised").players or (0,)),
        draft_players_least=min(_variant("draft").players or (0,)),
        series_games=len(numbers.series_targets),
        series_first_target=numbers.series_targets[0],
        series_last_target=numbers.series_targets[-1],
    )
    facts.update({f"harvest_{n}": after for n, after in enumerate(numbers.harvest_after, 1)})
    facts.update({f"sown_{crop}": amount for crop, amount in numbers.sown})
    facts.update({f"medal_{medal}": score for medal, score in numbers.medals})
    facts.update(_scoring_facts())
    for major in tables.majors:
        facts[f"{major.id}_points"] = major.points
        facts.update({f"{major.id}_cost_{good}": amount for good, amount in major.cost})
        facts.update({f"{major.id}_cook_{good}": food for good, food in major.cook})
        if major.bake_food:
            facts[f"{major.id}_bake"] = major.bake_food
        if major.bake_most:
            facts[f"{major.id}_bake_most"] = major.bake_most
        if major.craft_food:
            facts[f"{major.id}_craft"] = major.craft_food
        if major.future_food:
            facts[f"{major.id}_future_food"] = major.future_food
        facts.update({f"{major.id}_bonus_{n}": least for n, least in enumerate(major.bonus_at_least, 1)})
    forest = next(space for space in tables.board("family", 2).spaces if space.id == "forest")
    facts["forest_wood"] = dict(forest.refill)["wood"]
    facts["solo_forest_wood"] = dict(forest.solo_refill)["wood"]
    facts.update(lessons_facts(tables))
    return facts


def lessons_facts(tables: AgricolaTables) -> dict[str, int]:
    """What each space playing an occupation in the full game asks, by player count: for the
    space ``lessons_4`` (costs 1, 1, 2) ``lessons_4_first`` 1, ``lessons_4_first_count`` 2
    (the occupations at the first price), ``lessons_4_later`` 2, ``lessons_4_players`` 4 (the
    fewest players it is on), and ``…_growth_from`` the round from which its family growth
    may be taken instead, where it has one."""
    facts: dict[str, int] = {}
    for (side, players), board in sorted(tables.boards.items()):
        if side != "full":
            continue
        for space in board.spaces:
            costs = next((part.costs for part in space.parts if part.verb == "occupation"), ())
            if not costs or f"{space.id}_players" in facts:
                continue
            leading = next((n for n, cost in enumerate(costs) if cost != costs[0]), len(costs))
            facts.update({f"{space.id}_first": costs[0], f"{space.id}_first_count": leading,
                          f"{space.id}_later": costs[-1], f"{space.id}_players": players})
            growth = next((part for part in space.parts if part.verb == "growth"), None)
            if growth is not None and growth.from_round:
                facts[f"{space.id}_growth_from"] = growth.from_round
    return facts


def _variant(name: str) -> VariantSpec:
    from game.rules.agricola import RULES

    return next(variant for variant in RULES.variants if variant.id == name)


def _scoring_facts() -> dict[str, int]:
    bands = DEFAULT_BANDS
    facts = {f"{row}_{points}": least for row in BANDED for points, least in enumerate(getattr(bands, row), 1)}
    facts.update(
        band_most=len(bands.fields),
        missing_cost=-bands.missing,
        unused_cost=-bands.unused_cell,
        fenced_stable_points=bands.fenced_stable,
        clay_room_points=bands.clay_room,
        stone_room_points=bands.stone_room,
        person_points=bands.person,
    )
    return facts
