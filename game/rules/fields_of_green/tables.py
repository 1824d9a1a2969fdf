"""The rules' own read-only tables of Fields of Green: location cards, equipment tiles and the
numbers of the rulebook, as the rules read them (built once per game from the content).

A card's abilities are effects (:mod:`game.rules.fields_of_green.abilities`): a verb's name
and its checked parameters, resolved to the verb's function here, once, so the hot paths call
a function from a tuple.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.rules.effects import Params

KINDS: tuple[str, ...] = ("field", "livestock", "construction", "building")
"""The four location piles, in the order of a split (``split 2 2 1 1``)."""

TOWER, SILO = "tower", "silo"
"""Water towers and silos count as locations but have no location type."""

PILE_LETTERS = "FLCB"
"""The first letter of each pile's card codes (``F03`` is field design 3)."""


@dataclass(frozen=True)
class Effect:
    """One ability: the verb's name, its function and its checked parameters."""

    verb: str
    function: Callable[..., Any]
    params: Params


@dataclass(frozen=True)
class HarvestAbility:
    """A harvest (green) ability: what it costs each harvest, then what it does."""

    water: int
    food: int
    coins: int
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class CardDef:
    """One location design (three identical copies of each lie in its pile)."""

    code: str
    kind: str
    tags: tuple[str, ...]
    coins: int
    water: int
    food: int
    points: int
    immediate: tuple[Effect, ...] = ()
    harvest: HarvestAbility | None = None
    end: tuple[Effect, ...] = ()
    ongoing: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class EquipmentDef:
    """One equipment tile: the location type it fits (``tower``, ``silo`` or a pile's kind),
    whether its host needs a harvest ability, and its effect."""

    code: str
    host: str
    needs_harvest: bool
    effect: Effect


@dataclass(frozen=True)
class Numbers:
    """The rulebook's numbers (kept as data so a test can read them in one place)."""

    start_coins: int = 15
    start_water: int = 3
    start_food: int = 1
    tower_capacity: int = 3
    silo_capacity: int = 4
    tower_cost: int = 2
    restore_cost: int = 1
    market_coins: int = 2
    market_food_price: int = 2
    market_food_most: int = 2
    upkeep_food: int = 1
    upkeep_water: int = 2
    upkeep_coins: int = 3
    hand_size: int = 6
    least_piles: int = 3
    years: int = 4
    water_range: int = 2
    equipment_drawn: int = 3
    equipment_per_location: int = 2
    coins_per_point: int = 3
    food_per_point: int = 2
    towers: int = 20
    silos: int = 14
    intro_split: tuple[int, ...] = (2, 2, 1, 1)
    pass_left: tuple[bool, ...] = (True, False, True, False)
    """Year by year, whether hands pass left (our ruling: left in years 1 and 3)."""


@dataclass(frozen=True)
class FogTables:
    """Everything the rules read about the cards: each design once (``cards``), how many
    copies lie in each pile, each equipment design once and its copies, and the numbers."""

    cards: tuple[CardDef, ...]
    copies: int
    equipment: tuple[EquipmentDef, ...]
    equipment_copies: int
    numbers: Numbers = field(default_factory=Numbers)
    by_code: dict[str, int] = field(default_factory=dict)
    equipment_by_code: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_code.update({card.code: i for i, card in enumerate(self.cards)})
        self.equipment_by_code.update({tile.code: i for i, tile in enumerate(self.equipment)})

    def pile(self, kind: str) -> list[int]:
        """Every card of the pile ``kind`` (each design ``copies`` times), unshuffled."""
        return [i for i, card in enumerate(self.cards) if card.kind == kind for _ in range(self.copies)]

    def equipment_pile(self) -> list[int]:
        """Every equipment tile (each design ``equipment_copies`` times), unshuffled."""
        return [i for i in range(len(self.equipment)) for _ in range(self.equipment_copies)]
