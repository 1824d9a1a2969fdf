"""Which sounds a move makes at the table, and when.

Each event kind sounds as its cue in the game's ``cues.yaml`` (:mod:`game.content.cues`); one
move sounds each name at most once, one after the other at the pace of the animations, so a
build that scores three times plays one knock and one chime rather than a clatter.  The
"your turn" tap sounds only when a bot's move hands the turn to a person: in hotseat the
hand-over screen says it, and a person's own move needs no reminder.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.boards.kit.timeline import SPEED_FACTORS
from game.match_setup import Seat
from game.rules.core import Decision, Event

STEP = 0.16
"""Seconds between the sounds of one move at the normal animation speed."""


def sound_cues(
    events: Sequence[Event],
    table: Mapping[str, str],
    seats: Sequence[Seat],
    mover: int,
    decision: Decision | None,
    speed: str,
) -> list[tuple[str, float]]:
    """The ``(sound, delay in seconds)`` pairs of the move ``mover`` just made, whose
    ``events`` the table turns into sounds; ``decision`` is what is decided next."""
    step = STEP * SPEED_FACTORS.get(speed, 1.0)
    persons_turn = (
        seats[mover].is_bot
        and decision is not None
        and any(not seats[p].is_bot for p in decision.players)
    )
    cues: list[tuple[str, float]] = []
    for event in events:
        name = table.get(event.kind)
        if name is None or any(name == cued for cued, _ in cues):
            continue
        if name == "turn" and not persons_turn:
            continue
        cues.append((name, step * len(cues)))
    return cues


__all__ = ["STEP", "sound_cues"]
