"""What the Fields of Green bots read off each card design once: its groups, its harvest
ability as flows of food, water, coins and points, and its end and ongoing abilities by verb.

The summaries are worked out once per set of tables (a game's content) and kept, so judging
a position reads tuples instead of effect parameters.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.fields_of_green.tables import FogTables

RESOURCES = ("food", "water", "coins", "points")


@dataclass(frozen=True)
class Flow:
    """What a harvest ability takes and gives each harvest (``made`` per resource, counting
    a produce-per-neighbour at ``per_most`` neighbours of ``per_group``, ``per_each`` each)."""

    food_in: int
    water_in: int
    coins_in: int
    made: tuple[int, int, int, int]
    per_group: str = ""
    per_resource: int = -1
    per_each: int = 0
    per_most: int = 0
    equipment: bool = False


@dataclass(frozen=True)
class Sense:
    """One design as the bots see it."""

    groups: frozenset[str]
    points: int
    coins: int
    water: int
    food: int
    flow: Flow | None
    immediate: tuple[tuple[str, dict[str, Any]], ...]
    end: tuple[tuple[str, dict[str, Any]], ...]
    ongoing: tuple[tuple[str, dict[str, Any]], ...]
    tallied: tuple[str, ...] = ()
    """The groups whose count over the farms its end abilities read."""


_senses: dict[int, tuple[Sense, ...]] = {}


def senses(tables: FogTables) -> tuple[Sense, ...]:
    """Every design's :class:`Sense`, by card index (worked out once per tables)."""
    found = _senses.get(id(tables))
    if found is None:
        found = tuple(_sense(tables, i) for i in range(len(tables.cards)))
        _senses[id(tables)] = found
    return found


def _sense(tables: FogTables, index: int) -> Sense:
    design = tables.cards[index]
    flow = None
    if design.harvest is not None:
        made = [0, 0, 0, 0]
        per: dict[str, Any] = {}
        equipment = False
        for effect in design.harvest.effects:
            values = effect.params.values
            if effect.verb == "produce":
                made[RESOURCES.index(effect.params.name("resource"))] += effect.params.whole("amount")
            elif effect.verb == "produce_per_neighbour":
                per = {
                    "per_group": str(values["of"]),
                    "per_resource": RESOURCES.index(str(values["resource"])),
                    "per_each": values["each"],
                    "per_most": values["most"],
                }
            elif effect.verb == "harvest_equipment":
                equipment = True
        ability = design.harvest
        flow = Flow(ability.food, ability.water, ability.coins, (made[0], made[1], made[2], made[3]),
                    equipment=equipment, **per)
    return Sense(
        groups=frozenset((design.kind, *design.tags)),
        points=design.points,
        coins=design.coins,
        water=design.water,
        food=design.food,
        flow=flow,
        immediate=tuple((e.verb, dict(e.params.values)) for e in design.immediate),
        end=tuple((e.verb, dict(e.params.values)) for e in design.end),
        ongoing=tuple((e.verb, dict(e.params.values)) for e in design.ongoing),
        tallied=tuple(sorted({str(e.params.values["of"]) for e in design.end if e.verb in TALLIED})),
    )


TALLIED = frozenset(("points_per_card", "points_if_most"))
"""The end abilities that read how many cards of a group the farms hold."""
