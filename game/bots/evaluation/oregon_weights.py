"""The weights the Oregon bots judge a position with, read from
``content/oregon/bots/judgement.yaml`` (:mod:`game.bots.judgement`): ``normal`` for the easy
bot (the normal bot's judgement is learned, ``value_normal.yaml``), ``hard`` for the hard bot
(found by self-play between normal bots, ``benchmarks/bench_oregon_judgement.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bots.judgement import weights


@dataclass(frozen=True)
class Weights:
    """What each part of an Oregon position is worth, in points (:mod:`.oregon`).

    ``pair`` is the worth of an orthogonal group of exactly two of a player's farmers (one
    farmer short of the group bonus).  With ``clock`` above 0, what is still to come (tokens,
    hand, open spaces) counts in full only while every player has at least ``clock`` farmers
    in supply, and in proportion below that.
    """

    joker: float
    extra_turn: float
    open_neighbour: float
    farmer_crumb: float
    pair: float
    clock: int


SECTIONS: dict[str, type] = {"normal": Weights, "hard": Weights}
"""The sections of Oregon's judgement file."""

NORMAL_WEIGHTS: Weights = weights("oregon", SECTIONS, "normal")
DEEP_WEIGHTS: Weights = weights("oregon", SECTIONS, "hard")
