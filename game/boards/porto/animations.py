"""What moves on the board after a move: new floors drop onto their house and the points
scored float up from it.  Durations follow the animation-speed setting; at ``instant``
nothing is animated."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.core import Event

SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
DROP_SECONDS = 0.45
FLOAT_SECONDS = 1.1


@dataclass
class Drop:
    """Floors falling onto ``house`` (from 1): ``floors`` tiles, ``height`` pixels up."""

    house: int
    floors: int
    height: float
    left: float
    total: float


@dataclass
class FloatingPoints:
    """"+N" rising from ``house`` (from 1)."""

    house: int
    points: int
    left: float
    total: float


class Animations:
    """The animations running now; :meth:`start` reads them from a move's events."""

    def __init__(self) -> None:
        self.drops: list[Drop] = []
        self.floats: list[FloatingPoints] = []

    def start(self, events: Sequence[Event], speed: str, drop_height: float) -> None:
        """Animate the builds and points in ``events`` at ``speed`` (a settings value)."""
        factor = SPEED_FACTORS.get(speed, 1.0)
        self.drops.clear()
        self.floats.clear()
        if factor == 0.0:
            return
        totals: dict[int, int] = {}
        for event in events:
            if event.kind == "floors_built":
                house = int(event.args["house"])
                self.drops.append(Drop(house, int(event.args["floors"]), drop_height, DROP_SECONDS * factor,
                                       DROP_SECONDS * factor))
            elif event.kind == "scored" and isinstance(event.args.get("detail"), int):
                house = int(event.args["detail"])
                totals[house] = totals.get(house, 0) + int(event.args["points"])
        self.floats = [FloatingPoints(h, p, FLOAT_SECONDS * factor, FLOAT_SECONDS * factor) for h, p in totals.items()]

    @property
    def busy(self) -> bool:
        """Whether anything is still moving."""
        return bool(self.drops or self.floats)

    def update(self, dt: float) -> None:
        """Advance every animation by ``dt`` seconds."""
        for drop in self.drops:
            drop.left -= dt
        for rising in self.floats:
            rising.left -= dt
        self.drops = [d for d in self.drops if d.left > 0]
        self.floats = [f for f in self.floats if f.left > 0]

    def drop_offset(self, house: int) -> int:
        """How far above their place the falling floors of ``house`` are now (pixels)."""
        for drop in self.drops:
            if drop.house == house:
                t = 1 - drop.left / drop.total
                return round(drop.height * (1 - t) ** 2)
        return 0

    def dropping(self, house: int) -> int:
        """How many of ``house``'s top floors are still falling."""
        for drop in self.drops:
            if drop.house == house:
                return drop.floors
        return 0

    def floating(self) -> list[tuple[int, int, float]]:
        """(house, points, progress 0..1) of every rising score."""
        return [(f.house, f.points, 1 - f.left / f.total) for f in self.floats]
