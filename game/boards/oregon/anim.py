"""What moves on the Oregon board after a move: pieces drop onto their space, points float
up from where they were earned, and score markers glide along the track (cues on the kit's
:class:`~game.boards.kit.timeline.Timeline`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.boards.kit.timeline import Drop, Rising, Timeline
from game.rules.core import Event
from game.rules.oregon.scoring import BUILDING

DROP_SECONDS = 0.35
FLOAT_SECONDS = 1.1
GLIDE_SECONDS = 0.6
FLOAT_STAGGER = 0.15
"""Seconds between the "+N" of successive scorings of one move."""


class Animations(Timeline):
    """Oregon's cues, read from a move's events."""

    def start(
        self, events: Sequence[Event], old_scores: Sequence[int], building_codes: Mapping[str, int]
    ) -> None:
        """Queue the animations of ``events``; ``old_scores`` are the track scores before,
        ``building_codes`` the board code of each building id."""
        delay = 0.0
        gained: dict[int, int] = {}

        def placed(event: Event) -> None:
            nonlocal delay
            row, column = event.args["space"]
            code = (event.player or 0) + 1
            if event.kind != "farmer_placed":
                code = building_codes.get(str(event.args["building"]), BUILDING)
            self.add(Drop((row, column), code), DROP_SECONDS)
            delay = DROP_SECONDS

        def scored(event: Event) -> None:
            nonlocal delay
            if event.player is None:
                return
            row, column = event.args["space"]
            self.add(Rising((row, column), f"+{event.args['points']}"), FLOAT_SECONDS, delay)
            delay += FLOAT_STAGGER
            gained[event.player] = gained.get(event.player, 0) + int(event.args["points"])

        reactions = {"farmer_placed": placed, "building_placed": placed, "start_tile_placed": placed}
        self.react(events, {**reactions, "scored": scored})
        self.glide(gained, old_scores, GLIDE_SECONDS + delay)

    def dropping_cells(self, columns: int) -> set[int]:
        """Board cells whose piece is still in the air (not drawn in place yet)."""
        return {row * columns + column for row, column in self.drop_places()}
