"""Agricola's final scoring table (facts ``agricola.md`` §9; rulebook, "Fin del juego").

Seven categories score by bands: below the first threshold −1, then 1 to 4 points as the count
reaches each threshold.  The rest are per unit: −1 per unused cell, +1 per fenced stable, +1 per
clay room and +2 per stone room, +3 per person, −3 per begging card; improvement points and
bonus points from card text are passed in as totals.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields

from game.rules.agricola.farmyard import Farmyard
from game.rules.agricola.herds import Herds

SCORE_CATEGORIES = (
    "fields",
    "pastures",
    "grain",
    "vegetables",
    "sheep",
    "boar",
    "cattle",
    "unused",
    "stables",
    "rooms",
    "family",
    "improvements",
    "bonus",
    "begging",
)
"""The rows of the score sheet, in the order it lists them."""

Band = tuple[int, int, int, int]
"""The counts at which a category starts to score 1, 2, 3 and 4 points."""


@dataclass(frozen=True, slots=True)
class ScoringBands:
    """The numbers of the scoring table; the defaults are the 2007 edition's (facts §9)."""

    fields: Band = (2, 3, 4, 5)
    pastures: Band = (1, 2, 3, 4)
    grain: Band = (1, 4, 6, 8)
    vegetables: Band = (1, 2, 3, 4)
    sheep: Band = (1, 4, 6, 8)
    boar: Band = (1, 3, 5, 7)
    cattle: Band = (1, 2, 4, 6)
    missing: int = -1
    unused_cell: int = -1
    fenced_stable: int = 1
    clay_room: int = 1
    stone_room: int = 2
    person: int = 3
    begging_card: int = -3

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> ScoringBands:
        """Bands from plain data (YAML): bands as lists of four rising counts, the rest ints;
        missing keys keep the 2007 values.  Raises ValueError on an unknown key or bad value."""
        known = {field.name for field in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown scoring keys: {', '.join(unknown)}")
        values: dict[str, object] = {}
        for key, value in data.items():
            if key in _BAND_NAMES:
                band = tuple(value) if isinstance(value, list | tuple) else ()
                if (
                    len(band) != 4
                    or not all(isinstance(count, int) for count in band)
                    or list(band) != sorted(set(band))
                ):
                    raise ValueError(f"scoring band {key!r} must be four rising counts")
                values[key] = band
            elif isinstance(value, int) and not isinstance(value, bool):
                values[key] = value
            else:
                raise ValueError(f"scoring value {key!r} must be a whole number")
        return cls(**values)  # type: ignore[arg-type]

    def band_points(self, category: str, count: int) -> int:
        """The points ``count`` scores in a banded category (fields … cattle)."""
        band: Band = getattr(self, category)
        reached = sum(1 for threshold in band if count >= threshold)
        return reached if reached else self.missing


_BAND_NAMES = ("fields", "pastures", "grain", "vegetables", "sheep", "boar", "cattle")

DEFAULT_BANDS = ScoringBands()


def _on_fields(farm: Farmyard, crop: str) -> int:
    return sum(count for kind, count in farm.crops.values() if kind == crop)


def score_sheet(
    farm: Farmyard,
    goods: Mapping[str, int],
    animals: Herds,
    people: int,
    begging: int,
    improvement_points: int = 0,
    bonus_points: int = 0,
    bands: ScoringBands = DEFAULT_BANDS,
    extra_fields: int = 0,
) -> tuple[tuple[str, int], ...]:
    """One player's score sheet as (category, points) in :data:`SCORE_CATEGORIES` order.

    ``goods`` is the personal supply (its "grain" and "vegetable" — or "vegetables" — count
    with the crops on the fields); ``animals`` is (sheep, boar, cattle); ``begging`` the number of begging cards;
    ``extra_fields`` the fields beyond the farmyard's (cards that are fields and score so).
    """
    sheep, boar, cattle = animals
    # The supply may name the crop in the singular (as fields do) or the plural.
    vegetables = goods.get("vegetable", goods.get("vegetables", 0))
    room_points = {"wood": 0, "clay": bands.clay_room, "stone": bands.stone_room}[farm.house]
    points = {
        "fields": bands.band_points("fields", farm.fields.bit_count() + extra_fields),
        "pastures": bands.band_points("pastures", len(farm.pastures)),
        "grain": bands.band_points("grain", goods.get("grain", 0) + _on_fields(farm, "grain")),
        "vegetables": bands.band_points("vegetables", vegetables + _on_fields(farm, "vegetable")),
        "sheep": bands.band_points("sheep", sheep),
        "boar": bands.band_points("boar", boar),
        "cattle": bands.band_points("cattle", cattle),
        "unused": bands.unused_cell * farm.unused_cells().bit_count(),
        "stables": bands.fenced_stable * farm.fenced_stables().bit_count(),
        "rooms": room_points * farm.room_count(),
        "family": bands.person * people,
        "improvements": improvement_points,
        "bonus": bonus_points,
        "begging": bands.begging_card * begging,
    }
    return tuple((category, points[category]) for category in SCORE_CATEGORIES)


def total(sheet: tuple[tuple[str, int], ...]) -> int:
    """The sum of a score sheet."""
    return sum(points for _category, points in sheet)
