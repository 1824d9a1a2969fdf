"""The animations a move starts, on one clock.

After a move the board is told its events (:meth:`BoardView.animate`); a game's animations
read the kinds they know — a piece placed, points scored — and put a :class:`Cue` on the
:class:`Timeline` for each (a value object saying what moves, from when and for how long).
Kinds a game has no animation for are passed over, so new boundary events cost nothing.
The painters ask the timeline how far each cue has come (:func:`draw_rising` draws the points
that float up); the kit's own cues are pieces dropping onto their place (:class:`Drop`) and
score markers gliding along the track (:class:`Glide`).  Durations follow the animation
speed setting; at ``instant`` nothing is queued and the board is never busy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pygame

from game.rules.core import Event
from game.ui import draw, theme
from game.ui.text_watch import put_text

SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
"""The animation speed setting → how long animations take compared with ``normal``."""

T = TypeVar("T")


def ease_out(t: float) -> float:
    """Fast at first, gently to rest (``t`` from 0 to 1, clamped)."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


@dataclass(frozen=True)
class Rising:
    """Points ("+3") floating up from ``where`` (a space, a house: the board knows where that
    stands on screen)."""

    where: Any
    text: str


@dataclass(frozen=True)
class Drop:
    """Pieces falling onto ``where`` (a space, a house); ``what`` says which (a piece's code,
    how many floors)."""

    where: Any
    what: Any


@dataclass(frozen=True)
class Glide:
    """Player ``player``'s score marker moving along the track from ``old`` to ``new``."""

    player: int
    old: int
    new: int


@dataclass
class Cue(Generic[T]):
    """One animation: ``what`` moves from ``start`` (timeline seconds) for ``duration``."""

    what: T
    start: float
    duration: float


class Timeline:
    """The cues running now, advanced by :meth:`update`."""

    def __init__(self, speed: str = "normal") -> None:
        self.factor = SPEED_FACTORS.get(speed, 1.0)
        self.clock = 0.0
        self.cues: list[Cue[Any]] = []
        self.drop_height = 0.0
        """How far above their place falling pieces start (pixels; see :meth:`drop_offset`)."""

    def set_speed(self, speed: str) -> None:
        """Follow the animation speed setting ``speed`` for the cues added from now on."""
        self.factor = SPEED_FACTORS.get(speed, 1.0)

    @property
    def busy(self) -> bool:
        """Whether something still moves."""
        return bool(self.cues)

    def react(self, events: Iterable[Event], reactions: Mapping[str, Callable[[Event], None]]) -> None:
        """Call the reaction of each event's kind, in order (kinds without one are passed
        over); nothing at the instant speed."""
        if self.factor <= 0:
            return
        for event in events:
            reaction = reactions.get(event.kind)
            if reaction is not None:
                reaction(event)

    def add(self, what: T, seconds: float, after: float = 0.0) -> None:
        """Start animating ``what`` ``after`` seconds from now, for ``seconds`` (both at the
        normal speed: the setting scales them)."""
        if self.factor > 0:
            self.cues.append(Cue(what, self.clock + after * self.factor, seconds * self.factor))

    def restart(self, speed: str, drop_height: float = 0.0) -> None:
        """Stop every animation and follow ``speed`` for the next ones, pieces falling from
        ``drop_height`` pixels up."""
        self.set_speed(speed)
        self.clear()
        self.drop_height = drop_height

    def clear(self) -> None:
        """Stop every animation."""
        self.cues = []

    def update(self, dt: float) -> None:
        """Advance the clock by ``dt`` seconds and drop the cues that have finished."""
        self.clock += dt
        self.cues = [c for c in self.cues if self.clock < c.start + c.duration]

    def running(self, kind: type[T]) -> list[Cue[T]]:
        """The cues animating a ``kind`` value."""
        return [c for c in self.cues if isinstance(c.what, kind)]

    def started(self, cue: Cue[Any]) -> bool:
        """Whether ``cue``'s delay is over."""
        return self.clock >= cue.start

    def progress(self, cue: Cue[Any]) -> float:
        """How far (0 to 1) ``cue`` has come."""
        if cue.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.clock - cue.start) / cue.duration))

    def eased(self, cue: Cue[Any]) -> float:
        """:meth:`progress`, eased out."""
        return ease_out(self.progress(cue)) if cue.duration > 0 else 1.0

    def drop_at(self, where: Any) -> Cue[Drop] | None:
        """The drop onto ``where`` under way, if any."""
        return next((cue for cue in self.running(Drop) if cue.what.where == where), None)

    def drop_offset(self, where: Any) -> int:
        """How far above their place the pieces falling onto ``where`` are now (pixels)."""
        cue = self.drop_at(where)
        return round(self.drop_height * (1 - self.progress(cue)) ** 2) if cue else 0

    def dropping(self, where: Any) -> Any:
        """What is still falling onto ``where`` (the :class:`Drop`'s ``what``), or 0."""
        cue = self.drop_at(where)
        return cue.what.what if cue else 0

    def drop_places(self) -> set[Any]:
        """Every place something is still falling onto (not drawn in place yet)."""
        return {cue.what.where for cue in self.running(Drop)}

    def glide(self, gained: Mapping[int, int], old_scores: Sequence[int], seconds: float, after: float = 0.0) -> None:
        """Glide each player's marker from its old score on by the points it ``gained``, for
        ``seconds`` from ``after`` seconds from now (until then it stands at the old score)."""
        for player, points in gained.items():
            old = old_scores[player] if player < len(old_scores) else 0
            self.add(Glide(player, old, old + points), seconds, after)

    def count_points(self, events: Iterable[Event], place: Callable[[Event], Any], old_scores: Sequence[int],
                     after: float, seconds: tuple[float, float] = (1.1, 0.6)) -> None:
        """The points of the ``scored`` events, ``after`` seconds from now: one "+N" rising from
        each ``place(event)`` (the points earned there added up; none where it gives ``None``)
        for ``seconds[0]``, and once they are half-way up each player's marker gliding from its
        ``old_scores`` for ``seconds[1]`` (the panels counting up with it)."""
        gained: dict[int, int] = {}
        totals: dict[Any, int] = {}
        for event in events if self.factor > 0 else []:
            if event.kind == "scored" and event.player is not None:
                points = int(event.args["points"])
                gained[event.player] = gained.get(event.player, 0) + points
                where = place(event)
                if where is not None:
                    totals[where] = totals.get(where, 0) + points
        for where, points in totals.items():
            self.add(Rising(where, f"+{points}"), seconds[0], after)
        self.glide(gained, old_scores, seconds[1], after + seconds[0] / 2)

    def track_scores(self, scores: Sequence[int]) -> list[float]:
        """The marker positions to draw: gliding markers between their old and new score."""
        out = [float(s) for s in scores]
        for cue in self.running(Glide):
            glide = cue.what
            if glide.player < len(out):
                out[glide.player] = glide.old + (glide.new - glide.old) * self.eased(cue)
        return out

    def counted_scores(self, scores: Sequence[int]) -> list[int]:
        """The scores a player panel shows now: counting up with the gliding markers, whole
        points only, each reaching its score as its marker lands."""
        return [round(score) for score in self.track_scores(scores)]


def draw_risings(
    surface: pygame.Surface,
    timeline: Timeline,
    font: pygame.font.Font,
    base: Callable[[Any], tuple[int, int]],
    look: Callable[[float], tuple[int, int]],
) -> None:
    """Every :class:`Rising` cue under way, from ``base(where)`` (the text's foot), risen and
    faded as ``look(progress)`` says: ``(pixels risen, opacity)``."""
    for cue in timeline.running(Rising):
        if timeline.started(cue):
            rise, alpha = look(timeline.progress(cue))
            draw_rising(surface, font, cue.what.text, base(cue.what.where), rise, alpha)


def draw_rising(
    surface: pygame.Surface, font: pygame.font.Font, text: str, base: tuple[int, int], rise: int, alpha: int
) -> None:
    """Points scored ("+3") in gold, risen ``rise`` pixels above ``base`` (where they were
    earned, the text's foot), ``alpha`` opaque (255: solid, 0: gone)."""
    face = draw.text(font, text, theme.GOLD, theme.INK)
    face.set_alpha(alpha)
    put_text(surface, face, face.get_rect(midbottom=(base[0], base[1] - rise)))
