"""What moves on the board after a move: new floors drop onto their house and the points
scored float up from it (cues on the kit's :class:`~game.boards.kit.timeline.Timeline`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.boards.kit.timeline import Rising, Timeline
from game.rules.core import Event

DROP_SECONDS = 0.45
FLOAT_SECONDS = 1.1


@dataclass(frozen=True)
class Drop:
    """Floors falling onto ``house`` (from 1): ``floors`` tiles, ``height`` pixels up."""

    house: int
    floors: int
    height: float


class Animations(Timeline):
    """Porto's cues; :meth:`start` reads them from a move's events."""

    def start(self, events: Sequence[Event], speed: str, drop_height: float) -> None:
        """Animate the builds and points in ``events`` at ``speed`` (a settings value)."""
        self.set_speed(speed)
        self.clear()
        totals: dict[int, int] = {}

        def built(event: Event) -> None:
            drop = Drop(int(event.args["house"]), int(event.args["floors"]), drop_height)
            self.add(drop, DROP_SECONDS)

        def scored(event: Event) -> None:
            if isinstance(event.args.get("detail"), int):
                house = int(event.args["detail"])
                totals[house] = totals.get(house, 0) + int(event.args["points"])

        self.react(events, {"floors_built": built, "scored": scored})
        for house, points in totals.items():
            self.add(Rising(house, f"+{points}"), FLOAT_SECONDS)

    def _drop(self, house: int) -> tuple[Drop, float] | None:
        for cue in self.running(Drop):
            if cue.what.house == house:
                return cue.what, self.progress(cue)
        return None

    def drop_offset(self, house: int) -> int:
        """How far above their place the falling floors of ``house`` are now (pixels)."""
        found = self._drop(house)
        return round(found[0].height * (1 - found[1]) ** 2) if found else 0

    def dropping(self, house: int) -> int:
        """How many of ``house``'s top floors are still falling."""
        found = self._drop(house)
        return found[0].floors if found else 0
