"""What moves on the Oregon board after a move: pieces drop onto their space, points float
up from where they were earned, and score markers glide along the track.

Durations scale with the animation speed setting; at ``instant`` nothing is queued.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.rules.core import Event
from game.rules.oregon.moves import Space
from game.rules.oregon.scoring import BUILDING

SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
DROP_SECONDS = 0.35
FLOAT_SECONDS = 1.1
GLIDE_SECONDS = 0.6


@dataclass
class Drop:
    """A piece (board code) falling onto ``space``."""

    space: Space
    code: int
    start: float
    duration: float


@dataclass
class Float:
    """A "+N" rising from ``space``."""

    space: Space
    text: str
    start: float
    duration: float


@dataclass
class Glide:
    """A score marker moving from ``old`` to ``new``."""

    player: int
    old: int
    new: int
    start: float
    duration: float


def _ease(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


class Animations:
    """The animations running now, advanced by :meth:`update`."""

    def __init__(self, speed: str = "normal") -> None:
        self.factor = SPEED_FACTORS.get(speed, 1.0)
        self.clock = 0.0
        self.drops: list[Drop] = []
        self.floats: list[Float] = []
        self.glides: list[Glide] = []

    @property
    def busy(self) -> bool:
        """Whether something still moves."""
        return bool(self.drops or self.floats or self.glides)

    def start(
        self, events: Sequence[Event], old_scores: Sequence[int], building_codes: Mapping[str, int]
    ) -> None:
        """Queue the animations of ``events``; ``old_scores`` are the track scores before,
        ``building_codes`` the board code of each building id."""
        if self.factor <= 0:
            return
        now, delay = self.clock, 0.0
        gained: dict[int, int] = {}
        for event in events:
            args = event.args
            if event.kind in ("farmer_placed", "building_placed", "start_tile_placed"):
                space = tuple(args["space"])
                code = (event.player or 0) + 1
                if event.kind != "farmer_placed":
                    code = building_codes.get(str(args["building"]), BUILDING)
                self.drops.append(Drop((space[0], space[1]), code, now, DROP_SECONDS * self.factor))
                delay = DROP_SECONDS * self.factor
            elif event.kind == "scored" and event.player is not None:
                space = tuple(args["space"])
                self.floats.append(
                    Float(
                        (space[0], space[1]),
                        f"+{args['points']}",
                        now + delay,
                        FLOAT_SECONDS * self.factor,
                    )
                )
                delay += 0.15 * self.factor
                gained[event.player] = gained.get(event.player, 0) + int(args["points"])
        for player, points in gained.items():
            old = old_scores[player] if player < len(old_scores) else 0
            self.glides.append(
                Glide(player, old, old + points, now, GLIDE_SECONDS * self.factor + delay)
            )

    def update(self, dt: float) -> None:
        """Advance the clock by ``dt`` seconds and drop what has finished."""
        self.clock += dt
        now = self.clock
        self.drops = [d for d in self.drops if now < d.start + d.duration]
        self.floats = [f for f in self.floats if now < f.start + f.duration]
        self.glides = [g for g in self.glides if now < g.start + g.duration]

    def progress(self, start: float, duration: float) -> float:
        """How far (0 to 1, eased) an animation begun at ``start`` has come."""
        if duration <= 0:
            return 1.0
        return _ease((self.clock - start) / duration)

    def track_scores(self, scores: Sequence[int]) -> list[float]:
        """The marker positions to draw: gliding markers between their old and new score."""
        out = [float(s) for s in scores]
        for glide in self.glides:
            if glide.player < len(out):
                t = self.progress(glide.start, glide.duration)
                out[glide.player] = glide.old + (glide.new - glide.old) * t
        return out

    def dropping_cells(self, columns: int) -> set[int]:
        """Board cells whose piece is still in the air (not drawn in place yet)."""
        return {d.space[0] * columns + d.space[1] for d in self.drops}
