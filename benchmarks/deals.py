"""Which deals may tune the bots and which measure them: the one place that says it.

Deal ``d`` is the game dealt from seed ``d`` (``new_state(game, players, d)``).  Anything that
fits a bot to games (a knob tried in ``bench_ladder.py --play tune``, an evolution strategy, a
value model trained on self-play) uses :data:`TUNING` only; the ladder reports strength on
:data:`LADDER`, deals no tuning ever saw, so a bot cannot have learned the very games it is
measured on.  A tool that tunes calls :func:`check_tuning` on its seeds.
"""

from __future__ import annotations

TUNING = range(0, 100_000)
"""Deals tuning and training may use."""

LADDER = range(100_000, 200_000)
"""Deals strength is reported on: never used for tuning or training."""

LADDER_FIRST = range(LADDER.start, LADDER.start + 200)
"""The ladder's usual report: its first 200 deals."""


def check_tuning(deals: range) -> None:
    """``ValueError`` when ``deals`` (seeds a tuning or training run is about to use) share a
    deal with :data:`LADDER`."""
    start, stop = max(deals.start, LADDER.start), min(deals.stop, LADDER.stop)
    if start < stop:
        raise ValueError(
            f"the deals {start}:{stop} are the ladder's ({LADDER.start}:{LADDER.stop}): "
            "tune and train on other deals"
        )
