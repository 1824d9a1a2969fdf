"""What moves on the board after a move: new floors drop onto their house and the points
scored float up from it (cues on the kit's :class:`~game.boards.kit.timeline.Timeline`)."""

from __future__ import annotations

from collections.abc import Sequence

from game.boards.kit.timeline import Drop, Rising, Timeline
from game.rules.core import Event

DROP_SECONDS = 0.45
FLOAT_SECONDS = 1.1


class Animations(Timeline):
    """Porto's cues; :meth:`start` reads them from a move's events: floors drop onto their
    house (from 1), from :attr:`drop_height` pixels up."""

    drop_height = 0.0

    def start(self, events: Sequence[Event], speed: str, drop_height: float) -> None:
        """Animate the builds and points in ``events`` at ``speed`` (a settings value)."""
        self.set_speed(speed)
        self.clear()
        self.drop_height = drop_height
        totals: dict[int, int] = {}

        def built(event: Event) -> None:
            self.add(Drop(int(event.args["house"]), int(event.args["floors"])), DROP_SECONDS)

        def scored(event: Event) -> None:
            if isinstance(event.args.get("detail"), int):
                house = int(event.args["detail"])
                totals[house] = totals.get(house, 0) + int(event.args["points"])

        self.react(events, {"floors_built": built, "scored": scored})
        for house, points in totals.items():
            self.add(Rising(house, f"+{points}"), FLOAT_SECONDS)

    def drop_offset(self, house: int) -> int:
        """How far above their place the falling floors of ``house`` are now (pixels)."""
        cue = self.drop_at(house)
        return round(self.drop_height * (1 - self.progress(cue)) ** 2) if cue else 0

    def dropping(self, house: int) -> int:
        """How many of ``house``'s top floors are still falling."""
        cue = self.drop_at(house)
        return int(cue.what.what) if cue else 0
